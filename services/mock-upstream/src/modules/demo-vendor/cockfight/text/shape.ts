/**
 * The shape of the DS88 cockfight page's words: every language file in this folder fills it (a
 * missing key is a compile error), and the module that gathers them reads it.
 */
export interface CockfightText {
  title: string;
  realMoney: string;
  balance: string;
  /** {arena} {min} {max} */
  limits: string;
  /** {n} */
  fight: string;
  /** {seconds} */
  betting: string;
  fighting: string;
  chip: string;
  sides: { meron: string; wala: string; draw: string };
  /** {amount} */
  yourBets: string;
  outcomes: { meron: string; wala: string; draw: string };
  /** Each results-board cell's letter: Meron, Wala, draw. */
  trendLetters: { meron: string; wala: string; draw: string };
  /** {amount} */
  won: string;
  push: string;
  lost: string;
  /** {side} {amount} {odds} */
  betPlaced: string;
  lastFight: string;
  /** {meron} {wala} {draw} */
  lastOdds: string;
  history: string;
  noFights: string;
  commitment: string;
  reveal: string;
  clientSeed: string;
  fairNote: string;
  /** {margin} {meron} {draw} */
  rules: string;
  loading: string;
  keyHint: string;
  errors: {
    insufficientBalance: string;
    closed: string;
    overMax: string;
    outsideLimits: string;
    opposite: string;
    network: string;
    unconfirmed: string;
    rolledBack: string;
    generic: string;
  };
  errorPage: { title: string; body: string };
}
