import type { DisputeMessageTexts } from './shape.js';

export const ro: DisputeMessageTexts = {
  openedTitle: 'Contestație primită: runda {round}',
  openedBody:
    'Am primit contestația ta privind runda {round} ({vendor}). Am atașat detaliile rundei și mișcările ei din contul tău. Răspunsul nostru va ajunge aici, în mesajele tale.',
  upheldTitle: 'Contestație admisă: runda {round}',
  rejectedTitle: 'Contestație respinsă: runda {round}',
  answerIntro: 'Răspunsul nostru la contestația ta privind runda {round}:',
  reasonLabel: 'Motiv',
  noteLabel: 'Nota ta',
  reasons: {
    notPaid: 'Câștig neplătit',
    wrongResult: 'Rezultat greșit',
    gameError: 'Eroare de joc sau deconectare',
    stakeTaken: 'Miză debitată greșit',
    other: 'Alt motiv',
  },
};
