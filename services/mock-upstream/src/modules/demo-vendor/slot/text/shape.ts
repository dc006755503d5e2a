/**
 * The shape of the slot page's words: every language file in this folder fills it (a missing key is
 * a compile error), and the module that gathers them reads it.
 */
export interface SlotText {
  title: string;
  freePlay: string;
  realMoney: string;
  balance: string;
  bet: string;
  win: string;
  spin: string;
  retry: string;
  spinning: string;
  noWin: string;
  lineWin: string; // {line} {count} {symbol} {amount}
  scatterWin: string; // {count} {amount}
  bigWin: string;
  round: string;
  verify: string;
  paytable: string;
  paylines: string;
  rtp: string; // {rtp}: the percentage, its sign included
  rtpNote: string;
  wildNote: string;
  scatterNote: string;
  lineNote: string;
  seed: string;
  loading: string;
  keyHint: string;
  symbols: Record<string, string>;
  errors: {
    insufficientBalance: string;
    ticket: string;
    network: string;
    retrying: string;
    unsettled: string;
    generic: string;
  };
  errorPage: { title: string; body: string };
}
