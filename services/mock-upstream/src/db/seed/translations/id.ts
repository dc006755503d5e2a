/**
 * Indonesian (ID) of the seed's text: the keys of en.ts, each translated. The words are the portal's
 * own (web/src/locales/id): Deposit, Penarikan, Taruhan valid, Pusat agen, Layanan pelanggan,
 * Bermain secara bertanggung jawab. Numbers are written the Indonesian way (1.000,00).
 */
import type { SeedTexts } from './en.js';

export const id: SeedTexts = {
  notifications: {
    smsCode: {
      login:
        '{brand}: {code} adalah kode masuk Anda. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
      register:
        '{brand}: {code} adalah kode pendaftaran Anda. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
      resetPassword:
        '{brand}: {code} adalah kode untuk mengatur ulang kata sandi Anda. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
      loginIp:
        '{brand}: {code} adalah kode untuk mengonfirmasi login dari perangkat baru. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
      bindMobile:
        '{brand}: {code} adalah kode untuk menautkan nomor ini. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
    },
    emailCode: {
      subject: '{brand}: konfirmasi e-mail Anda',
      body: 'Kode Anda adalah {code}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
    },
    passwordReset: {
      subject: '{brand}: atur ulang kata sandi Anda',
      body: 'Halo {name},\n\nBuka tautan ini dalam 30 menit untuk membuat kata sandi baru:\n{link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.',
    },
  },
  brand: {
    copyright:
      'Hak cipta © 2026 Lucky Lotus. Semua hak dilindungi. Bermain secara bertanggung jawab: khusus 18+.',
  },
  pictures: {
    bannerSubtitle: '18+ · Bermain secara bertanggung jawab',
  },
  clubLabels: {
    member: 'Anggota',
    silver: 'Perak',
    gold: 'Emas',
    diamond: 'Berlian',
  },
  depositChannels: {
    bankTransfer: 'Transfer bank',
  },
  banners: {
    'welcome-bonus-100-up-to-500': 'Bonus Sambutan 100% hingga $500',
    'lucky-lanterns-jackpot-week': 'Pekan Jackpot Lucky Lanterns',
    'join-our-telegram-community': 'Gabung Komunitas Telegram Kami',
    'slots-cashback-every-monday': 'Cashback Slot Setiap Senin',
    'new-from-jili-this-month': 'Game Baru JILI Bulan Ini',
    'lucky-lotus-raffle': 'Undian Lucky Lotus',
    'fishing-frenzy-tournament': 'Turnamen Fishing Frenzy',
    'card-masters-league': 'Liga Jagoan Kartu',
    'football-weekend-boost': 'Boost Sepak Bola Akhir Pekan',
    'esports-world-finals': 'Final Dunia E-Sports',
    'keno-every-minute': 'Keno Setiap Menit',
    'get-the-lucky-lotus-app': 'Unduh Aplikasi Lucky Lotus',
    'all-promotions-in-one-place': 'Semua Promosi di Satu Tempat',
    'become-an-agent-earn-together': 'Jadi Agen, Cuan Bersama',
    'redeem-points-for-rewards': 'Tukar Poin dengan Hadiah',
    'we-are-here-24-7': 'Kami Siap Membantu 24/7',
    'welcome-back': 'Selamat Datang Kembali',
    'sign-up-and-claim-your-bonus': 'Daftar dan Klaim Bonus Anda',
    'deposit-top-20': 'TOP 20 Deposit',
    'valid-bet-top-20': 'TOP 20 Taruhan Valid',
  },
  notices: {
    'scheduled-maintenance-for-microgaming': {
      title: 'Pemeliharaan terjadwal Microgaming',
      content:
        '<p>Game Microgaming sedang dalam pemeliharaan terjadwal. Sementara itu, silakan coba <a href="/rng">provider slot</a> kami yang lain.</p>',
    },
    'new-payment-method-available': {
      title: 'Metode pembayaran baru tersedia',
      content:
        '<p>Kini Anda bisa deposit lewat <strong>transfer bank instan</strong>. Dana masuk dalam waktu kurang dari satu menit.</p>',
    },
    'secure-your-account': {
      title: 'Amankan akun Anda',
      content:
        '<p>Demi keamanan Anda, jangan pernah memberikan kata sandi atau kode verifikasi kepada siapa pun. Staf kami <em>tidak akan pernah</em> memintanya.</p>',
    },
    'lunar-new-year-celebration': {
      title: 'Perayaan Imlek',
      content:
        '<p>Rayakan bersama kami! Angpao harian untuk semua member aktif mulai <strong>1 sampai 15 Februari</strong>.</p><ul><li>Login setiap hari</li><li>Mainkan game apa saja</li><li>Klaim di Pusat hadiah</li></ul>',
    },
    'weekly-slots-cashback': {
      title: 'Cashback slot mingguan',
      content:
        '<p>Dapatkan <strong>cashback hingga 10%</strong> dari kekalahan bersih di slot setiap Senin. Tanpa syarat turnover.</p>',
    },
    'refer-a-friend-bonus': {
      title: 'Bonus ajak teman',
      content:
        '<p>Ajak teman dengan tautan referral Anda dan dapatkan <strong>$10</strong> untuk setiap teman yang melakukan deposit pertama.</p>',
    },
    'welcome-to-lucky-lotus': {
      title: 'Selamat datang di Lucky Lotus',
      content:
        '<p>Terima kasih telah memilih Lucky Lotus. Jelajahi lebih dari 400 game: slot, kasino langsung, olahraga, dan lotre.</p>',
    },
    'faster-withdrawals-at-weekends': {
      title: 'Penarikan lebih cepat di akhir pekan',
      content:
        '<p>Penarikan yang diajukan pada hari Sabtu dan Minggu kini diproses dalam <strong>30 menit</strong>.</p>',
    },
    'deposit-top-20-prizes-every-month': {
      title: 'Hadiah TOP 20 Deposit setiap bulan',
      content:
        '<p>20 member dengan total deposit tertinggi bulan ini berbagi total hadiah <strong>$5.000</strong>. Lihat <a href="/deposit-rank">TOP 20 Deposit</a>.</p>',
    },
    'valid-bet-top-20-rewards': {
      title: 'Hadiah TOP 20 Taruhan Valid',
      content:
        '<p>Naik peringkat di <a href="/bet-rank">TOP 20 Taruhan Valid</a> dan menangkan free spin serta hadiah tunai di akhir setiap bulan.</p>',
    },
    'update-your-contact-details': {
      title: 'Perbarui data kontak Anda',
      content:
        '<p>Pastikan nomor HP dan email Anda selalu terbaru agar kami dapat menghubungi Anda soal penarikan dan kode keamanan.</p>',
    },
    'play-responsibly': {
      title: 'Bermain secara bertanggung jawab',
      content:
        '<p>Atur batas deposit dan beristirahatlah secara teratur. Kunjungi <a href="/help">Pusat bantuan</a> kami untuk fitur bermain secara bertanggung jawab.</p>',
    },
  },
  agentNotices: {
    'agent-commission-is-paid-every-monday': {
      title: 'Komisi agen dibayarkan setiap Senin',
      content:
        '<p>Komisi minggu sebelumnya masuk ke dompet utama Anda setiap Senin sebelum pukul 12:00. Cek <b>Pendapatan saya</b> di pusat agen.</p>',
    },
    'new-invitation-links-with-qr-codes': {
      title: 'Baru: tautan undangan dengan kode QR',
      content:
        '<p>Buat hingga 20 tautan undangan dari <b>Buka akun</b>, untuk pemain atau sub-agen, dan pantau berapa banyak yang mendaftar lewat masing-masing tautan.</p>',
    },
  },
  help: {
    categories: {
      about: 'Tentang Kami',
      policies: 'Aturan dan Kebijakan',
      affiliates: 'Afiliasi',
      banking: 'Deposit dan Penarikan',
      faq: 'FAQ',
    },
    articles: {
      'about-company': {
        title: 'Tentang Perusahaan',
        content:
          '<h2>Tentang Lucky Lotus</h2><p>Lucky Lotus adalah brand hiburan online yang menyediakan slot, kasino langsung, tembak ikan, permainan kartu, olahraga, e-sports, dan lotre. Kami hanya bekerja sama dengan provider game bersertifikat dan generator angka acak (RNG) yang telah diaudit.</p>',
      },
      'contact-us': {
        title: 'Hubungi Kami',
        content:
          '<h2>Hubungi Kami</h2><p>Tim layanan pelanggan kami siap membantu 24 jam sehari, 7 hari seminggu.</p><ul><li>Live chat: lewat tombol layanan pelanggan</li><li>Email: support@luckylotus.example</li><li>Telegram: @luckylotus_demo</li></ul>',
      },
      terms: {
        title: 'Syarat dan Ketentuan Umum',
        content:
          '<h2>Syarat dan Ketentuan Umum</h2><p>Dengan mendaftarkan akun, Anda menyatakan bahwa Anda berusia minimal 18 tahun dan permainan online legal di tempat tinggal Anda.</p><ol><li>Satu akun untuk setiap orang, rumah tangga, dan perangkat.</li><li>Setiap bonus memiliki syarat turnover masing-masing.</li><li>Kami berhak menangguhkan akun yang terlibat penipuan atau penyalahgunaan.</li></ol>',
      },
      'responsible-gaming': {
        title: 'Bermain Secara Bertanggung Jawab',
        content:
          '<h2>Bermain Secara Bertanggung Jawab</h2><p>Bermain seharusnya menyenangkan. Atur batas deposit, istirahat secara teratur, dan jangan pernah mengejar kekalahan. Anda dapat meminta masa jeda (cooling-off) atau pengecualian diri (self-exclusion) kapan saja melalui layanan pelanggan.</p>',
      },
      'privacy-policy': {
        title: 'Kebijakan Privasi',
        content:
          '<h2>Kebijakan Privasi</h2><p>Kami hanya mengumpulkan data yang diperlukan untuk menjalankan akun Anda dan memenuhi kewajiban hukum. Kata sandi disimpan dalam bentuk hash, data pembayaran dienkripsi, dan kami tidak pernah menjual data pribadi.</p>',
      },
      'refund-policy': {
        title: 'Kebijakan Pengembalian Dana',
        content:
          '<h2>Kebijakan Pengembalian Dana</h2><p>Deposit yang sudah masuk ke saldo Anda dapat ditarik setelah syarat turnover terpenuhi. Dana dari transaksi yang gagal dikembalikan ke metode pembayaran asal dalam 3 hari kerja.</p>',
      },
      affiliates: {
        title: 'Afiliasi',
        content:
          '<h2>Program Afiliasi</h2><p>Dapatkan komisi dari pemain yang Anda ajak. Agen mendapat pusat agen khusus dengan laporan tim, kontrak, dan pilihan gaji harian. Daftar lewat <a href="/join">halaman bergabung</a>.</p>',
      },
      'agent-programme': {
        title: 'Program Agen',
        content:
          '<h2>Jadi agen Lucky Lotus</h2><p>Bangun tim pemain Anda sendiri dan dapatkan penghasilan dari permainan mereka setiap hari. Agen kami menjalankan bisnisnya dari pusat agen khusus: buka akun untuk pemain baru, pantau taruhan dan profit tim, serta sepakati kontrak dengan downline mereka sendiri.</p><h3>Penghasilan Anda</h3><table><thead><tr><th>Pemain aktif dalam sebulan</th><th>Komisi dari pendapatan bersih</th></tr></thead><tbody><tr><td>5 sampai 19</td><td>25%</td></tr><tr><td>20 sampai 49</td><td>35%</td></tr><tr><td>50 atau lebih</td><td>45%</td></tr></tbody></table><ul><li><strong>Kontrak dividen</strong> dibayarkan setiap periode berdasarkan hasil tim Anda.</li><li><strong>Gaji harian dan gaji per jam</strong> dari taruhan valid tim Anda.</li><li><strong>Gaji real-time</strong> yang diselesaikan setiap 5 menit.</li></ul><h3>Cara bergabung</h3><ol><li>Daftarkan akun pemain (gratis).</li><li>Hubungi layanan pelanggan dan minta menjadi agen, atau gunakan tautan referral dari agen yang sudah ada.</li><li>Setelah disetujui, buka pusat agen dari menu akun Anda dan bagikan kode afiliasi Anda.</li></ol><p>Agen wajib berusia minimal 18 tahun serta mematuhi Syarat Umum dan aturan Bermain Secara Bertanggung Jawab kami.</p>',
      },
      'how-to-deposit': {
        title: 'Cara Deposit',
        content:
          '<h2>Cara Deposit</h2><ol><li>Login lalu tekan <strong>Deposit</strong>.</li><li>Pilih metode pembayaran dan masukkan jumlahnya.</li><li>Ikuti petunjuknya; saldo Anda akan bertambah setelah pembayaran dikonfirmasi.</li></ol>',
      },
      'how-to-withdraw': {
        title: 'Cara Penarikan',
        content:
          '<h2>Cara Penarikan</h2><ol><li>Tambahkan kartu bank di pusat member.</li><li>Tekan <strong>Penarikan</strong>, masukkan jumlah dan kata sandi pembayaran Anda.</li><li>Penarikan biasanya diproses dalam 30 menit.</li></ol>',
      },
      'faq-forgot-password': {
        title: 'Saya lupa kata sandi',
        content:
          '<p>Gunakan <strong>Lupa kata sandi?</strong> di jendela login untuk mengatur ulang kata sandi lewat email atau nomor HP.</p>',
      },
      'faq-free-play': {
        title: 'Bisakah saya mencoba game secara gratis?',
        content:
          '<p>Bisa. Game bertanda <em>Main gratis</em> dapat dimainkan dengan akun percobaan tanpa deposit.</p>',
      },
      'faq-game-maintenance': {
        title: 'Game menampilkan pesan sedang dalam pemeliharaan',
        content:
          '<p>Provider sesekali menghentikan game sementara untuk pembaruan. Silakan coba game lain dan kembali lagi nanti.</p>',
      },
    },
  },
  messages: {
    welcome: {
      title: 'Selamat datang di portal',
      content:
        '<p>Selamat datang! Akun Anda sudah siap. Buka <strong>pusat member</strong> untuk mengatur kata sandi pembayaran dan menautkan kartu bank.</p>',
    },
    'weekend-bonus': {
      title: 'Bonus deposit akhir pekan',
      content:
        '<p>Deposit akhir pekan ini dan dapatkan <strong>bonus 10%</strong> hingga 500.</p><ul><li>Minimal deposit 100</li><li>Turnover 5x</li></ul>',
    },
    maintenance: {
      title: 'Pemeliharaan terjadwal',
      content:
        '<p>Beberapa game tidak dapat dimainkan pada hari Selasa pukul 02:00 sampai 04:00 (GMT+7) karena pemeliharaan.</p>',
    },
  },
  vendors: {
    'RNG:DEMO': 'Game Orisinal Portal',
    'PVP:DEMO': 'Game Orisinal Portal',
    'LIVE:DEMO': 'Game Orisinal Portal',
    // demo sportsbook (ADR 0021)
    'SPORTS:DEMO': 'Game Orisinal Portal',
    // demo e-sports book (ADR 0025)
    'ESPORTS:DEMO': 'Game Orisinal Portal',
    // demo fishing (ADR 0022)
    'FISH:DEMO': 'Game Orisinal Portal',
    'RNG:JILI': 'Slot JILI',
    'LIVE:DS88': 'Sabung Ayam DS88',
    'FISH:JILI': 'Tembak Ikan JILI',
    'FISH:FC': 'Tembak Ikan Fa Chai',
    'FISH:JDB': 'Tembak Ikan JDB',
    'FISH:KA': 'Tembak Ikan KA',
    'PVP:KY': 'Kartu Kaiyuan',
    'LOTT:TCG_LOTTO_VN': 'Lotre Vietnam',
    'LOTT:TCG': 'Lotre TCG',
    'ELOTT:TCG_ELOTT': 'E-Lotre TCG',
    'ELOTT:SGW': 'Lotre Cepat SGWin',
    'LOTT:TCG_LOTTO_SEA': 'Lotre Asia Tenggara',
  },
  games: {
    'DEMO:DEMONIUNIU': 'Niu-Niu',
    'DEMO:DEMOBACCARAT': 'Baccarat Live',
    // demo sportsbook (ADR 0021)
    'DEMO:DEMOSPORTS': 'Sportsbook',
    // demo e-sports book (ADR 0025)
    'DEMO:DEMOESPORTS': 'E-sports',
    // demo fishing (ADR 0022)
    'DEMO:DEMOFISH': 'Pemburu Terumbu Karang',
    'TCG_LOTTO_VN:VNMB': 'Lotre Vietnam Utara',
    'TCG_LOTTO_VN:VNMN': 'Lotre Vietnam Selatan',
    'TCG_LOTTO_VN:VNMT': 'Lotre Vietnam Tengah',
    'TCG_LOTTO_VN:VNHNVIP': 'Hanoi VIP',
    'TCG_LOTTO_VN:VNHCMVIP': 'Ho Chi Minh VIP',
    'TCG_LOTTO_VN:VNST1': 'Super Cepat 1 Menit',
    'TCG_LOTTO_VN:VNST5': 'Super Cepat 5 Menit',
    // the DS88 cockfight arenas (ADR 0020): names made of words
    'DS88:DS88L101': 'Arena Sabong',
    'DS88:DS88L102': 'Kejuaraan Derby',
    'DS88:DS88L103': 'Laga Utama Langsung',
  },
  promotions: {
    terms:
      'Satu kali klaim per member. Kami berhak menarik kembali bonus yang diperoleh dengan cara curang. Bonus harus memenuhi turnover yang tertera sebelum dapat ditarik.',
    list: {
      welcome: {
        title: 'Bonus Sambutan 100% hingga 500',
        summary: 'Gandakan deposit pertama Anda: ikuti promo, deposit minimal 10, dan klaim hingga 500.',
        body: '<p>Member baru? Ikuti promo ini, lalu lakukan deposit <b>10 atau lebih</b>. Kami tambahkan <b>100%</b> hingga <b>500</b>.</p><p>Bonus harus di-turnover 5 kali sebelum penarikan.</p>',
      },
      cashback: {
        title: 'Cashback Slot Mingguan 5%',
        summary: 'Dapatkan kembali 5% dari kekalahan bersih slot Anda di akhir minggu, hingga 200.',
        body: '<p>Ikuti promo, mainkan slot favorit Anda sepanjang minggu, dan klaim kembali <b>5%</b> dari kekalahan bersih Anda saat minggu berakhir.</p>',
      },
      share: {
        title: 'Bagikan Kemenangan Besar Anda',
        summary: 'Kirimkan screenshot kemenangan besar Anda dan dapatkan hadiah hingga 88.',
        body: '<p>Baru menang besar? Ajukan dengan komentar singkat dan hingga tiga screenshot (png atau jpg, maks. 5 MB per file). Tim kami meninjau setiap pengajuan dalam 24 jam.</p>',
      },
      birthday: {
        title: 'Hadiah Ulang Tahun VIP',
        summary: 'Member VIP dapat mengajukan hadiah dari kami di bulan ulang tahunnya.',
        body: '<p>Selamat ulang tahun! Ajukan di bulan ulang tahun Anda dan tim VIP kami akan mengirimkan hadiah untuk Anda.</p>',
      },
      raffle: {
        title: 'Undian Lucky Lotus',
        summary: 'Satu kali undian untuk setiap deposit 100. Hadiah hingga 888!',
        body: '<p>Ikuti, deposit, dan undi: setiap deposit <b>100</b> memberi Anda satu kali undian. Setiap undian ditentukan di server kami dengan seed hash yang dipublikasikan sehingga bisa Anda cek setelahnya.</p>',
      },
      lunar: {
        title: 'Bonus Reload Imlek 30%',
        summary:
          'Ikuti promo, lalu deposit 50 atau lebih: dapatkan 30% dari deposit itu, hingga 300 (sekali per member).',
        body: '<p>Rayakan tahun baru: ikuti promo ini, lalu lakukan deposit <b>50 atau lebih</b> dan dapatkan <b>30%</b> dari deposit itu sebagai bonus, hingga <b>300</b>. Satu bonus per member.</p><p>Bonus harus di-turnover 3 kali sebelum penarikan.</p>',
      },
      summer: {
        title: 'Bonus Reload Musim Panas 20%',
        summary: 'Promo ini sudah berakhir. Terima kasih telah berpartisipasi!',
        body: '<p>20% untuk deposit reload 20 atau lebih, hingga 100.</p>',
      },
    },
    prizes: {
      'grand-prize-888': 'Hadiah utama 888',
      'gold-prize-88': 'Hadiah emas 88',
      'silver-prize-8': 'Hadiah perak 8',
      'lucky-prize-1': 'Hadiah hoki 1',
    },
  },
  pointProducts: {
    'bonus-5': {
      name: 'Voucher Bonus $5',
      description: 'Voucher bonus $5, diberikan oleh layanan pelanggan setelah penukaran disetujui.',
    },
    'free-spins-20': {
      name: '20 Free Spin',
      description: 'Dua puluh free spin di slot Lucky Lotus.',
    },
    'vip-week': {
      name: 'VIP Pass 1 Minggu',
      description: 'Tujuh hari layanan pelanggan VIP dan penarikan lebih cepat.',
    },
    'lotus-mug': {
      name: 'Mug Lucky Lotus',
      description: 'Mug keramik berlogo Lucky Lotus, dikirim sampai ke rumah Anda.',
    },
    'lotus-tshirt': {
      name: 'Kaos Lucky Lotus',
      description: 'Kaos katun; poin ditambah sedikit ongkos kirim.',
    },
    earbuds: {
      name: 'Earbuds Nirkabel',
      description: 'Earbuds Bluetooth dengan casing pengisi daya.',
    },
  },
  missions: {
    'daily-slots-20': 'Putar slot 20 kali',
    'daily-bet-1000': 'Bertaruh 1.000,00 di game apa saja',
    'daily-deposit-500': 'Deposit 500,00',
    'weekly-login-3': 'Login 3 hari berturut-turut',
    'weekly-live-100': 'Mainkan 100 ronde kasino langsung',
    'weekly-bet-10000': 'Bertaruh 10.000,00 minggu ini',
  },
};
