import type { PayText } from './shape.js';

export const ty: PayText = {
  note: 'Test na payment provider: walang totoong perang gumagalaw.',
  merchant: 'Merchant',
  amount: 'Halaga',
  order: 'Numero ng order',
  pay: 'Magbayad',
  decline: 'Tanggihan',
  orderPaid: 'Bayad na ang order na ito.',
  orderFailed: 'Tinanggihan ang order na ito.',
  donePaid: 'Bayad na ang order {order}.',
  doneFailed: 'Tinanggihan ang order {order}.',
  close: 'Puwede mo nang isara ang page na ito at bumalik sa merchant.',
  notFound: 'Walang ganitong payment order.',
};
