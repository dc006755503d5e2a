/**
 * Malay (MS) of the seed's text: the keys of en.ts, each translated. The words are the portal's own
 * (web/src/locales/ms): Deposit, Pengeluaran, Pertaruhan sah, turnover, Pusat ejen, Khidmat pelanggan,
 * Permainan bertanggungjawab, so an article names the buttons a person sees. Amounts stay as in English.
 */
import type { SeedTexts } from './en.js';

export const ms: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} ialah kod log masuk anda. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
      register:
        '{brand}: {code} ialah kod pendaftaran anda. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
      resetPassword:
        '{brand}: {code} ialah kod untuk menetapkan semula kata laluan anda. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
      loginIp:
        '{brand}: {code} ialah kod untuk mengesahkan log masuk dari peranti baharu. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
      bindMobile:
        '{brand}: {code} ialah kod untuk memautkan nombor ini. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
    },
    emailCode: {
      subject: '{brand}: sahkan e-mel anda',
      body: 'Kod anda ialah {code}. Kod ini tamat tempoh dalam {minutes} minit. Jangan kongsi dengan sesiapa.',
    },
    passwordReset: {
      subject: '{brand}: tetapkan semula kata laluan anda',
      body: 'Hai {name},\n\nBuka pautan ini dalam masa 30 minit untuk memilih kata laluan baharu:\n{link}\n\nJika anda tidak memintanya, abaikan sahaja e-mel ini.',
    },
  },
  brand: {
    copyright:
      'Hak Cipta © 2026 Lucky Lotus. Hak cipta terpelihara. Main secara bertanggungjawab: 18 tahun ke atas sahaja.',
  },
  pictures: {
    bannerSubtitle: '18+ · Main secara bertanggungjawab',
  },
  clubLabels: {
    member: 'Ahli',
    silver: 'Perak',
    gold: 'Emas',
    diamond: 'Berlian',
  },
  depositChannels: {
    bankTransfer: 'Pindahan bank',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bonus Alu-aluan 100% sehingga $500',
    'lucky-lanterns-jackpot-week': 'Minggu Jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Sertai Komuniti Telegram Kami',
    'slots-cashback-every-monday': 'Cashback Slot Setiap Isnin',
    'new-from-jili-this-month': 'Permainan Baharu JILI Bulan Ini',
    'lucky-lotus-raffle': 'Cabutan Bertuah Lucky Lotus',
    'fishing-frenzy-tournament': 'Kejohanan Tembak Ikan Fishing Frenzy',
    'card-masters-league': 'Liga Jaguh Kad',
    'football-weekend-boost': 'Odds Bola Sepak Dipertingkat Hujung Minggu',
    'esports-world-finals': 'Final Dunia E-Sukan',
    'keno-every-minute': 'Keno Setiap Minit',
    'get-the-lucky-lotus-app': 'Muat Turun App Lucky Lotus',
    'all-promotions-in-one-place': 'Semua Promosi di Satu Tempat',
    'become-an-agent-earn-together': 'Jadi Ejen, Jana Pendapatan Bersama',
    'redeem-points-for-rewards': 'Tebus Mata untuk Ganjaran',
    'we-are-here-24-7': 'Kami Sedia Membantu 24/7',
    'welcome-back': 'Selamat Kembali',
    'sign-up-and-claim-your-bonus': 'Daftar dan Tuntut Bonus Anda',
    'deposit-top-20': 'TOP 20 Deposit',
    'valid-bet-top-20': 'TOP 20 Pertaruhan Sah',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Penyelenggaraan berjadual untuk Microgaming',
      content:
        '<p>Permainan Microgaming sedang dalam penyelenggaraan berjadual. Sementara itu, cubalah <a href="/rng">penyedia slot</a> kami yang lain.</p>',
    },
    'new-payment-method-available': {
      title: 'Kaedah pembayaran baharu',
      content:
        '<p>Kini anda boleh deposit melalui <strong>pindahan bank segera</strong>. Dana masuk dalam masa kurang daripada seminit.</p>',
    },
    'secure-your-account': {
      title: 'Lindungi akaun anda',
      content:
        '<p>Demi keselamatan anda, jangan sekali-kali kongsi kata laluan atau kod pengesahan anda. Kakitangan kami <em>tidak akan</em> memintanya.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Sambutan Tahun Baru Cina',
      content:
        '<p>Raikan bersama kami! Angpau setiap hari untuk semua ahli aktif dari <strong>1 hingga 15 Februari</strong>.</p><ul><li>Log masuk setiap hari</li><li>Main apa-apa permainan</li><li>Tuntut di Pusat ganjaran</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback slot mingguan',
      content:
        '<p>Dapatkan sehingga <strong>10% cashback</strong> atas kerugian bersih slot setiap Isnin. Tiada syarat turnover.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus rujuk rakan',
      content:
        '<p>Jemput rakan dengan pautan rujukan anda dan dapatkan <strong>$10</strong> bagi setiap rakan yang membuat deposit pertama.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Selamat datang ke Lucky Lotus',
      content:
        '<p>Terima kasih kerana memilih Lucky Lotus. Terokai lebih 400 permainan merangkumi slot, kasino langsung, sukan dan loteri.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Pengeluaran lebih pantas pada hujung minggu',
      content:
        '<p>Pengeluaran yang dibuat pada hari Sabtu dan Ahad kini diproses dalam masa <strong>30 minit</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Hadiah TOP 20 Deposit setiap bulan',
      content:
        '<p>20 ahli dengan deposit tertinggi bagi bulan tersebut berkongsi kumpulan hadiah <strong>$5,000</strong>. Lihat <a href="/deposit-rank">TOP 20 Deposit</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Ganjaran TOP 20 Pertaruhan Sah',
      content:
        '<p>Panjat <a href="/bet-rank">TOP 20 Pertaruhan Sah</a> dan menangi putaran percuma serta ganjaran tunai pada setiap hujung bulan.</p>',
    },
    'update-your-contact-details': {
      title: 'Kemas kini butiran hubungan anda',
      content:
        '<p>Pastikan nombor telefon dan e-mel anda sentiasa terkini supaya kami boleh menghubungi anda tentang pengeluaran dan kod keselamatan.</p>',
    },
    'play-responsibly': {
      title: 'Main secara bertanggungjawab',
      content:
        '<p>Tetapkan had deposit dan berehat seketika. Lawati <a href="/help">Pusat bantuan</a> kami untuk alat permainan bertanggungjawab.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Komisen ejen dibayar setiap Isnin',
      content:
        '<p>Komisen minggu sebelumnya dikreditkan ke dompet utama anda setiap Isnin sebelum 12:00. Semak <b>Pendapatan saya</b> di pusat ejen.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Baharu: pautan jemputan dengan kod QR',
      content:
        '<p>Cipta sehingga 20 pautan jemputan dari <b>Buka akaun</b>, untuk pemain atau sub-ejen, dan pantau berapa ramai yang mendaftar melalui setiap pautan.</p>',
    },
  },
  help: {
    categories: {
      about: 'Tentang Kami',
      policies: 'Peraturan dan Polisi',
      affiliates: 'Afiliasi',
      banking: 'Deposit dan Pengeluaran',
      faq: 'Soalan Lazim',
    },
    articles: {
      'about-company': {
        title: 'Tentang Syarikat',
        content:
          '<h2>Tentang Lucky Lotus</h2><p>Lucky Lotus ialah jenama hiburan dalam talian yang menawarkan slot, kasino langsung, tembak ikan, permainan kad, sukan, e-sukan dan loteri. Kami hanya bekerjasama dengan penyedia permainan yang diperakui dan penjana nombor rawak (RNG) yang telah diaudit.</p>',
      },
      'contact-us': {
        title: 'Hubungi Kami',
        content:
          '<h2>Hubungi Kami</h2><p>Pasukan sokongan kami sedia membantu 24 jam sehari, 7 hari seminggu.</p><ul><li>Sembang langsung: dari butang khidmat pelanggan</li><li>E-mel: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Terma dan Syarat Am',
        content:
          '<h2>Terma dan Syarat Am</h2><p>Dengan mendaftar akaun, anda mengesahkan bahawa anda berumur sekurang-kurangnya 18 tahun dan permainan dalam talian adalah sah di tempat anda tinggal.</p><ol><li>Satu akaun bagi setiap orang, isi rumah dan peranti.</li><li>Setiap bonus tertakluk kepada syarat turnover masing-masing.</li><li>Kami boleh menggantung akaun yang terlibat dalam penipuan atau penyalahgunaan.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Permainan Bertanggungjawab',
        content:
          '<h2>Permainan Bertanggungjawab</h2><p>Bermain sepatutnya menyeronokkan. Tetapkan had deposit, berehat secara berkala dan jangan sekali-kali kejar kekalahan. Anda boleh memohon rehat sementara atau pengecualian diri pada bila-bila masa melalui khidmat pelanggan.</p>',
      },
      'privacy-policy': {
        title: 'Dasar Privasi',
        content:
          '<h2>Dasar Privasi</h2><p>Kami hanya mengumpul data yang diperlukan untuk mengendalikan akaun anda dan memenuhi kewajipan undang-undang. Kata laluan disimpan dalam bentuk hash, butiran pembayaran disulitkan, dan kami tidak sekali-kali menjual data peribadi.</p>',
      },
      'refund-policy': {
        title: 'Dasar Bayaran Balik',
        content:
          '<h2>Dasar Bayaran Balik</h2><p>Deposit yang telah dikreditkan ke baki anda boleh dikeluarkan setelah syarat turnover dipenuhi. Bayaran balik bagi transaksi yang gagal dipulangkan ke kaedah pembayaran asal dalam masa 3 hari bekerja.</p>',
      },
      affiliates: {
        title: 'Afiliasi',
        content:
          '<h2>Program Afiliasi</h2><p>Jana komisen daripada pemain yang anda rujuk. Ejen mendapat pusat ejen khas dengan laporan pasukan, kontrak dan pilihan gaji harian. Mohon dari <a href="/join">halaman sertai</a>.</p>',
      },
      'agent-programme': {
        title: 'Program Ejen',
        content:
          '<h2>Jadi ejen Lucky Lotus</h2><p>Bina pasukan pemain anda sendiri dan jana pendapatan daripada permainan mereka setiap hari. Ejen kami menguruskan perniagaan dari pusat ejen khas: buka akaun untuk pemain baharu, pantau pertaruhan dan keuntungan pasukan, dan buat kontrak dengan ahli bawahan sendiri.</p><h3>Pendapatan anda</h3><table><thead><tr><th>Pemain aktif dalam bulan itu</th><th>Komisen atas hasil bersih</th></tr></thead><tbody><tr><td>5 hingga 19</td><td>25%</td></tr><tr><td>20 hingga 49</td><td>35%</td></tr><tr><td>50 atau lebih</td><td>45%</td></tr></tbody></table><ul><li><strong>Kontrak dividen</strong> dibayar setiap tempoh berdasarkan prestasi pasukan anda.</li><li><strong>Gaji harian dan gaji setiap jam</strong> berdasarkan pertaruhan sah pasukan anda.</li><li><strong>Gaji masa nyata</strong> diselesaikan setiap 5 minit.</li></ul><h3>Cara menyertai</h3><ol><li>Daftar akaun pemain (percuma).</li><li>Hubungi khidmat pelanggan dan minta untuk menjadi ejen, atau gunakan pautan rujukan ejen sedia ada.</li><li>Setelah diluluskan, buka pusat ejen dari menu akaun anda dan kongsi kod afiliasi anda.</li></ol><p>Ejen mesti berumur sekurang-kurangnya 18 tahun dan mematuhi Terma Am serta peraturan Permainan Bertanggungjawab kami.</p>',
      },
      'how-to-deposit': {
        title: 'Cara Membuat Deposit',
        content:
          '<h2>Cara Membuat Deposit</h2><ol><li>Log masuk dan tekan <strong>Deposit</strong>.</li><li>Pilih kaedah pembayaran dan masukkan jumlah.</li><li>Ikut arahan; baki anda dikemas kini sebaik sahaja pembayaran disahkan.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Cara Membuat Pengeluaran',
        content:
          '<h2>Cara Membuat Pengeluaran</h2><ol><li>Tambah kad bank di pusat ahli.</li><li>Tekan <strong>Pengeluaran</strong>, masukkan jumlah dan kata laluan pembayaran anda.</li><li>Pengeluaran biasanya diproses dalam masa 30 minit.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Saya lupa kata laluan',
        content:
          '<p>Gunakan <strong>Lupa kata laluan</strong> pada tetingkap log masuk untuk menetapkannya semula melalui e-mel atau nombor telefon.</p>',
      },
      'faq-free-play': {
        title: 'Bolehkah saya cuba permainan secara percuma?',
        content:
          '<p>Boleh. Permainan bertanda <em>Main percuma</em> boleh dimainkan dengan akaun percubaan tanpa deposit.</p>',
      },
      'faq-game-maintenance': {
        title: 'Permainan menunjukkan sedang diselenggara',
        content:
          '<p>Penyedia kadangkala menghentikan permainan seketika untuk kemas kini. Sila cuba permainan lain dan semak semula kemudian.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Selamat datang ke portal',
      content:
        '<p>Selamat datang! Akaun anda sudah sedia. Lawati <strong>pusat ahli</strong> untuk menetapkan kata laluan pembayaran dan memautkan kad bank.</p>',
    },
    'weekend-bonus': {
      title: 'Bonus deposit hujung minggu',
      content:
        '<p>Deposit hujung minggu ini dan terima <strong>bonus 10%</strong> sehingga 500.</p><ul><li>Deposit minimum 100</li><li>Turnover 5x</li></ul>',
    },
    maintenance: {
      title: 'Penyelenggaraan berjadual',
      content:
        '<p>Sesetengah permainan tidak dapat dimainkan pada hari Selasa dari 02:00 hingga 04:00 (GMT+7) kerana penyelenggaraan.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Permainan Asli Portal',
    'PVP:DEMO': 'Permainan Asli Portal',
    'LIVE:DEMO': 'Permainan Asli Portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Permainan Asli Portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Permainan Asli Portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Permainan Asli Portal',
    'RNG:JILI': 'Slot JILI',
    'LIVE:DS88': 'Sabung Ayam DS88',
    'FISH:JILI': 'Tembak Ikan JILI',
    'FISH:FC': 'Tembak Ikan Fa Chai',
    'FISH:JDB': 'Tembak Ikan JDB',
    'FISH:KA': 'Tembak Ikan KA',
    'PVP:KY': 'Permainan Kad Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Loteri Vietnam',
    'LOTT:TCG': 'Loteri TCG',
    'ELOTT:TCG_ELOTT': 'E-Loteri TCG',
    'ELOTT:SGW': 'Loto Pantas SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Loteri Asia Tenggara',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat Langsung',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sukan',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sukan',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Pemburu Terumbu',
    'TCG_LOTTO_VN:VNMB': 'Loteri Vietnam Utara',
    'TCG_LOTTO_VN:VNMN': 'Loteri Vietnam Selatan',
    'TCG_LOTTO_VN:VNMT': 'Loteri Vietnam Tengah',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Pantas 1 Minit',
    'TCG_LOTTO_VN:VNST5': 'Super Pantas 5 Minit',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Kejohanan Derby',
    'DS88:DS88L103': 'Acara Utama Secara Langsung',
  },
  promotions: {
    terms:
      'Satu tuntutan bagi setiap ahli. Jenama berhak menarik balik bonus yang diperoleh melalui penyalahgunaan. Wang bonus mesti dipertaruhkan seperti yang ditunjukkan sebelum boleh dikeluarkan.',
    list: {
      welcome: {
        title: 'Bonus Alu-aluan 100% sehingga 500',
        summary:
          'Gandakan deposit pertama anda: sertai, deposit sekurang-kurangnya 10 dan tuntut sehingga 500.',
        body: '<p>Baru di sini? Sertai promosi ini, kemudian buat deposit <b>10 atau lebih</b>. Kami padankan <b>100%</b> sehingga <b>500</b>.</p><p>Bonus mesti dipertaruhkan 5 kali sebelum pengeluaran.</p>',
      },
      cashback: {
        title: 'Cashback Slot Mingguan 5%',
        summary: 'Dapatkan semula 5% daripada kerugian bersih slot anda apabila minggu tamat, sehingga 200.',
        body: '<p>Sertai, main slot kegemaran anda sepanjang minggu, dan tuntut semula <b>5%</b> daripada kerugian bersih anda apabila minggu berakhir.</p>',
      },
      share: {
        title: 'Kongsi Kemenangan Besar Anda',
        summary: 'Hantar tangkapan skrin kemenangan besar dan dapatkan ganjaran sehingga 88.',
        body: '<p>Menang besar? Mohon dengan komen ringkas dan sehingga tiga tangkapan skrin (png atau jpg, 5 MB setiap satu). Pasukan kami menyemak setiap permohonan dalam masa 24 jam.</p>',
      },
      birthday: {
        title: 'Hadiah Hari Jadi VIP',
        summary: 'Ahli VIP memohon dalam bulan hari jadi mereka untuk hadiah daripada kami.',
        body: '<p>Selamat hari jadi! Mohon dalam bulan hari jadi anda dan pasukan VIP kami akan menghantar hadiah kepada anda.</p>',
      },
      raffle: {
        title: 'Cabutan Bertuah Lucky Lotus',
        summary: 'Satu cabutan bagi setiap 100 yang didepositkan. Hadiah sehingga 888!',
        body: '<p>Sertai, deposit dan cabut: setiap <b>100</b> yang anda depositkan memberi satu cabutan. Setiap cabutan ditentukan di pelayan kami dengan seed hash yang diterbitkan, yang boleh anda semak kemudian.</p>',
      },
      lunar: {
        title: 'Reload Tahun Baru Cina 30%',
        summary:
          'Sertai, kemudian deposit 50 atau lebih: dapatkan 30% daripada deposit itu, sehingga 300 (sekali bagi setiap ahli).',
        body: '<p>Raikan tahun baharu: sertai promosi ini, kemudian buat deposit <b>50 atau lebih</b> dan dapatkan <b>30%</b> daripadanya sebagai bonus, sehingga <b>300</b>. Satu bonus bagi setiap ahli.</p><p>Bonus mesti dipertaruhkan 3 kali sebelum pengeluaran.</p>',
      },
      summer: {
        title: 'Bonus Reload Musim Panas 20%',
        summary: 'Promosi ini telah tamat. Terima kasih kerana menyertai!',
        body: '<p>20% untuk deposit reload 20 atau lebih, sehingga 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hadiah utama 888',
      'gold-prize-88': 'Hadiah emas 88',
      'silver-prize-8': 'Hadiah perak 8',
      'lucky-prize-1': 'Hadiah bertuah 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Baucar Bonus $5',
      description: 'Baucar bonus $5, dikeluarkan oleh khidmat pelanggan sebaik sahaja penebusan diluluskan.',
    },
    'free-spins-20': {
      name: '20 Putaran Percuma',
      description: 'Dua puluh putaran percuma pada slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'Pas Mingguan VIP',
      description: 'Tujuh hari khidmat pelanggan VIP dan pengeluaran lebih pantas.',
    },
    'lotus-mug': {
      name: 'Mug Lucky Lotus',
      description: 'Mug seramik berlogo Lucky Lotus, dihantar terus ke rumah anda.',
    },
    'lotus-tshirt': {
      name: 'Baju-T Lucky Lotus',
      description: 'Baju-T kapas; mata ganjaran serta sedikit caj penghantaran.',
    },
    earbuds: {
      name: 'Fon Telinga Tanpa Wayar',
      description: 'Fon telinga Bluetooth dengan bekas pengecas.',
    },
  },
  missions: {
    'daily-slots-20': 'Putar 20 pusingan slot',
    'daily-bet-1000': 'Bertaruh 1,000.00 dalam mana-mana permainan',
    'daily-deposit-500': 'Deposit 500.00',
    'weekly-login-3': 'Log masuk 3 hari berturut-turut',
    'weekly-live-100': 'Main 100 pusingan kasino langsung',
    'weekly-bet-10000': 'Bertaruh 10,000.00 minggu ini',
  },
};
