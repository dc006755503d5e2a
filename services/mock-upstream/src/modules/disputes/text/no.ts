import type { DisputeMessageTexts } from './shape.js';

export const no: DisputeMessageTexts = {
  openedTitle: 'Klage mottatt: runde {round}',
  openedBody:
    'Vi har mottatt klagen din på runde {round} ({vendor}). Rundens detaljer og posteringene på kontoen din er lagt ved. Svaret vårt kommer her, i meldingene dine.',
  upheldTitle: 'Klage godkjent: runde {round}',
  rejectedTitle: 'Klage avvist: runde {round}',
  answerIntro: 'Svaret vårt på klagen din på runde {round}:',
  reasonLabel: 'Årsak',
  noteLabel: 'Notatet ditt',
  reasons: {
    notPaid: 'Gevinst ikke utbetalt',
    wrongResult: 'Feil resultat',
    gameError: 'Spillfeil eller brudd i forbindelsen',
    stakeTaken: 'Innsats trukket feil',
    other: 'Noe annet',
  },
};
