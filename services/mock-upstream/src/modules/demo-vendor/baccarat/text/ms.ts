import type { BaccaratText } from './shape.js';

export const ms: BaccaratText = {
  title: 'Baccarat Langsung',
  realMoney: 'Wang sebenar',
  balance: 'Baki',
  table: 'Meja',
  tableOption: '{table} · {min} – {max}',
  limits: 'Had meja: {min} setiap pertaruhan, sehingga {max} setiap pusingan',
  round: 'Pusingan {n}',
  betting: 'Buat pertaruhan · {seconds} saat',
  dealing: 'Pertaruhan ditutup · kad sedang diagih',
  chip: 'Cip',
  spots: {
    player: 'Pemain',
    banker: 'Banker',
    tie: 'Seri',
    playerPair: 'Pasangan Pemain',
    bankerPair: 'Pasangan Banker',
  },
  pays: 'bayar {odds}',
  yourBets: 'Pertaruhan anda pusingan ini: {amount}',
  outcomes: {
    player: 'Pemain menang',
    banker: 'Banker menang',
    tie: 'Seri',
  },
  roadLetters: {
    player: 'P',
    banker: 'B',
    tie: 'T',
  },
  won: 'Anda menang {amount}!',
  push: 'Pertaruhan anda dipulangkan.',
  lost: 'Tiada kemenangan pusingan ini.',
  betPlaced: 'Pertaruhan dibuat: {spot} {amount}',
  lastRound: 'Pusingan lepas',
  beadRoad: 'Bead road',
  bigRoad: 'Big road',
  noRounds: 'Belum ada pusingan di meja ini.',
  commitment: 'Hash benih pusingan ini',
  reveal: 'Benih pelayan pusingan lepas (didedahkan)',
  clientSeed: 'Benih klien · nonce',
  fairNote:
    'SHA-256 benih pelayan yang didedahkan sama dengan hash yang dipaparkan semasa pertaruhan dibuka; kad ditentukan oleh benih.',
  rules:
    'Pemain bayar 1:1, Banker 1:1 tolak komisen {commission}, Seri 8:1 (pertaruhan Pemain dan Banker dipulangkan jika seri), setiap pasangan 11:1. Anda tidak boleh bertaruh pada Pemain dan Banker dalam pusingan yang sama. Kelebihan rumah: Banker {banker}, Pemain {player}, Seri {tie}, setiap pasangan {pair}.',
  loading: 'Memuatkan…',
  keyHint:
    'Kekunci 1 hingga 5 memilih cip; Tab ke petak pertaruhan dan tekan Enter atau Space untuk bertaruh.',
  errors: {
    insufficientBalance: 'Baki anda tidak mencukupi untuk pertaruhan ini.',
    closed: 'Pertaruhan untuk pusingan ini sudah ditutup. Bertaruh pada pusingan seterusnya.',
    overMax: 'Pertaruhan ini akan melebihi had maksimum meja untuk pusingan ini.',
    outsideLimits: 'Pertaruhan ini di luar had meja.',
    opposite: 'Anda tidak boleh bertaruh pada Pemain dan Banker dalam pusingan yang sama.',
    network: 'Meja tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.',
    unconfirmed:
      'Pertaruhan anda belum disahkan. Buat pertaruhan yang sama sekali lagi untuk mengesahkannya.',
    rolledBack: 'Pusingan tidak dapat diselesaikan: pertaruhan anda dipulangkan.',
    generic: 'Berlaku ralat. Sila cuba lagi.',
  },
  errorPage: {
    title: 'Meja ini tidak dapat dibuka',
    body: 'Buka semula dari halaman Kasino Langsung portal.',
  },
};
