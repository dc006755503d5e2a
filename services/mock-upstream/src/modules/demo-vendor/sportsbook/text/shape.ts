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
  /** a match stopped before full time */
  abandoned: string;
  abandonedNote: string;
  markets: { x12: string; ah: string; ou: string };
  picks: { home: string; draw: string; away: string; over: string; under: string };
  slip: string;
  slipEmpty: string;
  /** the bet kinds: one pick, or an accumulator of several */
  kinds: { single: string; parlay: string };
  /** {odds}: a parlay's prices multiplied */
  totalOdds: string;
  remove: string;
  /** {pick}: the accessible name of a pick's remove button */
  removeLabel: string;
  /** two picks of one match on the slip */
  sameEvent: string;
  sameEventLeg: string;
  /** {max} */
  maxLegs: string;
  /** {min} {max} {payout} */
  parlayLimits: string;
  /** {odds}: the price a pick had before it changed */
  was: string;
  stake: string;
  /** {min} {max} */
  limits: string;
  /** {amount} */
  returns: string;
  acceptChanges: string;
  place: string;
  /** {odds} */
  oddsChanged: string;
  oddsChangedParlay: string;
  placed: string;
  myBets: string;
  noBets: string;
  status: { pending: string; settled: string; refused: string; rolledBack: string; cashedOut: string };
  /** partial: a parlay that returned less than its stake (a half-lost pick) */
  outcomes: { won: string; halfWon: string; void: string; halfLost: string; lost: string; partial: string };
  /** {amount}: the button taking the offer */
  cashOut: string;
  /** {amount} */
  cashOutChanged: string;
  /** {amount} */
  cashedOut: string;
  errors: {
    insufficientBalance: string;
    limits: string;
    closed: string;
    generic: string;
    /** {max}: the largest stake within the maximum payout */
    overMaxPayout: string;
    cashOutUnavailable: string;
  };
  loading: string;
  /** {edge} {minute} */
  rules: string;
  /** {min} {max} {margin} {abandoned} */
  parlayRules: string;
  seedHash: string;
  /** A finished match's revealed seed (on the player's bets, and on a listed match once over). */
  seed: string;
  /** The page checked the revealed seed: its SHA-256 is the hash shown before the match. */
  seedVerified: string;
  seedMismatch: string;
  errorPage: { title: string; body: string };
}
