import type { ChatText } from './shape.js';

export const vi: ChatText = {
  liveTitle: 'Trò chuyện trực tuyến',
  vipTitle: 'Trò chuyện VIP',
  roomTitle: 'Phòng trò chuyện',
  intro: 'Hãy hỏi chúng tôi về tài khoản, nạp tiền, rút tiền hoặc trò chơi. Nhân viên sẽ trả lời tại đây.',
  vipIntro: 'Chào mừng đến quầy VIP. Quản lý riêng của bạn sẽ trả lời tại đây.',
  roomIntro: 'Trò chuyện với người chơi khác. Hãy lịch sự: tin nhắn được mọi người trong phòng nhìn thấy.',
  placeholder: 'Nhập tin nhắn',
  send: 'Gửi',
  you: 'Bạn',
  agent: 'Nhân viên hỗ trợ',
  vipAgent: 'Quản lý VIP',
  host: 'Chủ phòng',
  empty: 'Chưa có tin nhắn nào.',
  failed: 'Không gửi được tin nhắn. Vui lòng thử lại.',
  expired: 'Liên kết trò chuyện đã hết hạn. Hãy đóng cửa sổ này và mở lại phòng trò chuyện.',
  tooLong: 'Tin nhắn tối đa 500 ký tự.',
  vipPrefix: 'Quản lý VIP của bạn đây. ',
  roomGreeting: 'Chào mừng đến phòng trò chuyện! Hãy chào những người chơi khác.',
  replies: {
    deposit:
      'Nạp tiền: mở mục Nạp tiền ở trên cùng, chọn kênh và làm theo hướng dẫn. Thanh toán trực tuyến được cộng khi nhà cung cấp xác nhận.',
    withdraw:
      'Rút tiền: đặt mật khẩu thanh toán và liên kết thẻ ngân hàng trong trung tâm thành viên, rồi gửi yêu cầu. Chúng tôi sẽ duyệt sớm.',
    password:
      'Mật khẩu: dùng "Quên mật khẩu" trong hộp đăng nhập để đặt lại qua email hoặc điện thoại, hoặc đổi trong trung tâm thành viên.',
    bonus: 'Khuyến mãi: xem trang Khuyến mãi để biết những gì bạn có thể tham gia và nhận.',
    other:
      'Cảm ơn tin nhắn của bạn. Nhân viên đã ghi nhận và sẽ phản hồi tại đây. Bạn cần hỗ trợ gì thêm không?',
  },
  keywords: {
    deposit: 'nạp, nap tien',
    withdraw: 'rút, rut tien',
    password: 'mật khẩu, đăng nhập, mat khau, dang nhap',
    bonus: 'khuyến mãi, thưởng, khuyen mai',
  },
};
