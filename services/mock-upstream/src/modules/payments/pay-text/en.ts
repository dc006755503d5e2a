import type { PayText } from './shape.js';

export const en: PayText = {
  note: 'A test payment provider: no real money moves.',
  merchant: 'Merchant',
  amount: 'Amount',
  order: 'Order',
  pay: 'Pay',
  decline: 'Decline',
  orderPaid: 'This order is paid.',
  orderFailed: 'This order was declined.',
  donePaid: 'Order {order} is paid.',
  doneFailed: 'Order {order} was declined.',
  close: 'You can close this page and return to the merchant.',
  notFound: 'No such payment order.',
};
