import type { DisputeMessageTexts } from '../disputes.text.js';

export const it: DisputeMessageTexts = {
  openedTitle: 'Reclamo ricevuto: round {round}',
  openedBody:
    'Abbiamo ricevuto il tuo reclamo sul round {round} ({vendor}). Abbiamo allegato i dettagli del round e i relativi movimenti sul tuo conto. La nostra risposta arriverà qui, nei tuoi messaggi.',
  upheldTitle: 'Reclamo accolto: round {round}',
  rejectedTitle: 'Reclamo respinto: round {round}',
  answerIntro: 'La nostra risposta al tuo reclamo sul round {round}:',
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
