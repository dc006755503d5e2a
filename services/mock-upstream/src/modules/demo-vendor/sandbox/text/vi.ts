import type { SandboxText } from './shape.js';

export const vi: SandboxText = {
  about: {
    RNG: '{vendor} cung cấp trò chơi slot trực tuyến: vòng quay, vòng thưởng và jackpot.',
    LIVE: '{vendor} cung cấp sòng bài trực tiếp: baccarat, roulette và nhiều bàn khác với người chia bài thật qua video.',
    FISH: '{vendor} cung cấp trò chơi bắn cá: mỗi con cá bắt được trả thưởng theo bội số của phát bắn.',
    PVP: '{vendor} cung cấp trò chơi bài và cờ đấu với người chơi khác.',
    SPORTS: '{vendor} là nhà cái thể thao: cược trước trận và cược trực tiếp bóng đá cùng nhiều môn khác.',
    ESPORTS: '{vendor} là nhà cái thể thao điện tử: cược các trận đấu game chuyên nghiệp.',
    LOTT: '{vendor} cung cấp xổ số với các kỳ quay theo lịch.',
    ELOTT: '{vendor} cung cấp xổ số điện tử quay thưởng vài phút một lần.',
  },
  unplayable:
    'Bản demo này của cổng game không kết nối với {vendor}, nên không thể chơi {game} tại đây. Không có khoản tiền nào bị trừ.',
  tryInstead: 'Hãy thử các trò chơi có sẵn trong bản demo:',
  playSlot: 'Chơi {game}',
  slotKind: 'slot',
  playLottery: 'Chơi {game}',
  lotteryKind: 'xổ số Việt Nam, quay thưởng mỗi phút',
  expiredTitle: 'Liên kết đã hết hạn',
  expired: 'Liên kết trò chơi không hợp lệ hoặc đã hết hạn. Hãy đóng và mở lại trò chơi.',
};
