import type { DisputeMessageTexts } from './shape.js';

export const id: DisputeMessageTexts = {
  openedTitle: 'Komplain sudah kami terima: ronde {round}',
  openedBody:
    'Kami telah menerima komplain Anda atas ronde {round} ({vendor}). Detail ronde dan catatannya di akun Anda sudah dilampirkan. Jawaban kami akan dikirim ke sini, di pesan Anda.',
  upheldTitle: 'Komplain dikabulkan: ronde {round}',
  rejectedTitle: 'Komplain ditolak: ronde {round}',
  answerIntro: 'Jawaban kami atas komplain Anda untuk ronde {round}:',
  reasonLabel: 'Alasan',
  noteLabel: 'Catatan Anda',
  reasons: {
    notPaid: 'Kemenangan belum dibayar',
    wrongResult: 'Hasil salah',
    gameError: 'Game error atau koneksi terputus',
    stakeTaken: 'Taruhan terpotong tidak semestinya',
    other: 'Lainnya',
  },
};
