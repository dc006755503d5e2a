import type { PayText } from './shape.js';

export const tr: PayText = {
  note: 'Test amaçlı ödeme sağlayıcısı: gerçek para hareketi olmaz.',
  merchant: 'Üye işyeri',
  amount: 'Tutar',
  order: 'Sipariş no',
  pay: 'Öde',
  decline: 'Reddet',
  orderPaid: 'Bu siparişin ödemesi yapıldı.',
  orderFailed: 'Bu sipariş reddedildi.',
  donePaid: '{order} numaralı siparişin ödemesi yapıldı.',
  doneFailed: '{order} numaralı sipariş reddedildi.',
  close: 'Bu sayfayı kapatıp üye işyerine dönebilirsiniz.',
  notFound: 'Böyle bir ödeme bulunamadı.',
};
