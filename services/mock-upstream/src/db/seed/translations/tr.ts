/**
 * Turkish (TR) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/tr): Para yatır, Para çek, Geçerli bahis, Bayi merkezi, Müşteri hizmetleri, Sorumlu
 * oyun; the player is addressed with «siz», as the portal does. Percentages read %100, as Turkish
 * betting sites write them.
 */
import type { SeedTexts } from './en.js';

export const tr: SeedTexts = {
  notifications: {
    smsCode: {
      login: '{brand}: Giriş kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
      register: '{brand}: Kayıt kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
      resetPassword:
        '{brand}: Şifre sıfırlama kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
      loginIp:
        '{brand}: Yeni cihazdan girişi onaylama kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
      bindMobile:
        '{brand}: Bu numarayı hesabınıza bağlama kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
    },
    emailCode: {
      subject: '{brand}: e-posta adresinizi doğrulayın',
      body: 'Kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
    },
    passwordReset: {
      subject: '{brand}: şifrenizi sıfırlayın',
      body: 'Merhaba {name},\n\nYeni şifrenizi belirlemek için bu bağlantıyı 30 dakika içinde açın:\n{link}\n\nBu talebi siz yapmadıysanız bu e-postayı dikkate almayın.',
    },
  },
  brand: {
    copyright: 'Telif hakkı © 2026 Lucky Lotus. Tüm hakları saklıdır. Sorumlu oynayın: yalnızca 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Sorumlu oynayın',
  },
  clubLabels: {
    member: 'Üye',
    silver: 'Gümüş',
    gold: 'Altın',
    diamond: 'Elmas',
  },
  depositChannels: {
    bankTransfer: 'Banka havalesi',
  },
  banners: {
    'welcome-bonus-100-up-to-500': '%100 Hoş Geldin Bonusu: en fazla $500',
    'lucky-lanterns-jackpot-week': 'Lucky Lanterns Jackpot Haftası',
    'join-our-telegram-community': 'Telegram Topluluğumuza Katılın',
    'slots-cashback-every-monday': 'Her Pazartesi Slot Kayıp Bonusu',
    'new-from-jili-this-month': 'Bu Ay JILI’den Yeni Oyunlar',
    'lucky-lotus-raffle': 'Lucky Lotus Çekilişi',
    'fishing-frenzy-tournament': 'Fishing Frenzy Turnuvası',
    'card-masters-league': 'Kart Ustaları Ligi',
    'football-weekend-boost': 'Hafta Sonu Futbol Oran Artışı',
    'esports-world-finals': 'E-spor Dünya Finalleri',
    'keno-every-minute': 'Her Dakika Keno',
    'get-the-lucky-lotus-app': 'Lucky Lotus App’i İndirin',
    'all-promotions-in-one-place': 'Tüm Promosyonlar Tek Yerde',
    'become-an-agent-earn-together': 'Bayimiz Olun, Birlikte Kazanalım',
    'redeem-points-for-rewards': 'Puanlarınızı Ödüllere Çevirin',
    'we-are-here-24-7': '7/24 Yanınızdayız',
    'welcome-back': 'Tekrar Hoş Geldiniz',
    'sign-up-and-claim-your-bonus': 'Kayıt Olun, Bonusunuzu Alın',
    'deposit-top-20': 'Yatırım TOP 20',
    'valid-bet-top-20': 'Geçerli Bahis TOP 20',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Microgaming planlı bakımı',
      content:
        '<p>Microgaming oyunları planlı bakımda. Bu sürede <a href="/rng">diğer slot sağlayıcılarımızı</a> deneyebilirsiniz.</p>',
    },
    'new-payment-method-available': {
      title: 'Yeni ödeme yöntemi',
      content:
        '<p>Artık <strong>anında banka havalesi</strong> ile para yatırabilirsiniz. Paranız bir dakikadan kısa sürede hesabınızda.</p>',
    },
    'secure-your-account': {
      title: 'Hesabınızı koruyun',
      content:
        '<p>Güvenliğiniz için şifrenizi ve doğrulama kodlarınızı asla kimseyle paylaşmayın. Çalışanlarımız bunları sizden <em>asla</em> istemez.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Ay Yeni Yılı kutlaması',
      content:
        '<p>Bizimle kutlayın! <strong>1-15 Şubat</strong> tarihleri arasında tüm aktif üyelere her gün kırmızı zarf.</p><ul><li>Her gün giriş yapın</li><li>Dilediğiniz oyunu oynayın</li><li>Ödül merkezinden alın</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Haftalık slot kayıp bonusu',
      content:
        '<p>Her pazartesi slot net kaybınızın <strong>%10’una kadar kayıp bonusu</strong> alın. Çevrim şartı yok.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Arkadaşını getir bonusu',
      content:
        '<p>Davet bağlantınızla arkadaşlarınızı davet edin; ilk yatırımını yapan her arkadaşınız için <strong>$10</strong> kazanın.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Lucky Lotus’a hoş geldiniz',
      content:
        '<p>Lucky Lotus’u seçtiğiniz için teşekkürler. Slot, canlı casino, spor bahisleri ve piyangoda 400’den fazla oyunu keşfedin.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Hafta sonu daha hızlı çekim',
      content:
        '<p>Cumartesi ve pazar günleri verilen çekim talepleri artık <strong>30 dakika</strong> içinde işleme alınıyor.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Her ay Yatırım TOP 20 ödülleri',
      content:
        '<p>Ay içinde en yüksek yatırımı yapan 20 üye <strong>$5.000</strong> ödül havuzunu paylaşır. <a href="/deposit-rank">Yatırım TOP 20</a> listesine göz atın.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Geçerli Bahis TOP 20 ödülleri',
      content:
        '<p><a href="/bet-rank">Geçerli Bahis TOP 20</a> listesinde yükselin, her ay sonunda freespin ve nakit ödüller kazanın.</p>',
    },
    'update-your-contact-details': {
      title: 'İletişim bilgilerinizi güncelleyin',
      content:
        '<p>Çekimleriniz ve güvenlik kodlarınızla ilgili size ulaşabilmemiz için cep telefonu numaranızı ve e-posta adresinizi güncel tutun.</p>',
    },
    'play-responsibly': {
      title: 'Sorumlu oynayın',
      content:
        '<p>Yatırım limitleri belirleyin ve mola verin. Sorumlu oyun araçları için <a href="/help">Yardım merkezimizi</a> ziyaret edin.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Bayi komisyonu her pazartesi ödenir',
      content:
        '<p>Önceki haftanın komisyonu her pazartesi saat 12:00’den önce ana cüzdanınıza yatırılır. Bayi merkezindeki <b>Gelirim</b> sayfasını kontrol edin.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Yeni: QR kodlu davet bağlantıları',
      content:
        '<p><b>Hesap aç</b> bölümünden oyuncular ya da alt bayiler için 20’ye kadar davet bağlantısı oluşturun ve her bağlantıdan kaç kişinin kayıt olduğunu takip edin.</p>',
    },
  },
  help: {
    categories: {
      about: 'Hakkımızda',
      policies: 'Kurallar ve Politikalar',
      affiliates: 'Ortaklık',
      banking: 'Para Yatırma ve Çekme',
      faq: 'SSS',
    },
    articles: {
      'about-company': {
        title: 'Şirket Hakkında',
        content:
          '<h2>Lucky Lotus Hakkında</h2><p>Lucky Lotus; slot, canlı casino, balık avı, kart oyunları, spor, e-spor ve piyango sunan bir online eğlence markasıdır. Yalnızca sertifikalı oyun sağlayıcılarıyla ve denetlenmiş rastgele sayı üreteçleriyle çalışıyoruz.</p>',
      },
      'contact-us': {
        title: 'Bize Ulaşın',
        content:
          '<h2>Bize Ulaşın</h2><p>Destek ekibimiz haftanın 7 günü, günün 24 saati hizmetinizde.</p><ul><li>Canlı destek: Müşteri hizmetleri butonundan</li><li>E-posta: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Genel Şartlar ve Koşullar',
        content:
          '<h2>Genel Şartlar ve Koşullar</h2><p>Hesap açarak en az 18 yaşında olduğunuzu ve yaşadığınız yerde online oyunun yasal olduğunu onaylarsınız.</p><ol><li>Kişi, hane ve cihaz başına tek hesap.</li><li>Her bonusun kendi çevrim şartı vardır.</li><li>Dolandırıcılık veya kötüye kullanımla ilişkili hesapları askıya alabiliriz.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Sorumlu Oyun',
        content:
          '<h2>Sorumlu Oyun</h2><p>Oyun eğlenceli olmalıdır. Yatırım limitleri belirleyin, düzenli mola verin ve kayıplarınızı asla geri kazanmaya çalışmayın. Müşteri hizmetleri üzerinden dilediğiniz zaman ara verme süresi veya kendini uzaklaştırma talep edebilirsiniz.</p>',
      },
      'privacy-policy': {
        title: 'Gizlilik Politikası',
        content:
          '<h2>Gizlilik Politikası</h2><p>Yalnızca hesabınızı yönetmek ve yasal yükümlülüklerimizi yerine getirmek için gereken verileri topluyoruz. Şifreler hash’lenerek saklanır, ödeme bilgileri şifrelenir ve kişisel verileri asla satmayız.</p>',
      },
      'refund-policy': {
        title: 'İade Politikası',
        content:
          '<h2>İade Politikası</h2><p>Bakiyenize yansıyan yatırımlar, çevrim şartı tamamlandıktan sonra çekilebilir. Başarısız işlemlerin tutarları 3 iş günü içinde ilk ödeme yöntemine iade edilir.</p>',
      },
      affiliates: {
        title: 'Ortaklık',
        content:
          '<h2>Ortaklık Programı</h2><p>Getirdiğiniz oyunculardan komisyon kazanın. Bayiler; ekip raporları, sözleşmeler ve günlük maaş seçenekleri sunan özel bir bayi merkezine sahiptir. Başvurunuzu <a href="/join">katılım sayfasından</a> yapın.</p>',
      },
      'agent-programme': {
        title: 'Bayilik Programı',
        content:
          '<h2>Lucky Lotus bayisi olun</h2><p>Kendi oyuncu ekibinizi kurun ve onların oyunlarından her gün kazanın. Bayilerimiz işlerini özel bir bayi merkezinden yönetir: yeni oyunculara hesap açar, ekibin bahislerini ve kârını takip eder ve kendi alt ağlarıyla sözleşme yaparlar.</p><h3>Ne kazanırsınız</h3><table><thead><tr><th>Ay içindeki aktif oyuncu</th><th>Net gelir üzerinden komisyon</th></tr></thead><tbody><tr><td>5-19</td><td>%25</td></tr><tr><td>20-49</td><td>%35</td></tr><tr><td>50 ve üzeri</td><td>%45</td></tr></tbody></table><ul><li><strong>Kâr payı sözleşmeleri</strong>: ekibinizin sonuçlarına göre her dönem ödenir.</li><li><strong>Günlük ve saatlik maaş</strong>: ekibinizin geçerli bahisleri üzerinden.</li><li><strong>Anlık maaş</strong>: her 5 dakikada bir hesaplanır.</li></ul><h3>Nasıl katılırsınız</h3><ol><li>Bir oyuncu hesabı açın (ücretsizdir).</li><li>Müşteri hizmetlerine yazıp bayi olmak istediğinizi söyleyin ya da mevcut bir bayinin davet bağlantısını kullanın.</li><li>Onaylandıktan sonra hesap menünüzden bayi merkezini açın ve ortaklık kodunuzu paylaşın.</li></ol><p>Bayilerin en az 18 yaşında olması ve Genel Şartlarımıza ve Sorumlu Oyun kurallarımıza uyması gerekir.</p>',
      },
      'how-to-deposit': {
        title: 'Nasıl Para Yatırılır',
        content:
          '<h2>Nasıl Para Yatırılır</h2><ol><li>Giriş yapın ve <strong>Para yatır</strong> butonuna basın.</li><li>Bir ödeme yöntemi seçin ve tutarı girin.</li><li>Talimatları izleyin; ödeme onaylanınca bakiyeniz güncellenir.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Nasıl Para Çekilir',
        content:
          '<h2>Nasıl Para Çekilir</h2><ol><li>Üye merkezinden bir banka kartı ekleyin.</li><li><strong>Para çek</strong> butonuna basın, tutarı ve ödeme şifrenizi girin.</li><li>Çekimler genellikle 30 dakika içinde işleme alınır.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Şifremi unuttum',
        content:
          '<p>Giriş penceresindeki <strong>Şifrenizi mi unuttunuz?</strong> bağlantısıyla şifrenizi e-posta ya da cep telefonu numaranız üzerinden sıfırlayın.</p>',
      },
      'faq-free-play': {
        title: 'Oyunları ücretsiz deneyebilir miyim?',
        content:
          '<p>Evet. <em>Ücretsiz oyun</em> işaretli oyunları yatırım yapmadan deneme hesabıyla oynayabilirsiniz.</p>',
      },
      'faq-game-maintenance': {
        title: 'Bir oyun bakımda olduğunu söylüyor',
        content:
          '<p>Sağlayıcılar güncelleme için oyunları zaman zaman durdurur. Başka bir oyun deneyin ve daha sonra tekrar bakın.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Hoş geldiniz',
      content:
        '<p>Hoş geldiniz! Hesabınız hazır. Ödeme şifresi belirlemek ve banka kartı eklemek için <strong>üye merkezine</strong> gidin.</p>',
    },
    'weekend-bonus': {
      title: 'Hafta sonu yatırım bonusu',
      content:
        '<p>Bu hafta sonu yatırım yapın, 500’e kadar <strong>%10 bonus</strong> alın.</p><ul><li>Minimum yatırım 100</li><li>5 kat çevrim</li></ul>',
    },
    maintenance: {
      title: 'Planlı bakım',
      content:
        '<p>Bazı oyunlar salı günü 02:00-04:00 (GMT+7) saatleri arasında bakım nedeniyle kullanılamayacak.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Portala Özel Oyunlar',
    'PVP:DEMO': 'Portala Özel Oyunlar',
    'LIVE:DEMO': 'Portala Özel Oyunlar',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Portala Özel Oyunlar',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Portala Özel Oyunlar',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Portala Özel Oyunlar',
    'RNG:JILI': 'JILI Slot',
    'LIVE:DS88': 'DS88 Horoz Dövüşü',
    'FISH:JILI': 'JILI Balık Avı',
    'FISH:FC': 'Fa Chai Balık Avı',
    'FISH:JDB': 'JDB Balık Avı',
    'FISH:KA': 'KA Balık Avı',
    'PVP:KY': 'Kaiyuan Kart Oyunları',
    'LOTT:TCG_LOTTO_VN': 'Vietnam Piyangosu',
    'LOTT:TCG': 'TCG Piyango',
    'ELOTT:TCG_ELOTT': 'TCG E-Piyango',
    'ELOTT:SGW': 'SGWin Hızlı Loto',
    'LOTT:TCG_LOTTO_SEA': 'Güneydoğu Asya Piyangosu',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Canlı Bakara',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Spor bahisleri',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-spor',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Resif Avcısı',
    'TCG_LOTTO_VN:VNMB': 'Kuzey Piyangosu',
    'TCG_LOTTO_VN:VNMN': 'Güney Piyangosu',
    'TCG_LOTTO_VN:VNMT': 'Orta Bölge Piyangosu',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Süper Hızlı 1 Dakika',
    'TCG_LOTTO_VN:VNST5': 'Süper Hızlı 5 Dakika',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Sabong Arenası',
    'DS88:DS88L102': 'Derbi Şampiyonası',
    'DS88:DS88L103': 'Ana Karşılaşma Canlı',
  },
  promotions: {
    terms:
      'Her üye bir kez yararlanabilir. Kötüye kullanımla elde edilen bonus geri alınabilir. Bonus tutarı, çekilebilmesi için belirtilen şekilde çevrilmelidir.',
    list: {
      welcome: {
        title: '%100 Hoş Geldin Bonusu: en fazla 500',
        summary: 'İlk yatırımınızı ikiye katlayın: katılın, en az 10 yatırın, 500’e kadar bonus alın.',
        body: '<p>Yeni misiniz? Bu promosyona katılın, ardından <b>10 veya üzeri</b> yatırım yapın. Yatırımınıza <b>%100</b> ekliyoruz, en fazla <b>500</b>.</p><p>Bonus, çekimden önce 5 kez çevrilmelidir.</p>',
      },
      cashback: {
        title: 'Haftalık %5 Slot Kayıp Bonusu',
        summary: 'Hafta bitince slot net kaybınızın %5’ini geri alın, en fazla 200.',
        body: '<p>Katılın, hafta boyunca en sevdiğiniz slotları oynayın ve hafta bitince net kaybınızın <b>%5</b>’ini geri alın.</p>',
      },
      share: {
        title: 'Büyük Kazancınızı Paylaşın',
        summary: 'Büyük kazancınızın ekran görüntüsünü gönderin, 88’e kadar ödül kazanın.',
        body: '<p>Büyük mü kazandınız? Kısa bir yorum ve en fazla üç ekran görüntüsüyle (png veya jpg, her biri en fazla 5 MB) başvurun. Ekibimiz her başvuruyu 24 saat içinde inceler.</p>',
      },
      birthday: {
        title: 'VIP Doğum Günü Hediyesi',
        summary: 'VIP üyeler doğum günü ayında başvurur, hediyesini bizden alır.',
        body: '<p>Doğum gününüz kutlu olsun! Doğum gününüzün olduğu ay içinde başvurun, VIP ekibimiz size bir hediye göndersin.</p>',
      },
      raffle: {
        title: 'Lucky Lotus Çekilişi',
        summary: 'Her 100 yatırıma bir çekiliş hakkı. 888’e varan ödüller!',
        body: '<p>Katılın, yatırın ve çekin: yatırdığınız her <b>100</b> size bir çekiliş hakkı kazandırır. Her çekiliş, sonradan kontrol edebileceğiniz yayımlanmış bir seed hash ile sunucumuzda belirlenir.</p>',
      },
      lunar: {
        title: 'Ay Yeni Yılı %30 Yatırım Bonusu',
        summary:
          'Katılın, ardından 50 veya üzeri yatırın: yatırımınızın %30’u bonus, en fazla 300 (üye başına bir kez).',
        body: '<p>Yeni yılı kutlayın: bu promosyona katılın, ardından <b>50 veya üzeri</b> yatırım yapın ve bunun <b>%30</b>’unu bonus olarak alın, en fazla <b>300</b>. Üye başına bir bonus.</p><p>Bonus, çekimden önce 3 kez çevrilmelidir.</p>',
      },
      summer: {
        title: 'Yaz %20 Yatırım Bonusu',
        summary: 'Bu promosyon sona erdi. Katıldığınız için teşekkürler!',
        body: '<p>20 ve üzeri tekrar yatırımlara %20, en fazla 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Büyük ödül 888',
      'gold-prize-88': 'Altın ödül 88',
      'silver-prize-8': 'Gümüş ödül 8',
      'lucky-prize-1': 'Şans ödülü 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: '$5 Bonus Çeki',
      description: 'Takas onaylanınca müşteri hizmetleri tarafından tanımlanan $5 değerinde bonus çeki.',
    },
    'free-spins-20': {
      name: '20 Freespin',
      description: 'Lucky Lotus slotunda yirmi freespin.',
    },
    'vip-week': {
      name: 'Haftalık VIP Kart',
      description: 'Yedi gün boyunca VIP müşteri hizmetleri ve daha hızlı çekim.',
    },
    'lotus-mug': {
      name: 'Lucky Lotus Kupa',
      description: 'Lucky Lotus logolu seramik kupa, kapınıza teslim.',
    },
    'lotus-tshirt': {
      name: 'Lucky Lotus Tişört',
      description: 'Pamuklu tişört; puan artı küçük bir kargo ücreti.',
    },
    earbuds: {
      name: 'Kablosuz Kulaklık',
      description: 'Şarj kutulu Bluetooth kulaklık.',
    },
  },
  missions: {
    'daily-slots-20': '20 slot turu çevirin',
    'daily-bet-1000': 'Herhangi bir oyunda 1.000,00 bahis yapın',
    'daily-deposit-500': '500,00 yatırın',
    'weekly-login-3': 'Art arda 3 gün giriş yapın',
    'weekly-live-100': '100 el canlı casino oynayın',
    'weekly-bet-10000': 'Bu hafta 10.000,00 bahis yapın',
  },
};
