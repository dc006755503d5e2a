/**
 * The shape of the fishing game page's words: every language file in this folder fills it (a missing
 * key is a compile error), and the module that gathers them reads it.
 */
export interface FishingText {
  title: string;
  realMoney: string;
  balance: string;
  loading: string;
  retry: string;
  /** The sea's accessible name: how to play it by keyboard and by touch. */
  sea: string;
  /** {level} */
  cannon: string;
  /** {amount} */
  stakeEach: string;
  levelDown: string;
  levelUp: string;
  fire: string;
  /** {count} */
  inFlight: string;
  fishNames: {
    clownfish: string;
    pufferfish: string;
    angelfish: string;
    turtle: string;
    swordfish: string;
    manta: string;
    shark: string;
    dragon: string;
  };
  /** {fish} {multiplier} {amount} */
  caught: string;
  /** {fish} */
  missed: string;
  lowBalance: string;
  record: {
    title: string;
    nonce: string;
    shot: string;
    result: string;
    check: string;
    empty: string;
    /** {fish} {multiplier} {stake} */
    shotLine: string;
  };
  status: {
    inFlight: string;
    confirming: string;
    caught: string;
    missed: string;
    refused: string;
    returned: string;
    unconfirmed: string;
  };
  verify: {
    verified: string;
    mismatch: string;
    hidden: string;
    checking: string;
    unavailable: string;
  };
  fair: {
    title: string;
    commitment: string;
    clientSeed: string;
    nextNonce: string;
    revealed: string;
    newClientSeed: string;
    reveal: string;
    revealedOk: string;
    revealedBad: string;
    note: string;
  };
  rules: {
    title: string;
    fish: string;
    pays: string;
    chance: string;
    /** {rtp} {edge} */
    summary: string;
    /** {min} {max} */
    levels: string;
  };
  keyHint: string;
  errors: {
    insufficientBalance: string;
    protection: string;
    frozen: string;
    network: string;
    unconfirmed: string;
    rolledBack: string;
    clientSeed: string;
    generic: string;
  };
  errorPage: { title: string; body: string };
}
