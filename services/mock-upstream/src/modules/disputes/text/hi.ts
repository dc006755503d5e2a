import type { DisputeMessageTexts } from './shape.js';

export const hi: DisputeMessageTexts = {
  openedTitle: 'शिकायत मिली: राउंड {round}',
  openedBody:
    'राउंड {round} ({vendor}) पर आपकी शिकायत हमें मिल गई है। राउंड का विवरण और आपके खाते की उससे जुड़ी एंट्री इसके साथ जोड़ दी गई हैं। हमारा जवाब यहीं, आपके मैसेज में आएगा।',
  upheldTitle: 'शिकायत स्वीकार: राउंड {round}',
  rejectedTitle: 'शिकायत अस्वीकार: राउंड {round}',
  answerIntro: 'राउंड {round} पर आपकी शिकायत का हमारा जवाब:',
  reasonLabel: 'कारण',
  noteLabel: 'आपका नोट',
  reasons: {
    notPaid: 'जीत का भुगतान नहीं हुआ',
    wrongResult: 'गलत नतीजा',
    gameError: 'गेम में गड़बड़ी या कनेक्शन टूटा',
    stakeTaken: 'बेट की रकम गलत कटी',
    other: 'कुछ और',
  },
};
