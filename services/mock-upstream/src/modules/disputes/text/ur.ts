import type { DisputeMessageTexts } from './shape.js';

export const ur: DisputeMessageTexts = {
  openedTitle: 'شکایت موصول ہوئی: راؤنڈ {round}',
  openedBody:
    'راؤنڈ {round} ({vendor}) پر آپ کی شکایت ہمیں موصول ہو گئی ہے۔ راؤنڈ کی تفصیلات اور آپ کے اکاؤنٹ میں اس کی اندراجات ساتھ منسلک ہیں۔ ہمارا جواب یہیں، آپ کے پیغامات میں آئے گا۔',
  upheldTitle: 'شکایت منظور: راؤنڈ {round}',
  rejectedTitle: 'شکایت مسترد: راؤنڈ {round}',
  answerIntro: 'راؤنڈ {round} پر آپ کی شکایت کا ہمارا جواب:',
  reasonLabel: 'وجہ',
  noteLabel: 'آپ کا نوٹ',
  reasons: {
    notPaid: 'جیت کی رقم ادا نہیں ہوئی',
    wrongResult: 'غلط نتیجہ',
    gameError: 'گیم میں خرابی یا کنکشن ٹوٹ گیا',
    stakeTaken: 'شرط کی رقم غلط کٹی',
    other: 'کچھ اور',
  },
};
