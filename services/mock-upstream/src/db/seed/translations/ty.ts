/**
 * Filipino (TY, ADR 0012) of the seed's text: the keys of en.ts, each translated, in the Taglish
 * Filipino bettors read. The words are the portal's own (web/src/locales/fil): Mag-deposit,
 * Mag-withdraw, valid na taya, Agent center, Customer service, Responsableng paglalaro.
 */
import type { SeedTexts } from './en.js';

export const ty: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} ang code mo para mag-log in. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
      register:
        '{brand}: {code} ang code mo para mag-register. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
      resetPassword:
        '{brand}: {code} ang code mo para i-reset ang password mo. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
      loginIp:
        '{brand}: {code} ang code mo para i-confirm ang pag-log in mula sa bagong device. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
      bindMobile:
        '{brand}: {code} ang code mo para i-bind ang number na ito. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
    },
    emailCode: {
      subject: '{brand}: i-confirm ang e-mail mo',
      body: 'Ang code mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
    },
    passwordReset: {
      subject: '{brand}: i-reset ang password mo',
      body: 'Hello {name},\n\nBuksan ang link na ito sa loob ng 30 minuto para pumili ng bagong password:\n{link}\n\nKung hindi ikaw ang humiling nito, balewalain mo na lang ang mail na ito.',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. Lahat ng karapatan ay nakalaan. Maglaro nang responsable: para lang sa 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Maglaro nang responsable',
  },
  clubLabels: {
    member: 'Miyembro',
    silver: 'Pilak',
    gold: 'Ginto',
    diamond: 'Diyamante',
  },
  depositChannels: {
    bankTransfer: 'Transfer sa bangko',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Welcome Bonus 100% hanggang $500',
    'lucky-lanterns-jackpot-week': 'Jackpot Week ng Lucky Lanterns',
    'join-our-telegram-community': 'Sumali sa Aming Telegram Community',
    'slots-cashback-every-monday': 'Slots Cashback Tuwing Lunes',
    'new-from-jili-this-month': 'Bagong Laro ng JILI Ngayong Buwan',
    'lucky-lotus-raffle': 'Raffle ng Lucky Lotus',
    'fishing-frenzy-tournament': 'Tournament ng Fishing Frenzy',
    'card-masters-league': 'Liga ng mga Master sa Baraha',
    'football-weekend-boost': 'Football Boost Tuwing Weekend',
    'esports-world-finals': 'World Finals ng E-sports',
    'keno-every-minute': 'Keno Kada Minuto',
    'get-the-lucky-lotus-app': 'I-download ang Lucky Lotus App',
    'all-promotions-in-one-place': 'Lahat ng Promo sa Iisang Lugar',
    'become-an-agent-earn-together': 'Maging Agent, Sabay Tayong Kumita',
    'redeem-points-for-rewards': 'I-redeem ang Points Mo para sa Rewards',
    'we-are-here-24-7': 'Nandito Kami 24/7',
    'welcome-back': 'Maligayang Pagbabalik',
    'sign-up-and-claim-your-bonus': 'Mag-sign Up at I-claim ang Bonus Mo',
    'deposit-top-20': 'TOP 20 sa Deposit',
    'valid-bet-top-20': 'TOP 20 sa Valid Bet',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Scheduled maintenance ng Microgaming',
      content:
        '<p>Naka-scheduled maintenance ang mga laro ng Microgaming. Habang hinihintay, subukan muna ang iba naming <a href="/rng">slot provider</a>.</p>',
    },
    'new-payment-method-available': {
      title: 'May bagong payment method na',
      content:
        '<p>Puwede ka nang mag-deposit gamit ang <strong>instant bank transfer</strong>. Papasok ang pera sa loob ng wala pang isang minuto.</p>',
    },
    'secure-your-account': {
      title: 'I-secure ang account mo',
      content:
        '<p>Para sa seguridad mo, huwag na huwag ibigay ang password o verification code mo. Ang aming staff ay <em>hindi kailanman</em> hihingi nito.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Selebrasyon ng Lunar New Year',
      content:
        '<p>Makisaya sa amin! May ampao araw-araw para sa lahat ng aktibong member mula <strong>Pebrero 1 hanggang 15</strong>.</p><ul><li>Mag-log in araw-araw</li><li>Maglaro ng kahit anong laro</li><li>I-claim sa Reward Center</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Lingguhang slots cashback',
      content:
        '<p>Makakuha ng hanggang <strong>10% cashback</strong> sa net na talo mo sa slots tuwing Lunes. Walang wagering requirement.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus sa pag-refer ng kaibigan',
      content:
        '<p>Imbitahin ang mga kaibigan mo gamit ang referral link mo at kumita ng <strong>$10</strong> sa bawat kaibigang gagawa ng unang deposit.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Welcome sa Lucky Lotus',
      content:
        '<p>Salamat sa pagpili sa Lucky Lotus. Tuklasin ang mahigit 400 laro: slots, live casino, sports at lotto.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Mas mabilis na withdrawal tuwing weekend',
      content:
        '<p>Ang mga withdrawal na ni-request tuwing Sabado at Linggo ay napoproseso na sa loob ng <strong>30 minuto</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Mga premyo ng TOP 20 sa deposit buwan-buwan',
      content:
        '<p>Ang 20 member na may pinakamalaking deposit sa buwan ay maghahati sa prize pool na <strong>$5,000</strong>. Tingnan ang <a href="/deposit-rank">TOP 20 sa deposit</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Mga reward ng TOP 20 sa valid bet',
      content:
        '<p>Umakyat sa <a href="/bet-rank">TOP 20 sa valid bet</a> at manalo ng free spins at cash rewards sa katapusan ng bawat buwan.</p>',
    },
    'update-your-contact-details': {
      title: 'I-update ang contact details mo',
      content:
        '<p>Panatilihing updated ang mobile number at email mo para ma-contact ka namin tungkol sa mga withdrawal at security code mo.</p>',
    },
    'play-responsibly': {
      title: 'Maglaro nang responsable',
      content:
        '<p>Magtakda ng deposit limit at magpahinga paminsan-minsan. Bisitahin ang aming <a href="/help">Help Center</a> para sa mga tool ng responsableng paglalaro.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Tuwing Lunes ibinibigay ang komisyon ng agent',
      content:
        '<p>Ang komisyon ng nakaraang linggo ay papasok sa pangunahing wallet mo tuwing Lunes bago mag-12:00. Tingnan ang <b>Aking kita</b> sa agent center.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Bago: mga invitation link na may QR code',
      content:
        '<p>Gumawa ng hanggang 20 invitation link mula sa <b>Magbukas ng account</b>, para sa mga player o sa mga sub-agent, at subaybayan kung ilan ang nag-register sa bawat link.</p>',
    },
  },
  help: {
    categories: {
      about: 'Tungkol sa Amin',
      policies: 'Mga Patakaran at Polisiya',
      affiliates: 'Affiliates',
      banking: 'Deposit at Withdrawal',
      faq: 'Mga Madalas Itanong',
    },
    articles: {
      'about-company': {
        title: 'Tungkol sa Kompanya',
        content:
          '<h2>Tungkol sa Lucky Lotus</h2><p>Ang Lucky Lotus ay isang online entertainment brand na may slots, live casino, fishing, baraha, sports, e-sports at lotto. Nakikipag-partner lang kami sa mga certified na game provider at sa mga na-audit na random number generator.</p>',
      },
      'contact-us': {
        title: 'Kontakin Kami',
        content:
          '<h2>Kontakin Kami</h2><p>Handang tumulong ang aming support team 24 oras kada araw, 7 araw kada linggo.</p><ul><li>Live chat: sa customer service button</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Pangkalahatang Tuntunin at Kundisyon',
        content:
          '<h2>Pangkalahatang Tuntunin at Kundisyon</h2><p>Sa pag-register ng account, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang at legal ang online gaming sa lugar kung saan ka nakatira.</p><ol><li>Isang account lang bawat tao, bawat household at bawat device.</li><li>Bawat bonus ay may sariling wagering requirement.</li><li>Maaari naming i-suspend ang mga account na sangkot sa pandaraya o pang-aabuso.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Responsableng Paglalaro',
        content:
          '<h2>Responsableng Paglalaro</h2><p>Dapat masaya ang paglalaro. Magtakda ng deposit limit, magpahinga nang regular at huwag kailanman habulin ang talo. Puwede kang humiling ng cooling-off period o self-exclusion anumang oras sa pamamagitan ng customer service.</p>',
      },
      'privacy-policy': {
        title: 'Patakaran sa Privacy',
        content:
          '<h2>Patakaran sa Privacy</h2><p>Kinokolekta lang namin ang datos na kailangan para patakbuhin ang account mo at sumunod sa batas. Naka-hash ang mga password, naka-encrypt ang payment details, at hindi kami kailanman nagbebenta ng personal na datos.</p>',
      },
      'refund-policy': {
        title: 'Patakaran sa Refund',
        content:
          '<h2>Patakaran sa Refund</h2><p>Ang mga deposit na pumasok na sa balance mo ay puwedeng i-withdraw kapag natapos na ang turnover requirement. Ang refund para sa mga failed na transaksyon ay ibabalik sa orihinal na payment method sa loob ng 3 business day.</p>',
      },
      affiliates: {
        title: 'Affiliates',
        content:
          '<h2>Affiliate Program</h2><p>Kumita ng komisyon mula sa mga player na ni-refer mo. May sariling agent center ang mga agent na may team reports, mga kontrata at mga opsyon sa arawang sahod. Mag-apply sa <a href="/join">join page</a>.</p>',
      },
      'agent-programme': {
        title: 'Agent Program',
        content:
          '<h2>Maging agent ng Lucky Lotus</h2><p>Bumuo ng sarili mong team ng mga player at kumita mula sa laro nila araw-araw. Pinapatakbo ng aming mga agent ang negosyo nila mula sa sariling agent center: magbukas ng account para sa mga bagong player, subaybayan ang taya at kita ng team, at makipagkasundo ng kontrata sa sarili nilang downline.</p><h3>Ang kikitain mo</h3><table><thead><tr><th>Aktibong player sa buwan</th><th>Komisyon sa net revenue</th></tr></thead><tbody><tr><td>5 hanggang 19</td><td>25%</td></tr><tr><td>20 hanggang 49</td><td>35%</td></tr><tr><td>50 o higit pa</td><td>45%</td></tr></tbody></table><ul><li><strong>Mga dividend contract</strong> na binabayaran kada period batay sa resulta ng team mo.</li><li><strong>Arawang sahod at sahod kada oras</strong> batay sa valid na taya ng team mo.</li><li><strong>Real-time na sahod</strong> na sine-settle kada 5 minuto.</li></ul><h3>Paano sumali</h3><ol><li>Mag-register ng player account (libre ito).</li><li>Kontakin ang customer service at sabihing gusto mong maging agent, o gamitin ang referral link ng isang agent.</li><li>Kapag na-approve ka na, buksan ang agent center mula sa account menu mo at i-share ang affiliate code mo.</li></ol><p>Ang mga agent ay dapat hindi bababa sa 18 taong gulang at sumusunod sa aming Pangkalahatang Tuntunin at sa mga patakaran ng Responsableng Paglalaro.</p>',
      },
      'how-to-deposit': {
        title: 'Paano Mag-deposit',
        content:
          '<h2>Paano Mag-deposit</h2><ol><li>Mag-log in at pindutin ang <strong>Mag-deposit</strong>.</li><li>Pumili ng payment method at ilagay ang halaga.</li><li>Sundin ang mga instruction; mag-a-update ang balance mo kapag na-confirm na ang bayad.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Paano Mag-withdraw',
        content:
          '<h2>Paano Mag-withdraw</h2><ol><li>Magdagdag ng bank card sa member center.</li><li>Pindutin ang <strong>Mag-withdraw</strong>, ilagay ang halaga at ang password sa pagbabayad mo.</li><li>Kadalasang napoproseso ang withdrawal sa loob ng 30 minuto.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Nakalimutan ko ang password ko',
        content:
          '<p>Pindutin ang <strong>Nakalimutan ang password?</strong> sa login dialog para i-reset ito gamit ang email o mobile number mo.</p>',
      },
      'faq-free-play': {
        title: 'Puwede ko bang subukan ang mga laro nang libre?',
        content:
          '<p>Oo. Ang mga larong may markang <em>Libreng laro</em> ay puwedeng laruin gamit ang trial account nang hindi nagde-deposit.</p>',
      },
      'faq-game-maintenance': {
        title: 'Sabi ng laro, under maintenance ito',
        content:
          '<p>Paminsan-minsang pinapahinto ng mga provider ang mga laro para sa update. Subukan muna ang ibang laro at bumalik mamaya.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Welcome sa portal',
      content:
        '<p>Welcome! Handa na ang account mo. Pumunta sa <strong>member center</strong> para mag-set ng password sa pagbabayad at mag-bind ng bank card.</p>',
    },
    'weekend-bonus': {
      title: 'Weekend deposit bonus',
      content:
        '<p>Mag-deposit ngayong weekend at makakuha ng <strong>10% bonus</strong> hanggang 500.</p><ul><li>Minimum na deposit: 100</li><li>Turnover: 5x</li></ul>',
    },
    maintenance: {
      title: 'Scheduled maintenance',
      content:
        '<p>Hindi available ang ilang laro sa Martes mula 02:00 hanggang 04:00 (GMT+7) dahil sa maintenance.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Orihinal na Laro ng Portal',
    'PVP:DEMO': 'Orihinal na Laro ng Portal',
    'LIVE:DEMO': 'Orihinal na Laro ng Portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Orihinal na Laro ng Portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Orihinal na Laro ng Portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Orihinal na Laro ng Portal',
    'RNG:JILI': 'JILI Slots',
    'LIVE:DS88': 'DS88 Sabong',
    'FISH:JILI': 'JILI Fishing',
    'FISH:FC': 'Fa Chai Fishing',
    'FISH:JDB': 'JDB Fishing',
    'FISH:KA': 'KA Fishing',
    'PVP:KY': 'Baraha ng Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Vietnam Lotto',
    'LOTT:TCG': 'TCG Lotto',
    'ELOTT:TCG_ELOTT': 'TCG E-Lotto',
    'ELOTT:SGW': 'SGWin Quick Lotto',
    'LOTT:TCG_LOTTO_SEA': 'Southeast Asia Lotto',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat Live',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportsbook',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Mangangaso ng Bahura',
    'TCG_LOTTO_VN:VNMB': 'Lotto ng Hilagang Vietnam',
    'TCG_LOTTO_VN:VNMN': 'Lotto ng Timog Vietnam',
    'TCG_LOTTO_VN:VNMT': 'Lotto ng Gitnang Vietnam',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Speed 1 Minuto',
    'TCG_LOTTO_VN:VNST5': 'Super Speed 5 Minuto',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena ng Sabong',
    'DS88:DS88L102': 'Kampeonato ng Derby',
    'DS88:DS88L103': 'Pangunahing Laban nang Live',
  },
  promotions: {
    terms:
      'Isang claim lang bawat member. Puwedeng bawiin ng brand ang bonus na nakuha sa pang-aabuso. Kailangang ma-turnover ang bonus ayon sa nakasaad bago ito ma-withdraw.',
    list: {
      welcome: {
        title: 'Welcome Bonus 100% hanggang 500',
        summary:
          'Doblehin ang unang deposit mo: sumali, mag-deposit ng 10 pataas at mag-claim ng hanggang 500.',
        body: '<p>Bago ka rito? Sumali sa promo na ito, tapos mag-deposit ng <b>10 o higit pa</b>. Dodoblehin namin ito ng <b>100%</b> hanggang <b>500</b>.</p><p>Kailangang ma-turnover ang bonus nang 5 beses bago mag-withdraw.</p>',
      },
      cashback: {
        title: 'Lingguhang Slots Cashback 5%',
        summary: 'Ibabalik namin ang 5% ng net na talo mo sa slots pagkatapos ng linggo, hanggang 200.',
        body: '<p>Sumali, laruin ang mga paborito mong slots buong linggo, at i-claim pabalik ang <b>5%</b> ng net na talo mo pagkatapos ng linggo.</p>',
      },
      share: {
        title: 'I-share ang Big Win Mo',
        summary: 'Padalhan kami ng screenshot ng big win mo at makakuha ng reward na hanggang 88.',
        body: '<p>Naka-big win ka? Mag-apply gamit ang maikling comment at hanggang tatlong screenshot (png o jpg, 5 MB bawat isa). Nire-review ng aming team ang bawat application sa loob ng 24 oras.</p>',
      },
      birthday: {
        title: 'VIP Birthday Gift',
        summary: 'Mag-apply ang mga VIP member sa buwan ng kaarawan nila para sa regalo mula sa amin.',
        body: '<p>Happy birthday! Mag-apply sa buwan ng kaarawan mo at padadalhan ka ng regalo ng aming VIP team.</p>',
      },
      raffle: {
        title: 'Raffle ng Lucky Lotus',
        summary: 'Isang draw sa bawat 100 na na-deposit. Premyo hanggang 888!',
        body: '<p>Sumali, mag-deposit at bumunot: bawat <b>100</b> na ide-deposit mo ay may katumbas na isang draw. Ang bawat draw ay dinedesisyunan sa aming server gamit ang naka-publish na seed hash na puwede mong i-check pagkatapos.</p>',
      },
      lunar: {
        title: 'Lunar New Year Reload 30%',
        summary:
          'Sumali, tapos mag-deposit ng 50 o higit pa: makakuha ng 30% ng deposit na iyon, hanggang 300 (isang beses bawat member).',
        body: '<p>Salubungin ang bagong taon: sumali sa promo na ito, tapos mag-deposit ng <b>50 o higit pa</b> at makakuha ng <b>30%</b> nito bilang bonus, hanggang <b>300</b>. Isang bonus bawat member.</p><p>Kailangang ma-turnover ang bonus nang 3 beses bago mag-withdraw.</p>',
      },
      summer: {
        title: 'Summer Reload Bonus 20%',
        summary: 'Tapos na ang promo na ito. Salamat sa pagsali!',
        body: '<p>20% sa mga reload deposit na 20 o higit pa, hanggang 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Grand prize 888',
      'gold-prize-88': 'Gold prize 88',
      'silver-prize-8': 'Silver prize 8',
      'lucky-prize-1': 'Lucky prize 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 Bonus Voucher',
      description: 'Isang $5 bonus voucher, ibibigay ng customer service kapag na-approve ang palit.',
    },
    'free-spins-20': {
      name: '20 Free Spins',
      description: 'Dalawampung free spins sa Lucky Lotus slot.',
    },
    'vip-week': {
      name: 'VIP Week Pass',
      description: 'Pitong araw ng VIP customer service at mas mabilis na withdrawal.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus Mug',
      description: 'Ceramic mug na may logo ng Lucky Lotus, ihahatid hanggang sa pintuan mo.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus T-shirt',
      description: 'Cotton na T-shirt; points at maliit na delivery fee.',
    },
    earbuds: {
      name: 'Wireless Earbuds',
      description: 'Bluetooth earbuds na may kasamang charging case.',
    },
  },
  missions: {
    'daily-slots-20': 'Mag-spin ng 20 round sa slots',
    'daily-bet-1000': 'Tumaya ng 1,000.00 sa kahit anong laro',
    'daily-deposit-500': 'Mag-deposit ng 500.00',
    'weekly-login-3': 'Mag-log in nang 3 araw nang sunud-sunod',
    'weekly-live-100': 'Maglaro ng 100 round sa live casino',
    'weekly-bet-10000': 'Tumaya ng 10,000.00 ngayong linggo',
  },
};
