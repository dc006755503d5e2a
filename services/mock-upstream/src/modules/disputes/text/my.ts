import type { DisputeMessageTexts } from './shape.js';

export const my: DisputeMessageTexts = {
  openedTitle: 'တိုင်ကြားချက် လက်ခံရရှိပြီး - ပွဲ {round}',
  openedBody:
    'ပွဲ {round} ({vendor}) အတွက် သင့်တိုင်ကြားချက်ကို လက်ခံရရှိပါပြီ။ ပွဲ၏ အသေးစိတ်နှင့် သင့်အကောင့်ရှိ သက်ဆိုင်ရာ စာရင်းများကို ပူးတွဲထားပါသည်။ ကျွန်ုပ်တို့၏ အဖြေကို ဤနေရာ၊ သင့်မက်ဆေ့ချ်များတွင် ပို့ပေးပါမည်။',
  upheldTitle: 'တိုင်ကြားချက်ကို လက်ခံသည် - ပွဲ {round}',
  rejectedTitle: 'တိုင်ကြားချက်ကို ပယ်ချသည် - ပွဲ {round}',
  answerIntro: 'ပွဲ {round} အတွက် သင့်တိုင်ကြားချက်ကို ကျွန်ုပ်တို့၏ အဖြေ -',
  reasonLabel: 'အကြောင်းရင်း',
  noteLabel: 'သင့်မှတ်ချက်',
  reasons: {
    notPaid: 'အနိုင်ငွေ မရသေး',
    wrongResult: 'ရလဒ် မှားနေသည်',
    gameError: 'ဂိမ်းချို့ယွင်းမှု သို့မဟုတ် ချိတ်ဆက်မှုပြတ်တောက်',
    stakeTaken: 'လောင်းကြေး မှားယွင်းဖြတ်တောက်ခံရ',
    other: 'အခြား',
  },
};
