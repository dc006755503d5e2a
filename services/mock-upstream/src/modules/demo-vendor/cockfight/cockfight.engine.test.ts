import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  betReturn,
  fightBlock,
  fightOf,
  oddsOf,
  outcomeOf,
  seedHash,
  SHARE_MAX,
  SHARE_MIN,
  SIDES,
  type Side,
} from './cockfight.engine.js';

const STAKE = 10_000n; // 100.00: every odds in hundredths returns a whole minor unit

/** The exact house edge of a side: every share equally likely, every roll of it counted. */
function exactEdge(side: Side): number {
  let returned = 0;
  let n = 0;
  for (let share = SHARE_MIN; share <= SHARE_MAX; share++) {
    const odds = oddsOf(share);
    const per = side === 'draw' ? odds.draw : odds[side];
    // P(draw) = 1000/10000, P(meron) = 9·share/10000, P(wala) = 9·(1000 − share)/10000.
    const p = { draw: 1000, meron: 9 * share, wala: 9 * (1000 - share) };
    for (const outcome of SIDES)
      returned += (p[outcome] / 10_000) * Number(betReturn(side, STAKE, per, outcome));
    n += 1;
  }
  return 1 - returned / n / Number(STAKE);
}

describe('the cockfight rules', () => {
  it('reads the roll as draw 10 %, then Meron 9·share, then Wala', () => {
    expect(outcomeOf(500, 0)).toBe('draw');
    expect(outcomeOf(500, 999)).toBe('draw');
    expect(outcomeOf(500, 1000)).toBe('meron');
    expect(outcomeOf(500, 1000 + 4499)).toBe('meron');
    expect(outcomeOf(500, 1000 + 4500)).toBe('wala');
    expect(outcomeOf(650, 9999)).toBe('wala');
  });

  it('prices a fight from its share less 5 %, rounded down, and a draw at 8:1', () => {
    expect(oddsOf(500)).toEqual({ share: 500, meron: 190, wala: 190, draw: 900 });
    expect(oddsOf(650)).toEqual({ share: 650, meron: 146, wala: 271, draw: 900 });
    expect(oddsOf(350)).toEqual({ share: 350, meron: 271, wala: 146, draw: 900 });
  });

  it('pays the side at its odds, returns Meron and Wala on a draw, and takes a losing stake', () => {
    expect(betReturn('meron', 1000n, 185, 'meron')).toBe(1850n);
    expect(betReturn('meron', 333n, 185, 'meron')).toBe(616n); // 616.05 rounded down
    expect(betReturn('wala', 1000n, 205, 'meron')).toBe(0n);
    expect(betReturn('wala', 1000n, 205, 'draw')).toBe(1000n);
    expect(betReturn('draw', 1000n, 900, 'draw')).toBe(9000n);
    expect(betReturn('draw', 1000n, 900, 'wala')).toBe(0n);
  });

  it('keeps the house edge it states: Meron and Wala 4.73 %, a draw 10 %', () => {
    const meron = exactEdge('meron');
    const wala = exactEdge('wala');
    const draw = exactEdge('draw');
    // 1 − (0.9 × 0.95 + 0.1) = 4.5 % before the odds are rounded down to the hundredth; the
    // rounding keeps 0.23 % more: 4.7281 % over the 301 shares.
    expect(meron).toBeCloseTo(0.047281, 6);
    expect(wala).toBeCloseTo(meron, 12); // the shares are symmetric about 500
    expect(draw).toBeCloseTo(0.1, 12);
  });

  it('draws from the committed seed: the same seeds the same fight, recomputable from the formula', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'DS88L101', nonce: 42 };
    expect(fightOf(seeds)).toEqual(fightOf({ ...seeds }));
    const block = fightBlock(seeds, 0);
    const u0 = block.readUInt32BE(0);
    const u1 = block.readUInt32BE(4);
    // Rejection is rare enough (< 1e-6) that the first two words are the draw for this seed.
    const share = SHARE_MIN + (u0 % 301);
    expect(fightOf(seeds).odds.share).toBe(share);
    expect(fightOf(seeds).roll).toBe(u1 % 10_000);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with the exact edge over 60,000 fights drawn from random seeds through the real draw', () => {
    const fights = 60_000;
    const returned: Record<Side, number> = { meron: 0, wala: 0, draw: 0 };
    const squares: Record<Side, number> = { meron: 0, wala: 0, draw: 0 };
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let i = 0; i < fights; i++) {
      const fight = fightOf({
        serverSeed: randomBytes(16).toString('hex'),
        clientSeed: 'DS88L101',
        nonce: i,
      });
      counts[fight.outcome] += 1;
      for (const side of SIDES) {
        const odds = side === 'draw' ? fight.odds.draw : fight.odds[side];
        const r = Number(betReturn(side, STAKE, odds, fight.outcome)) / Number(STAKE);
        returned[side] += r;
        squares[side] += r * r;
      }
    }
    for (const side of SIDES) {
      const mean = returned[side] / fights;
      const sd = Math.sqrt(squares[side] / fights - mean * mean);
      const se = sd / Math.sqrt(fights);
      expect(Math.abs(1 - mean - exactEdge(side)), side).toBeLessThan(5 * se);
    }
    // P(draw) = 0.1: within five standard errors.
    expect(Math.abs(counts.draw / fights - 0.1)).toBeLessThan(5 * Math.sqrt((0.1 * 0.9) / fights));
  });
});
