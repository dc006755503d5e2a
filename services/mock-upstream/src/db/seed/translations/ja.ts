/**
 * Japanese (JA) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/ja): 入金, 出金, 有効ベット, 賭け条件, 代理店センター, カスタマーサポート, 責任あるゲーミング,
 * so an article names the buttons a person sees. Amounts stay as in English.
 */
import type { SeedTexts } from './en.js';

export const ja: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}：ログイン用の認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
      register:
        '{brand}：新規登録用の認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
      resetPassword:
        '{brand}：パスワード再設定用の認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
      loginIp:
        '{brand}：新しい端末からのログインを確認する認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
      bindMobile:
        '{brand}：この電話番号を登録するための認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
    },
    emailCode: {
      subject: '{brand}：メールアドレスの確認',
      body: '認証コードは {code} です。有効期限は {minutes} 分です。このコードは誰にも教えないでください。',
    },
    passwordReset: {
      subject: '{brand}：パスワードの再設定',
      body: '{name} 様\n\n30分以内に下記のリンクを開き、新しいパスワードを設定してください：\n{link}\n\nお心当たりのない場合は、このメールを破棄してください。',
    },
  },
  brand: {
    copyright:
      'Copyright © 2026 Lucky Lotus. All rights reserved. 節度を守ってお楽しみください：18歳以上限定。',
  },
  pictures: {
    bannerSubtitle: '18+ · 節度を守って楽しもう',
  },
  clubLabels: {
    member: 'メンバー',
    silver: 'シルバー',
    gold: 'ゴールド',
    diamond: 'ダイヤモンド',
  },
  depositChannels: {
    bankTransfer: '銀行振込',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'ウェルカムボーナス100%　最大$500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns ジャックポットウィーク',
    'join-our-telegram-community': 'Telegram コミュニティに参加しよう',
    'slots-cashback-every-monday': '毎週月曜日はスロットキャッシュバック',
    'new-from-jili-this-month': 'JILI 今月の新作',
    'lucky-lotus-raffle': 'Lucky Lotus 抽選会',
    'fishing-frenzy-tournament': 'Fishing Frenzy トーナメント',
    'card-masters-league': 'カードマスターズリーグ',
    'football-weekend-boost': '週末サッカー オッズブースト',
    'esports-world-finals': 'eスポーツ世界大会決勝',
    'keno-every-minute': '毎分抽選のキノ',
    'get-the-lucky-lotus-app': 'Lucky Lotus アプリをダウンロード',
    'all-promotions-in-one-place': 'すべてのプロモーションをまとめてチェック',
    'become-an-agent-earn-together': '代理店になって一緒に稼ごう',
    'redeem-points-for-rewards': 'ポイントを特典と交換',
    'we-are-here-24-7': '24時間365日サポート',
    'welcome-back': 'おかえりなさい',
    'sign-up-and-claim-your-bonus': '新規登録でボーナスをゲット',
    'deposit-top-20': '入金額TOP20',
    'valid-bet-top-20': '有効ベットTOP20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgaming 定期メンテナンスのお知らせ',
      content:
        '<p>Microgaming のゲームは現在、定期メンテナンス中です。その間はほかの<a href="/rng">スロットプロバイダー</a>をお楽しみください。</p>',
    },
    'new-payment-method-available': {
      title: '新しい決済方法を追加しました',
      content: '<p><strong>即時銀行振込</strong>での入金に対応しました。1分以内に残高へ反映されます。</p>',
    },
    'secure-your-account': {
      title: 'アカウントを安全に守りましょう',
      content:
        '<p>安全のため、パスワードや認証コードは誰にも教えないでください。スタッフがこれらをお尋ねすることは<em>絶対に</em>ありません。</p>',
    },
    'lunar-new-year-celebration': {
      title: '旧正月キャンペーン',
      content:
        '<p>一緒にお祝いしましょう！<strong>2月1日～15日</strong>の期間中、アクティブ会員の皆さまに毎日お年玉（紅包）をプレゼント。</p><ul><li>毎日ログイン</li><li>お好きなゲームをプレイ</li><li>リワードセンターで受け取り</li></ul>',
    },
    'weekly-slots-cashback': {
      title: '毎週のスロットキャッシュバック',
      content:
        '<p>毎週月曜日、スロットの純損失に対して最大<strong>10%のキャッシュバック</strong>。賭け条件はありません。</p>',
    },
    'refer-a-friend-bonus': {
      title: 'お友達紹介ボーナス',
      content:
        '<p>紹介リンクからお友達を招待しよう。初回入金したお友達1人につき<strong>$10</strong>をプレゼント。</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Lucky Lotus へようこそ',
      content:
        '<p>Lucky Lotus をお選びいただきありがとうございます。スロット、ライブカジノ、スポーツ、宝くじなど400種類以上のゲームをお楽しみください。</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: '週末の出金がスピードアップ',
      content: '<p>土曜日・日曜日の出金申請は<strong>30分以内</strong>に処理されるようになりました。</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: '入金額TOP20 毎月賞金あり',
      content:
        '<p>その月の入金額上位20名で賞金総額<strong>$5,000</strong>を山分け。<a href="/deposit-rank">入金額TOP20</a>をチェックしよう。</p>',
    },
    'valid-bet-top-20-rewards': {
      title: '有効ベットTOP20 報酬',
      content:
        '<p><a href="/bet-rank">有効ベットTOP20</a>にランクインして、毎月末にフリースピンと現金報酬をゲットしよう。</p>',
    },
    'update-your-contact-details': {
      title: '連絡先を最新の状態に',
      content:
        '<p>出金やセキュリティコードについてご連絡できるよう、携帯電話番号とメールアドレスは常に最新の状態にしておいてください。</p>',
    },
    'play-responsibly': {
      title: '節度を守ってお楽しみください',
      content:
        '<p>入金上限を設定し、適度に休憩を取りましょう。責任あるゲーミングのためのツールは<a href="/help">ヘルプセンター</a>でご確認いただけます。</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: '代理店コミッションは毎週月曜日に支払い',
      content:
        '<p>前週分のコミッションは毎週月曜日の12:00までにメインウォレットへ入金されます。代理店センターの<b>マイ収入</b>でご確認ください。</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: '新機能：QRコード付き招待リンク',
      content:
        '<p><b>アカウント開設</b>から、プレイヤー用またはサブ代理店用の招待リンクを最大20件作成でき、リンクごとの登録者数を確認できます。</p>',
    },
  },
  help: {
    categories: {
      about: '私たちについて',
      policies: 'ルールとポリシー',
      affiliates: 'アフィリエイト',
      banking: '入金・出金',
      faq: 'よくある質問',
    },
    articles: {
      'about-company': {
        title: '会社概要',
        content:
          '<h2>Lucky Lotus について</h2><p>Lucky Lotus は、スロット、ライブカジノ、フィッシング、カードゲーム、スポーツ、eスポーツ、宝くじを提供するオンラインエンターテインメントブランドです。提携するのは認証を受けたゲームプロバイダーのみで、監査済みの乱数生成器（RNG）を使用しています。</p>',
      },
      'contact-us': {
        title: 'お問い合わせ',
        content:
          '<h2>お問い合わせ</h2><p>サポートチームは24時間365日対応しています。</p><ul><li>ライブチャット：カスタマーサポートボタンから</li><li>メール：support@luckylotus.example</li><li>Telegram：@luckylotus_demo</li></ul>',
      },
      terms: {
        title: '利用規約',
        content:
          '<h2>利用規約</h2><p>アカウントを登録することで、あなたが18歳以上であり、お住まいの地域でオンラインゲーミングが合法であることを確認したものとみなします。</p><ol><li>アカウントはお一人様・一世帯・一端末につき1つまでです。</li><li>各ボーナスにはそれぞれの賭け条件が適用されます。</li><li>不正行為や悪用に関与したアカウントは停止する場合があります。</li></ol>',
      },
      'responsible-gaming': {
        title: '責任あるゲーミング',
        content:
          '<h2>責任あるゲーミング</h2><p>ゲームは楽しむためのものです。入金上限を設定し、定期的に休憩を取り、負けを取り返そうとしないでください。タイムアウト（一時休止）や自己除外は、カスタマーサポートからいつでも申請できます。</p>',
      },
      'privacy-policy': {
        title: 'プライバシーポリシー',
        content:
          '<h2>プライバシーポリシー</h2><p>当社が収集するのは、アカウントの運営と法的義務の履行に必要なデータのみです。パスワードはハッシュ化して保存し、決済情報は暗号化しています。個人データを販売することは一切ありません。</p>',
      },
      'refund-policy': {
        title: '返金ポリシー',
        content:
          '<h2>返金ポリシー</h2><p>残高に反映された入金は、賭け条件を満たせば出金できます。失敗した取引の返金は、3営業日以内に元の決済方法へ返金されます。</p>',
      },
      affiliates: {
        title: 'アフィリエイト',
        content:
          '<h2>アフィリエイトプログラム</h2><p>紹介したプレイヤーからコミッションを獲得できます。代理店には専用の代理店センターがあり、チームレポート、契約、日給オプションを利用できます。<a href="/join">参加ページ</a>からお申し込みください。</p>',
      },
      'agent-programme': {
        title: '代理店プログラム',
        content:
          '<h2>Lucky Lotus の代理店になろう</h2><p>自分だけのプレイヤーチームを作り、チームのプレイから毎日収益を得られます。代理店は専用の代理店センターでビジネスを運営：新規プレイヤーのアカウント開設、チームのベットと利益の確認、下位メンバーとの契約締結ができます。</p><h3>収益について</h3><table><thead><tr><th>当月のアクティブプレイヤー数</th><th>純収益に対するコミッション</th></tr></thead><tbody><tr><td>5～19人</td><td>25%</td></tr><tr><td>20～49人</td><td>35%</td></tr><tr><td>50人以上</td><td>45%</td></tr></tbody></table><ul><li><strong>利益分配契約</strong>：チームの成績に応じて期間ごとに支払い。</li><li><strong>日給・時給</strong>：チームの有効ベットに応じて支払い。</li><li><strong>リアルタイム給与</strong>：5分ごとに精算。</li></ul><h3>参加方法</h3><ol><li>プレイヤーアカウントを登録します（無料です）。</li><li>カスタマーサポートに代理店になりたいと連絡するか、既存の代理店の紹介リンクを利用します。</li><li>承認されたら、アカウントメニューから代理店センターを開き、アフィリエイトコードを共有しましょう。</li></ol><p>代理店は18歳以上で、当社の利用規約および責任あるゲーミングのルールを守る必要があります。</p>',
      },
      'how-to-deposit': {
        title: '入金方法',
        content:
          '<h2>入金方法</h2><ol><li>ログインして<strong>入金</strong>を押します。</li><li>決済方法を選び、金額を入力します。</li><li>画面の案内に従ってください。支払いが確認されると残高に反映されます。</li></ol>',
      },
      'how-to-withdraw': {
        title: '出金方法',
        content:
          '<h2>出金方法</h2><ol><li>会員センターで銀行カードを追加します。</li><li><strong>出金</strong>を押し、金額と取引パスワードを入力します。</li><li>出金は通常30分以内に処理されます。</li></ol>',
      },
      'faq-forgot-password': {
        title: 'パスワードを忘れました',
        content:
          '<p>ログイン画面の<strong>パスワードをお忘れですか？</strong>から、メールアドレスまたは携帯電話番号でパスワードを再設定できます。</p>',
      },
      'faq-free-play': {
        title: '無料でゲームを試せますか？',
        content:
          '<p>はい。<em>無料プレイ</em>マークの付いたゲームは、入金なしで体験用アカウントで遊べます。</p>',
      },
      'faq-game-maintenance': {
        title: 'ゲームがメンテナンス中と表示されます',
        content:
          '<p>プロバイダーがアップデートのため、一時的にゲームを停止することがあります。ほかのゲームをお試しいただき、しばらくしてから再度ご確認ください。</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'ポータルへようこそ',
      content:
        '<p>ようこそ！アカウントの準備ができました。<strong>会員センター</strong>で取引パスワードを設定し、銀行カードを登録しましょう。</p>',
    },
    'weekend-bonus': {
      title: '週末入金ボーナス',
      content:
        '<p>今週末に入金すると、最大500の<strong>10%ボーナス</strong>をプレゼント。</p><ul><li>最低入金額 100</li><li>賭け条件 5倍</li></ul>',
    },
    maintenance: {
      title: '定期メンテナンスのお知らせ',
      content:
        '<p>火曜日の02:00～04:00（GMT+7）は、メンテナンスのため一部のゲームがご利用いただけません。</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'ポータルオリジナル',
    'PVP:DEMO': 'ポータルオリジナル',
    'LIVE:DEMO': 'ポータルオリジナル',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'ポータルオリジナル',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'ポータルオリジナル',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'ポータルオリジナル',
    'RNG:JILI': 'JILI スロット',
    'LIVE:DS88': 'DS88 闘鶏',
    'FISH:JILI': 'JILI フィッシング',
    'FISH:FC': 'Fa Chai フィッシング',
    'FISH:JDB': 'JDB フィッシング',
    'FISH:KA': 'KA フィッシング',
    'PVP:KY': 'Kaiyuan カードゲーム',
    'LOTT:TCG_LOTTO_VN': 'ベトナム宝くじ',
    'LOTT:TCG': 'TCG 宝くじ',
    'ELOTT:TCG_ELOTT': 'TCG 電子宝くじ',
    'ELOTT:SGW': 'SGWin クイックロト',
    'LOTT:TCG_LOTTO_SEA': '東南アジア宝くじ',
  },
  games: {
    'DEMO:DEMONIUNIU': 'ニウニウ',
    'DEMO:DEMOBACCARAT': 'ライブバカラ',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'スポーツベット',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'eスポーツ',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'リーフハンター',
    'TCG_LOTTO_VN:VNMB': 'ベトナム北部宝くじ',
    'TCG_LOTTO_VN:VNMN': 'ベトナム南部宝くじ',
    'TCG_LOTTO_VN:VNMT': 'ベトナム中部宝くじ',
    'TCG_LOTTO_VN:VNHNVIP': 'ハノイ VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'ホーチミン VIP',
    'TCG_LOTTO_VN:VNST1': 'スーパースピード 1分',
    'TCG_LOTTO_VN:VNST5': 'スーパースピード 5分',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'サボン・アリーナ',
    'DS88:DS88L102': 'ダービー選手権',
    'DS88:DS88L103': 'メインイベント・ライブ',
  },
  promotions: {
    terms:
      'お一人様1回限り。不正に取得されたボーナスは没収される場合があります。ボーナスは表示された賭け条件を満たすまで出金できません。',
    list: {
      welcome: {
        title: 'ウェルカムボーナス100%　最大500',
        summary: '初回入金が2倍に：参加して10以上入金すると、最大500を受け取れます。',
        body: '<p>初めての方へ。このプロモーションに参加して、<b>10以上</b>を入金してください。入金額の<b>100%</b>、最大<b>500</b>をボーナスとして上乗せします。</p><p>ボーナスは出金前に5倍の賭け条件を満たす必要があります。</p>',
      },
      cashback: {
        title: '毎週スロットキャッシュバック5%',
        summary: '週の終わりにスロットの純損失の5%をキャッシュバック（最大200）。',
        body: '<p>参加して1週間お好きなスロットを楽しみ、週が終わったら純損失の<b>5%</b>を受け取りましょう。</p>',
      },
      share: {
        title: 'ビッグウィンをシェアしよう',
        summary: 'ビッグウィンのスクリーンショットを送って、最大88の報酬をゲット。',
        body: '<p>大勝ちしましたか？短いコメントとスクリーンショット（png または jpg、各5 MBまで、最大3枚）を添えて申請してください。すべての申請を24時間以内に審査します。</p>',
      },
      birthday: {
        title: 'VIP バースデーギフト',
        summary: 'VIP会員は誕生月に申請するとギフトを受け取れます。',
        body: '<p>お誕生日おめでとうございます！誕生月中に申請すると、VIPチームからギフトをお届けします。</p>',
      },
      raffle: {
        title: 'Lucky Lotus 抽選会',
        summary: '入金100ごとに抽選1回。賞金は最大888！',
        body: '<p>参加して、入金して、抽選しよう：入金<b>100</b>ごとに抽選1回。抽選結果はすべてサーバーで決定され、公開されたシードハッシュで後から検証できます。</p>',
      },
      lunar: {
        title: '旧正月リロードボーナス30%',
        summary: '参加後に50以上入金すると、その入金額の30%（最大300）をプレゼント（お一人様1回）。',
        body: '<p>新年をお祝いしよう：このプロモーションに参加してから<b>50以上</b>を入金すると、その<b>30%</b>（最大<b>300</b>）をボーナスとして受け取れます。ボーナスはお一人様1回限りです。</p><p>ボーナスは出金前に3倍の賭け条件を満たす必要があります。</p>',
      },
      summer: {
        title: 'サマーリロードボーナス20%',
        summary: 'このプロモーションは終了しました。ご参加ありがとうございました！',
        body: '<p>20以上のリロード入金で20%ボーナス、最大100。</p>',
      },
    },
    prizes: {
      'grand-prize-888': '特賞 888',
      'gold-prize-88': '金賞 88',
      'silver-prize-8': '銀賞 8',
      'lucky-prize-1': 'ラッキー賞 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 ボーナスチケット',
      description: '$5のボーナスチケット。交換が承認され次第、カスタマーサポートが付与します。',
    },
    'free-spins-20': {
      name: 'フリースピン20回',
      description: 'Lucky Lotus スロットで使えるフリースピン20回分。',
    },
    'vip-week': {
      name: 'VIP ウィークパス',
      description: '7日間、VIP専用カスタマーサポートとスピード出金をご利用いただけます。',
    },
    'lotus-mug': {
      name: 'Lucky Lotus マグカップ',
      description: 'Lucky Lotus ロゴ入りの陶器製マグカップ。ご自宅までお届けします。',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus Tシャツ',
      description: 'コットン製のTシャツ。ポイントに加えて少額の送料がかかります。',
    },
    earbuds: {
      name: 'ワイヤレスイヤホン',
      description: '充電ケース付きの Bluetooth イヤホン。',
    },
  },
  missions: {
    'daily-slots-20': 'スロットを20回スピン',
    'daily-bet-1000': '任意のゲームで1,000.00ベット',
    'daily-deposit-500': '500.00を入金',
    'weekly-login-3': '3日連続でログイン',
    'weekly-live-100': 'ライブカジノを100ラウンドプレイ',
    'weekly-bet-10000': '今週10,000.00ベット',
  },
};
