import type { PayText } from './shape.js';

export const hi: PayText = {
  note: 'यह एक टेस्ट पेमेंट प्रोवाइडर है: इसमें असली पैसा नहीं कटता।',
  merchant: 'मर्चेंट',
  amount: 'राशि',
  order: 'ऑर्डर नंबर',
  pay: 'पेमेंट करें',
  decline: 'अस्वीकार करें',
  orderPaid: 'इस ऑर्डर का पेमेंट हो चुका है।',
  orderFailed: 'यह ऑर्डर अस्वीकार कर दिया गया है।',
  donePaid: 'ऑर्डर {order} का पेमेंट हो गया है।',
  doneFailed: 'ऑर्डर {order} अस्वीकार कर दिया गया है।',
  close: 'आप यह पेज बंद करके मर्चेंट के पास लौट सकते हैं।',
  notFound: 'ऐसा कोई पेमेंट ऑर्डर नहीं मिला।',
};
