import type { DisputeMessageTexts } from './shape.js';

export const ar: DisputeMessageTexts = {
  openedTitle: 'تم استلام الاعتراض: الجولة {round}',
  openedBody:
    'استلمنا اعتراضك على الجولة {round} ({vendor}). أرفقنا به تفاصيل الجولة وقيودها في حسابك. سيصلك ردّنا هنا في رسائلك.',
  upheldTitle: 'تم قبول الاعتراض: الجولة {round}',
  rejectedTitle: 'تم رفض الاعتراض: الجولة {round}',
  answerIntro: 'ردّنا على اعتراضك على الجولة {round}:',
  reasonLabel: 'السبب',
  noteLabel: 'ملاحظتك',
  reasons: {
    notPaid: 'لم يُدفع الربح',
    wrongResult: 'نتيجة خاطئة',
    gameError: 'خطأ في اللعبة أو انقطاع الاتصال',
    stakeTaken: 'خُصم الرهان بشكل خاطئ',
    other: 'سبب آخر',
  },
};
