import { at, five } from '../../../lib/at.js';
import { ROWS, SYMBOLS, type SymbolCode, PAYLINES, LINE_COUNT, TOTAL_BETS_MINOR } from './slot.rules.js';
import { SCATTER, SCATTER_UNITS, WINDOW, lineResult } from './slot.tables.js';
import { roundStops } from './slot.random.js';

/**
 * The game as one module: its rules (`slot.rules.ts`), the tables precomputed from them
 * (`slot.tables.ts`), the random source (`slot.random.ts`), a round's outcome (here) and the
 * published figures (`slot.figures.ts`).
 */
export * from './slot.rules.js';
export { linePayOfSymbols, payUnitsOfStops, STRIP_LENGTHS } from './slot.tables.js';
export * from './slot.random.js';
export * from './slot.figures.js';

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
