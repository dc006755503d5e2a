import type { DisputeMessageTexts } from './shape.js';

export const fa: DisputeMessageTexts = {
  openedTitle: 'اعتراض دریافت شد: دست {round}',
  openedBody:
    'اعتراض شما درباره دست {round} ({vendor}) را دریافت کردیم. جزئیات دست و تراکنش‌های آن در حساب شما پیوست شده است. پاسخ ما همین‌جا، در پیام‌های شما، می‌رسد.',
  upheldTitle: 'اعتراض پذیرفته شد: دست {round}',
  rejectedTitle: 'اعتراض رد شد: دست {round}',
  answerIntro: 'پاسخ ما به اعتراض شما درباره دست {round}:',
  reasonLabel: 'دلیل',
  noteLabel: 'یادداشت شما',
  reasons: {
    notPaid: 'برد پرداخت نشده',
    wrongResult: 'نتیجه اشتباه',
    gameError: 'خطای بازی یا قطع اتصال',
    stakeTaken: 'کسر اشتباه مبلغ شرط',
    other: 'دلیل دیگر',
  },
};
