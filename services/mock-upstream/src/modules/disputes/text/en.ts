import type { DisputeMessageTexts } from './shape.js';

export const en: DisputeMessageTexts = {
  openedTitle: 'Dispute received: round {round}',
  openedBody:
    'We have received your dispute of round {round} ({vendor}). The round’s details and its entries in your account are attached to it. Our answer will reach you here, in your messages.',
  upheldTitle: 'Dispute upheld: round {round}',
  rejectedTitle: 'Dispute rejected: round {round}',
  answerIntro: 'Our answer to your dispute of round {round}:',
  reasonLabel: 'Reason',
  noteLabel: 'Your note',
  reasons: {
    notPaid: 'Win not paid',
    wrongResult: 'Wrong result',
    gameError: 'Game error or disconnection',
    stakeTaken: 'Bet charged wrongly',
    other: 'Something else',
  },
};
