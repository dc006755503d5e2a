import { at, five } from '../../../lib/at.js';
import { REELS, ROWS, PAYLINES, LINE_COUNT } from './slot.rules.js';
import {
  WILD,
  SCATTER,
  SYMBOL_COUNT,
  ALL_SYMBOLS,
  STRIPS,
  STRIP_LENGTHS,
  PAY,
  SCATTER_UNITS,
  WINDOW,
  LANTERNS,
  lineResult,
} from './slot.tables.js';

// The published figures (return to player, payout moments), computed from the tables the spins use.

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
