import type { DisputeMessageTexts } from './shape.js';

export const it: DisputeMessageTexts = {
  openedTitle: 'Reclamo ricevuto: partita {round}',
  openedBody:
    'Abbiamo ricevuto il tuo reclamo sulla partita {round} ({vendor}). Abbiamo allegato i dettagli della partita e i relativi movimenti sul tuo conto. La nostra risposta arriverà qui, nei tuoi messaggi.',
  upheldTitle: 'Reclamo accolto: partita {round}',
  rejectedTitle: 'Reclamo respinto: partita {round}',
  answerIntro: 'La nostra risposta al tuo reclamo sulla partita {round}:',
  reasonLabel: 'Motivo',
  noteLabel: 'La tua nota',
  reasons: {
    notPaid: 'Vincita non pagata',
    wrongResult: 'Risultato errato',
    gameError: 'Errore di gioco o disconnessione',
    stakeTaken: 'Puntata addebitata per errore',
    other: 'Altro',
  },
};
