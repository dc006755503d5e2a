/**
 * The shape of the lottery page's words: every language file in this folder fills it (a missing key
 * is a compile error), and the module that gathers them reads it.
 */
import type { BetType } from '../lottery.rules.js';

type BetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void';

export interface LotteryText {
  /** the page's title */
  title: string;
  loading: string;
  noscript: string;
  /** the page shown for a ticket that does not open (in the browser's language) */
  errorPage: { ticket: string; ticketHint: string; badRequest: string; badRequestHint: string };
  balance: string;
  freeBalance: string;
  toLobby: string;
  toBetting: string;
  games: string;
  draw: string;
  closesIn: string;
  drawAt: string;
  drawing: string;
  noDraw: string;
  tz: string;
  betType: string;
  types: Record<BetType, string>;
  /** {x}: the odds, "95" in "pays 95×" */
  odds: string;
  oddsPerHit: string;
  desc: Record<BetType, string>;
  /** {x}: the percentage, its sign included */
  rtp: string;
  pickMany: string;
  pickTwo: string;
  pickThree: string;
  grid: string;
  hundreds: string;
  selected: string;
  none: string;
  clear: string;
  amount: string;
  total: string;
  win: string;
  winPerHit: string;
  confirm: string;
  placing: string;
  /** {n} bets, {numero} the draw */
  placed: string;
  results: string;
  noResults: string;
  /** special, then the 1st to the 7th prize */
  prizeNames: [string, string, string, string, string, string, string, string];
  head: string;
  tails: string;
  audit: string;
  auditText: string;
  seed: string;
  commitment: string;
  myBets: string;
  noBets: string;
  /** won: {x} the amount won */
  status: Record<BetStatus, string>;
  notOpen: string;
  freePlay: string;
  expired: string;
  offline: string;
  errors: {
    INSUFFICIENT_BALANCE: string;
    ROUND_CLOSED: string;
    AMOUNT_OUT_OF_RANGE: string;
    TRIAL_ACCOUNT: string;
    default: string;
  };
  amountInvalid: string;
  pickFirst: string;
  needTwo: string;
  groups: Record<'MIEN_BAC' | 'MIEN_NAM' | 'MIEN_TRUNG' | 'VIP' | 'SIEU_TOC' | 'OTHER', string>;
  lastSpecial: string;
  play: string;
  numbersFor: string;
}
