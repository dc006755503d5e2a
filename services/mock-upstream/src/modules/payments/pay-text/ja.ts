import type { PayText } from './shape.js';

export const ja: PayText = {
  note: 'テスト用の決済サービスです。実際のお金は動きません。',
  merchant: '加盟店',
  amount: '金額',
  order: '注文番号',
  pay: '支払う',
  decline: '拒否する',
  orderPaid: 'この注文は支払い済みです。',
  orderFailed: 'この注文は拒否されました。',
  donePaid: '注文 {order} の支払いが完了しました。',
  doneFailed: '注文 {order} は拒否されました。',
  close: 'このページを閉じて、加盟店のサイトにお戻りください。',
  notFound: '該当する決済注文が見つかりません。',
};
