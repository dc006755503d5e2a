import type { CockfightText } from './shape.js';

export const it: CockfightText = {
  title: 'Combattimenti di galli DS88',
  realMoney: 'Soldi veri',
  balance: 'Saldo',
  limits: '{arena}: {min} a puntata, fino a {max} a combattimento',
  fight: 'Combattimento {n}',
  betting: 'Puntate aperte · {seconds} s',
  fighting: 'Puntate chiuse · combattimento in corso',
  chip: 'Fiche',
  sides: { meron: 'Meron', wala: 'Wala', draw: 'Pareggio' },
  yourBets: 'Le tue puntate su questo combattimento: {amount}',
  outcomes: { meron: 'Vince Meron', wala: 'Vince Wala', draw: 'Pareggio' },
  trendLetters: { meron: 'M', wala: 'W', draw: 'P' },
  won: 'Hai vinto {amount}!',
  push: 'Pareggio: le tue puntate su Meron e Wala sono state restituite.',
  lost: 'Nessuna vincita in questo combattimento.',
  betPlaced: 'Puntata piazzata: {side} {amount} a {odds}',
  lastFight: 'Ultimo combattimento',
  lastOdds: 'Quote di quel combattimento: Meron {meron}, Wala {wala}, Pareggio {draw}',
  history: 'Risultati',
  noFights: 'Ancora nessun combattimento in quest’arena.',
  commitment: 'Hash del seed di questo combattimento',
  reveal: 'Seed del server del combattimento precedente (rivelato)',
  clientSeed: 'Arena · combattimento',
  fairNote:
    'Lo SHA-256 del seed del server rivelato coincide con l’hash mostrato mentre le puntate erano aperte; quote e risultato derivano dai seed.',
  rules:
    'Ogni combattimento ha le sue quote per Meron e Wala (quanto rende 1 puntato, posta inclusa): la quota equa meno un margine del {margin}. Il pareggio paga 8 a 1; le puntate su Meron e Wala vengono restituite in caso di pareggio. Non puoi puntare su Meron e Wala nello stesso combattimento. Vantaggio del banco: Meron e Wala {meron}, Pareggio {draw}.',
  loading: 'Caricamento…',
  keyHint:
    'I tasti da 1 a 5 scelgono la fiche; con Tab vai su una casella e premi Invio o Spazio per puntare.',
  errors: {
    insufficientBalance: 'Il tuo saldo non basta per questa puntata.',
    closed: 'Le puntate su questo combattimento sono chiuse. Punta sul prossimo.',
    overMax: 'Questa puntata supererebbe il massimo dell’arena per questo combattimento.',
    outsideLimits: 'Questa puntata è fuori dai limiti dell’arena.',
    opposite: 'Non puoi puntare su Meron e Wala nello stesso combattimento.',
    network: 'Impossibile raggiungere l’arena. Controlla la connessione e riprova.',
    unconfirmed: 'La tua puntata non è ancora confermata. Ripeti la stessa puntata per confermarla.',
    rolledBack: 'Il combattimento non si è potuto concludere: le tue puntate sono state restituite.',
    generic: 'Qualcosa è andato storto. Riprova.',
  },
  errorPage: {
    title: 'Impossibile aprire quest’arena',
    body: 'Riaprila dall’ingresso combattimenti di galli del portale.',
  },
};
