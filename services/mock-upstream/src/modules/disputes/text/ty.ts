import type { DisputeMessageTexts } from './shape.js';

export const ty: DisputeMessageTexts = {
  openedTitle: 'Natanggap ang reklamo: round {round}',
  openedBody:
    'Natanggap namin ang reklamo mo sa round {round} ({vendor}). Nakalakip dito ang detalye ng round at ang mga entry nito sa account mo. Dito sa mga mensahe mo darating ang sagot namin.',
  upheldTitle: 'Tinanggap ang reklamo: round {round}',
  rejectedTitle: 'Hindi tinanggap ang reklamo: round {round}',
  answerIntro: 'Ang sagot namin sa reklamo mo sa round {round}:',
  reasonLabel: 'Dahilan',
  noteLabel: 'Ang tala mo',
  reasons: {
    notPaid: 'Hindi naibayad ang panalo',
    wrongResult: 'Maling resulta',
    gameError: 'Error sa laro o na-disconnect',
    stakeTaken: 'Maling singil sa taya',
    other: 'Iba pa',
  },
};
