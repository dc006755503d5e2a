import type { DisputeMessageTexts } from './shape.js';

export const cs: DisputeMessageTexts = {
  openedTitle: 'Reklamace přijata: kolo {round}',
  openedBody:
    'Přijali jsme vaši reklamaci kola {round} ({vendor}). Připojili jsme k ní podrobnosti kola a jeho pohyby na vašem účtu. Naši odpověď najdete zde, ve svých zprávách.',
  upheldTitle: 'Reklamace uznána: kolo {round}',
  rejectedTitle: 'Reklamace zamítnuta: kolo {round}',
  answerIntro: 'Naše odpověď na vaši reklamaci kola {round}:',
  reasonLabel: 'Důvod',
  noteLabel: 'Vaše poznámka',
  reasons: {
    notPaid: 'Výhra nebyla vyplacena',
    wrongResult: 'Chybný výsledek',
    gameError: 'Chyba hry nebo odpojení',
    stakeTaken: 'Sázka stržena chybně',
    other: 'Jiný důvod',
  },
};
