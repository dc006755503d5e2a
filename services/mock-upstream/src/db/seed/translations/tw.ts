/**
 * Traditional Chinese as used in Taiwan (TW) of the seed's text: the keys of en.ts, each translated. The
 * words are the portal's own (web/src/locales/zh-TW): 儲值, 提款, 有效投注, 流水, 返水, 代理中心, 線上客服,
 * 負責任博彩, so an article names the buttons a person sees. Amounts stay as in English; brands keep
 * their established Chinese names as cn.ts does (開元, 幸運蓮花 in running text).
 */
import type { SeedTexts } from './en.js';

export const tw: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}：您的登入驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
      register: '{brand}：您的註冊驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
      resetPassword: '{brand}：您的重設密碼驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
      loginIp: '{brand}：您在新裝置登入的確認驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
      bindMobile: '{brand}：您綁定此手機號碼的驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
    },
    emailCode: {
      subject: '{brand}：確認您的電子郵件',
      body: '您的驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給任何人。',
    },
    passwordReset: {
      subject: '{brand}：重設密碼',
      body: '{name} 您好：\n\n請在 30 分鐘內開啟以下連結設定新密碼：\n{link}\n\n若非本人操作，請忽略此郵件。',
    },
  },
  brand: {
    copyright: '版權所有 © 2026 Lucky Lotus。保留所有權利。理性娛樂：僅限 18 歲以上。',
  },
  pictures: {
    bannerSubtitle: '18+ · 請理性娛樂',
  },
  clubLabels: {
    member: '會員',
    silver: '白銀',
    gold: '黃金',
    diamond: '鑽石',
  },
  depositChannels: {
    bankTransfer: '銀行轉帳',
  },
  banners: {
    'welcome-bonus-100-up-to-500': '首儲禮金 100%，最高 $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns 彩金週',
    'join-our-telegram-community': '加入我們的 Telegram 社群',
    'slots-cashback-every-monday': '老虎機每週一返水',
    'new-from-jili-this-month': 'JILI 本月新遊戲',
    'lucky-lotus-raffle': '幸運蓮花抽獎',
    'fishing-frenzy-tournament': 'Fishing Frenzy 捕魚錦標賽',
    'card-masters-league': '棋牌高手聯賽',
    'football-weekend-boost': '足球週末賠率加碼',
    'esports-world-finals': '電競世界總決賽',
    'keno-every-minute': '基諾每分鐘開獎',
    'get-the-lucky-lotus-app': '下載 Lucky Lotus App',
    'all-promotions-in-one-place': '所有優惠，一次看完',
    'become-an-agent-earn-together': '成為代理，一起賺',
    'redeem-points-for-rewards': '積分兌換好禮',
    'we-are-here-24-7': '24 小時全年無休服務',
    'welcome-back': '歡迎回來',
    'sign-up-and-claim-your-bonus': '註冊即領紅利',
    'deposit-top-20': '儲值 TOP 20',
    'valid-bet-top-20': '有效投注 TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgaming 例行維護',
      content:
        '<p>Microgaming 遊戲正在進行例行維護。維護期間，歡迎體驗我們其他的<a href="/rng">老虎機遊戲商</a>。</p>',
    },
    'new-payment-method-available': {
      title: '新增付款方式',
      content: '<p>現在可以使用<strong>即時銀行轉帳</strong>儲值，一分鐘內即可入帳。</p>',
    },
    'secure-your-account': {
      title: '保護您的帳號安全',
      content:
        '<p>為了您的安全，請勿將密碼或驗證碼告訴任何人。我們的工作人員<em>絕不會</em>向您索取這些資料。</p>',
    },
    'lunar-new-year-celebration': {
      title: '歡慶農曆新年',
      content:
        '<p>一起來過好年！<strong>2 月 1 日至 15 日</strong>，所有活躍會員每天都能領紅包。</p><ul><li>每日登入</li><li>暢玩任一遊戲</li><li>至獎勵中心領取</li></ul>',
    },
    'weekly-slots-cashback': {
      title: '老虎機每週返水',
      content: '<p>每週一可領取老虎機淨輸額最高 <strong>10% 的返水</strong>，無流水要求。</p>',
    },
    'refer-a-friend-bonus': {
      title: '推薦好友獎金',
      content: '<p>透過您的推薦連結邀請好友，每位好友完成首次儲值，您就能獲得 <strong>$10</strong>。</p>',
    },
    'welcome-to-lucky-lotus': {
      title: '歡迎來到 Lucky Lotus',
      content: '<p>感謝您選擇 Lucky Lotus。老虎機、真人視訊、體育、彩票，超過 400 款遊戲等您來探索。</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: '週末提款更快到帳',
      content: '<p>週六、週日提出的提款申請，現在 <strong>30 分鐘</strong>內即可處理完成。</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: '儲值 TOP 20 每月大獎',
      content:
        '<p>每月儲值金額最高的 20 位會員將瓜分 <strong>$5,000</strong> 獎金池。請查看<a href="/deposit-rank">儲值 TOP 20</a>。</p>',
    },
    'valid-bet-top-20-rewards': {
      title: '有效投注 TOP 20 獎勵',
      content: '<p>衝上<a href="/bet-rank">有效投注 TOP 20</a>，每月月底贏取免費旋轉和現金獎勵。</p>',
    },
    'update-your-contact-details': {
      title: '更新您的聯絡資料',
      content: '<p>請隨時更新您的手機號碼和電子郵件，以便我們就提款及安全驗證碼與您聯繫。</p>',
    },
    'play-responsibly': {
      title: '理性娛樂',
      content: '<p>請設定儲值限額並適時休息。前往<a href="/help">幫助中心</a>使用負責任博彩工具。</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: '代理佣金每週一發放',
      content: '<p>上週佣金於每週一 12:00 前存入您的中心錢包。請至代理中心查看<b>我的收益</b>。</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: '新功能：附 QR Code 的推廣連結',
      content:
        '<p>在<b>開戶中心</b>最多可建立 20 個推廣連結，可供玩家或下線代理使用，並查看每個連結的註冊人數。</p>',
    },
  },
  help: {
    categories: {
      about: '關於我們',
      policies: '規則與政策',
      affiliates: '代理合作',
      banking: '儲值與提款',
      faq: '常見問題',
    },
    articles: {
      'about-company': {
        title: '關於公司',
        content:
          '<h2>關於 Lucky Lotus</h2><p>Lucky Lotus 是線上娛樂品牌，提供老虎機、真人視訊、捕魚、棋牌、體育、電競和彩票。我們只與通過認證的遊戲商合作，並採用經過稽核的亂數產生器。</p>',
      },
      'contact-us': {
        title: '聯絡我們',
        content:
          '<h2>聯絡我們</h2><p>我們的客服團隊全年無休，每天 24 小時為您服務。</p><ul><li>線上客服：點擊客服按鈕</li><li>電子郵件：support@luckylotus.example</li><li>Telegram：@luckylotus_demo</li></ul>',
      },
      terms: {
        title: '一般條款與細則',
        content:
          '<h2>一般條款與細則</h2><p>註冊帳號即表示您確認已年滿 18 歲，且線上遊戲在您居住地屬合法行為。</p><ol><li>每人、每戶、每台裝置僅限一個帳號。</li><li>各項紅利須符合其各自的流水要求。</li><li>涉及詐騙或濫用的帳號，我們有權暫停使用。</li></ol>',
      },
      'responsible-gaming': {
        title: '負責任博彩',
        content:
          '<h2>負責任博彩</h2><p>遊戲應該是一種娛樂。請設定儲值限額、定時休息，切勿為了追回輸掉的錢而加碼下注。您可以隨時透過線上客服申請暫停遊戲或自我禁止。</p>',
      },
      'privacy-policy': {
        title: '隱私權政策',
        content:
          '<h2>隱私權政策</h2><p>我們只蒐集經營您的帳號及履行法律義務所需的資料。密碼經雜湊處理後儲存，付款資料均經加密，我們絕不販售個人資料。</p>',
      },
      'refund-policy': {
        title: '退款政策',
        content:
          '<h2>退款政策</h2><p>已存入餘額的儲值，在達到流水要求後即可提款。交易失敗的款項將於 3 個工作天內原路退回。</p>',
      },
      affiliates: {
        title: '代理合作',
        content:
          '<h2>代理合作計畫</h2><p>從您推薦的玩家身上賺取佣金。代理可使用專屬的代理中心，查看團隊報表、管理合約並選擇日薪方案。請至<a href="/join">加入頁面</a>申請。</p>',
      },
      'agent-programme': {
        title: '代理計畫',
        content:
          '<h2>成為 Lucky Lotus 代理</h2><p>打造屬於自己的玩家團隊，每天從他們的遊戲中獲得收益。我們的代理透過專屬的代理中心經營事業：為新玩家開戶、追蹤團隊的投注與盈利，並與自己的下線簽訂合約。</p><h3>您的收益</h3><table><thead><tr><th>當月活躍玩家</th><th>淨營收佣金</th></tr></thead><tbody><tr><td>5 至 19 人</td><td>25%</td></tr><tr><td>20 至 49 人</td><td>35%</td></tr><tr><td>50 人以上</td><td>45%</td></tr></tbody></table><ul><li><strong>分紅合約</strong>：每期依團隊業績發放。</li><li><strong>日薪與時薪</strong>：依團隊有效投注計算。</li><li><strong>即時薪資</strong>：每 5 分鐘結算一次。</li></ul><h3>如何加入</h3><ol><li>註冊玩家帳號（完全免費）。</li><li>聯絡線上客服申請成為代理，或使用現有代理的推薦連結。</li><li>審核通過後，從帳號選單開啟代理中心，分享您的代理碼。</li></ol><p>代理須年滿 18 歲，並遵守我們的一般條款及負責任博彩規範。</p>',
      },
      'how-to-deposit': {
        title: '如何儲值',
        content:
          '<h2>如何儲值</h2><ol><li>登入後點擊<strong>儲值</strong>。</li><li>選擇付款方式並輸入金額。</li><li>依照指示操作，付款確認後餘額即會更新。</li></ol>',
      },
      'how-to-withdraw': {
        title: '如何提款',
        content:
          '<h2>如何提款</h2><ol><li>在會員中心新增銀行帳戶。</li><li>點擊<strong>提款</strong>，輸入金額和交易密碼。</li><li>提款通常在 30 分鐘內處理完成。</li></ol>',
      },
      'faq-forgot-password': {
        title: '我忘記密碼了',
        content: '<p>在登入視窗點擊<strong>忘記密碼</strong>，即可透過電子郵件或手機號碼重設密碼。</p>',
      },
      'faq-free-play': {
        title: '可以免費試玩遊戲嗎？',
        content: '<p>可以。標有<em>試玩</em>的遊戲可用試玩帳號免費遊玩，無需儲值。</p>',
      },
      'faq-game-maintenance': {
        title: '遊戲顯示維護中',
        content: '<p>遊戲商偶爾會暫停遊戲進行更新。請先試試其他遊戲，稍後再回來看看。</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: '歡迎來到平台',
      content: '<p>歡迎！您的帳號已開通。請前往<strong>會員中心</strong>設定交易密碼並綁定銀行帳戶。</p>',
    },
    'weekend-bonus': {
      title: '週末儲值紅利',
      content:
        '<p>本週末儲值即可獲得 <strong>10% 紅利</strong>，最高 500。</p><ul><li>最低儲值 100</li><li>5 倍流水</li></ul>',
    },
    maintenance: {
      title: '例行維護',
      content: '<p>部分遊戲將於週二 02:00 至 04:00（GMT+7）暫停服務進行維護。</p>',
    },
  },
  vendors: {
    'RNG:DEMO': '平台原創遊戲',
    'PVP:DEMO': '平台原創遊戲',
    'LIVE:DEMO': '平台原創遊戲',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': '平台原創遊戲',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': '平台原創遊戲',
    // demo fishing (ADR 0022)
    'FISH:DEMO': '平台原創遊戲',
    'RNG:JILI': 'JILI 老虎機',
    'LIVE:DS88': 'DS88 鬥雞',
    'FISH:JILI': 'JILI 捕魚',
    'FISH:FC': 'Fa Chai 捕魚',
    'FISH:JDB': 'JDB 捕魚',
    'FISH:KA': 'KA 捕魚',
    'PVP:KY': '開元棋牌',
    'LOTT:TCG_LOTTO_VN': '越南彩票',
    'LOTT:TCG': 'TCG 彩票',
    'ELOTT:TCG_ELOTT': 'TCG 電子彩票',
    'ELOTT:SGW': 'SGWin 極速彩',
    'LOTT:TCG_LOTTO_SEA': '東南亞彩票',
  },
  games: {
    'DEMO:DEMONIUNIU': '牛牛',
    'DEMO:DEMOBACCARAT': '真人百家樂',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': '體育投注',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': '電子競技',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': '珊瑚礁捕魚',
    'TCG_LOTTO_VN:VNMB': '越南北部彩票',
    'TCG_LOTTO_VN:VNMN': '越南南部彩票',
    'TCG_LOTTO_VN:VNMT': '越南中部彩票',
    'TCG_LOTTO_VN:VNHNVIP': '河內 VIP',
    'TCG_LOTTO_VN:VNHCMVIP': '胡志明市 VIP',
    'TCG_LOTTO_VN:VNST1': '極速 1 分鐘',
    'TCG_LOTTO_VN:VNST5': '極速 5 分鐘',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong 鬥雞場',
    'DS88:DS88L102': '德比錦標賽',
    'DS88:DS88L103': '主賽事直播',
  },
  promotions: {
    terms: '每位會員限領一次。以不當手段取得的紅利，平台有權收回。紅利須完成所示流水後方可提款。',
    list: {
      welcome: {
        title: '首儲禮金 100%，最高 500',
        summary: '首儲加倍送：參加活動後儲值 10 以上，最高可領 500。',
        body: '<p>新朋友嗎？先參加本活動，再儲值 <b>10 以上</b>，即可獲得 <b>100%</b> 儲值紅利，最高 <b>500</b>。</p><p>紅利須完成 5 倍流水方可提款。</p>',
      },
      cashback: {
        title: '老虎機每週返水 5%',
        summary: '每週結束時返還老虎機淨輸額的 5%，最高 200。',
        body: '<p>參加活動，整週暢玩喜愛的老虎機，週期結束後即可領取淨輸額 <b>5%</b> 的返水。</p>',
      },
      share: {
        title: '曬出你的大獎',
        summary: '上傳中大獎的截圖，最高可獲得 88 獎勵。',
        body: '<p>中大獎了嗎？附上簡短留言和最多三張截圖（png 或 jpg，每張 5 MB）提出申請，我們會在 24 小時內完成審核。</p>',
      },
      birthday: {
        title: 'VIP 生日禮金',
        summary: 'VIP 會員可在生日當月申請專屬禮金。',
        body: '<p>生日快樂！在生日當月提出申請，VIP 團隊將為您送上禮金。</p>',
      },
      raffle: {
        title: '幸運蓮花抽獎',
        summary: '每儲值 100 即可抽獎一次，最高獎金 888！',
        body: '<p>參加活動、儲值、抽獎：每儲值 <b>100</b> 可抽一次。每次抽獎皆由伺服器決定，並公布種子雜湊值供您事後驗證。</p>',
      },
      lunar: {
        title: '新春續儲 30%',
        summary: '參加活動後單筆儲值 50 以上，即送該筆 30% 紅利，最高 300（每位會員限一次）。',
        body: '<p>歡度新年：參加本活動後，單筆儲值 <b>50 以上</b>即可獲得該筆儲值 <b>30%</b> 的紅利，最高 <b>300</b>。每位會員限領一次。</p><p>紅利須完成 3 倍流水方可提款。</p>',
      },
      summer: {
        title: '夏日續儲 20%',
        summary: '本活動已結束，感謝您的參與！',
        body: '<p>續儲 20 以上送 20%，最高 100。</p>',
      },
    },
    prizes: {
      'grand-prize-888': '特獎 888',
      'gold-prize-88': '金獎 88',
      'silver-prize-8': '銀獎 8',
      'lucky-prize-1': '幸運獎 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 紅利券',
      description: '$5 紅利券，兌換審核通過後由客服發放。',
    },
    'free-spins-20': {
      name: '20 次免費旋轉',
      description: '幸運蓮花老虎機 20 次免費旋轉。',
    },
    'vip-week': {
      name: 'VIP 週卡',
      description: '七天 VIP 專屬客服與更快速的提款。',
    },
    'lotus-mug': {
      name: '幸運蓮花馬克杯',
      description: '印有幸運蓮花標誌的陶瓷馬克杯，宅配到府。',
    },
    'lotus-tshirt': {
      name: '幸運蓮花 T 恤',
      description: '純棉 T 恤；積分外另收少許運費。',
    },
    earbuds: {
      name: '無線耳機',
      description: '藍牙耳機，附充電盒。',
    },
  },
  missions: {
    'daily-slots-20': '老虎機旋轉 20 局',
    'daily-bet-1000': '任一遊戲投注 1,000.00',
    'daily-deposit-500': '儲值 500.00',
    'weekly-login-3': '連續 3 天登入',
    'weekly-live-100': '真人視訊玩 100 局',
    'weekly-bet-10000': '本週投注 10,000.00',
  },
};
