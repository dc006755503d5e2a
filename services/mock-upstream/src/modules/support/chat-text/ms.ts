import type { ChatText } from './shape.js';

export const ms: ChatText = {
  liveTitle: 'Sembang langsung',
  vipTitle: 'Sembang VIP',
  roomTitle: 'Bilik sembang',
  intro: 'Tanya kami apa-apa tentang akaun, deposit, pengeluaran atau permainan. Ejen akan menjawab di sini.',
  vipIntro: 'Selamat datang ke kaunter VIP. Pengurus peribadi anda akan menjawab di sini.',
  roomIntro: 'Bersembang dengan pemain lain. Berbudi bahasa: mesej dilihat semua orang dalam bilik.',
  placeholder: 'Taip mesej',
  send: 'Hantar',
  you: 'Anda',
  agent: 'Ejen sokongan',
  vipAgent: 'Pengurus VIP',
  host: 'Hos',
  empty: 'Belum ada mesej.',
  failed: 'Mesej tidak dapat dihantar. Cuba lagi.',
  expired: 'Pautan sembang ini telah tamat tempoh. Tutup tetingkap ini dan buka semula bilik sembang.',
  tooLong: 'Mesej maksimum 500 aksara.',
  vipPrefix: 'Pengurus VIP anda di sini. ',
  roomGreeting: 'Selamat datang ke bilik sembang! Sapa pemain lain.',
  replies: {
    deposit:
      'Deposit: buka Deposit di bahagian atas, pilih saluran dan ikut langkah-langkahnya. Bayaran dalam talian dikreditkan selepas penyedia mengesahkannya.',
    withdraw:
      'Pengeluaran: tetapkan kata laluan pembayaran dan ikat kad bank di pusat ahli, kemudian mohon jumlahnya. Pasukan kami akan menyemaknya segera.',
    password:
      'Kata laluan: guna "Lupa kata laluan" pada dialog log masuk untuk menetapkan semula melalui e-mel atau telefon, atau tukar di pusat ahli.',
    bonus: 'Promosi: lihat halaman Promosi untuk apa yang boleh anda sertai dan tuntut.',
    other:
      'Terima kasih atas mesej anda. Ejen telah mencatatnya dan akan membalas di sini. Ada apa-apa lagi?',
  },
  keywords: {
    deposit: 'deposit, tambah nilai, topup',
    withdraw: 'pengeluaran, keluarkan, withdraw, wd',
    password: 'kata laluan, katalaluan, log masuk',
    bonus: 'bonus, promosi',
  },
};
