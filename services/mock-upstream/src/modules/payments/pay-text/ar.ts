import type { PayText } from './shape.js';

export const ar: PayText = {
  note: 'مزوّد دفع تجريبي: لا تُحوَّل أي أموال حقيقية.',
  merchant: 'التاجر',
  amount: 'المبلغ',
  order: 'رقم الطلب',
  pay: 'ادفع',
  decline: 'رفض',
  orderPaid: 'تم دفع هذا الطلب.',
  orderFailed: 'تم رفض هذا الطلب.',
  donePaid: 'تم دفع الطلب {order}.',
  doneFailed: 'تم رفض الطلب {order}.',
  close: 'يمكنك إغلاق هذه الصفحة والعودة إلى التاجر.',
  notFound: 'لا يوجد طلب دفع بهذا الرقم.',
};
