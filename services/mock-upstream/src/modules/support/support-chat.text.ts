/**
 * The demo chat vendor's words, in the portal's complete languages. The vendor speaks EN, VI and CN;
 * any other language code falls back to EN.
 */
export type ChatLanguage = 'EN' | 'VI' | 'CN';

export function chatLanguage(code: string | undefined): ChatLanguage {
  const upper = (code ?? '').toUpperCase();
  return upper === 'VI' ? 'VI' : upper === 'CN' || upper === 'ZH' ? 'CN' : 'EN';
}

export interface PageText {
  liveTitle: string;
  vipTitle: string;
  roomTitle: string;
  intro: string;
  vipIntro: string;
  roomIntro: string;
  placeholder: string;
  send: string;
  you: string;
  agent: string;
  vipAgent: string;
  host: string;
  empty: string;
  failed: string;
  expired: string;
  tooLong: string;
}

export const PAGE_TEXT: Record<ChatLanguage, PageText> = {
  EN: {
    liveTitle: 'Live chat',
    vipTitle: 'VIP chat',
    roomTitle: 'Chat room',
    intro: 'Ask us anything about your account, deposits, withdrawals or games. An agent answers here.',
    vipIntro: 'Welcome to the VIP desk. Your personal manager answers here.',
    roomIntro: 'Chat with other players. Be kind: messages are public to the room.',
    placeholder: 'Type a message',
    send: 'Send',
    you: 'You',
    agent: 'Support agent',
    vipAgent: 'VIP manager',
    host: 'Host',
    empty: 'No messages yet.',
    failed: 'The message could not be sent. Try again.',
    expired: 'This chat link has expired. Close this window and open the chat room again.',
    tooLong: 'A message may have at most 500 characters.',
  },
  VI: {
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
  },
  CN: {
    liveTitle: '在线客服',
    vipTitle: 'VIP 客服',
    roomTitle: '聊天室',
    intro: '有关账户、存款、取款或游戏的任何问题都可以问我们，客服会在这里回复。',
    vipIntro: '欢迎来到 VIP 服务台，您的专属经理会在这里回复。',
    roomIntro: '与其他玩家聊天。请友善发言：消息对聊天室内所有人可见。',
    placeholder: '输入消息',
    send: '发送',
    you: '我',
    agent: '客服专员',
    vipAgent: 'VIP 经理',
    host: '主持人',
    empty: '暂无消息。',
    failed: '消息发送失败，请重试。',
    expired: '聊天链接已过期。请关闭此窗口并重新打开聊天室。',
    tooLong: '每条消息最多 500 个字符。',
  },
};

type Topic = 'deposit' | 'withdraw' | 'password' | 'bonus' | 'other';

const TOPIC_WORDS: Record<Exclude<Topic, 'other'>, RegExp> = {
  deposit: /deposit|top ?up|nạp|存款|充值/i,
  withdraw: /withdraw|cash ?out|rút|取款|提现/i,
  password: /password|login|log in|mật khẩu|đăng nhập|密码|登录/i,
  bonus: /bonus|promo|khuyến mãi|thưởng|优惠|奖金/i,
};

const REPLIES: Record<ChatLanguage, Record<Topic, string>> = {
  EN: {
    deposit:
      'Deposits: open Deposit at the top, pick a channel and follow the steps. Online payments are credited once the provider confirms them.',
    withdraw:
      'Withdrawals: set a payment password and bind a bank card in the member centre, then request the amount. Our team reviews it shortly.',
    password:
      'Password help: use "Forgot password" on the login dialog to reset it by email or mobile, or change it in the member centre.',
    bonus: 'Promotions: see the Promotions page for what you can join and claim.',
    other:
      'Thank you for your message. An agent has noted it and will follow up here. Is there anything else?',
  },
  VI: {
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
  CN: {
    deposit: '存款：点击顶部的“存款”，选择渠道并按步骤操作。在线支付在支付商确认后到账。',
    withdraw: '取款：请先在会员中心设置支付密码并绑定银行卡，然后提交金额，我们会尽快审核。',
    password: '密码帮助：在登录框中使用“忘记密码”通过邮箱或手机重置，或在会员中心修改。',
    bonus: '优惠活动：请查看优惠页面了解可参加和领取的活动。',
    other: '感谢您的留言，客服已记录并会在这里回复。还有其他可以帮您的吗？',
  },
};

const VIP_PREFIX: Record<ChatLanguage, string> = {
  EN: 'Your VIP manager here. ',
  VI: 'Quản lý VIP của bạn đây. ',
  CN: '您好，我是您的 VIP 经理。',
};

export function agentReply(text: string, language: ChatLanguage, vip: boolean): string {
  const topic =
    (Object.keys(TOPIC_WORDS) as Array<keyof typeof TOPIC_WORDS>).find((t) => TOPIC_WORDS[t].test(text)) ??
    'other';
  return `${vip ? VIP_PREFIX[language] : ''}${REPLIES[language][topic]}`;
}

const GREETING: Record<ChatLanguage, string> = {
  EN: 'Welcome to the chat room! Say hello to the other players.',
  VI: 'Chào mừng đến phòng trò chuyện! Hãy chào những người chơi khác.',
  CN: '欢迎来到聊天室！和其他玩家打个招呼吧。',
};

export function roomGreeting(language: ChatLanguage): string {
  return GREETING[language];
}
