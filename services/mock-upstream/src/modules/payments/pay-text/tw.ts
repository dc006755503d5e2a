import type { PayText } from './shape.js';

export const tw: PayText = {
  note: '測試用付款服務：不會有任何真實金額變動。',
  merchant: '商店',
  amount: '金額',
  order: '訂單編號',
  pay: '付款',
  decline: '拒絕',
  orderPaid: '此訂單已付款。',
  orderFailed: '此訂單已遭拒絕。',
  donePaid: '訂單 {order} 已付款。',
  doneFailed: '訂單 {order} 已遭拒絕。',
  close: '您可以關閉此頁面並返回商店。',
  notFound: '查無此付款訂單。',
};
