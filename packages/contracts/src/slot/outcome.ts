/**
 * A round of the demo slot from its random bytes: the reel stops (rejection sampling, no modulo
 * bias), the window they show and what it pays. Pure and synchronous, with no crypto of its own: the
 * platform feeds it HMAC blocks from node:crypto, the web's verifier from Web Crypto, so both compute
 * the very same round (`fairness.ts` names the bytes).
 */
import {
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER_PAYS,
  SYMBOLS,
  TOTAL_BETS_MINOR,
  type SymbolCode,
} from './rules.js';

/** A read that cannot miss (tables are in range by construction); a miss is a clear error. */
export function at<T>(list: ArrayLike<T>, index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`index ${index} is outside a list of ${list.length}`);
  return value;
}

export const WILD = 0;
export const SCATTER = 1;
export const SYMBOL_COUNT = SYMBOLS.length;

export const STRIPS: readonly Uint8Array[] = REEL_STRIPS.map((strip) =>
  Uint8Array.from(strip, (ch) => {
    const index = SYMBOLS.indexOf(ch as SymbolCode);
    if (index < 0) throw new Error(`unknown symbol ${ch} on a reel strip`);
    return index;
  }),
);
export const STRIP_LENGTHS: readonly number[] = STRIPS.map((s) => s.length);

/** PAY[symbol * 6 + count]: line pay (line-bet multiples) of `count` of that symbol from the left. */
export const PAY = new Int32Array(SYMBOL_COUNT * 6);
for (const [code, pays] of Object.entries(LINE_PAYS)) {
  const symbol = SYMBOLS.indexOf(code as SymbolCode);
  pays.forEach((pay, i) => (PAY[symbol * 6 + 3 + i] = pay));
}
/** SCATTER_UNITS[n]: the scatter pay of n lanterns in line-bet units (a total bet is 20 of them). */
export const SCATTER_UNITS = new Int32Array(REELS * ROWS + 1);
SCATTER_PAYS.forEach((pay, i) => (SCATTER_UNITS[3 + i] = pay * LINE_COUNT));
for (let n = 6; n < SCATTER_UNITS.length; n++) SCATTER_UNITS[n] = SCATTER_UNITS[5] ?? 0;

/** WINDOW[reel][stop * 3 + row]: the symbol a reel shows in that row when it stops there. */
export const WINDOW: readonly Uint8Array[] = STRIPS.map((strip) => {
  const out = new Uint8Array(strip.length * ROWS);
  for (let stop = 0; stop < strip.length; stop++) {
    for (let row = 0; row < ROWS; row++) out[stop * ROWS + row] = strip[(stop + row) % strip.length] ?? 0;
  }
  return out;
});

const LINE = new Uint8Array(REELS); // scratch of lineResult (one thread, never re-entered)
/**
 * One payline's result from its five symbols: the longest left run of a symbol (wilds standing in)
 * against the run of leading wilds paid as wilds; the better of the two pays. A scatter breaks a line.
 * Packed as pay * 256 + symbol * 16 + count; 0 = no win.
 */
export function lineResult(s0: number, s1: number, s2: number, s3: number, s4: number): number {
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

/**
 * The stops the given blocks make, or null when they run out first (the caller computes the next
 * block and asks again: one 32-byte block is almost always enough).
 */
export function stopsOfBlocks(blocks: readonly Uint8Array[]): number[] | null {
  const stops = new Array<number>(REELS).fill(0);
  try {
    createStopReader((index) => {
      const block = blocks[index];
      if (!block) throw new MoreBlocksNeeded();
      return block;
    })(stops);
  } catch (err) {
    if (err instanceof MoreBlocksNeeded) return null;
    throw err;
  }
  return stops;
}
class MoreBlocksNeeded extends Error {}

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SymbolCode;
  count: number;
  winMinor: bigint;
  /** The [reel, row] cells that make the win (the first `count` of the line). */
  cells: [number, number][];
}

export interface StopsOutcome {
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

/** Evaluates given stops for a bet (what a spin, the audit and the web's verifier all run). */
export function outcomeOfStops(stops: readonly number[], totalBetMinor: bigint): StopsOutcome {
  if (!isAllowedBet(totalBetMinor)) throw new RangeError(`bet ${totalBetMinor} is not offered`);
  const lineBet = totalBetMinor / BigInt(LINE_COUNT);
  const grid: number[][] = [];
  for (let row = 0; row < ROWS; row++) {
    grid.push(stops.map((stop, reel) => at(at(WINDOW, reel), stop * ROWS + row)));
  }
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const s = rows.map((row, reel) => at(at(grid, row), reel));
    const packed = lineResult(at(s, 0), at(s, 1), at(s, 2), at(s, 3), at(s, 4));
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
