import type { DisputeMessageTexts } from './shape.js';

export const bn: DisputeMessageTexts = {
  openedTitle: 'অভিযোগ পাওয়া গেছে: রাউন্ড {round}',
  openedBody:
    'রাউন্ড {round} ({vendor}) নিয়ে আপনার অভিযোগ আমরা পেয়েছি। রাউন্ডের বিবরণ এবং আপনার অ্যাকাউন্টে এর লেনদেনগুলো সংযুক্ত করা হয়েছে। আমাদের উত্তর এখানেই, আপনার মেসেজে আসবে।',
  upheldTitle: 'অভিযোগ গৃহীত: রাউন্ড {round}',
  rejectedTitle: 'অভিযোগ প্রত্যাখ্যাত: রাউন্ড {round}',
  answerIntro: 'রাউন্ড {round} নিয়ে আপনার অভিযোগের উত্তর:',
  reasonLabel: 'কারণ',
  noteLabel: 'আপনার নোট',
  reasons: {
    notPaid: 'জয়ের টাকা দেওয়া হয়নি',
    wrongResult: 'ভুল ফলাফল',
    gameError: 'গেমে ত্রুটি বা সংযোগ বিচ্ছিন্ন',
    stakeTaken: 'বেটের টাকা ভুলভাবে কাটা হয়েছে',
    other: 'অন্য কিছু',
  },
};
