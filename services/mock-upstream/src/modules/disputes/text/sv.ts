import type { DisputeMessageTexts } from './shape.js';

export const sv: DisputeMessageTexts = {
  openedTitle: 'Reklamation mottagen: runda {round}',
  openedBody:
    'Vi har tagit emot din reklamation av runda {round} ({vendor}). Rundans detaljer och dess poster på ditt konto är bifogade. Vårt svar kommer här, i dina meddelanden.',
  upheldTitle: 'Reklamation godkänd: runda {round}',
  rejectedTitle: 'Reklamation avslagen: runda {round}',
  answerIntro: 'Vårt svar på din reklamation av runda {round}:',
  reasonLabel: 'Orsak',
  noteLabel: 'Din anteckning',
  reasons: {
    notPaid: 'Vinst inte utbetald',
    wrongResult: 'Fel resultat',
    gameError: 'Spelfel eller frånkoppling',
    stakeTaken: 'Insats felaktigt dragen',
    other: 'Något annat',
  },
};
