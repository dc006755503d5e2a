import type { DisputeMessageTexts } from './shape.js';

export const es: DisputeMessageTexts = {
  openedTitle: 'Reclamación recibida: ronda {round}',
  openedBody:
    'Hemos recibido tu reclamación sobre la ronda {round} ({vendor}). Le hemos adjuntado los datos de la ronda y sus movimientos en tu cuenta. Te responderemos aquí, en tus mensajes.',
  upheldTitle: 'Reclamación aceptada: ronda {round}',
  rejectedTitle: 'Reclamación rechazada: ronda {round}',
  answerIntro: 'Nuestra respuesta a tu reclamación sobre la ronda {round}:',
  reasonLabel: 'Motivo',
  noteLabel: 'Tu nota',
  reasons: {
    notPaid: 'Premio no pagado',
    wrongResult: 'Resultado incorrecto',
    gameError: 'Error del juego o desconexión',
    stakeTaken: 'Apuesta cobrada por error',
    other: 'Otro motivo',
  },
};
