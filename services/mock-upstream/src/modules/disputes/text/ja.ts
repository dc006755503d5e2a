import type { DisputeMessageTexts } from './shape.js';

export const ja: DisputeMessageTexts = {
  openedTitle: '異議を受け付けました：ラウンド {round}',
  openedBody:
    'ラウンド {round}（{vendor}）への異議申し立てを受け付けました。ラウンドの詳細とお客様アカウントの該当取引を添付しています。回答はこのメッセージ欄でお知らせします。',
  upheldTitle: '異議が認められました：ラウンド {round}',
  rejectedTitle: '異議は認められませんでした：ラウンド {round}',
  answerIntro: 'ラウンド {round} への異議申し立てに対する回答：',
  reasonLabel: '理由',
  noteLabel: 'お客様のメモ',
  reasons: {
    notPaid: '配当が支払われていない',
    wrongResult: '結果が間違っている',
    gameError: 'ゲームのエラーまたは切断',
    stakeTaken: 'ベット額の引き落としが誤っている',
    other: 'その他',
  },
};
