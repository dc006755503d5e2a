/** The slot page's words, per language of the launch ticket (`l`); the page script gets them whole. */

export type SlotLanguage = 'en' | 'vi' | 'zh';

/** en, vi or zh from a ticket's or a browser's language tag (anything else reads English). */
export function slotLanguage(tag: string | undefined): SlotLanguage {
  const t = (tag ?? '').trim().toLowerCase();
  if (t.startsWith('vi')) return 'vi';
  if (t.startsWith('zh') || t === 'cn') return 'zh';
  return 'en';
}

export interface SlotText {
  title: string;
  freePlay: string;
  realMoney: string;
  balance: string;
  bet: string;
  win: string;
  spin: string;
  retry: string;
  spinning: string;
  noWin: string;
  lineWin: string; // {line} {count} {symbol} {amount}
  scatterWin: string; // {count} {amount}
  bigWin: string;
  round: string;
  verify: string;
  paytable: string;
  paylines: string;
  rtp: string; // {rtp}
  rtpNote: string;
  wildNote: string;
  scatterNote: string;
  lineNote: string;
  seed: string;
  loading: string;
  keyHint: string;
  symbols: Record<string, string>;
  errors: {
    insufficientBalance: string;
    ticket: string;
    network: string;
    retrying: string;
    unsettled: string;
    generic: string;
  };
  errorPage: { title: string; body: string };
}

export const SLOT_TEXT: Record<SlotLanguage, SlotText> = {
  en: {
    title: 'Lucky Lanterns',
    freePlay: 'Free play',
    realMoney: 'Real money',
    balance: 'Balance',
    bet: 'Total bet',
    win: 'Win',
    spin: 'Spin',
    retry: 'Retry',
    spinning: 'Spinning…',
    noWin: 'No win this time.',
    lineWin: 'Line {line}: {count} × {symbol} pays {amount}',
    scatterWin: '{count} lanterns pay {amount}',
    bigWin: 'You win {amount}!',
    round: 'Round',
    verify: 'Verify',
    paytable: 'Paytable',
    paylines: 'The 20 paylines',
    rtp: 'Return to player: {rtp}%',
    rtpNote: 'Computed exactly from the reel strips and this paytable.',
    wildNote: 'Wild stands in for every symbol except the lantern, and pays on its own.',
    scatterNote: 'Lanterns pay anywhere on the reels, times the total bet.',
    lineNote: 'Lines pay left to right from the first reel; the highest win per line is paid.',
    seed: 'Seed commitment (SHA-256)',
    loading: 'Loading…',
    keyHint: 'Space or Enter spins',
    symbols: {
      W: 'Wild',
      L: 'Lantern',
      G: 'Gold ingot',
      R: 'Red envelope',
      C: 'Jade coin',
      A: 'A',
      K: 'K',
      Q: 'Q',
      J: 'J',
    },
    errors: {
      insufficientBalance: 'Your balance is too low for this bet. Choose a smaller bet or top up.',
      ticket: 'This game session has ended. Close the game and open it again.',
      network: 'The connection failed. Press Retry: the same spin is sent again, never charged twice.',
      retrying: 'Connection problem, trying again…',
      unsettled: 'The spin is not finished yet. Press Retry to complete it (it is never charged twice).',
      generic: 'Something went wrong. Please try again.',
    },
    errorPage: {
      title: 'This game link cannot be opened',
      body: 'The link is invalid or has expired. Close the game and open it again from the portal.',
    },
  },
  vi: {
    title: 'Lucky Lanterns',
    freePlay: 'Chơi thử',
    realMoney: 'Tiền thật',
    balance: 'Số dư',
    bet: 'Tổng cược',
    win: 'Thắng',
    spin: 'Quay',
    retry: 'Thử lại',
    spinning: 'Đang quay…',
    noWin: 'Lần này chưa thắng.',
    lineWin: 'Dòng {line}: {count} × {symbol} trả {amount}',
    scatterWin: '{count} đèn lồng trả {amount}',
    bigWin: 'Bạn thắng {amount}!',
    round: 'Ván',
    verify: 'Kiểm chứng',
    paytable: 'Bảng trả thưởng',
    paylines: '20 dòng thanh toán',
    rtp: 'Tỷ lệ hoàn trả: {rtp}%',
    rtpNote: 'Được tính chính xác từ các dải cuộn và bảng trả thưởng này.',
    wildNote: 'Wild thay thế mọi biểu tượng trừ đèn lồng, và tự trả thưởng.',
    scatterNote: 'Đèn lồng trả thưởng ở bất kỳ vị trí nào, nhân với tổng cược.',
    lineNote: 'Dòng trả từ trái sang phải bắt đầu từ cuộn đầu tiên; mỗi dòng trả mức thắng cao nhất.',
    seed: 'Cam kết hạt giống (SHA-256)',
    loading: 'Đang tải…',
    keyHint: 'Nhấn Space hoặc Enter để quay',
    symbols: {
      W: 'Wild',
      L: 'Đèn lồng',
      G: 'Thỏi vàng',
      R: 'Bao lì xì',
      C: 'Đồng xu ngọc',
      A: 'A',
      K: 'K',
      Q: 'Q',
      J: 'J',
    },
    errors: {
      insufficientBalance: 'Số dư không đủ cho mức cược này. Hãy chọn mức cược nhỏ hơn hoặc nạp thêm.',
      ticket: 'Phiên chơi đã kết thúc. Hãy đóng trò chơi và mở lại.',
      network: 'Mất kết nối. Nhấn Thử lại: lượt quay được gửi lại, không bao giờ bị trừ tiền hai lần.',
      retrying: 'Sự cố kết nối, đang thử lại…',
      unsettled: 'Lượt quay chưa hoàn tất. Nhấn Thử lại để hoàn tất (không bao giờ bị trừ tiền hai lần).',
      generic: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
    },
    errorPage: {
      title: 'Không thể mở liên kết trò chơi này',
      body: 'Liên kết không hợp lệ hoặc đã hết hạn. Hãy đóng trò chơi và mở lại từ cổng game.',
    },
  },
  zh: {
    title: '幸运灯笼',
    freePlay: '试玩',
    realMoney: '真钱',
    balance: '余额',
    bet: '总投注',
    win: '赢得',
    spin: '旋转',
    retry: '重试',
    spinning: '旋转中…',
    noWin: '本局未中奖。',
    lineWin: '第 {line} 线：{count} × {symbol}，赢得 {amount}',
    scatterWin: '{count} 个灯笼，赢得 {amount}',
    bigWin: '恭喜赢得 {amount}！',
    round: '局号',
    verify: '验证',
    paytable: '赔付表',
    paylines: '20 条赔付线',
    rtp: '返还率：{rtp}%',
    rtpNote: '根据转轴条带与本赔付表精确计算。',
    wildNote: '百搭可替代除灯笼外的所有符号，也可单独赔付。',
    scatterNote: '灯笼出现在任意位置即赔付，按总投注倍数计算。',
    lineNote: '赔付线从第一轴起由左至右计算；每条线只赔付最高奖金。',
    seed: '种子承诺（SHA-256）',
    loading: '加载中…',
    keyHint: '按空格或回车键旋转',
    symbols: {
      W: '百搭',
      L: '灯笼',
      G: '金元宝',
      R: '红包',
      C: '玉钱',
      A: 'A',
      K: 'K',
      Q: 'Q',
      J: 'J',
    },
    errors: {
      insufficientBalance: '余额不足以支付此投注。请选择较小的投注或充值。',
      ticket: '游戏会话已结束。请关闭游戏后重新打开。',
      network: '连接失败。请按重试：将重新发送同一局，绝不会重复扣款。',
      retrying: '连接出现问题，正在重试…',
      unsettled: '本局尚未完成。请按重试完成（绝不会重复扣款）。',
      generic: '出现错误，请重试。',
    },
    errorPage: {
      title: '无法打开此游戏链接',
      body: '链接无效或已过期。请关闭游戏并从门户重新打开。',
    },
  },
};
