import { describe, expect, it } from 'vitest';
import {
  endOf,
  finalScore,
  finalScores,
  fixtureOf,
  legacyFixtureSeed,
  HOUSE_EDGE_BPS,
  matchAt,
  MINUTE_MS,
  outcomeOf,
  priceAt,
  type Pick,
} from './sportsbook.engine.js';
import { FOOTBALL } from './sportsbook.football.js';
import {
  betReturn,
  betReturnOf,
  CASH_OUT_MARGIN_BPS,
  cashOutOffer,
  combinedOddsH,
  dueAtOf,
  legValue,
  maxReturnOf,
  parlayOutcome,
} from './sportsbook.returns.js';

const SECRET = 'test-secret';
const fixture = (n: number) => fixtureOf(n, legacyFixtureSeed(SECRET, n).seed);
const HOME: Pick = { market: '1x2', line: null, selection: 'home' };
const margin = 1 - CASH_OUT_MARGIN_BPS / 10_000;

describe('sportsbook returns: a parlay', () => {
  it('multiplies its legs: the combined price rounded down to the cent, the return exact', () => {
    expect(combinedOddsH([195, 210])).toBe(409); // 4.095
    expect(combinedOddsH([150, 150, 150])).toBe(337); // 3.375
    expect(maxReturnOf(1000n, [195, 210])).toBe(4095n);
    expect(maxReturnOf(333n, [150, 150, 150])).toBe(1123n); // 1123.875
  });

  it('settles each leg by the standard rules: a lost leg loses it, void counts 1, half won (1 + odds) / 2, half lost 0.5', () => {
    const stake = 1000n;
    expect(
      betReturnOf(stake, [
        { oddsH: 200, outcome: 'won' },
        { oddsH: 300, outcome: 'lost' },
      ]),
    ).toBe(0n);
    expect(
      betReturnOf(stake, [
        { oddsH: 200, outcome: 'won' },
        { oddsH: 300, outcome: 'void' },
      ]),
    ).toBe(2000n);
    expect(
      betReturnOf(stake, [
        { oddsH: 200, outcome: 'won' },
        { oddsH: 190, outcome: 'half_won' },
      ]),
    ).toBe(2900n); // 2 x 1.45
    expect(
      betReturnOf(stake, [
        { oddsH: 200, outcome: 'won' },
        { oddsH: 190, outcome: 'half_lost' },
      ]),
    ).toBe(1000n); // 2 x 0.5
    expect(
      betReturnOf(stake, [
        { oddsH: 185, outcome: 'half_won' },
        { oddsH: 190, outcome: 'half_lost' },
        { oddsH: 210, outcome: 'won' },
      ]),
    ).toBe(1496n); // 1.425 x 0.5 x 2.1 = 1.49625
    expect(
      betReturnOf(stake, [
        { oddsH: 185, outcome: 'void' },
        { oddsH: 190, outcome: 'void' },
      ]),
    ).toBe(stake);
  });

  it('names its outcome by what it returned', () => {
    expect(parlayOutcome(1000n, 0n)).toBe('lost');
    expect(parlayOutcome(1000n, 1000n)).toBe('void');
    expect(parlayOutcome(1000n, 1001n)).toBe('won');
    expect(parlayOutcome(1000n, 500n)).toBe('partial');
  });

  it('is a single when it has one leg', () => {
    for (const outcome of ['won', 'half_won', 'void', 'half_lost', 'lost'] as const) {
      expect(betReturnOf(777n, [{ oddsH: 187, outcome }])).toBe(betReturn(777n, 187, outcome));
    }
  });

  it('is due when the last of its matches is over', () => {
    expect(dueAtOf(FOOTBALL, [fixture(20), fixture(24), fixture(22)])).toBe(endOf(fixture(24)));
  });
});

describe('sportsbook returns: the cash-out offer', () => {
  it('is the fair value of the bet from the final-score distribution, less the margin', () => {
    // A match played to full time (an abandoned one is void from its last minute on).
    const f = Array.from({ length: 20 }, (_, i) => fixture(41 + i)).find((x) => x.abandonedAfter === null)!;
    const at = f.kickoff + 30 * MINUTE_MS;
    const leg = { fixture: f, pick: HOME, oddsH: 210 };
    // Fair value by hand: P(won) x 2.10 over the final scores from the minute and score now.
    const { minute, score } = matchAt(f, at);
    const fair = finalScores(f, minute, score).reduce(
      (v, { score: s, p }) => v + (outcomeOf(HOME, s) === 'won' ? p * 2.1 : 0),
      0,
    );
    expect(legValue(FOOTBALL, leg, at)).toBeCloseTo(fair, 12);
    expect(cashOutOffer(FOOTBALL, 10_000n, [leg], at)).toBe(BigInt(Math.floor(10_000 * fair * margin)));
  });

  it('moves with the score: a goal for the pick raises it, one against lowers it', () => {
    // A fixture whose home side scores first, before the away side does.
    const f = Array.from({ length: 400 }, (_, n) => fixture(n)).find(
      (x) => x.goals.home.length > 0 && (x.goals.away[0] ?? 99) > x.goals.home[0]! && x.goals.home[0]! > 2,
    )!;
    const first = f.goals.home[0]!;
    const leg = { fixture: f, pick: HOME, oddsH: 250 };
    const before = cashOutOffer(FOOTBALL, 10_000n, [leg], f.kickoff + (first - 1) * MINUTE_MS)!;
    const after = cashOutOffer(FOOTBALL, 10_000n, [leg], f.kickoff + first * MINUTE_MS)!;
    expect(after).toBeGreaterThan(before);
    const away = { fixture: f, pick: { ...HOME, selection: 'away' } as Pick, oddsH: 250 };
    expect(cashOutOffer(FOOTBALL, 10_000n, [away], f.kickoff + first * MINUTE_MS)!).toBeLessThan(
      cashOutOffer(FOOTBALL, 10_000n, [away], f.kickoff + (first - 1) * MINUTE_MS)!,
    );
  });

  it('multiplies a parlay’s legs: a leg over counts at its result, and none is offered once one lost or all are over', () => {
    const a = fixture(60);
    const b = fixture(66); // kicks off 12 minutes after a: a is over while b is still to play
    const aOutcome = outcomeOf(HOME, finalScore(a));
    const legs = [
      { fixture: a, pick: HOME, oddsH: 200 },
      { fixture: b, pick: HOME, oddsH: 200 },
    ];
    const at = endOf(a) + 1;
    const offer = cashOutOffer(FOOTBALL, 10_000n, legs, at);
    if (a.abandonedAfter === null && aOutcome === 'lost') expect(offer).toBeNull();
    else {
      const aFactor = a.abandonedAfter !== null ? 1 : aOutcome === 'won' ? 2 : 0;
      expect(Number(offer)).toBe(Math.floor(10_000 * aFactor * legValue(FOOTBALL, legs[1]!, at) * margin));
    }
    expect(cashOutOffer(FOOTBALL, 10_000n, legs, endOf(b))).toBeNull();
  });

  it('offers a single before kickoff about (1 - edge) x (1 - margin) of its stake', () => {
    const f = fixture(77);
    const at = f.kickoff - 60_000;
    const leg = { fixture: f, pick: HOME, oddsH: priceAt(f, HOME, at)! };
    const edge = HOUSE_EDGE_BPS / 10_000;
    const share = Number(cashOutOffer(FOOTBALL, 100_000n, [leg], at)!) / 100_000;
    expect(share).toBeLessThanOrEqual((1 - edge) * margin);
    expect(share).toBeGreaterThan((1 - edge - 0.01) * margin);
  });
});
