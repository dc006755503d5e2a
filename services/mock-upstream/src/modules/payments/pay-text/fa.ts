import type { PayText } from './shape.js';

export const fa: PayText = {
  note: 'درگاه پرداخت آزمایشی: هیچ پول واقعی جابه‌جا نمی‌شود.',
  merchant: 'پذیرنده',
  amount: 'مبلغ',
  order: 'شماره سفارش',
  pay: 'پرداخت',
  decline: 'رد کردن',
  orderPaid: 'این سفارش پرداخت شده است.',
  orderFailed: 'این سفارش رد شده است.',
  donePaid: 'سفارش {order} پرداخت شد.',
  doneFailed: 'سفارش {order} رد شد.',
  close: 'می‌توانید این صفحه را ببندید و به سایت پذیرنده برگردید.',
  notFound: 'چنین سفارش پرداختی وجود ندارد.',
};
