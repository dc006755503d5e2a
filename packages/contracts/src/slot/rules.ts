/**
 * "Lucky Lanterns", the demo vendor's 5x3 slot: fixed reel strips, 20 fixed paylines paying left to
 * right, a wild that substitutes for every symbol but the scatter, and a scatter that pays anywhere
 * on the total bet. Pure: no I/O, no clock. Money is bigint minor units (2 decimals: 1.00 = 100n).
 *
 * Everything a player is told (the return to player, the paytable) is computed from the very tables
 * the spins use, so the published figure cannot drift from the game. Shared by the platform (which
 * plays the rounds) and the web's round verifier (which recomputes them in the browser).
 */

export const GAME_NAME = 'Lucky Lanterns';
export const REELS = 5;
export const ROWS = 3;

/** Symbol codes, in the order of their index (the engine works on indexes). */
export const SYMBOLS = ['W', 'L', 'G', 'R', 'C', 'A', 'K', 'Q', 'J'] as const;
export type SymbolCode = (typeof SYMBOLS)[number];
export const SYMBOL_NAMES: Record<SymbolCode, string> = {
  W: 'Wild',
  L: 'Lantern',
  G: 'Gold ingot',
  R: 'Red envelope',
  C: 'Jade coin',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
};

/** Line pays in multiples of the line bet for 3, 4 and 5 of a kind (the wild pays on its own too). */
export const LINE_PAYS: Record<Exclude<SymbolCode, 'L'>, readonly [number, number, number]> = {
  W: [50, 250, 1000],
  G: [25, 100, 400],
  R: [20, 75, 250],
  C: [15, 50, 150],
  A: [10, 30, 100],
  K: [8, 25, 80],
  Q: [5, 15, 60],
  J: [5, 10, 50],
};
/** Scatter pays in multiples of the total bet for 3, 4 and 5 lanterns anywhere in the window. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/**
 * The reel strips, top to bottom; a stop shows the symbol at the stop and the two after it (the
 * strip wraps). Lanterns are at least three apart, so a reel shows at most one.
 */
export const REEL_STRIPS: readonly string[] = [
  'QCJRKAQLCJGKQRAJWCKQJARCKQGLJACKQRWJGKA',
  'KQLJGRKCAQWJKARCQJGKQLCAWJRKQCAGJKQRWJAC',
  'QCKJWARQGCLKJQARCKJWQGACKJQRLAKWJCQGRAJK',
  'CARJQGWKLCJAQKRJCQGKAWJRQKCAJLQRGCKWJAQJK',
  'QJACKQRJWACGKLQJRAKCQJGKAQCRJWKLQAJCRGK',
];

/** The 20 paylines: the row (0 top, 2 bottom) each line crosses on reels 1 to 5. */
export const PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
export const LINE_COUNT = PAYLINES.length;

/** The total bets a player may choose (minor units); the line bet is a twentieth of it. */
export const TOTAL_BETS_MINOR: readonly bigint[] = [20n, 40n, 100n, 200n, 400n, 1000n, 2000n];
export const MONEY_DECIMALS = 2;
