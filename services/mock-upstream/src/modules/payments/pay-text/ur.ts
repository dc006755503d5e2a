import type { PayText } from './shape.js';

export const ur: PayText = {
  note: 'یہ ایک ٹیسٹ پیمنٹ پرووائیڈر ہے: اس میں کوئی اصل رقم منتقل نہیں ہوتی۔',
  merchant: 'مرچنٹ',
  amount: 'رقم',
  order: 'آرڈر نمبر',
  pay: 'ادائیگی کریں',
  decline: 'مسترد کریں',
  orderPaid: 'اس آرڈر کی ادائیگی ہو چکی ہے۔',
  orderFailed: 'یہ آرڈر مسترد کر دیا گیا ہے۔',
  donePaid: 'آرڈر {order} کی ادائیگی ہو گئی ہے۔',
  doneFailed: 'آرڈر {order} مسترد کر دیا گیا ہے۔',
  close: 'آپ یہ صفحہ بند کر کے مرچنٹ کے پاس واپس جا سکتے ہیں۔',
  notFound: 'ایسا کوئی ادائیگی آرڈر موجود نہیں۔',
};
