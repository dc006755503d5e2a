import type { PayText } from './shape.js';

export const ms: PayText = {
  note: 'Penyedia pembayaran ujian: tiada wang sebenar yang berpindah.',
  merchant: 'Peniaga',
  amount: 'Jumlah',
  order: 'No. pesanan',
  pay: 'Bayar',
  decline: 'Tolak',
  orderPaid: 'Pesanan ini telah dibayar.',
  orderFailed: 'Pesanan ini telah ditolak.',
  donePaid: 'Pesanan {order} telah dibayar.',
  doneFailed: 'Pesanan {order} telah ditolak.',
  close: 'Anda boleh menutup halaman ini dan kembali kepada peniaga.',
  notFound: 'Pesanan pembayaran ini tidak wujud.',
};
