import type { CockfightText } from './shape.js';

export const hu: CockfightText = {
  title: 'DS88 kakasviadal',
  realMoney: 'Valódi pénz',
  balance: 'Egyenleg',
  limits: '{arena}: tétenként {min}, viadalonként legfeljebb {max}',
  fight: '{n}. viadal',
  betting: 'Fogadás nyitva · {seconds} mp',
  fighting: 'Fogadás lezárva · zajlik a viadal',
  chip: 'Zseton',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Döntetlen' },
  yourBets: 'Tétjeid ezen a viadalon: {amount}',
  outcomes: { meron: 'Meron nyer', wala: 'Wala nyer', draw: 'Döntetlen' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'D' },
  won: 'Nyertél {amount} összeget!',
  push: 'Döntetlen: a Meronra és Walára tett tétjeidet visszakaptad.',
  lost: 'Ezen a viadalon nincs nyeremény.',
  betPlaced: 'Tét elhelyezve: {side} {amount}, {odds} szorzóval',
  lastFight: 'Előző viadal',
  lastOdds: 'Annak a viadalnak a szorzói: Meron {meron}, Wala {wala}, Döntetlen {draw}',
  history: 'Eredmények',
  noFights: 'Ebben az arénában még nem volt viadal.',
  commitment: 'Ennek a viadalnak a seed-hash-e',
  reveal: 'Az előző viadal szerverseedje (felfedve)',
  clientSeed: 'Aréna · viadal',
  fairNote:
    'A felfedett szerverseed SHA-256-ja megegyezik a fogadás alatt mutatott hash-sel; a szorzók és az eredmény a seedekből következnek.',
  rules:
    'Minden viadalnak saját szorzója van Meronra és Walára (amennyit 1 tét visszahoz, a téttel együtt): a méltányos szorzó {margin} árréssel csökkentve. A döntetlen 8:1-et fizet; döntetlennél a Meronra és Walára tett tétek visszajárnak. Ugyanazon a viadalon nem fogadhatsz Meronra és Walára is. Ház előnye: Meron és Wala {meron}, Döntetlen {draw}.',
  loading: 'Betöltés…',
  keyHint:
    'Az 1–5 billentyűk zsetont választanak; Tabbal lépj egy mezőre, és Enterrel vagy szóközzel tegyél.',
  errors: {
    insufficientBalance: 'Az egyenleged nem elég ehhez a téthez.',
    closed: 'Erre a viadalra már lezárult a fogadás. Fogadj a következőre.',
    overMax: 'Ez a tét túllépné az aréna viadalonkénti maximumát.',
    outsideLimits: 'Ez a tét kívül esik az aréna határain.',
    opposite: 'Ugyanazon a viadalon nem fogadhatsz Meronra és Walára is.',
    network: 'Az aréna nem érhető el. Ellenőrizd a kapcsolatot, és próbáld újra.',
    unconfirmed: 'A téted még nincs megerősítve. Tedd meg ugyanazt a tétet újra a megerősítéshez.',
    rolledBack: 'A viadal nem fejeződhetett be: a tétjeidet visszakaptad.',
    generic: 'Hiba történt. Próbáld újra.',
  },
  errorPage: {
    title: 'Ez az aréna nem nyitható meg',
    body: 'Nyisd meg újra a portál kakasviadal-bejáratából.',
  },
};
