import type { PayText } from './shape.js';

export const id: PayText = {
  note: 'Penyedia pembayaran uji coba: tidak ada uang sungguhan yang berpindah.',
  merchant: 'Merchant',
  amount: 'Jumlah',
  order: 'No. pesanan',
  pay: 'Bayar',
  decline: 'Tolak',
  orderPaid: 'Pesanan ini sudah dibayar.',
  orderFailed: 'Pesanan ini ditolak.',
  donePaid: 'Pesanan {order} sudah dibayar.',
  doneFailed: 'Pesanan {order} ditolak.',
  close: 'Anda dapat menutup halaman ini dan kembali ke situs merchant.',
  notFound: 'Pesanan pembayaran tidak ditemukan.',
};
