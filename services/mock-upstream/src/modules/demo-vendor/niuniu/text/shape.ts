/**
 * The shape of the Niu-Niu table page's words: every language file in this folder fills it (a missing
 * key is a compile error), and the module that gathers them reads it.
 */
export interface NiuniuText {
  title: string;
  realMoney: string;
  balance: string;
  room: string;
  /** {stake} {players} {seats} */
  roomOption: string;
  join: string;
  leave: string;
  deal: string;
  dealing: string;
  you: string;
  banker: string;
  /** {n} */
  bot: string;
  /** Another person at the table. */
  player: string;
  kinds: {
    none: string;
    /** {n} */
    bull: string;
    bullBull: string;
    fiveFaces: string;
    bomb: string;
    fiveSmall: string;
  };
  /** {amount} */
  won: string;
  lost: string;
  /** {s}: seconds to the deal, for a seated person not in the hand. */
  countdown: string;
  /** {s}: seconds to the deal, for a person in the hand. */
  inHand: string;
  /** No hand is being bet on: the first person in starts the clock. */
  waiting: string;
  beatsBanker: string;
  losesToBanker: string;
  /** {stake} {win} */
  youStaked: string;
  pot: string;
  rake: string;
  /** {window} {rake} */
  rules: string;
  commitment: string;
  reveal: string;
  clientSeed: string;
  nonce: string;
  round: string;
  fairNote: string;
  loading: string;
  keyHint: string;
  errors: {
    insufficientBalance: string;
    tableFull: string;
    notSeated: string;
    network: string;
    unsettled: string;
    rolledBack: string;
    handClosed: string;
    generic: string;
  };
  errorPage: { title: string; body: string };
}
