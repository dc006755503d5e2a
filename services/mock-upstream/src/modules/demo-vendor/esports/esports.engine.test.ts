/**
 * The e-sports book's engine (ADR 0025): series played from their seeds, the state shown at any
 * moment, settlement on the final map score, and the house edge, stated (5%) and proven twice: every
 * price offered returns at most 95% of its stake over the engine's own distribution, and a
 * simulation that bets on every offered pick of thousands of series (before the start and in play)
 * and settles them on how the seeds played them returns 95% within its sampling error.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/esports/esports.engine.test.ts
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { betReturn, cashOutOffer } from '../sportsbook/sportsbook.returns.js';
import {
  legacyBookSeed,
  legacyFixtureDraw,
  HOUSE_EDGE_BPS,
  pickOutcomeIn,
  priceIn,
  type Pick,
  type Score,
} from '../sportsbook/sportsbook.sport.js';
import {
  ABANDON_BPS,
  endOf,
  ESPORTS_CLIENT_SEED,
  ESPORTS_FORMULA,
  finalScore,
  listedSeries,
  mapsToWin,
  mapWin,
  outcomeOf,
  playSeries,
  raceWin,
  ROUNDS_TO_WIN,
  scoresAt,
  SERIES_EPOCH_MS,
  SERIES_INTERVAL_MS,
  seriesAt,
  seriesOf,
  shownLines,
  takesBets,
  TEAMS,
  TITLES,
  validPick,
  type Series,
} from './esports.engine.js';
import { ESPORTS } from './esports.sport.js';

const SECRET = 'test-secret';
const series = (n: number) => seriesOf(n, legacyBookSeed(SECRET, ESPORTS.seedLabel, n).seed);
const s = (home: number, away: number): Score => ({ home, away });
const ML_HOME: Pick = { market: 'ml', line: null, selection: 'home' };
const edge = HOUSE_EDGE_BPS / 10_000;

/** Every pick a series shows: the winner, and both sides of each handicap and total shown. */
function shownPicks(x: Series): Pick[] {
  const lines = shownLines(x);
  return [
    ML_HOME,
    { market: 'ml', line: null, selection: 'away' },
    ...lines.ah.flatMap((line) => [
      { market: 'ah', line, selection: 'home' },
      { market: 'ah', line, selection: 'away' },
    ]),
    ...lines.ou.flatMap((line) => [
      { market: 'ou', line, selection: 'over' },
      { market: 'ou', line, selection: 'under' },
    ]),
  ];
}

/**
 * A player's verifier, written from ESPORTS_FORMULA's words alone (no engine code): the blocks
 * HMAC-SHA256(serverSeed, "DEMOESPORTS:" + series [+ ":" + k]), read as big-endian 32-bit words.
 */
function verifySeries(serverSeed: string, seriesNo: number) {
  const words: number[] = [];
  let k = 0;
  const word = () => {
    if (words.length === 0) {
      const message = k === 0 ? `DEMOESPORTS:${seriesNo}` : `DEMOESPORTS:${seriesNo}:${k}`;
      const block = createHmac('sha256', serverSeed).update(message).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
      k += 1;
    }
    return words.shift()!;
  };
  const int = (n: number) => {
    for (;;) {
      const u = word();
      if (u < 2 ** 32 - (2 ** 32 % n)) return u % n;
    }
  };
  const fraction = () => word() / 2 ** 32;
  const home = int(16);
  const away = (home + 1 + int(15)) % 16;
  const title = (['cs2', 'valorant', 'dota2', 'lol'] as const)[int(4)]!;
  const f = int(10_000);
  const bestOf = f < 2000 ? 1 : f < 8500 ? 3 : 5;
  const shooter = title === 'cs2' || title === 'valorant';
  const strength = shooter ? 0.44 + 0.12 * fraction() : 0.25 + 0.5 * fraction();
  const minutes = title === 'dota2' ? { min: 25, max: 50 } : { min: 22, max: 42 };
  const maps: { steps: number; winner: 'home' | 'away' }[] = [];
  const won = { home: 0, away: 0 };
  let steps = 0;
  while (won.home < (bestOf + 1) / 2 && won.away < (bestOf + 1) / 2) {
    let map: { steps: number; winner: 'home' | 'away' };
    if (shooter) {
      const rounds = { home: 0, away: 0 };
      while (rounds.home < 13 && rounds.away < 13) rounds[fraction() < strength ? 'home' : 'away'] += 1;
      map = { steps: rounds.home + rounds.away, winner: rounds.home === 13 ? 'home' : 'away' };
    } else {
      const length = minutes.min + int(minutes.max - minutes.min + 1);
      map = { steps: length, winner: fraction() < strength ? 'home' : 'away' };
    }
    maps.push(map);
    won[map.winner] += 1;
    steps += map.steps;
  }
  const abandonedAfter = fraction() < 0.02 ? 1 + int(steps - 1) : null;
  return { home: TEAMS[home], away: TEAMS[away], title, bestOf, strength, maps, abandonedAfter };
}

describe('e-sports engine: a series from its committed seeds', () => {
  it('is the series a player recomputes from the revealed seed, the client seed and the series number', () => {
    expect(ESPORTS_CLIENT_SEED).toBe('DEMOESPORTS');
    expect(ESPORTS).toMatchObject({ gameCode: 'DEMOESPORTS', formula: ESPORTS_FORMULA });
    let abandoned = 0;
    for (let n = 0; n < 600; n++) {
      const serverSeed = createHash('sha256').update(`server seed ${n}`).digest('hex');
      const x = seriesOf(n, serverSeed);
      expect({
        home: x.home,
        away: x.away,
        title: x.title,
        bestOf: x.bestOf,
        strength: x.strength,
        maps: x.maps.map((m) => ({ steps: m.steps, winner: m.winner })),
        abandonedAfter: x.abandonedAfter,
      }).toEqual(verifySeries(serverSeed, n));
      if (x.abandonedAfter !== null) abandoned += 1;
    }
    // Some are abandoned (2% expected), so the verifier's abandoned branch is walked too.
    expect(abandoned).toBeGreaterThan(0);
  });

  it('plays a series bet on before seeds were stored as it was played then (the vendor secret’s seed)', () => {
    // Recorded from the engine before seeds were stored, for the secret 'test-secret'.
    const legacy = (n: number) =>
      playSeries(n, legacyFixtureDraw(legacyBookSeed('test-secret', ESPORTS.seedLabel, n).seed));
    expect(legacy(7)).toMatchObject({
      home: 'Copper Herons',
      away: 'Silent Ibis',
      title: 'cs2',
      bestOf: 3,
      totalSteps: 48,
      abandonedAfter: null,
    });
    expect(legacy(7).maps.map((m) => [m.steps, m.winner])).toEqual([
      [23, 'away'],
      [25, 'away'],
    ]);
    expect(legacy(3)).toMatchObject({ title: 'dota2', bestOf: 3, totalSteps: 86 });
    expect(legacy(70)).toMatchObject({ title: 'valorant', totalSteps: 66, abandonedAfter: 59 });
    // Series 0 to 299 whole (4 of them abandoned), as the engine played them then.
    const all = Array.from({ length: 300 }, (_, n) => legacy(n));
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(
      '87c390d1e6e2b8b017e2e11332360d9ce1d652cfdd8b58c5f5de7ff8b42ac45e',
    );
  });
});

describe('e-sports engine: series', () => {
  it('plays the same series from the same seed, between two fictional teams, on the schedule', () => {
    expect(series(7)).toEqual(series(7));
    const x = series(7);
    expect(x.home).not.toBe(x.away);
    expect(TEAMS).toContain(x.home);
    expect(x.kickoff).toBe(SERIES_EPOCH_MS + 7 * SERIES_INTERVAL_MS);
    expect(seriesOf(7, legacyBookSeed('other', ESPORTS.seedLabel, 7).seed)).not.toEqual(x);
  });

  it('plays maps until a team has won a majority of the best-of: shooters to 13 rounds, MOBAs for minutes', () => {
    const seen = { titles: new Set<string>(), bestOf: new Map<number, number>() };
    for (let n = 0; n < 1500; n++) {
      const x = series(n);
      seen.titles.add(x.title);
      seen.bestOf.set(x.bestOf, (seen.bestOf.get(x.bestOf) ?? 0) + 1);
      const need = mapsToWin(x.bestOf);
      const won = s(0, 0);
      for (const m of x.maps) {
        expect(Math.max(won.home, won.away)).toBeLessThan(need);
        won[m.winner] += 1;
        const spec = TITLES[x.title];
        if (spec.play === 'rounds') {
          const rounds = m.rounds!;
          expect(rounds).toHaveLength(m.steps);
          expect(rounds.filter((r) => r === m.winner)).toHaveLength(ROUNDS_TO_WIN);
          expect(rounds.filter((r) => r !== m.winner).length).toBeLessThan(ROUNDS_TO_WIN);
          expect(rounds.at(-1)).toBe(m.winner);
        } else {
          expect(m.rounds).toBeNull();
          expect(m.steps).toBeGreaterThanOrEqual(spec.minutes.min);
          expect(m.steps).toBeLessThanOrEqual(spec.minutes.max);
        }
      }
      expect(Math.max(won.home, won.away)).toBe(need);
      if (x.abandonedAfter === null) expect(finalScore(x)).toEqual(won);
    }
    expect([...seen.titles].sort()).toEqual(Object.keys(TITLES).sort());
    // Best of 1, 3 and 5 in about 20%, 65% and 15% of series.
    expect(Math.abs((seen.bestOf.get(3) ?? 0) / 1500 - 0.65)).toBeLessThan(0.05);
    expect(Math.abs((seen.bestOf.get(1) ?? 0) / 1500 - 0.2)).toBeLessThan(0.04);
  });

  it('shows maps won and the map in play step by step, the final score once over', () => {
    const x = Array.from({ length: 50 }, (_, n) => series(n)).find(
      (y) => y.abandonedAfter === null && y.bestOf === 3 && TITLES[y.title].play === 'rounds',
    )!;
    expect(seriesAt(x, x.kickoff - 1)).toEqual({ phase: 'scheduled', step: 0, score: s(0, 0), map: null });
    let last = s(0, 0);
    for (let step = 0; step < x.totalSteps; step++) {
      const at = seriesAt(x, x.kickoff + step * x.stepMs);
      expect(at.phase).toBe('live');
      expect(at.score.home).toBeGreaterThanOrEqual(last.home);
      expect(at.score.away).toBeGreaterThanOrEqual(last.away);
      expect(at.map!.no).toBe(at.score.home + at.score.away + 1);
      expect(at.map!.rounds!.home).toBeLessThan(ROUNDS_TO_WIN);
      last = at.score;
    }
    expect(seriesAt(x, endOf(x))).toMatchObject({ phase: 'ended', score: finalScore(x), map: null });
  });

  it('abandons about 2% of series after a step drawn from the seed: nothing after it, every pick void', () => {
    const all = Array.from({ length: 3000 }, (_, n) => series(n));
    const abandoned = all.filter((x) => x.abandonedAfter !== null);
    expect(Math.abs(abandoned.length / all.length - ABANDON_BPS / 10_000)).toBeLessThan(0.008);
    for (const x of abandoned) {
      expect(x.abandonedAfter!).toBeGreaterThanOrEqual(1);
      expect(x.abandonedAfter!).toBeLessThan(x.totalSteps);
      expect(endOf(x)).toBe(x.kickoff + x.abandonedAfter! * x.stepMs);
      expect(seriesAt(x, endOf(x) - 1).phase).toBe('live');
      expect(takesBets(x, endOf(x) - 1)).toBe(true);
      expect(seriesAt(x, endOf(x)).phase).toBe('abandoned');
      expect(takesBets(x, endOf(x))).toBe(false);
      expect(pickOutcomeIn(ESPORTS, x, ML_HOME)).toBe('void');
      expect(pickOutcomeIn(ESPORTS, x, { market: 'ou', line: 10, selection: 'under' })).toBe('void');
    }
  });

  it('lists live and upcoming series until they are over', () => {
    const x = series(500);
    expect(listedSeries(x.kickoff, series)).toContain(500);
    expect(listedSeries(x.kickoff - 16 * 60_000 - 1, series)).not.toContain(500);
    expect(listedSeries(endOf(x) - 1, series)).toContain(500);
    expect(listedSeries(endOf(x), series)).not.toContain(500);
  });
});

describe('e-sports engine: markets', () => {
  it('settles the winner on the maps, the map handicap and total maps on their lines', () => {
    expect(outcomeOf(ML_HOME, s(2, 1))).toBe('won');
    expect(outcomeOf({ market: 'ml', line: null, selection: 'away' }, s(2, 1))).toBe('lost');
    // Map handicap: home -1.5 wins only 2-0; away +1.5 wins unless it lost 0-2.
    expect(outcomeOf({ market: 'ah', line: -6, selection: 'home' }, s(2, 0))).toBe('won');
    expect(outcomeOf({ market: 'ah', line: -6, selection: 'home' }, s(2, 1))).toBe('lost');
    expect(outcomeOf({ market: 'ah', line: -6, selection: 'away' }, s(2, 1))).toBe('won');
    expect(outcomeOf({ market: 'ah', line: 6, selection: 'home' }, s(1, 2))).toBe('won');
    expect(outcomeOf({ market: 'ah', line: -10, selection: 'home' }, s(3, 0))).toBe('won');
    expect(outcomeOf({ market: 'ah', line: -10, selection: 'home' }, s(3, 1))).toBe('lost');
    expect(outcomeOf({ market: 'ah', line: -4, selection: 'home' }, s(2, 1))).toBe('void'); // -1 wins by one
    // Total maps: 2.5 over a three-map series.
    expect(outcomeOf({ market: 'ou', line: 10, selection: 'over' }, s(2, 1))).toBe('won');
    expect(outcomeOf({ market: 'ou', line: 10, selection: 'under' }, s(2, 0))).toBe('won');
    expect(outcomeOf({ market: 'ou', line: 18, selection: 'over' }, s(3, 2))).toBe('won');
  });

  it('offers a winner (no draw), and the handicap and total lines a best-of can settle', () => {
    expect(validPick(ML_HOME)).toBe(true);
    expect(validPick({ market: 'ml', line: null, selection: 'draw' })).toBe(false);
    expect(validPick({ market: 'ml', line: 2, selection: 'home' })).toBe(false);
    expect(validPick({ market: '1x2', line: null, selection: 'home' })).toBe(false);
    expect(validPick({ market: 'ah', line: 13, selection: 'home' })).toBe(false);
    expect(validPick({ market: 'ou', line: 10, selection: 'home' })).toBe(false);
    const bo = (bestOf: 1 | 3 | 5) =>
      Array.from({ length: 200 }, (_, n) => series(n)).find((x) => x.bestOf === bestOf)!;
    expect(shownLines(bo(1))).toEqual({ ah: [], ou: [] });
    expect(shownLines(bo(3))).toEqual({ ah: [-6, 6], ou: [10] });
    expect(shownLines(bo(5))).toEqual({ ah: [-10, -6, 6, 10], ou: [14, 18] });
  });

  it('races to 13: a fair round is a fair map, a better round a better map, and the state now counts', () => {
    expect(raceWin(ROUNDS_TO_WIN, ROUNDS_TO_WIN, 0.5)).toBeCloseTo(0.5, 12);
    expect(raceWin(1, 1, 0.3)).toBeCloseTo(0.3, 12);
    for (const [a, b, p] of [
      [13, 13, 0.55],
      [4, 9, 0.47],
      [1, 12, 0.5],
    ] as const) {
      expect(raceWin(a, b, p) + raceWin(b, a, 1 - p)).toBeCloseTo(1, 12);
    }
    expect(raceWin(13, 13, 0.55)).toBeGreaterThan(0.6);
    expect(raceWin(1, 13, 0.45)).toBeGreaterThan(raceWin(13, 13, 0.45));
  });

  it('moves the winner’s price with the maps and the rounds in play', () => {
    const x = Array.from({ length: 300 }, (_, n) => series(n)).find(
      (y) =>
        y.abandonedAfter === null &&
        y.bestOf === 3 &&
        TITLES[y.title].play === 'rounds' &&
        y.maps[0]!.winner === 'home',
    )!;
    const before = priceIn(ESPORTS, x, ML_HOME, x.kickoff - 1)!;
    const afterMap = priceIn(ESPORTS, x, ML_HOME, x.kickoff + x.maps[0]!.steps * x.stepMs)!;
    expect(afterMap).toBeLessThan(before);
    const dist = scoresAt(x, x.kickoff + 5 * x.stepMs);
    expect(dist.reduce((sum, d) => sum + d.p, 0)).toBeCloseTo(1, 12);
  });
});

describe('e-sports engine: the house edge (5%)', () => {
  it('prices every pick offered at an expected return of at most 1 - edge, within a cent of it', () => {
    for (let n = 0; n < 300; n++) {
      const x = series(n);
      for (const at of [x.kickoff - 1, x.kickoff + Math.floor(x.totalSteps / 3) * x.stepMs]) {
        if (!takesBets(x, at)) continue;
        const dist = scoresAt(x, at);
        for (const pick of shownPicks(x)) {
          const odds = priceIn(ESPORTS, x, pick, at);
          if (odds === null) continue;
          const expected = dist.reduce(
            (sum, { score, p }) =>
              sum + (p * Number(betReturn(1_000_000n, odds, outcomeOf(pick, score)))) / 1e6,
            0,
          );
          expect(expected).toBeLessThanOrEqual(1 - edge + 1e-6);
          expect(expected).toBeGreaterThan(1 - edge - 0.01);
        }
      }
    }
  });

  it('returns 95% of the stakes over thousands of simulated series, before the start and in play, within its sampling error', () => {
    // A unit on every pick offered, before the start and at a moment in play drawn per series, each
    // settled on how its seed played the series (abandoned series void: the stake back). The picks on
    // the stronger team and those on the weaker are counted apart too: prices that did not follow the
    // teams' strengths (an even model, say) would pay the first far more than 95% (and pass overall).
    let bets = 0;
    let returned = 0;
    let squares = 0;
    let expected = 0;
    const sides = new Map<'stronger' | 'weaker', { n: number; r: number; q: number; e: number }>([
      ['stronger', { n: 0, r: 0, q: 0, e: 0 }],
      ['weaker', { n: 0, r: 0, q: 0, e: 0 }],
    ]);
    for (let n = 0; n < 4000; n++) {
      const x = series(n);
      const inPlay = x.kickoff + ((n * 7919) % Math.max(1, x.totalSteps - 1)) * x.stepMs;
      for (const at of [x.kickoff - 60_000, inPlay]) {
        if (!takesBets(x, at)) continue;
        const dist = scoresAt(x, at);
        for (const pick of shownPicks(x)) {
          const odds = priceIn(ESPORTS, x, pick, at);
          if (odds === null) continue;
          const r = Number(betReturn(10_000n, odds, pickOutcomeIn(ESPORTS, x, pick))) / 10_000;
          const e = dist.reduce(
            (sum, { score, p }) =>
              sum + (p * Number(betReturn(10_000n, odds, outcomeOf(pick, score)))) / 10_000,
            0,
          );
          bets += 1;
          returned += r;
          squares += r * r;
          expected += e;
          if (pick.market !== 'ou') {
            const side = sides.get((pick.selection === 'home') === mapWin(x) > 0.5 ? 'stronger' : 'weaker')!;
            side.n += 1;
            side.r += r;
            side.q += r * r;
            side.e += e;
          }
        }
      }
    }
    const mean = returned / bets;
    const standardError = Math.sqrt((squares / bets - mean * mean) / bets);
    // The engine's own expectation is the edge (abandoned series, which return the stake, lift it a little).
    expect(expected / bets).toBeLessThanOrEqual(1 - edge + 0.002);
    expect(expected / bets).toBeGreaterThan(1 - edge - 0.01);
    // The seeds play the series as the prices say: the return is the expectation, within 4 standard errors.
    expect(bets).toBeGreaterThan(20_000);
    expect(Math.abs(mean - expected / bets)).toBeLessThan(4 * standardError);
    expect(Math.abs(mean - (1 - edge))).toBeLessThan(0.03);
    for (const side of sides.values()) {
      const m = side.r / side.n;
      expect(side.n).toBeGreaterThan(10_000);
      expect(Math.abs(m - side.e / side.n)).toBeLessThan(4 * Math.sqrt((side.q / side.n - m * m) / side.n));
    }
  });

  it('offers a cash-out at the fair value less 5%: before the start about 0.95 x 0.95 of a single', () => {
    const x = series(77);
    const at = x.kickoff - 60_000;
    const leg = { fixture: x, pick: ML_HOME, oddsH: priceIn(ESPORTS, x, ML_HOME, at)! };
    const share = Number(cashOutOffer(ESPORTS, 100_000n, [leg], at)!) / 100_000;
    expect(share).toBeLessThanOrEqual((1 - edge) * 0.95);
    expect(share).toBeGreaterThan((1 - edge - 0.01) * 0.95);
    expect(cashOutOffer(ESPORTS, 100_000n, [leg], endOf(x))).toBeNull();
  });
});
