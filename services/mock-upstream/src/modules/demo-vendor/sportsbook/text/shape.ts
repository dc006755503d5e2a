/**
 * The shape of the sportsbook page's words: every language file in this folder fills it (a missing
 * key is a compile error), and the module that gathers them reads it. Team names are the fictional
 * clubs' proper names and stay as they are.
 */
export interface SportsbookText {
  title: string;
  realMoney: string;
  balance: string;
  oddsFormat: string;
  formats: { decimal: string; hk: string; malay: string; indo: string };
  fixtures: string;
  live: string;
  /** {time} */
  kickoff: string;
  fullTime: string;
  closed: string;
  markets: { x12: string; ah: string; ou: string };
  picks: { home: string; draw: string; away: string; over: string; under: string };
  slip: string;
  slipEmpty: string;
  stake: string;
  /** {min} {max} */
  limits: string;
  /** {amount} */
  returns: string;
  acceptChanges: string;
  place: string;
  /** {odds} */
  oddsChanged: string;
  placed: string;
  myBets: string;
  noBets: string;
  status: { pending: string; settled: string; refused: string; rolledBack: string };
  outcomes: { won: string; halfWon: string; void: string; halfLost: string; lost: string };
  errors: { insufficientBalance: string; limits: string; closed: string; generic: string };
  loading: string;
  /** {edge} {minute} */
  rules: string;
  seedHash: string;
  errorPage: { title: string; body: string };
}
