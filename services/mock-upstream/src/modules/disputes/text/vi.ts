import type { DisputeMessageTexts } from './shape.js';

export const vi: DisputeMessageTexts = {
  openedTitle: 'Đã nhận khiếu nại: ván {round}',
  openedBody:
    'Chúng tôi đã nhận khiếu nại của bạn về ván {round} ({vendor}). Chi tiết ván và các bút toán trong tài khoản của bạn đã được đính kèm. Câu trả lời sẽ được gửi tới bạn tại đây, trong hộp thư.',
  upheldTitle: 'Khiếu nại được chấp nhận: ván {round}',
  rejectedTitle: 'Khiếu nại bị từ chối: ván {round}',
  answerIntro: 'Phản hồi của chúng tôi cho khiếu nại về ván {round}:',
  reasonLabel: 'Lý do',
  noteLabel: 'Ghi chú của bạn',
  reasons: {
    notPaid: 'Chưa trả tiền thắng',
    wrongResult: 'Sai kết quả',
    gameError: 'Lỗi trò chơi hoặc mất kết nối',
    stakeTaken: 'Trừ tiền cược sai',
    other: 'Lý do khác',
  },
};
