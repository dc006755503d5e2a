import { createHash, createHmac } from 'node:crypto';
import { at, five } from '../../../lib/at.js';

/**
 * "Lucky Lanterns", the demo vendor's 5x3 slot: fixed reel strips, 20 fixed paylines paying left to
 * right, a wild that substitutes for every symbol but the scatter, and a scatter that pays anywhere
 * on the total bet. Pure: no I/O, no clock. Money is bigint minor units (2 decimals: 1.00 = 100n).
 *
 * Everything a player is told (the return to player, the paytable) is computed here from the very
 * tables the spins use, so the published figure cannot drift from the game.
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
const WILD = 0;
const SCATTER = 1;
const SYMBOL_COUNT = SYMBOLS.length;
const ALL_SYMBOLS = (1 << SYMBOL_COUNT) - 1;

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

// ------------------------------------------------------------------ precomputed tables

const STRIPS: readonly Uint8Array[] = REEL_STRIPS.map((strip) =>
  Uint8Array.from(strip, (ch) => {
    const index = SYMBOLS.indexOf(ch as SymbolCode);
    if (index < 0) throw new Error(`unknown symbol ${ch} on a reel strip`);
    return index;
  }),
);
export const STRIP_LENGTHS: readonly number[] = STRIPS.map((s) => s.length);

/** PAY[symbol * 6 + count]: line pay (line-bet multiples) of `count` of that symbol from the left. */
const PAY = new Int32Array(SYMBOL_COUNT * 6);
for (const [code, pays] of Object.entries(LINE_PAYS)) {
  const symbol = SYMBOLS.indexOf(code as SymbolCode);
  pays.forEach((pay, i) => (PAY[symbol * 6 + 3 + i] = pay));
}
/** SCATTER_UNITS[n]: the scatter pay of n lanterns in line-bet units (a total bet is 20 of them). */
const SCATTER_UNITS = new Int32Array(REELS * ROWS + 1);
SCATTER_PAYS.forEach((pay, i) => (SCATTER_UNITS[3 + i] = pay * LINE_COUNT));
for (let n = 6; n < SCATTER_UNITS.length; n++) SCATTER_UNITS[n] = SCATTER_UNITS[5] ?? 0;

/** WINDOW[reel][stop * 3 + row]: the symbol a reel shows in that row when it stops there. */
const WINDOW: readonly Uint8Array[] = STRIPS.map((strip) => {
  const out = new Uint8Array(strip.length * ROWS);
  for (let stop = 0; stop < strip.length; stop++) {
    for (let row = 0; row < ROWS; row++) out[stop * ROWS + row] = strip[(stop + row) % strip.length] ?? 0;
  }
  return out;
});
/** LANTERNS[reel][stop]: how many scatters a reel shows at that stop. */
const LANTERNS: readonly Uint8Array[] = WINDOW.map((window, reel) => {
  const out = new Uint8Array(STRIP_LENGTHS[reel] ?? 0);
  for (let i = 0; i < window.length; i++) {
    if (window[i] !== SCATTER) continue;
    const stop = Math.floor(i / ROWS);
    out[stop] = at(out, stop) + 1;
  }
  return out;
});
/** LANTERNS of reels 1 to 5, for payUnitsOfStops. */
const [N0, N1, N2, N3, N4] = five(LANTERNS);
const LINE_ROWS = Uint8Array.from(PAYLINES.flat());

const LINE = new Uint8Array(REELS); // scratch of lineResult (one thread, never re-entered)
/**
 * One payline's result from its five symbols: the longest left run of a symbol (wilds standing in)
 * against the run of leading wilds paid as wilds; the better of the two pays. A scatter breaks a line.
 * Packed as pay * 256 + symbol * 16 + count; 0 = no win.
 */
function lineResult(s0: number, s1: number, s2: number, s3: number, s4: number): number {
  LINE[0] = s0;
  LINE[1] = s1;
  LINE[2] = s2;
  LINE[3] = s3;
  LINE[4] = s4;
  let wilds = 0;
  while (wilds < REELS && LINE[wilds] === WILD) wilds++;
  const wildPay = at(PAY, WILD * 6 + wilds);
  if (wilds === REELS) return wildPay * 256 + WILD * 16 + REELS;
  const target = at(LINE, wilds);
  let symbolPay = 0;
  let count = 0;
  if (target !== SCATTER) {
    count = wilds + 1;
    while (count < REELS && (LINE[count] === target || LINE[count] === WILD)) count++;
    symbolPay = at(PAY, target * 6 + count);
  }
  if (symbolPay === 0 && wildPay === 0) return 0;
  return symbolPay >= wildPay ? symbolPay * 256 + target * 16 + count : wildPay * 256 + WILD * 16 + wilds;
}

/** Line pay (line-bet multiples) of five symbols given by index; exported for the tests. */
export function linePayOfSymbols(symbols: readonly number[]): number {
  return lineResult(symbols[0] ?? 0, symbols[1] ?? 0, symbols[2] ?? 0, symbols[3] ?? 0, symbols[4] ?? 0) >> 8;
}

/** COMBO_PAY[a * 9^4 + b * 9^3 + c * 9^2 + d * 9 + e]: the line pay of those five symbols. */
const COMBO_PAY = new Int32Array(SYMBOL_COUNT ** REELS);
for (let i = 0; i < COMBO_PAY.length; i++) {
  const digit = (p: number) => Math.floor(i / SYMBOL_COUNT ** p) % SYMBOL_COUNT;
  COMBO_PAY[i] = lineResult(digit(4), digit(3), digit(2), digit(1), digit(0)) >> 8;
}
/** K0..K4 (reels 1 to 5) [stop * 3 + row]: that window symbol's share of a COMBO_PAY index. */
const [K0, K1, K2, K3, K4] = five(
  WINDOW.map((window, reel) =>
    Int32Array.from(window, (symbol) => symbol * SYMBOL_COUNT ** (REELS - 1 - reel)),
  ),
);

/**
 * The whole win of one set of stops in line-bet units (lines plus scatter), allocation-free: what
 * the statistical test runs a million times. `stops` holds one stop per reel.
 */
export function payUnitsOfStops(stops: ArrayLike<number>): number {
  const s0 = at(stops, 0);
  const s1 = at(stops, 1);
  const s2 = at(stops, 2);
  const s3 = at(stops, 3);
  const s4 = at(stops, 4);
  const b0 = s0 * ROWS;
  const b1 = s1 * ROWS;
  const b2 = s2 * ROWS;
  const b3 = s3 * ROWS;
  const b4 = s4 * ROWS;
  let units = 0;
  for (let l = 0; l < LINE_COUNT * REELS; l += REELS) {
    units += at(
      COMBO_PAY,
      at(K0, b0 + at(LINE_ROWS, l)) +
        at(K1, b1 + at(LINE_ROWS, l + 1)) +
        at(K2, b2 + at(LINE_ROWS, l + 2)) +
        at(K3, b3 + at(LINE_ROWS, l + 3)) +
        at(K4, b4 + at(LINE_ROWS, l + 4)),
    );
  }
  const lanterns = at(N0, s0) + at(N1, s1) + at(N2, s2) + at(N3, s3) + at(N4, s4);
  return units + at(SCATTER_UNITS, lanterns);
}

// ------------------------------------------------------------------ the random source

/** The game's secret seed, derived from the platform's seamless master secret. */
export function deriveServerSeed(masterSecret: string): Buffer {
  return createHmac('sha256', masterSecret).update('demo-slot-seed').digest();
}

/** The public commitment to the seed: its SHA-256, published before any round is played. */
export function seedCommitment(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * The random bytes of a round: HMAC-SHA256(seed, roundId), followed (only in the rare case that
 * rejection sampling used up all 32 bytes) by HMAC-SHA256(seed, `${roundId}:1`), `:2`, ...
 */
export function roundBlock(seed: Buffer, roundId: string, index = 0): Buffer {
  return createHmac('sha256', seed)
    .update(index === 0 ? roundId : `${roundId}:${index}`)
    .digest();
}

/**
 * Turns a sequence of random blocks into stops, one byte per reel by rejection sampling: a byte at
 * or above the largest multiple of the strip length that fits in 256 is skipped, so every stop is
 * exactly equally likely (no modulo bias). Returns a function that fills `out` with the next five
 * stops, asking `nextBlock(0)`, `nextBlock(1)`, ... for bytes as it needs them.
 */
export function createStopReader(nextBlock: (index: number) => Uint8Array) {
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  let index = 0;
  return (out: { [reel: number]: number }) => {
    for (let reel = 0; reel < REELS; reel++) {
      const length = at(STRIP_LENGTHS, reel);
      const limit = 256 - (256 % length);
      for (;;) {
        if (offset >= block.length) {
          block = nextBlock(index++);
          offset = 0;
        }
        const byte = at(block, offset++);
        if (byte < limit) {
          out[reel] = byte % length;
          break;
        }
      }
    }
  };
}

/** A round's stops and the blocks they were read from. */
export function roundStops(seed: Buffer, roundId: string): { stops: number[]; blocks: Buffer[] } {
  const blocks: Buffer[] = [];
  const stops = new Array<number>(REELS).fill(0);
  createStopReader((index) => {
    const block = roundBlock(seed, roundId, index);
    blocks.push(block);
    return block;
  })(stops);
  return { stops, blocks };
}

// ------------------------------------------------------------------ a round's outcome

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SymbolCode;
  count: number;
  winMinor: bigint;
  /** The [reel, row] cells that make the win (the first `count` of the line). */
  cells: [number, number][];
}

export interface SpinOutcome {
  roundId: string;
  /** Hex of the round's random bytes (usually one 32-byte block). */
  hmac: string[];
  stops: number[];
  /** window[row][reel] */
  window: SymbolCode[][];
  lines: LineWin[];
  scatter: { count: number; winMinor: bigint; cells: [number, number][] };
  totalBetMinor: bigint;
  winMinor: bigint;
}

export function isAllowedBet(totalBetMinor: bigint): boolean {
  return TOTAL_BETS_MINOR.includes(totalBetMinor);
}

/** Evaluates given stops for a bet (also what the audit recomputes). */
export function outcomeOfStops(
  stops: readonly number[],
  totalBetMinor: bigint,
): Omit<SpinOutcome, 'roundId' | 'hmac'> {
  if (!isAllowedBet(totalBetMinor)) throw new RangeError(`bet ${totalBetMinor} is not offered`);
  const lineBet = totalBetMinor / BigInt(LINE_COUNT);
  const grid: number[][] = [];
  for (let row = 0; row < ROWS; row++) {
    grid.push(stops.map((stop, reel) => at(at(WINDOW, reel), stop * ROWS + row)));
  }
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const [a, b, c, d, e] = five(rows.map((row, reel) => at(at(grid, row), reel)));
    const packed = lineResult(a, b, c, d, e);
    if (packed === 0) return;
    const count = packed & 15;
    lines.push({
      line: index + 1,
      symbol: at(SYMBOLS, (packed >> 4) & 15),
      count,
      winMinor: BigInt(packed >> 8) * lineBet,
      cells: rows.slice(0, count).map((row, reel) => [reel, row]),
    });
  });
  const cells: [number, number][] = [];
  grid.forEach((symbols, row) =>
    symbols.forEach((symbol, reel) => {
      if (symbol === SCATTER) cells.push([reel, row]);
    }),
  );
  const scatterWin = BigInt(SCATTER_UNITS[cells.length] ?? 0) * lineBet;
  const winMinor = lines.reduce((sum, l) => sum + l.winMinor, 0n) + scatterWin;
  return {
    stops: [...stops],
    window: grid.map((symbols) => symbols.map((s) => at(SYMBOLS, s))),
    lines,
    scatter: { count: cells.length, winMinor: scatterWin, cells: scatterWin > 0n ? cells : [] },
    totalBetMinor,
    winMinor,
  };
}

/** The outcome of a round: deterministic from the seed and the round id, whatever the bet. */
export function spinOutcome(seed: Buffer, roundId: string, totalBetMinor: bigint): SpinOutcome {
  const { stops, blocks } = roundStops(seed, roundId);
  return { roundId, hmac: blocks.map((b) => b.toString('hex')), ...outcomeOfStops(stops, totalBetMinor) };
}

// ------------------------------------------------------------------ the published figures

/** How many times each symbol appears on each strip. */
export function symbolCounts(): number[][] {
  return STRIPS.map((strip) => {
    const counts = new Array<number>(SYMBOL_COUNT).fill(0);
    for (const s of strip) counts[s] = at(counts, s) + 1;
    return counts;
  });
}

/** Per reel: how many stops show 0, 1, 2 or 3 lanterns. */
function lanternStopCounts(): bigint[][] {
  return LANTERNS.map((perStop) => {
    const counts = [0n, 0n, 0n, 0n];
    for (const n of perStop) counts[n] = at(counts, n) + 1n;
    return counts;
  });
}

function convolve(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = at(out, i + j) + x * y)));
  return out;
}

function convolveNumbers(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = at(out, i + j) + x * y)));
  return out;
}

export interface ReturnToPlayer {
  /** Exact: numerator / denominator of the expected win per unit of total bet. */
  numerator: bigint;
  denominator: bigint;
  linePart: number;
  scatterPart: number;
  /** Rounded to two decimals, as published ("96.12"). */
  percent: string;
}

/**
 * The exact return to player. Each payline crosses every reel once; with a uniform stop, the symbol
 * it sees on a reel is distributed as that strip's symbol frequencies, independently per reel, so a
 * line's expected pay is a sum over the 9^5 symbol combinations of (product of counts) x pay. All 20
 * lines share it, and a line bet is a twentieth of the total bet, so it is the line part of the RTP
 * as is. The scatter part convolves each reel's distribution of lanterns in its window.
 */
export function computeReturnToPlayer(): ReturnToPlayer {
  const counts = symbolCounts();
  const denominator = STRIP_LENGTHS.reduce((p, l) => p * BigInt(l), 1n);
  let lineNumerator = 0n;
  const [c0, c1, c2, c3, c4] = five(counts);
  for (let a = 0; a < SYMBOL_COUNT; a++) {
    for (let b = 0; b < SYMBOL_COUNT; b++) {
      for (let c = 0; c < SYMBOL_COUNT; c++) {
        let partial = 0; // stays below 2^53: counts^5 x the top pay
        for (let d = 0; d < SYMBOL_COUNT; d++) {
          for (let e = 0; e < SYMBOL_COUNT; e++) {
            const pay = lineResult(a, b, c, d, e) >> 8;
            if (pay !== 0) partial += at(c0, a) * at(c1, b) * at(c2, c) * at(c3, d) * at(c4, e) * pay;
          }
        }
        lineNumerator += BigInt(partial);
      }
    }
  }
  const lanterns = lanternStopCounts().reduce(convolve, [1n]);
  let scatterNumerator = 0n;
  lanterns.forEach((ways, n) => (scatterNumerator += ways * BigInt(SCATTER_UNITS[n] ?? 0)));
  scatterNumerator /= BigInt(LINE_COUNT); // SCATTER_UNITS are line-bet units; every one is a multiple of 20
  const numerator = lineNumerator + scatterNumerator;
  const basisPoints = (numerator * 10_000n * 2n + denominator) / (2n * denominator);
  return {
    numerator,
    denominator,
    linePart: Number(lineNumerator) / Number(denominator),
    scatterPart: Number(scatterNumerator) / Number(denominator),
    percent: `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`,
  };
}

/**
 * One payline's pay as a sum over disjoint "patterns", each a product of per-reel symbol sets:
 * `wilds` leading wilds, then the target symbol, then wilds-or-target up to `count`, then a symbol
 * that is neither (or the end). Every combination of symbols falls in exactly one pattern, so
 * E[pay_i x pay_j] = sum over pattern pairs of pay_p x pay_q x prod over reels P(both sets hold).
 */
interface Pattern {
  pay: number;
  sets: number[]; // bit masks of symbols, one per reel
}
function linePatterns(): Pattern[] {
  const out: Pattern[] = [];
  const bit = (s: number) => 1 << s;
  for (let wilds = 0; wilds <= REELS; wilds++) {
    const wildPay = PAY[WILD * 6 + wilds] ?? 0;
    const lead = new Array<number>(wilds).fill(bit(WILD));
    if (wilds === REELS) {
      out.push({ pay: wildPay, sets: lead });
      continue;
    }
    for (let target = 1; target < SYMBOL_COUNT; target++) {
      if (target === SCATTER) {
        const rest = new Array<number>(REELS - wilds - 1).fill(ALL_SYMBOLS);
        if (wildPay > 0) out.push({ pay: wildPay, sets: [...lead, bit(SCATTER), ...rest] });
        continue;
      }
      const run = bit(target) | bit(WILD);
      for (let count = wilds + 1; count <= REELS; count++) {
        const pay = Math.max(wildPay, PAY[target * 6 + count] ?? 0);
        if (pay === 0) continue;
        const sets = [...lead, bit(target)];
        while (sets.length < count) sets.push(run);
        if (count < REELS) sets.push(ALL_SYMBOLS & ~run);
        while (sets.length < REELS) sets.push(ALL_SYMBOLS);
        out.push({ pay, sets });
      }
    }
  }
  return out;
}

export interface PayoutMoments {
  /** E[X] and Var[X] of X = the win of one spin in multiples of the total bet. */
  mean: number;
  variance: number;
}

/**
 * The exact mean and variance of one spin's win (in total bets), from the strips alone: all pairs
 * of paylines (through the joint distribution, per reel, of the two rows they cross), each line with
 * the scatter (joint with the reel's lantern count), and the scatter with itself. Floating point, but
 * no sampling.
 */
export function computePayoutMoments(): PayoutMoments {
  const patterns = linePatterns();
  const masks = [...new Set(patterns.flatMap((p) => p.sets))];
  const M = masks.length;
  // Each pattern's pay and, per reel, the index of its symbol set in `masks`.
  const terms = patterns.map((p) => ({ pay: p.pay, masks: five(p.sets.map((m) => masks.indexOf(m))) }));

  // joint[reel][rowA * 3 + rowB][maskA * M + maskB] = P(row A's symbol in A and row B's in B)
  const joint = STRIPS.map((strip, reel) => {
    const length = strip.length;
    const window = at(WINDOW, reel);
    return Array.from({ length: ROWS * ROWS }, (_, pair) => {
      const rowA = Math.floor(pair / ROWS);
      const rowB = pair % ROWS;
      const table = new Float64Array(M * M);
      for (let stop = 0; stop < length; stop++) {
        const x = 1 << at(window, stop * ROWS + rowA);
        const y = 1 << at(window, stop * ROWS + rowB);
        for (let i = 0; i < M; i++) {
          if ((at(masks, i) & x) === 0) continue;
          for (let j = 0; j < M; j++) {
            if (at(masks, j) & y) table[i * M + j] = at(table, i * M + j) + 1 / length;
          }
        }
      }
      return table;
    });
  });

  // E[pay_i pay_j] over all ordered pairs of lines.
  let lineSquares = 0;
  for (const rowsA of PAYLINES) {
    for (const rowsB of PAYLINES) {
      const [t0, t1, t2, t3, t4] = five(
        rowsA.map((rowA, reel) => at(at(joint, reel), rowA * ROWS + at(rowsB, reel))),
      );
      let sum = 0;
      for (const {
        pay: payP,
        masks: [p0, p1, p2, p3, p4],
      } of terms) {
        for (const {
          pay: payQ,
          masks: [q0, q1, q2, q3, q4],
        } of terms) {
          // The product over the five reels, stopped at the first zero.
          let prob = 1 * at(t0, p0 * M + q0);
          if (prob > 0) prob *= at(t1, p1 * M + q1);
          if (prob > 0) prob *= at(t2, p2 * M + q2);
          if (prob > 0) prob *= at(t3, p3 * M + q3);
          if (prob > 0) prob *= at(t4, p4 * M + q4);
          sum += payP * payQ * prob;
        }
      }
      lineSquares += sum;
    }
  }

  // The scatter's pay (total bets) by lantern count, and each line's joint with it.
  const scatterPay = (n: number) => (SCATTER_UNITS[n] ?? 0) / LINE_COUNT;
  const lanternDist = lanternStopCounts()
    .map((c, reel) => c.map((x) => Number(x) / at(STRIP_LENGTHS, reel)))
    .reduce((a, b) => convolveNumbers(a, b), [1]);
  let scatterMean = 0;
  let scatterSquare = 0;
  lanternDist.forEach((p, n) => {
    scatterMean += p * scatterPay(n);
    scatterSquare += p * scatterPay(n) ** 2;
  });
  let lineScatter = 0;
  for (const rows of PAYLINES) {
    for (const { pay, sets } of patterns) {
      // Per reel: P(row's symbol in the set and the reel shows n lanterns), n = 0..3; convolved.
      let dist = [1];
      for (let reel = 0; reel < REELS; reel++) {
        const mask = at(sets, reel);
        const length = at(STRIP_LENGTHS, reel);
        const window = at(WINDOW, reel);
        const lanterns = at(LANTERNS, reel);
        const row = at(rows, reel);
        const perReel = [0, 0, 0, 0];
        for (let stop = 0; stop < length; stop++) {
          if (mask & (1 << at(window, stop * ROWS + row))) {
            const n = at(lanterns, stop);
            perReel[n] = at(perReel, n) + 1 / length;
          }
        }
        dist = convolveNumbers(dist, perReel);
      }
      dist.forEach((prob, n) => (lineScatter += pay * prob * scatterPay(n)));
    }
  }

  const lineMean = computeReturnToPlayer().linePart;
  const mean = lineMean + scatterMean;
  const square = lineSquares / LINE_COUNT ** 2 + (2 * lineScatter) / LINE_COUNT + scatterSquare;
  return { mean, variance: square - mean * mean };
}
