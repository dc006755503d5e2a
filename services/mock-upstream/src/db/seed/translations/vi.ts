/**
 * Vietnamese (VI) of the seed's text: the keys of en.ts, each translated.
 */
import type { SeedTexts } from './en.js';

export const vi: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} là mã đăng nhập của bạn. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
      register:
        '{brand}: {code} là mã đăng ký của bạn. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
      resetPassword:
        '{brand}: {code} là mã đặt lại mật khẩu của bạn. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
      loginIp:
        '{brand}: {code} là mã xác nhận đăng nhập từ thiết bị mới. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
      bindMobile:
        '{brand}: {code} là mã liên kết số điện thoại này. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
    },
    emailCode: {
      subject: '{brand}: xác nhận e-mail của bạn',
      body: 'Mã của bạn là {code}. Mã hết hạn sau {minutes} phút. Tuyệt đối không chia sẻ mã này.',
    },
    passwordReset: {
      subject: '{brand}: đặt lại mật khẩu',
      body: 'Chào {name},\n\nMở liên kết này trong vòng 30 phút để đặt mật khẩu mới:\n{link}\n\nNếu bạn không yêu cầu, hãy bỏ qua e-mail này.',
    },
  },
  brand: {
    copyright:
      'Bản quyền © 2026 Lucky Lotus. Bảo lưu mọi quyền. Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi.',
  },
  pictures: {
    bannerSubtitle: '18+ · Chơi có trách nhiệm',
  },
  clubLabels: {
    member: 'Thành viên',
    silver: 'Bạc',
    gold: 'Vàng',
    diamond: 'Kim cương',
  },
  depositChannels: {
    bankTransfer: 'Chuyển khoản ngân hàng',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Thưởng chào mừng 100% lên đến $500',
    'lucky-lanterns-jackpot-week': 'Tuần lễ Jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Tham gia cộng đồng Telegram của chúng tôi',
    'slots-cashback-every-monday': 'Hoàn tiền slot mỗi thứ Hai',
    'new-from-jili-this-month': 'Trò chơi mới của JILI trong tháng',
    'lucky-lotus-raffle': 'Vòng quay Lucky Lotus',
    'fishing-frenzy-tournament': 'Giải đấu Fishing Frenzy',
    'card-masters-league': 'Giải đấu Cao thủ game bài',
    'football-weekend-boost': 'Tăng thưởng bóng đá cuối tuần',
    'esports-world-finals': 'Chung kết thế giới thể thao điện tử',
    'keno-every-minute': 'Keno mỗi phút',
    'get-the-lucky-lotus-app': 'Tải ứng dụng Lucky Lotus',
    'all-promotions-in-one-place': 'Tất cả khuyến mãi tại một nơi',
    'become-an-agent-earn-together': 'Trở thành đại lý, cùng nhau kiếm thu nhập',
    'redeem-points-for-rewards': 'Đổi điểm lấy quà',
    'we-are-here-24-7': 'Chúng tôi luôn sẵn sàng hỗ trợ 24/7',
    'welcome-back': 'Chào mừng bạn trở lại',
    'sign-up-and-claim-your-bonus': 'Đăng ký và nhận thưởng ngay',
    'deposit-top-20': 'TOP 20 nạp tiền',
    'valid-bet-top-20': 'TOP 20 cược hợp lệ',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Bảo trì định kỳ Microgaming',
      content:
        '<p>Các trò chơi Microgaming đang được bảo trì định kỳ. Trong thời gian này, vui lòng trải nghiệm các <a href="/rng">nhà cung cấp slot</a> khác của chúng tôi.</p>',
    },
    'new-payment-method-available': {
      title: 'Phương thức thanh toán mới',
      content:
        '<p>Giờ đây bạn có thể nạp tiền bằng <strong>chuyển khoản ngân hàng tức thì</strong>. Tiền về tài khoản trong vòng chưa đến một phút.</p>',
    },
    'secure-your-account': {
      title: 'Bảo vệ tài khoản của bạn',
      content:
        '<p>Để đảm bảo an toàn, tuyệt đối không chia sẻ mật khẩu hoặc mã xác minh cho bất kỳ ai. Nhân viên của chúng tôi sẽ <em>không bao giờ</em> yêu cầu các thông tin này.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Mừng Tết Nguyên Đán',
      content:
        '<p>Cùng chúng tôi đón Tết! Lì xì mỗi ngày cho tất cả thành viên hoạt động từ <strong>1 đến 15 tháng 2</strong>.</p><ul><li>Đăng nhập mỗi ngày</li><li>Chơi bất kỳ trò chơi nào</li><li>Nhận thưởng tại Trung tâm phần thưởng</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Hoàn tiền slot hằng tuần',
      content:
        '<p>Nhận <strong>hoàn tiền đến 10%</strong> trên số tiền thua ròng khi chơi slot vào mỗi thứ Hai. Không yêu cầu doanh thu cược.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Thưởng giới thiệu bạn bè',
      content:
        '<p>Mời bạn bè bằng liên kết giới thiệu của bạn và nhận <strong>$10</strong> cho mỗi người bạn thực hiện lần nạp tiền đầu tiên.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Chào mừng đến với Lucky Lotus',
      content:
        '<p>Cảm ơn bạn đã lựa chọn Lucky Lotus. Khám phá hơn 400 trò chơi gồm slot, casino trực tuyến, thể thao và xổ số.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Rút tiền nhanh hơn vào cuối tuần',
      content:
        '<p>Các yêu cầu rút tiền vào thứ Bảy và Chủ nhật giờ đây được xử lý trong vòng <strong>30 phút</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Giải thưởng TOP 20 nạp tiền hằng tháng',
      content:
        '<p>20 thành viên có tổng nạp cao nhất trong tháng sẽ cùng chia quỹ thưởng <strong>$5,000</strong>. Xem <a href="/deposit-rank">TOP 20 nạp tiền</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Phần thưởng TOP 20 cược hợp lệ',
      content:
        '<p>Leo hạng trên <a href="/bet-rank">TOP 20 cược hợp lệ</a> để nhận vòng quay miễn phí và thưởng tiền mặt vào cuối mỗi tháng.</p>',
    },
    'update-your-contact-details': {
      title: 'Cập nhật thông tin liên hệ',
      content:
        '<p>Hãy luôn cập nhật số điện thoại và email để chúng tôi có thể liên hệ với bạn về các lệnh rút tiền và mã bảo mật.</p>',
    },
    'play-responsibly': {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy đặt hạn mức nạp tiền và nghỉ ngơi hợp lý. Truy cập <a href="/help">Trung tâm trợ giúp</a> để sử dụng các công cụ chơi có trách nhiệm.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Hoa hồng đại lý được trả vào mỗi thứ Hai',
      content:
        '<p>Hoa hồng của tuần trước được cộng vào ví chính của bạn vào mỗi thứ Hai trước 12:00. Xem <b>Thu nhập của tôi</b> trong trung tâm đại lý.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Mới: liên kết mời kèm mã QR',
      content:
        '<p>Tạo tối đa 20 liên kết mời từ <b>Mở tài khoản</b>, cho người chơi hoặc cho đại lý cấp dưới, và theo dõi số người đăng ký qua từng liên kết.</p>',
    },
  },
  help: {
    categories: {
      about: 'Giới thiệu',
      policies: 'Quy định và chính sách',
      affiliates: 'Đại lý',
      banking: 'Nạp tiền và rút tiền',
      faq: 'Câu hỏi thường gặp',
    },
    articles: {
      'about-company': {
        title: 'Về công ty',
        content:
          '<h2>Giới thiệu Lucky Lotus</h2><p>Lucky Lotus là thương hiệu giải trí trực tuyến cung cấp slot, casino trực tuyến, bắn cá, game bài, thể thao, thể thao điện tử và xổ số. Chúng tôi chỉ hợp tác với các nhà cung cấp trò chơi được chứng nhận và bộ tạo số ngẫu nhiên đã được kiểm định.</p>',
      },
      'contact-us': {
        title: 'Liên hệ',
        content:
          '<h2>Liên hệ</h2><p>Đội ngũ hỗ trợ của chúng tôi luôn sẵn sàng 24 giờ mỗi ngày, 7 ngày mỗi tuần.</p><ul><li>Chat trực tuyến: qua nút chăm sóc khách hàng</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Điều khoản và điều kiện chung',
        content:
          '<h2>Điều khoản và điều kiện chung</h2><p>Khi đăng ký tài khoản, bạn xác nhận rằng bạn đã đủ 18 tuổi trở lên và trò chơi trực tuyến là hợp pháp tại nơi bạn sinh sống.</p><ol><li>Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ được sở hữu một tài khoản.</li><li>Tiền thưởng áp dụng yêu cầu doanh thu cược riêng của từng chương trình.</li><li>Chúng tôi có thể tạm khóa các tài khoản liên quan đến gian lận hoặc lạm dụng.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Chơi có trách nhiệm',
        content:
          '<h2>Chơi có trách nhiệm</h2><p>Trò chơi là để giải trí. Hãy đặt hạn mức nạp tiền, nghỉ ngơi thường xuyên và đừng bao giờ cố gỡ lại khoản đã thua. Bạn có thể yêu cầu thời gian tạm nghỉ hoặc tự loại trừ bất kỳ lúc nào thông qua bộ phận chăm sóc khách hàng.</p>',
      },
      'privacy-policy': {
        title: 'Chính sách bảo mật',
        content:
          '<h2>Chính sách bảo mật</h2><p>Chúng tôi chỉ thu thập những dữ liệu cần thiết để vận hành tài khoản của bạn và đáp ứng các nghĩa vụ pháp lý. Mật khẩu được lưu dưới dạng băm, thông tin thanh toán được mã hóa và chúng tôi không bao giờ bán dữ liệu cá nhân.</p>',
      },
      'refund-policy': {
        title: 'Chính sách hoàn tiền',
        content:
          '<h2>Chính sách hoàn tiền</h2><p>Tiền nạp đã được cộng vào số dư có thể rút sau khi đáp ứng yêu cầu doanh thu cược. Tiền của các giao dịch không thành công sẽ được hoàn về phương thức thanh toán ban đầu trong vòng 3 ngày làm việc.</p>',
      },
      affiliates: {
        title: 'Đại lý',
        content:
          '<h2>Chương trình đại lý</h2><p>Nhận hoa hồng từ những người chơi bạn giới thiệu. Đại lý được sử dụng trung tâm đại lý riêng với báo cáo đội nhóm, hợp đồng và các lựa chọn lương ngày. Đăng ký tại <a href="/join">trang tham gia</a>.</p>',
      },
      'agent-programme': {
        title: 'Chương trình đại lý',
        content:
          '<h2>Trở thành đại lý Lucky Lotus</h2><p>Xây dựng đội ngũ người chơi của riêng bạn và nhận thu nhập từ hoạt động chơi của họ mỗi ngày. Đại lý của chúng tôi quản lý công việc kinh doanh từ trung tâm đại lý riêng: mở tài khoản cho người chơi mới, theo dõi tiền cược và lợi nhuận của đội nhóm, và thỏa thuận hợp đồng với tuyến dưới của mình.</p><h3>Thu nhập của bạn</h3><table><thead><tr><th>Người chơi hoạt động trong tháng</th><th>Hoa hồng trên doanh thu ròng</th></tr></thead><tbody><tr><td>5 đến 19</td><td>25%</td></tr><tr><td>20 đến 49</td><td>35%</td></tr><tr><td>50 trở lên</td><td>45%</td></tr></tbody></table><ul><li><strong>Hợp đồng chia cổ tức</strong> được chi trả mỗi kỳ dựa trên kết quả của đội nhóm.</li><li><strong>Lương ngày và lương giờ</strong> tính trên tiền cược hợp lệ của đội nhóm.</li><li><strong>Lương thời gian thực</strong> được quyết toán mỗi 5 phút.</li></ul><h3>Cách tham gia</h3><ol><li>Đăng ký tài khoản người chơi (miễn phí).</li><li>Liên hệ chăm sóc khách hàng và yêu cầu trở thành đại lý, hoặc sử dụng liên kết giới thiệu của một đại lý hiện có.</li><li>Sau khi được duyệt, mở trung tâm đại lý từ menu tài khoản và chia sẻ mã đại lý của bạn.</li></ol><p>Đại lý phải từ 18 tuổi trở lên và tuân thủ Điều khoản chung cùng các quy định Chơi có trách nhiệm của chúng tôi.</p>',
      },
      'how-to-deposit': {
        title: 'Hướng dẫn nạp tiền',
        content:
          '<h2>Hướng dẫn nạp tiền</h2><ol><li>Đăng nhập và nhấn <strong>Nạp tiền</strong>.</li><li>Chọn phương thức thanh toán và nhập số tiền.</li><li>Làm theo hướng dẫn; số dư của bạn sẽ được cập nhật khi giao dịch được xác nhận.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Hướng dẫn rút tiền',
        content:
          '<h2>Hướng dẫn rút tiền</h2><ol><li>Thêm thẻ ngân hàng trong trung tâm thành viên.</li><li>Nhấn <strong>Rút tiền</strong>, nhập số tiền và mật khẩu thanh toán của bạn.</li><li>Yêu cầu rút tiền thường được xử lý trong vòng 30 phút.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Tôi quên mật khẩu',
        content:
          '<p>Chọn <strong>Quên mật khẩu</strong> trong cửa sổ đăng nhập để đặt lại mật khẩu qua email hoặc số điện thoại.</p>',
      },
      'faq-free-play': {
        title: 'Tôi có thể chơi thử miễn phí không?',
        content:
          '<p>Có. Các trò chơi có nhãn <em>Chơi thử</em> có thể chơi bằng tài khoản chơi thử mà không cần nạp tiền.</p>',
      },
      'faq-game-maintenance': {
        title: 'Trò chơi báo đang bảo trì',
        content:
          '<p>Nhà cung cấp đôi khi tạm dừng trò chơi để cập nhật. Vui lòng thử trò chơi khác và quay lại sau.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Chào mừng bạn đến với cổng game',
      content:
        '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng. Vào <strong>trung tâm thành viên</strong> để đặt mật khẩu thanh toán và liên kết thẻ ngân hàng.</p>',
    },
    'weekend-bonus': {
      title: 'Thưởng nạp tiền cuối tuần',
      content:
        '<p>Nạp tiền vào cuối tuần này và nhận <strong>thưởng 10%</strong>, tối đa 500.</p><ul><li>Nạp tối thiểu 100</li><li>Doanh cược 5 lần</li></ul>',
    },
    maintenance: {
      title: 'Bảo trì định kỳ',
      content: '<p>Một số trò chơi sẽ tạm ngưng vào thứ Ba từ 02:00 đến 04:00 (GMT+7) để bảo trì.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Trò chơi độc quyền',
    'PVP:DEMO': 'Trò chơi độc quyền',
    'LIVE:DEMO': 'Trò chơi độc quyền',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Trò chơi độc quyền',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Trò chơi độc quyền',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Trò chơi độc quyền',
    'RNG:JILI': 'Slot JILI',
    'LIVE:DS88': 'Đá gà DS88',
    'FISH:JILI': 'Bắn cá JILI',
    'FISH:FC': 'Bắn cá Fa Chai',
    'FISH:JDB': 'Bắn cá JDB',
    'FISH:KA': 'Bắn cá KA',
    'PVP:KY': 'Game bài Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Xổ số Việt Nam',
    'LOTT:TCG': 'Xổ số TCG',
    'ELOTT:TCG_ELOTT': 'Xổ số điện tử TCG',
    'ELOTT:SGW': 'Xổ số nhanh SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Xổ số Đông Nam Á',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Ngầu Hầm',
    'DEMO:DEMOBACCARAT': 'Baccarat trực tiếp',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Thể thao',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'Thể thao điện tử',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Bắn Cá Rạn San Hô',
    'TCG_LOTTO_VN:VNMB': 'Xổ số Miền Bắc',
    'TCG_LOTTO_VN:VNMN': 'Xổ số Miền Nam',
    'TCG_LOTTO_VN:VNMT': 'Xổ số Miền Trung',
    'TCG_LOTTO_VN:VNHNVIP': 'Hà Nội VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Hồ Chí Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Siêu Tốc 1 Phút',
    'TCG_LOTTO_VN:VNST5': 'Siêu Tốc 5 Phút',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Đấu trường Sabong',
    'DS88:DS88L102': 'Giải vô địch Derby',
    'DS88:DS88L103': 'Trận chính trực tiếp',
  },
  promotions: {
    terms:
      'Mỗi thành viên chỉ nhận một lần. Nhà cái có quyền thu hồi tiền thưởng nhận được do gian lận. Tiền thưởng phải đạt đủ doanh cược như quy định trước khi rút.',
    list: {
      welcome: {
        title: 'Thưởng chào mừng 100% tối đa 500',
        summary: 'Nhân đôi lần nạp đầu: tham gia, nạp từ 10 trở lên và nhận tới 500.',
        body: '<p>Bạn mới tham gia? Hãy đăng ký khuyến mãi này rồi nạp <b>từ 10 trở lên</b>. Chúng tôi tặng thêm <b>100%</b>, tối đa <b>500</b>.</p><p>Tiền thưởng cần đạt doanh cược gấp 5 lần trước khi rút.</p>',
      },
      cashback: {
        title: 'Hoàn trả Slots hằng tuần 5%',
        summary: 'Nhận lại 5% số tiền thua ròng khi tuần kết thúc, tối đa 200.',
        body: '<p>Tham gia, chơi slots yêu thích suốt tuần và nhận lại <b>5%</b> số tiền thua ròng khi tuần kết thúc.</p>',
      },
      share: {
        title: 'Chia sẻ chiến thắng lớn',
        summary: 'Gửi ảnh chụp chiến thắng lớn và nhận thưởng tới 88.',
        body: '<p>Vừa thắng lớn? Hãy gửi đơn kèm bình luận ngắn và tối đa ba ảnh chụp màn hình (png hoặc jpg, mỗi ảnh 5 MB). Chúng tôi duyệt mọi đơn trong 24 giờ.</p>',
      },
      birthday: {
        title: 'Quà sinh nhật VIP',
        summary: 'Thành viên VIP đăng ký trong tháng sinh nhật để nhận quà.',
        body: '<p>Chúc mừng sinh nhật! Hãy đăng ký trong tháng sinh nhật, đội ngũ VIP sẽ gửi quà cho bạn.</p>',
      },
      raffle: {
        title: 'Vòng quay Lucky Lotus',
        summary: 'Mỗi 100 tiền nạp được một lượt quay. Giải thưởng tới 888!',
        body: '<p>Tham gia, nạp tiền và quay: mỗi <b>100</b> tiền nạp được một lượt. Kết quả được quyết định trên máy chủ với mã băm công khai để bạn kiểm tra sau.</p>',
      },
      lunar: {
        title: 'Nạp lại Tết Nguyên Đán 30%',
        summary:
          'Tham gia rồi nạp từ 50 trở lên: nhận 30% của lần nạp đó, tối đa 300 (mỗi thành viên một lần).',
        body: '<p>Đón năm mới: tham gia khuyến mãi này, sau đó nạp <b>từ 50 trở lên</b> để nhận thưởng <b>30%</b> của lần nạp đó, tối đa <b>300</b>. Mỗi thành viên nhận một lần.</p><p>Tiền thưởng cần đạt doanh cược gấp 3 lần trước khi rút.</p>',
      },
      summer: {
        title: 'Thưởng nạp lại mùa hè 20%',
        summary: 'Khuyến mãi đã kết thúc. Cảm ơn bạn đã tham gia!',
        body: '<p>Thưởng 20% cho lần nạp lại từ 20 trở lên, tối đa 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Giải đặc biệt 888',
      'gold-prize-88': 'Giải vàng 88',
      'silver-prize-8': 'Giải bạc 8',
      'lucky-prize-1': 'Giải may mắn 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Phiếu thưởng $5',
      description: 'Phiếu thưởng $5, do bộ phận chăm sóc khách hàng cấp sau khi yêu cầu được duyệt.',
    },
    'free-spins-20': {
      name: '20 lượt quay miễn phí',
      description: 'Hai mươi lượt quay miễn phí trên máy Lucky Lotus.',
    },
    'vip-week': {
      name: 'Thẻ VIP 1 tuần',
      description: 'Bảy ngày chăm sóc khách hàng VIP và rút tiền nhanh hơn.',
    },
    'lotus-mug': {
      name: 'Cốc Lucky Lotus',
      description: 'Cốc sứ in logo Lucky Lotus, giao tận nhà.',
    },
    'lotus-tshirt': {
      name: 'Áo thun Lucky Lotus',
      description: 'Áo thun cotton; điểm cộng một khoản phí giao hàng nhỏ.',
    },
    earbuds: {
      name: 'Tai nghe không dây',
      description: 'Tai nghe Bluetooth kèm hộp sạc.',
    },
  },
  missions: {
    'daily-slots-20': 'Quay 20 ván slot',
    'daily-bet-1000': 'Cược 1.000,00 ở bất kỳ trò chơi nào',
    'daily-deposit-500': 'Nạp 500,00',
    'weekly-login-3': 'Đăng nhập 3 ngày liên tiếp',
    'weekly-live-100': 'Chơi 100 ván casino trực tiếp',
    'weekly-bet-10000': 'Cược 10.000,00 trong tuần',
  },
};
