import type { DisputeMessageTexts } from '../disputes.text.js';

export const id: DisputeMessageTexts = {
  openedTitle: 'Sanggahan diterima: ronde {round}',
  openedBody:
    'Kami telah menerima sanggahan Anda atas ronde {round} ({vendor}). Detail ronde dan catatannya di akun Anda sudah dilampirkan. Jawaban kami akan dikirim ke sini, di pesan Anda.',
  upheldTitle: 'Sanggahan diterima: ronde {round}',
  rejectedTitle: 'Sanggahan ditolak: ronde {round}',
  answerIntro: 'Jawaban kami atas sanggahan Anda untuk ronde {round}:',
  reasonLabel: 'Alasan',
  noteLabel: 'Catatan Anda',
  reasons: {
    notPaid: 'Kemenangan belum dibayar',
    wrongResult: 'Hasil salah',
    gameError: 'Gim error atau terputus',
    stakeTaken: 'Taruhan terpotong dengan salah',
    other: 'Lainnya',
  },
};
