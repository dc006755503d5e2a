/**
 * Simplified Chinese (CN) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/zh): 存款, 取款, 有效投注, 代理中心, 在线客服, 负责任博彩, so an article names the
 * buttons a person sees. Amounts stay as in English.
 */
import type { SeedTexts } from './en.js';

export const cn: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}：您的登录验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
      register: '{brand}：您的注册验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
      resetPassword: '{brand}：您的重置密码验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
      loginIp: '{brand}：您在新设备登录的确认验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
      bindMobile: '{brand}：您绑定此手机号的验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
    },
    emailCode: {
      subject: '{brand}：确认您的电子邮箱',
      body: '您的验证码为 {code}，{minutes} 分钟内有效。请勿泄露给任何人。',
    },
    passwordReset: {
      subject: '{brand}：重置密码',
      body: '{name}，您好：\n\n请在 30 分钟内打开以下链接设置新密码：\n{link}\n\n如非本人操作，请忽略此邮件。',
    },
  },
  brand: {
    copyright: '版权所有 © 2026 Lucky Lotus。保留所有权利。理性游戏：仅限 18 岁以上。',
  },
  pictures: {
    bannerSubtitle: '18+ · 请理性游戏',
  },
  clubLabels: {
    member: '会员',
    silver: '白银',
    gold: '黄金',
    diamond: '钻石',
  },
  depositChannels: {
    bankTransfer: '银行转账',
  },
  banners: {
    'welcome-bonus-100-up-to-500': '首存礼金 100%，最高 $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns 奖池周',
    'join-our-telegram-community': '加入我们的 Telegram 社群',
    'slots-cashback-every-monday': '电子游戏每周一返水',
    'new-from-jili-this-month': 'JILI 本月新游',
    'lucky-lotus-raffle': '幸运莲花抽奖',
    'fishing-frenzy-tournament': 'Fishing Frenzy 捕鱼锦标赛',
    'card-masters-league': '棋牌高手联赛',
    'football-weekend-boost': '足球周末加赔',
    'esports-world-finals': '电竞世界总决赛',
    'keno-every-minute': '基诺每分钟开奖',
    'get-the-lucky-lotus-app': '下载 Lucky Lotus App',
    'all-promotions-in-one-place': '全部优惠，一站尽览',
    'become-an-agent-earn-together': '成为代理，一起赚',
    'redeem-points-for-rewards': '积分兑换好礼',
    'we-are-here-24-7': '7×24 小时在线服务',
    'welcome-back': '欢迎回来',
    'sign-up-and-claim-your-bonus': '注册即领奖金',
    'deposit-top-20': '存款 TOP 20',
    'valid-bet-top-20': '有效投注 TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgaming 例行维护',
      content:
        '<p>Microgaming 游戏正在进行例行维护。维护期间，欢迎体验我们其他的<a href="/rng">电子游戏厂商</a>。</p>',
    },
    'new-payment-method-available': {
      title: '新增支付方式',
      content: '<p>现在可以使用<strong>银行快速转账</strong>存款，资金一分钟内到账。</p>',
    },
    'secure-your-account': {
      title: '保护您的账户安全',
      content:
        '<p>为了您的账户安全，请勿向任何人透露密码或验证码。我们的工作人员<em>绝不会</em>向您索取这些信息。</p>',
    },
    'lunar-new-year-celebration': {
      title: '欢度新春佳节',
      content:
        '<p>与我们一起欢庆新春！<strong>2 月 1 日至 15 日</strong>，所有活跃会员每天都可领取红包。</p><ul><li>每日登录</li><li>畅玩任意游戏</li><li>在奖励中心领取</li></ul>',
    },
    'weekly-slots-cashback': {
      title: '电子游戏每周返水',
      content: '<p>每周一可获得电子游戏净输额最高 <strong>10% 的返水</strong>，无流水要求。</p>',
    },
    'refer-a-friend-bonus': {
      title: '推荐好友奖金',
      content: '<p>通过您的推荐链接邀请好友，每位好友完成首次存款，您即可获得 <strong>$10</strong>。</p>',
    },
    'welcome-to-lucky-lotus': {
      title: '欢迎来到 Lucky Lotus',
      content: '<p>感谢您选择 Lucky Lotus。电子游戏、真人视讯、体育和彩票，400 多款游戏等您探索。</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: '周末取款更快到账',
      content: '<p>周六和周日提交的取款申请，现在 <strong>30 分钟</strong>内即可处理完毕。</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: '存款 TOP 20 每月大奖',
      content:
        '<p>每月存款最多的 20 位会员将瓜分 <strong>$5,000</strong> 奖池。请查看<a href="/deposit-rank">存款 TOP 20</a>。</p>',
    },
    'valid-bet-top-20-rewards': {
      title: '有效投注 TOP 20 奖励',
      content: '<p>冲上<a href="/bet-rank">有效投注 TOP 20</a>，每月月底赢取免费旋转和现金奖励。</p>',
    },
    'update-your-contact-details': {
      title: '更新您的联系方式',
      content: '<p>请及时更新您的手机号码和电子邮箱，以便我们就取款和安全验证码与您联系。</p>',
    },
    'play-responsibly': {
      title: '理性游戏',
      content: '<p>请设定存款限额并适时休息。前往<a href="/help">帮助中心</a>使用负责任博彩工具。</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: '代理佣金每周一发放',
      content: '<p>上周佣金于每周一 12:00 前存入您的主钱包。请在代理中心查看<b>我的收入</b>。</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: '新功能：带二维码的邀请链接',
      content:
        '<p>在<b>开户</b>中最多可创建 20 个邀请链接，可用于玩家或下级代理，并查看每个链接的注册人数。</p>',
    },
  },
  help: {
    categories: {
      about: '关于我们',
      policies: '规则与政策',
      affiliates: '代理合作',
      banking: '存款与取款',
      faq: '常见问题',
    },
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
      affiliates: {
        title: '代理合作',
        content:
          '<h2>代理合作计划</h2><p>从您推荐的玩家身上赚取佣金。代理可使用专属的代理中心，查看团队报表、管理契约并选择日工资方案。请在<a href="/join">加入页面</a>申请。</p>',
      },
      'agent-programme': {
        title: '代理计划',
        content:
          '<h2>成为 Lucky Lotus 代理</h2><p>组建您自己的玩家团队，每天从他们的游戏中获得收益。我们的代理通过专属的代理中心经营业务：为新玩家开户、跟踪团队的投注与盈利，并与自己的下级签订契约。</p><h3>您的收益</h3><table><thead><tr><th>当月活跃玩家</th><th>净收入佣金</th></tr></thead><tbody><tr><td>5 至 19 人</td><td>25%</td></tr><tr><td>20 至 49 人</td><td>35%</td></tr><tr><td>50 人或以上</td><td>45%</td></tr></tbody></table><ul><li><strong>分红契约</strong>：每期按团队业绩发放。</li><li><strong>日工资和时工资</strong>：按团队有效投注计算。</li><li><strong>实时工资</strong>：每 5 分钟结算一次。</li></ul><h3>如何加入</h3><ol><li>注册一个玩家账户（完全免费）。</li><li>联系在线客服申请成为代理，或使用现有代理的推荐链接注册。</li><li>审核通过后，从账户菜单打开代理中心，分享您的代理码。</li></ol><p>代理须年满 18 周岁，并遵守我们的一般条款及负责任博彩规则。</p>',
      },
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
  messages: {
    welcome: {
      title: '欢迎来到平台',
      content: '<p>欢迎！您的账户已开通。请前往<strong>会员中心</strong>设置支付密码并绑定银行卡。</p>',
    },
    'weekend-bonus': {
      title: '周末存款红利',
      content:
        '<p>本周末存款即可获得 <strong>10% 红利</strong>，最高 500。</p><ul><li>最低存款 100</li><li>5 倍流水</li></ul>',
    },
    maintenance: {
      title: '例行维护',
      content: '<p>部分游戏将于周二 02:00 至 04:00（GMT+7）暂停服务进行维护。</p>',
    },
  },
  vendors: {
    'RNG:DEMO': '平台原创游戏',
    'PVP:DEMO': '平台原创游戏',
    'LIVE:DEMO': '平台原创游戏',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': '平台原创游戏',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': '平台原创游戏',
    // demo fishing (ADR 0022)
    'FISH:DEMO': '平台原创游戏',
    'RNG:JILI': 'JILI 电子',
    'LIVE:DS88': 'DS88 斗鸡',
    'FISH:JILI': 'JILI 捕鱼',
    'FISH:FC': 'Fa Chai 捕鱼',
    'FISH:JDB': 'JDB 捕鱼',
    'FISH:KA': 'KA 捕鱼',
    'PVP:KY': '开元棋牌',
    'LOTT:TCG_LOTTO_VN': '越南彩票',
    'LOTT:TCG': 'TCG 彩票',
    'ELOTT:TCG_ELOTT': 'TCG 电子彩票',
    'ELOTT:SGW': 'SGWin 极速彩',
    'LOTT:TCG_LOTTO_SEA': '东南亚彩票',
  },
  games: {
    'DEMO:DEMONIUNIU': '牛牛',
    'DEMO:DEMOBACCARAT': '真人百家乐',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': '体育投注',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': '电子竞技',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': '珊瑚礁捕鱼',
    'TCG_LOTTO_VN:VNMB': '越南北部彩票',
    'TCG_LOTTO_VN:VNMN': '越南南部彩票',
    'TCG_LOTTO_VN:VNMT': '越南中部彩票',
    'TCG_LOTTO_VN:VNHNVIP': '河内 VIP',
    'TCG_LOTTO_VN:VNHCMVIP': '胡志明 VIP',
    'TCG_LOTTO_VN:VNST1': '极速 1 分钟',
    'TCG_LOTTO_VN:VNST5': '极速 5 分钟',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong 斗鸡场',
    'DS88:DS88L102': '德比锦标赛',
    'DS88:DS88L103': '主赛事直播',
  },
  promotions: {
    terms: '每位会员限领一次。以不正当手段获得的奖金，平台有权收回。奖金须完成所示流水后方可提款。',
    list: {
      welcome: {
        title: '首存礼金 100%，最高 500',
        summary: '首存翻倍：参加活动后存款 10 以上，最高可领 500。',
        body: '<p>新会员？先参加本活动，再存款 <b>10 以上</b>，即可获得 <b>100%</b> 存款红利，最高 <b>500</b>。</p><p>红利需完成 5 倍流水方可提款。</p>',
      },
      cashback: {
        title: '每周电子返水 5%',
        summary: '周末结算，返还电子游戏净输额的 5%，最高 200。',
        body: '<p>参加活动，整周畅玩电子游戏，周期结束后即可领取净输额 <b>5%</b> 的返水。</p>',
      },
      share: {
        title: '晒出你的大奖',
        summary: '上传大奖截图，最高可获 88 奖励。',
        body: '<p>赢了大奖？附上简短留言和最多三张截图（png 或 jpg，每张 5 MB）提交申请，我们会在 24 小时内审核。</p>',
      },
      birthday: {
        title: 'VIP 生日礼金',
        summary: 'VIP 会员可在生日当月申请专属礼金。',
        body: '<p>生日快乐！在生日当月提交申请，VIP 团队将为您送上礼金。</p>',
      },
      raffle: {
        title: '幸运莲花抽奖',
        summary: '每存款 100 获得一次抽奖机会，最高奖金 888！',
        body: '<p>参加活动、存款、抽奖：每存 <b>100</b> 可抽一次。每次抽奖在服务器上决定，并公布种子哈希供您事后核验。</p>',
      },
      lunar: {
        title: '新春续存 30%',
        summary: '参加活动后单笔存款 50 以上，即获该笔存款 30% 的红利，最高 300（每位会员限一次）。',
        body: '<p>新春佳节：参加本活动后，单笔存款 <b>50 以上</b>即可获得该笔存款 <b>30%</b> 的红利，最高 <b>300</b>。每位会员限领一次。</p><p>红利需完成 3 倍流水方可提款。</p>',
      },
      summer: {
        title: '夏日续存 20%',
        summary: '本活动已结束，感谢您的参与！',
        body: '<p>续存 20 以上送 20%，最高 100。</p>',
      },
    },
    prizes: {
      'grand-prize-888': '特等奖 888',
      'gold-prize-88': '金奖 88',
      'silver-prize-8': '银奖 8',
      'lucky-prize-1': '幸运奖 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '5美元奖金券',
      description: '5美元奖金券，兑换审核通过后由客服发放。',
    },
    'free-spins-20': {
      name: '20次免费旋转',
      description: '幸运莲花老虎机二十次免费旋转。',
    },
    'vip-week': {
      name: 'VIP周卡',
      description: '七天VIP客服与更快提款。',
    },
    'lotus-mug': {
      name: '幸运莲花马克杯',
      description: '印有幸运莲花标志的陶瓷杯，送货上门。',
    },
    'lotus-tshirt': {
      name: '幸运莲花T恤',
      description: '纯棉T恤；积分加少量运费。',
    },
    earbuds: {
      name: '无线耳机',
      description: '蓝牙耳机，附充电盒。',
    },
  },
  missions: {
    'daily-slots-20': '旋转老虎机20局',
    'daily-bet-1000': '任意游戏投注1,000.00',
    'daily-deposit-500': '存款500.00',
    'weekly-login-3': '连续3天登录',
    'weekly-live-100': '玩真人娱乐100局',
    'weekly-bet-10000': '本周投注10,000.00',
  },
};
