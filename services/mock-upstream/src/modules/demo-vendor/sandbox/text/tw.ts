import type { SandboxText } from './shape.js';

export const tw: SandboxText = {
  about: {
    RNG: '{vendor} 提供線上老虎機：轉輪、獎勵遊戲與累積彩金。',
    LIVE: '{vendor} 提供真人娛樂場：百家樂、輪盤等，由真人荷官透過視訊直播發牌。',
    FISH: '{vendor} 提供捕魚機：街機射擊遊戲，每捕獲一條魚依砲彈金額倍數派彩。',
    PVP: '{vendor} 提供與其他玩家對戰的棋牌遊戲。',
    SPORTS: '{vendor} 是體育博彩平台：足球等賽事的賽前與走地投注。',
    ESPORTS: '{vendor} 是電競博彩平台：投注職業電競賽事。',
    LOTT: '{vendor} 提供定時開獎的彩票遊戲。',
    ELOTT: '{vendor} 提供每隔幾分鐘開獎的快速電子彩票。',
  },
  unplayable: '本平台展示版未連線至 {vendor}，因此無法在這裡遊玩 {game}。沒有任何金額變動。',
  tryInstead: '請改玩本展示版內建的遊戲：',
  playSlot: '遊玩 {game}',
  slotKind: '老虎機',
  playLottery: '遊玩 {game}',
  lotteryKind: '越南彩，每分鐘開獎',
  expiredTitle: '遊戲連結已失效',
  expired: '遊戲連結無效或已過期。請關閉後重新啟動遊戲。',
};
