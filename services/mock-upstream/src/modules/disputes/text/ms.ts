import type { DisputeMessageTexts } from './shape.js';

export const ms: DisputeMessageTexts = {
  openedTitle: 'Aduan diterima: pusingan {round}',
  openedBody:
    'Kami telah menerima aduan anda tentang pusingan {round} ({vendor}). Butiran pusingan dan catatannya dalam akaun anda dilampirkan. Jawapan kami akan sampai di sini, dalam mesej anda.',
  upheldTitle: 'Aduan diterima pakai: pusingan {round}',
  rejectedTitle: 'Aduan ditolak: pusingan {round}',
  answerIntro: 'Jawapan kami kepada aduan anda tentang pusingan {round}:',
  reasonLabel: 'Sebab',
  noteLabel: 'Nota anda',
  reasons: {
    notPaid: 'Kemenangan tidak dibayar',
    wrongResult: 'Keputusan salah',
    gameError: 'Ralat permainan atau terputus',
    stakeTaken: 'Pertaruhan dipotong secara salah',
    other: 'Lain-lain',
  },
};
