import type { DisputeMessageTexts } from '../disputes.text.js';

export const sv: DisputeMessageTexts = {
  openedTitle: 'Reklamation mottagen: omgång {round}',
  openedBody:
    'Vi har tagit emot din reklamation av omgång {round} ({vendor}). Omgångens detaljer och dess poster på ditt konto är bifogade. Vårt svar kommer här, i dina meddelanden.',
  upheldTitle: 'Reklamation godkänd: omgång {round}',
  rejectedTitle: 'Reklamation avslagen: omgång {round}',
  answerIntro: 'Vårt svar på din reklamation av omgång {round}:',
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
