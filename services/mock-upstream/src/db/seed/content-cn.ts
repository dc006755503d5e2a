/**
 * Simplified Chinese (CN) of the seed content in content.ts, keyed by the English originals like
 * content-vi.ts. The words are the portal's own (web/src/locales/zh): 存款, 取款, 有效投注, 代理中心,
 * 在线客服, 负责任博彩, so an article names the buttons a person sees. Amounts stay as in English.
 */

/** Banner title by its English title. */
export const BANNER_TITLES_CN: Record<string, string> = {
  'Welcome Bonus 100% up to $500': '首存礼金 100%，最高 $500',
  'Lucky Lanterns Jackpot Week': 'Lucky Lanterns 奖池周',
  'Join Our Telegram Community': '加入我们的 Telegram 社群',
  'Slots Cashback Every Monday': '电子游戏每周一返水',
  'New From JILI This Month': 'JILI 本月新游',
  'Lucky Lotus Raffle': '幸运莲花抽奖',
  'Fishing Frenzy Tournament': 'Fishing Frenzy 捕鱼锦标赛',
  'Card Masters League': '棋牌高手联赛',
  'Football Weekend Boost': '足球周末加赔',
  'Esports World Finals': '电竞世界总决赛',
  'Keno Every Minute': '基诺每分钟开奖',
  'Get the Lucky Lotus App': '下载 Lucky Lotus App',
  'All Promotions in One Place': '全部优惠，一站尽览',
  'Become an Agent, Earn Together': '成为代理，一起赚',
  'Redeem Points for Rewards': '积分兑换好礼',
  'We Are Here 24/7': '7×24 小时在线服务',
  'Welcome Back': '欢迎回来',
  'Sign Up and Claim Your Bonus': '注册即领奖金',
  'Deposit TOP 20': '存款 TOP 20',
  'Valid Bet TOP 20': '有效投注 TOP 20',
};

/** Notice title and HTML content by the English title. */
export const NOTICES_CN: Record<string, { title: string; content: string }> = {
  'Scheduled maintenance for Microgaming': {
    title: 'Microgaming 例行维护',
    content:
      '<p>Microgaming 游戏正在进行例行维护。维护期间，欢迎体验我们其他的<a href="/rng">电子游戏厂商</a>。</p>',
  },
  'New payment method available': {
    title: '新增支付方式',
    content: '<p>现在可以使用<strong>银行快速转账</strong>存款，资金一分钟内到账。</p>',
  },
  'Secure your account': {
    title: '保护您的账户安全',
    content:
      '<p>为了您的账户安全，请勿向任何人透露密码或验证码。我们的工作人员<em>绝不会</em>向您索取这些信息。</p>',
  },
  'Lunar New Year celebration': {
    title: '欢度新春佳节',
    content:
      '<p>与我们一起欢庆新春！<strong>2 月 1 日至 15 日</strong>，所有活跃会员每天都可领取红包。</p><ul><li>每日登录</li><li>畅玩任意游戏</li><li>在奖励中心领取</li></ul>',
  },
  'Weekly slots cashback': {
    title: '电子游戏每周返水',
    content: '<p>每周一可获得电子游戏净输额最高 <strong>10% 的返水</strong>，无流水要求。</p>',
  },
  'Refer a friend bonus': {
    title: '推荐好友奖金',
    content: '<p>通过您的推荐链接邀请好友，每位好友完成首次存款，您即可获得 <strong>$10</strong>。</p>',
  },
  'Welcome to Lucky Lotus': {
    title: '欢迎来到 Lucky Lotus',
    content: '<p>感谢您选择 Lucky Lotus。电子游戏、真人视讯、体育和彩票，400 多款游戏等您探索。</p>',
  },
  'Faster withdrawals at weekends': {
    title: '周末取款更快到账',
    content: '<p>周六和周日提交的取款申请，现在 <strong>30 分钟</strong>内即可处理完毕。</p>',
  },
  'Deposit TOP 20 prizes every month': {
    title: '存款 TOP 20 每月大奖',
    content:
      '<p>每月存款最多的 20 位会员将瓜分 <strong>$5,000</strong> 奖池。请查看<a href="/deposit-rank">存款 TOP 20</a>。</p>',
  },
  'Valid bet TOP 20 rewards': {
    title: '有效投注 TOP 20 奖励',
    content: '<p>冲上<a href="/bet-rank">有效投注 TOP 20</a>，每月月底赢取免费旋转和现金奖励。</p>',
  },
  'Update your contact details': {
    title: '更新您的联系方式',
    content: '<p>请及时更新您的手机号码和电子邮箱，以便我们就取款和安全验证码与您联系。</p>',
  },
  'Play responsibly': {
    title: '理性游戏',
    content: '<p>请设定存款限额并适时休息。前往<a href="/help">帮助中心</a>使用负责任博彩工具。</p>',
  },
};

/** Help category title by slug, and each article's title and HTML content by slug. */
export const HELP_CN: Record<
  string,
  { title: string; articles: Record<string, { title: string; content: string }> }
> = {
  about: {
    title: '关于我们',
    articles: {
      'about-company': {
        title: '关于公司',
        content:
          '<h2>关于 Lucky Lotus</h2><p>Lucky Lotus 是一个在线娱乐品牌，提供电子游戏、真人视讯、捕鱼、棋牌、体育、电竞和彩票。我们只与持有认证的游戏厂商合作，并使用经过审计的随机数生成器。</p>',
      },
      'contact-us': {
        title: '联系我们',
        content:
          '<h2>联系我们</h2><p>我们的客服团队全年无休，每天 24 小时为您服务。</p><ul><li>在线客服：点击客服按钮</li><li>电子邮箱：support@luckylotus.example</li><li>Telegram：@luckylotus_demo</li></ul>',
      },
    },
  },
  policies: {
    title: '规则与政策',
    articles: {
      terms: {
        title: '一般条款与条件',
        content:
          '<h2>一般条款与条件</h2><p>注册账户即表示您确认已年满 18 周岁，且在线游戏在您所在地合法。</p><ol><li>每人、每户、每台设备仅限一个账户。</li><li>各项奖金须满足其各自的流水要求。</li><li>对涉及欺诈或滥用的账户，我们有权暂停使用。</li></ol>',
      },
      'responsible-gaming': {
        title: '负责任博彩',
        content:
          '<h2>负责任博彩</h2><p>游戏应当是一种娱乐。请设定存款限额，定时休息，切勿为追回损失而继续投注。您可以随时通过在线客服申请冷静期或自我禁止。</p>',
      },
      'privacy-policy': {
        title: '隐私政策',
        content:
          '<h2>隐私政策</h2><p>我们只收集运营您的账户和履行法律义务所需的数据。密码经过哈希处理后存储，支付信息均已加密，我们绝不出售个人数据。</p>',
      },
      'refund-policy': {
        title: '退款政策',
        content:
          '<h2>退款政策</h2><p>已计入余额的存款在满足流水要求后即可取款。交易失败的款项将在 3 个工作日内原路退回。</p>',
      },
    },
  },
  affiliates: {
    title: '代理合作',
    articles: {
      affiliates: {
        title: '代理合作',
        content:
          '<h2>代理合作计划</h2><p>从您推荐的玩家身上赚取佣金。代理可使用专属的代理中心，查看团队报表、管理契约并选择日工资方案。请在<a href="/join">加入页面</a>申请。</p>',
      },
      'agent-programme': {
        title: '代理计划',
        content:
          '<h2>成为 Lucky Lotus 代理</h2><p>组建您自己的玩家团队，每天从他们的游戏中获得收益。我们的代理通过专属的代理中心经营业务：为新玩家开户、跟踪团队的投注与盈利，并与自己的下级签订契约。</p>' +
          '<h3>您的收益</h3><table><thead><tr><th>当月活跃玩家</th><th>净收入佣金</th></tr></thead><tbody><tr><td>5 至 19 人</td><td>25%</td></tr><tr><td>20 至 49 人</td><td>35%</td></tr><tr><td>50 人或以上</td><td>45%</td></tr></tbody></table>' +
          '<ul><li><strong>分红契约</strong>：每期按团队业绩发放。</li><li><strong>日工资和时工资</strong>：按团队有效投注计算。</li><li><strong>实时工资</strong>：每 5 分钟结算一次。</li></ul>' +
          '<h3>如何加入</h3><ol><li>注册一个玩家账户（完全免费）。</li><li>联系在线客服申请成为代理，或使用现有代理的推荐链接注册。</li><li>审核通过后，从账户菜单打开代理中心，分享您的代理码。</li></ol><p>代理须年满 18 周岁，并遵守我们的一般条款及负责任博彩规则。</p>',
      },
    },
  },
  banking: {
    title: '存款与取款',
    articles: {
      'how-to-deposit': {
        title: '如何存款',
        content:
          '<h2>如何存款</h2><ol><li>登录后点击<strong>存款</strong>。</li><li>选择支付方式并输入金额。</li><li>按照提示操作，付款确认后余额即会更新。</li></ol>',
      },
      'how-to-withdraw': {
        title: '如何取款',
        content:
          '<h2>如何取款</h2><ol><li>在会员中心添加银行卡。</li><li>点击<strong>取款</strong>，输入金额和支付密码。</li><li>取款通常在 30 分钟内处理完毕。</li></ol>',
      },
    },
  },
  faq: {
    title: '常见问题',
    articles: {
      'faq-forgot-password': {
        title: '我忘记了密码',
        content: '<p>在登录窗口中点击<strong>忘记密码</strong>，即可通过电子邮箱或手机号码重置密码。</p>',
      },
      'faq-free-play': {
        title: '可以免费试玩游戏吗？',
        content: '<p>可以。标有<em>试玩</em>的游戏可使用试玩账号免费游戏，无需存款。</p>',
      },
      'faq-game-maintenance': {
        title: '游戏显示正在维护',
        content: '<p>游戏厂商偶尔会暂停游戏进行更新。请先尝试其他游戏，稍后再回来查看。</p>',
      },
    },
  },
};
