import type { DisputeMessageTexts } from './shape.js';

export const tw: DisputeMessageTexts = {
  openedTitle: '已收到申訴：局號 {round}',
  openedBody:
    '我們已收到您對局號 {round}（{vendor}）的申訴，並已附上該局詳情及您帳戶中的相關流水。處理結果將透過站內信通知您。',
  upheldTitle: '申訴成立：局號 {round}',
  rejectedTitle: '申訴駁回：局號 {round}',
  answerIntro: '關於局號 {round} 申訴的答覆：',
  reasonLabel: '原因',
  noteLabel: '您的備註',
  reasons: {
    notPaid: '派彩未入帳',
    wrongResult: '結果有誤',
    gameError: '遊戲故障或斷線',
    stakeTaken: '扣款有誤',
    other: '其他',
  },
};
