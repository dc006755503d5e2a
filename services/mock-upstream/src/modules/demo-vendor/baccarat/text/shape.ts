/**
 * The shape of the live baccarat page's words: every language file in this folder fills it (a
 * missing key is a compile error), and the module that gathers them reads it.
 */
export interface BaccaratText {
  title: string;
  realMoney: string;
  balance: string;
  table: string;
  /** {table} {min} {max} */
  tableOption: string;
  /** {min} {max} */
  limits: string;
  /** {n} */
  round: string;
  /** {seconds} */
  betting: string;
  dealing: string;
  chip: string;
  spots: { player: string; banker: string; tie: string; playerPair: string; bankerPair: string };
  /** {odds} */
  pays: string;
  /** {amount} */
  yourBets: string;
  outcomes: { player: string; banker: string; tie: string };
  /** Each road cell's letter: player, banker, tie. */
  roadLetters: { player: string; banker: string; tie: string };
  /** {amount} */
  won: string;
  push: string;
  lost: string;
  /** {spot} {amount} */
  betPlaced: string;
  lastRound: string;
  beadRoad: string;
  bigRoad: string;
  noRounds: string;
  commitment: string;
  reveal: string;
  clientSeed: string;
  fairNote: string;
  /** {commission} {banker} {player} {tie} {pair} */
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
