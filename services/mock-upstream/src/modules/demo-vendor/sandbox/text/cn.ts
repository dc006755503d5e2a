import type { SandboxText } from './shape.js';

export const cn: SandboxText = {
  about: {
    RNG: '{vendor} 提供在线老虎机：转轴、奖励回合和累积奖池。',
    LIVE: '{vendor} 提供真人娱乐场：百家乐、轮盘等，由真人荷官通过视频直播发牌。',
    FISH: '{vendor} 提供捕鱼游戏：街机射击玩法，每捕获一条鱼按炮弹金额的倍数派彩。',
    PVP: '{vendor} 提供与其他玩家对战的棋牌游戏。',
    SPORTS: '{vendor} 是体育博彩平台：足球等体育项目的赛前与滚球投注。',
    ESPORTS: '{vendor} 是电子竞技博彩平台：投注职业电竞比赛。',
    LOTT: '{vendor} 提供定时开奖的彩票游戏。',
    ELOTT: '{vendor} 提供每隔几分钟开奖的快速电子彩票。',
  },
  unplayable: '本门户演示版未与 {vendor} 建立连接，因此无法在此游玩 {game}。没有发生任何资金变动。',
  tryInstead: '请试试本演示版内置的游戏：',
  playSlot: '玩 {game}',
  slotKind: '老虎机',
  playLottery: '玩 {game}',
  lotteryKind: '越南彩票，每分钟开奖',
  expiredTitle: '游戏链接已失效',
  expired: '游戏链接无效或已过期。请关闭后重新启动游戏。',
};
