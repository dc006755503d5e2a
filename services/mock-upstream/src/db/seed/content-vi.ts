/** Vietnamese (VI) of the seed content in content.ts, keyed by the English originals. */

/** Banner title by its English title. */
export const BANNER_TITLES_VI: Record<string, string> = {
  'Welcome Bonus 100% up to $500': 'Thưởng chào mừng 100% lên đến $500',
  'Lucky Lanterns Jackpot Week': 'Tuần lễ Jackpot Lucky Lanterns',
  'Join Our Telegram Community': 'Tham gia cộng đồng Telegram của chúng tôi',
  'Slots Cashback Every Monday': 'Hoàn tiền slot mỗi thứ Hai',
  'New From JILI This Month': 'Trò chơi mới của JILI trong tháng',
  'Lucky Lotus Raffle': 'Vòng quay Lucky Lotus',
  'Fishing Frenzy Tournament': 'Giải đấu Fishing Frenzy',
  'Card Masters League': 'Giải đấu Cao thủ game bài',
  'Football Weekend Boost': 'Tăng thưởng bóng đá cuối tuần',
  'Esports World Finals': 'Chung kết thế giới thể thao điện tử',
  'Keno Every Minute': 'Keno mỗi phút',
  'Get the Lucky Lotus App': 'Tải ứng dụng Lucky Lotus',
  'All Promotions in One Place': 'Tất cả khuyến mãi tại một nơi',
  'Become an Agent, Earn Together': 'Trở thành đại lý, cùng nhau kiếm thu nhập',
  'Redeem Points for Rewards': 'Đổi điểm lấy quà',
  'We Are Here 24/7': 'Chúng tôi luôn sẵn sàng hỗ trợ 24/7',
  'Welcome Back': 'Chào mừng bạn trở lại',
  'Sign Up and Claim Your Bonus': 'Đăng ký và nhận thưởng ngay',
  'Deposit TOP 20': 'TOP 20 nạp tiền',
  'Valid Bet TOP 20': 'TOP 20 cược hợp lệ',
};

/** Notice title and HTML content by the English title. */
export const NOTICES_VI: Record<string, { title: string; content: string }> = {
  'Scheduled maintenance for Microgaming': {
    title: 'Bảo trì định kỳ Microgaming',
    content:
      '<p>Các trò chơi Microgaming đang được bảo trì định kỳ. Trong thời gian này, vui lòng trải nghiệm các <a href="/rng">nhà cung cấp slot</a> khác của chúng tôi.</p>',
  },
  'New payment method available': {
    title: 'Phương thức thanh toán mới',
    content:
      '<p>Giờ đây bạn có thể nạp tiền bằng <strong>chuyển khoản ngân hàng tức thì</strong>. Tiền về tài khoản trong vòng chưa đến một phút.</p>',
  },
  'Secure your account': {
    title: 'Bảo vệ tài khoản của bạn',
    content:
      '<p>Để đảm bảo an toàn, tuyệt đối không chia sẻ mật khẩu hoặc mã xác minh cho bất kỳ ai. Nhân viên của chúng tôi sẽ <em>không bao giờ</em> yêu cầu các thông tin này.</p>',
  },
  'Lunar New Year celebration': {
    title: 'Mừng Tết Nguyên Đán',
    content:
      '<p>Cùng chúng tôi đón Tết! Lì xì mỗi ngày cho tất cả thành viên hoạt động từ <strong>1 đến 15 tháng 2</strong>.</p><ul><li>Đăng nhập mỗi ngày</li><li>Chơi bất kỳ trò chơi nào</li><li>Nhận thưởng tại Trung tâm phần thưởng</li></ul>',
  },
  'Weekly slots cashback': {
    title: 'Hoàn tiền slot hằng tuần',
    content:
      '<p>Nhận <strong>hoàn tiền đến 10%</strong> trên số tiền thua ròng khi chơi slot vào mỗi thứ Hai. Không yêu cầu doanh thu cược.</p>',
  },
  'Refer a friend bonus': {
    title: 'Thưởng giới thiệu bạn bè',
    content:
      '<p>Mời bạn bè bằng liên kết giới thiệu của bạn và nhận <strong>$10</strong> cho mỗi người bạn thực hiện lần nạp tiền đầu tiên.</p>',
  },
  'Welcome to Lucky Lotus': {
    title: 'Chào mừng đến với Lucky Lotus',
    content:
      '<p>Cảm ơn bạn đã lựa chọn Lucky Lotus. Khám phá hơn 400 trò chơi gồm slot, casino trực tuyến, thể thao và xổ số.</p>',
  },
  'Faster withdrawals at weekends': {
    title: 'Rút tiền nhanh hơn vào cuối tuần',
    content:
      '<p>Các yêu cầu rút tiền vào thứ Bảy và Chủ nhật giờ đây được xử lý trong vòng <strong>30 phút</strong>.</p>',
  },
  'Deposit TOP 20 prizes every month': {
    title: 'Giải thưởng TOP 20 nạp tiền hằng tháng',
    content:
      '<p>20 thành viên có tổng nạp cao nhất trong tháng sẽ cùng chia quỹ thưởng <strong>$5,000</strong>. Xem <a href="/deposit-rank">TOP 20 nạp tiền</a>.</p>',
  },
  'Valid bet TOP 20 rewards': {
    title: 'Phần thưởng TOP 20 cược hợp lệ',
    content:
      '<p>Leo hạng trên <a href="/bet-rank">TOP 20 cược hợp lệ</a> để nhận vòng quay miễn phí và thưởng tiền mặt vào cuối mỗi tháng.</p>',
  },
  'Update your contact details': {
    title: 'Cập nhật thông tin liên hệ',
    content:
      '<p>Hãy luôn cập nhật số điện thoại và email để chúng tôi có thể liên hệ với bạn về các lệnh rút tiền và mã bảo mật.</p>',
  },
  'Play responsibly': {
    title: 'Chơi có trách nhiệm',
    content:
      '<p>Hãy đặt hạn mức nạp tiền và nghỉ ngơi hợp lý. Truy cập <a href="/help">Trung tâm trợ giúp</a> để sử dụng các công cụ chơi có trách nhiệm.</p>',
  },
};

/** Help category title by slug, and each article's title and HTML content by slug. */
export const HELP_VI: Record<
  string,
  { title: string; articles: Record<string, { title: string; content: string }> }
> = {
  about: {
    title: 'Giới thiệu',
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
    },
  },
  policies: {
    title: 'Quy định và chính sách',
    articles: {
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
    },
  },
  affiliates: {
    title: 'Đại lý',
    articles: {
      affiliates: {
        title: 'Đại lý',
        content:
          '<h2>Chương trình đại lý</h2><p>Nhận hoa hồng từ những người chơi bạn giới thiệu. Đại lý được sử dụng trung tâm đại lý riêng với báo cáo đội nhóm, hợp đồng và các lựa chọn lương ngày. Đăng ký tại <a href="/join">trang tham gia</a>.</p>',
      },
      'agent-programme': {
        title: 'Chương trình đại lý',
        content:
          '<h2>Trở thành đại lý Lucky Lotus</h2><p>Xây dựng đội ngũ người chơi của riêng bạn và nhận thu nhập từ hoạt động chơi của họ mỗi ngày. Đại lý của chúng tôi quản lý công việc kinh doanh từ trung tâm đại lý riêng: mở tài khoản cho người chơi mới, theo dõi tiền cược và lợi nhuận của đội nhóm, và thỏa thuận hợp đồng với tuyến dưới của mình.</p>' +
          '<h3>Thu nhập của bạn</h3><table><thead><tr><th>Người chơi hoạt động trong tháng</th><th>Hoa hồng trên doanh thu ròng</th></tr></thead><tbody><tr><td>5 đến 19</td><td>25%</td></tr><tr><td>20 đến 49</td><td>35%</td></tr><tr><td>50 trở lên</td><td>45%</td></tr></tbody></table>' +
          '<ul><li><strong>Hợp đồng chia cổ tức</strong> được chi trả mỗi kỳ dựa trên kết quả của đội nhóm.</li><li><strong>Lương ngày và lương giờ</strong> tính trên tiền cược hợp lệ của đội nhóm.</li><li><strong>Lương thời gian thực</strong> được quyết toán mỗi 5 phút.</li></ul>' +
          '<h3>Cách tham gia</h3><ol><li>Đăng ký tài khoản người chơi (miễn phí).</li><li>Liên hệ chăm sóc khách hàng và yêu cầu trở thành đại lý, hoặc sử dụng liên kết giới thiệu của một đại lý hiện có.</li><li>Sau khi được duyệt, mở trung tâm đại lý từ menu tài khoản và chia sẻ mã đại lý của bạn.</li></ol><p>Đại lý phải từ 18 tuổi trở lên và tuân thủ Điều khoản chung cùng các quy định Chơi có trách nhiệm của chúng tôi.</p>',
      },
    },
  },
  banking: {
    title: 'Nạp tiền và rút tiền',
    articles: {
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
    },
  },
  faq: {
    title: 'Câu hỏi thường gặp',
    articles: {
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
};
