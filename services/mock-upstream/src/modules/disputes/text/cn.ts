import type { DisputeMessageTexts } from './shape.js';

export const cn: DisputeMessageTexts = {
  openedTitle: '已收到申诉：局号 {round}',
  openedBody:
    '我们已收到您对局号 {round}（{vendor}）的申诉，并已附上该局详情及您账户中的相关流水。处理结果将通过站内信通知您。',
  upheldTitle: '申诉成立：局号 {round}',
  rejectedTitle: '申诉驳回：局号 {round}',
  answerIntro: '关于局号 {round} 申诉的答复：',
  reasonLabel: '原因',
  noteLabel: '您的备注',
  reasons: {
    notPaid: '派彩未到账',
    wrongResult: '结果有误',
    gameError: '游戏故障或断线',
    stakeTaken: '扣款有误',
    other: '其他',
  },
};
