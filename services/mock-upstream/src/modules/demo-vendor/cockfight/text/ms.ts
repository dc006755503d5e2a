import type { CockfightText } from './shape.js';

export const ms: CockfightText = {
  title: 'Sabung Ayam DS88',
  realMoney: 'Wang sebenar',
  balance: 'Baki',
  limits: '{arena}: {min} setiap pertaruhan, sehingga {max} setiap perlawanan',
  fight: 'Perlawanan {n}',
  betting: 'Pertaruhan dibuka · {seconds} s',
  fighting: 'Pertaruhan ditutup · sedang berlaga',
  chip: 'Cip',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Seri' },
  yourBets: 'Pertaruhan anda bagi perlawanan ini: {amount}',
  outcomes: { meron: 'Meron menang', wala: 'Wala menang', draw: 'Seri' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'S' },
  won: 'Anda menang {amount}!',
  push: 'Seri: pertaruhan Meron dan Wala anda dipulangkan.',
  lost: 'Tiada kemenangan untuk perlawanan ini.',
  betPlaced: 'Pertaruhan dibuat: {side} {amount} pada odds {odds}',
  lastFight: 'Perlawanan terakhir',
  lastOdds: 'Odds ketika itu: Meron {meron}, Wala {wala}, Seri {draw}',
  history: 'Keputusan',
  noFights: 'Belum ada perlawanan di arena ini.',
  commitment: 'Hash seed perlawanan ini',
  reveal: 'Server seed perlawanan lepas (didedahkan)',
  clientSeed: 'Arena · perlawanan',
  fairNote:
    'SHA-256 server seed yang didedahkan sama dengan hash yang dipaparkan semasa pertaruhan dibuka; odds dan keputusan terhasil daripada seed.',
  rules:
    'Setiap perlawanan ada odds sendiri untuk Meron dan Wala (pulangan bagi setiap 1 dipertaruhkan, termasuk modal): odds adil tolak margin {margin}. Seri membayar 8:1; pertaruhan Meron dan Wala dipulangkan apabila seri. Anda tidak boleh bertaruh pada Meron dan Wala dalam perlawanan yang sama. Kelebihan rumah: Meron dan Wala {meron}, Seri {draw}.',
  loading: 'Memuatkan…',
  keyHint:
    'Kekunci 1 hingga 5 memilih cip; Tab ke petak pertaruhan dan tekan Enter atau Space untuk bertaruh.',
  errors: {
    insufficientBalance: 'Baki anda tidak mencukupi untuk pertaruhan ini.',
    closed: 'Pertaruhan untuk perlawanan ini sudah ditutup. Bertaruh pada perlawanan seterusnya.',
    overMax: 'Pertaruhan ini melebihi had maksimum arena untuk perlawanan ini.',
    outsideLimits: 'Pertaruhan ini di luar had arena.',
    opposite: 'Anda tidak boleh bertaruh pada Meron dan Wala dalam perlawanan yang sama.',
    network: 'Arena tidak dapat dihubungi. Semak sambungan dan cuba lagi.',
    unconfirmed:
      'Pertaruhan anda belum disahkan. Buat pertaruhan yang sama sekali lagi untuk mengesahkannya.',
    rolledBack: 'Perlawanan tidak dapat diselesaikan: pertaruhan anda dipulangkan.',
    generic: 'Berlaku ralat. Sila cuba lagi.',
  },
  errorPage: {
    title: 'Arena ini tidak dapat dibuka',
    body: 'Buka semula dari pintu masuk sabung ayam portal.',
  },
};
