import type { ChatText } from './shape.js';

export const id: ChatText = {
  liveTitle: 'Live chat',
  vipTitle: 'Chat VIP',
  roomTitle: 'Ruang obrolan',
  intro: 'Tanyakan apa saja soal akun, deposit, penarikan, atau game. Agen akan menjawab di sini.',
  vipIntro: 'Selamat datang di layanan VIP. Manajer pribadimu akan menjawab di sini.',
  roomIntro: 'Ngobrol dengan pemain lain. Tetap sopan: pesan terlihat oleh semua orang di ruang ini.',
  placeholder: 'Ketik pesan',
  send: 'Kirim',
  you: 'Kamu',
  agent: 'Agen CS',
  vipAgent: 'Manajer VIP',
  host: 'Host',
  empty: 'Belum ada pesan.',
  failed: 'Pesan gagal dikirim. Coba lagi.',
  expired: 'Link chat ini sudah kedaluwarsa. Tutup jendela ini dan buka ruang obrolan lagi.',
  tooLong: 'Pesan maksimal 500 karakter.',
  vipPrefix: 'Halo, saya manajer VIP kamu. ',
  roomGreeting: 'Selamat datang di ruang obrolan! Sapa pemain lainnya.',
  replies: {
    deposit:
      'Deposit: buka menu Deposit di atas, pilih metode, dan ikuti langkahnya. Pembayaran online masuk setelah dikonfirmasi penyedia.',
    withdraw:
      'Penarikan: atur PIN penarikan dan tautkan rekening bank di pusat member, lalu ajukan jumlahnya. Tim kami akan segera memprosesnya.',
    password:
      'Kata sandi: pakai "Lupa kata sandi" di jendela login untuk reset lewat email atau HP, atau ubah di pusat member.',
    bonus: 'Promo: lihat halaman Promosi untuk promo yang bisa kamu ikuti dan klaim.',
    other:
      'Terima kasih atas pesanmu. Agen sudah mencatatnya dan akan membalas di sini. Ada lagi yang bisa dibantu?',
  },
  keywords: {
    deposit: 'deposit, depo, isi saldo',
    withdraw: 'penarikan, tarik dana, tarik saldo, withdraw, wd',
    password: 'kata sandi, sandi, login',
    bonus: 'bonus, promo',
  },
};
