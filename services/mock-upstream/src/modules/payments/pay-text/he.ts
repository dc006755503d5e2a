import type { PayText } from './shape.js';

export const he: PayText = {
  note: 'ספק תשלומים לבדיקות: לא מועבר כסף אמיתי.',
  merchant: 'בית עסק',
  amount: 'סכום',
  order: 'מספר הזמנה',
  pay: 'לתשלום',
  decline: 'דחייה',
  orderPaid: 'ההזמנה הזו שולמה.',
  orderFailed: 'ההזמנה הזו נדחתה.',
  donePaid: 'הזמנה {order} שולמה.',
  doneFailed: 'הזמנה {order} נדחתה.',
  close: 'אפשר לסגור את הדף ולחזור לבית העסק.',
  notFound: 'הזמנת התשלום לא נמצאה.',
};
