import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ABANDON_BPS,
  CLOCK_EPOCH_MS,
  endOf,
  finalScore,
  finalScores,
  FIXTURE_INTERVAL_MS,
  fixtureOf,
  legacyFixtureSeed,
  HOUSE_EDGE_BPS,
  LAST_BET_MINUTE,
  lineText,
  listedFixtures,
  MATCH_MS,
  matchAt,
  MINUTE_MS,
  outcomeOf,
  pickOutcome,
  playFixture,
  priceAt,
  priceOf,
  shownLines,
  SPORTSBOOK_CLIENT_SEED,
  SPORTSBOOK_FORMULA,
  takesBets,
  TEAMS,
  type Pick,
  type Score,
} from './sportsbook.engine.js';
import { FOOTBALL } from './sportsbook.football.js';
import { betReturn } from './sportsbook.returns.js';
import { legacyFixtureDraw } from './sportsbook.sport.js';

const SECRET = 'test-secret';
const fixture = (n: number) => fixtureOf(n, legacyFixtureSeed(SECRET, n).seed);
const s = (home: number, away: number): Score => ({ home, away });
const ah = (line: number, selection: 'home' | 'away'): Pick => ({ market: 'ah', line, selection });
const ou = (line: number, selection: 'over' | 'under'): Pick => ({ market: 'ou', line, selection });

describe('sportsbook engine: settlement', () => {
  it('settles 1X2 on the result', () => {
    expect(outcomeOf({ market: '1x2', line: null, selection: 'home' }, s(2, 1))).toBe('won');
    expect(outcomeOf({ market: '1x2', line: null, selection: 'draw' }, s(1, 1))).toBe('won');
    expect(outcomeOf({ market: '1x2', line: null, selection: 'away' }, s(1, 1))).toBe('lost');
  });

  it.each([
    // home handicap in quarters, pick, score, outcome
    [0, 'home', s(0, 0), 'void'],
    [0, 'away', s(0, 1), 'won'],
    [-1, 'home', s(0, 0), 'half_lost'], // home -0.25, a draw
    [-1, 'away', s(0, 0), 'half_won'], // away +0.25, a draw
    [-1, 'home', s(1, 0), 'won'],
    [-2, 'home', s(1, 0), 'won'], // home -0.5
    [-2, 'home', s(0, 0), 'lost'],
    [-3, 'home', s(1, 0), 'half_won'], // home -0.75 wins by one
    [-3, 'away', s(1, 0), 'half_lost'],
    [-3, 'home', s(2, 0), 'won'],
    [-4, 'home', s(1, 0), 'void'], // home -1 wins by one
    [-5, 'home', s(1, 0), 'half_lost'], // home -1.25 wins by one
    [-5, 'home', s(2, 0), 'won'],
    [3, 'home', s(0, 1), 'half_lost'], // home +0.75 loses by one
    [3, 'away', s(0, 1), 'half_won'],
    [6, 'home', s(0, 1), 'won'], // home +1.5
  ] as const)('Asian handicap %i on %s at %o: %s', (line, selection, score, outcome) => {
    expect(outcomeOf(ah(line, selection), score)).toBe(outcome);
  });

  it.each([
    [10, 'over', s(2, 1), 'won'], // 2.5
    [10, 'under', s(2, 1), 'lost'],
    [8, 'over', s(1, 1), 'void'], // 2.0
    [9, 'over', s(1, 1), 'half_lost'], // 2.25
    [9, 'under', s(1, 1), 'half_won'],
    [11, 'over', s(2, 1), 'half_won'], // 2.75
    [11, 'under', s(2, 1), 'half_lost'],
    [11, 'over', s(2, 2), 'won'],
  ] as const)('over/under %i on %s at %o: %s', (line, selection, score, outcome) => {
    expect(outcomeOf(ou(line, selection), score)).toBe(outcome);
  });

  it('returns the stake as each outcome says, the house keeping a fraction of a unit', () => {
    expect(betReturn(1000n, 195, 'won')).toBe(1950n);
    expect(betReturn(1000n, 195, 'half_won')).toBe(1475n);
    expect(betReturn(1000n, 195, 'void')).toBe(1000n);
    expect(betReturn(1000n, 195, 'half_lost')).toBe(500n);
    expect(betReturn(1000n, 195, 'lost')).toBe(0n);
    expect(betReturn(333n, 187, 'won')).toBe(622n); // 622.71
    expect(betReturn(333n, 187, 'half_lost')).toBe(166n);
  });
});

/**
 * A player's verifier, written from SPORTSBOOK_FORMULA's words alone (no engine code): the blocks
 * HMAC-SHA256(serverSeed, "DEMOSPORTS:" + fixture [+ ":" + k]), read as big-endian 32-bit words.
 */
function verifyFixture(serverSeed: string, fixtureNo: number) {
  const words: number[] = [];
  let k = 0;
  const word = () => {
    if (words.length === 0) {
      const message = k === 0 ? `DEMOSPORTS:${fixtureNo}` : `DEMOSPORTS:${fixtureNo}:${k}`;
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
  const lambdaHome = 0.8 + 1.4 * fraction();
  const lambdaAway = 0.6 + 1.2 * fraction();
  const abandons = fraction() < 0.02;
  const minute = 1 + int(89);
  const last = abandons ? minute : 90;
  const goals = { home: [] as number[], away: [] as number[] };
  for (let m = 1; m <= last; m++) {
    if (fraction() < lambdaHome / 90) goals.home.push(m);
    if (fraction() < lambdaAway / 90) goals.away.push(m);
  }
  return { home: TEAMS[home], away: TEAMS[away], goals, abandonedAfter: abandons ? minute : null };
}

describe('sportsbook engine: a fixture from its committed seeds', () => {
  it('is the match a player recomputes from the revealed seed, the client seed and the fixture number', () => {
    expect(SPORTSBOOK_CLIENT_SEED).toBe('DEMOSPORTS');
    expect(FOOTBALL).toMatchObject({ gameCode: 'DEMOSPORTS', formula: SPORTSBOOK_FORMULA });
    let abandoned = 0;
    for (let n = 0; n < 400; n++) {
      const serverSeed = createHash('sha256').update(`server seed ${n}`).digest('hex');
      const f = fixtureOf(n, serverSeed);
      expect({ home: f.home, away: f.away, goals: f.goals, abandonedAfter: f.abandonedAfter }).toEqual(
        verifyFixture(serverSeed, n),
      );
      if (f.abandonedAfter !== null) abandoned += 1;
    }
    // Some of the 400 are abandoned (2% expected), so the verifier's abandoned branch is walked too.
    expect(abandoned).toBeGreaterThan(0);
  });

  it('plays a fixture bet on before seeds were stored as it was played then (the vendor secret’s seed)', () => {
    // Recorded from the engine before seeds were stored, for the secret 'test-secret'.
    const legacy = (n: number) => playFixture(n, legacyFixtureDraw(legacyFixtureSeed('test-secret', n).seed));
    expect(legacy(7)).toMatchObject({
      home: 'Summit FC',
      away: 'Eastport United',
      goals: { home: [30, 55], away: [9, 81] },
      abandonedAfter: null,
    });
    expect(legacy(7).lambdaHome).toBeCloseTo(2.178236, 6);
    expect(legacy(500)).toMatchObject({
      home: 'Sunvale',
      away: 'Silver Bay',
      goals: { home: [29, 52, 67], away: [25, 37, 74] },
    });
    expect(legacy(0)).toMatchObject({ abandonedAfter: 29, goals: { home: [], away: [10] } });
    // Fixtures 0 to 299 whole (10 of them abandoned), as the engine played them then.
    const all = Array.from({ length: 300 }, (_, n) => legacy(n));
    expect(createHash('sha256').update(JSON.stringify(all)).digest('hex')).toBe(
      'f1be41eeed4ba8e18c7039f7bccfa27f93bfe0ae1def29f241a59a97617032dd',
    );
  });
});

describe('sportsbook engine: matches', () => {
  it('plays the same match from the same seed, and another from another', () => {
    expect(fixture(7)).toEqual(fixture(7));
    expect(fixtureOf(7, legacyFixtureSeed('other', 7).seed).goals).not.toEqual(fixture(7).goals);
    const f = fixture(7);
    expect(f.home).not.toBe(f.away);
    expect(f.kickoff).toBe(CLOCK_EPOCH_MS + 7 * FIXTURE_INTERVAL_MS);
  });

  it('shows the score minute by minute and the final score once ended', () => {
    const f = fixture(11);
    expect(matchAt(f, f.kickoff - 1)).toEqual({ phase: 'scheduled', minute: 0, score: s(0, 0) });
    expect(matchAt(f, f.kickoff + MATCH_MS).phase).toBe('ended');
    expect(matchAt(f, f.kickoff + MATCH_MS).score).toEqual(finalScore(f));
    let last = s(0, 0);
    for (let m = 0; m <= 90; m++) {
      const now = matchAt(f, f.kickoff + m * MINUTE_MS);
      expect(now.score.home).toBeGreaterThanOrEqual(last.home);
      expect(now.score.away).toBeGreaterThanOrEqual(last.away);
      last = now.score;
    }
    expect(last).toEqual(finalScore(f));
  });

  it('scores about as the sides’ strengths say over many matches', () => {
    let goals = 0;
    let expected = 0;
    for (let n = 0; n < 2000; n++) {
      const f = fixture(n);
      goals += f.goals.home.length + f.goals.away.length;
      expected += f.lambdaHome + f.lambdaAway;
    }
    expect(Math.abs(goals - expected) / expected).toBeLessThan(0.05);
  });

  it('abandons about 2% of matches after a minute from 1 to 89: no goal after it, every pick void', () => {
    const abandoned = Array.from({ length: 2000 }, (_, n) => fixture(n)).filter(
      (f) => f.abandonedAfter !== null,
    );
    expect(Math.abs(abandoned.length / 2000 - ABANDON_BPS / 10_000)).toBeLessThan(0.008);
    for (const f of abandoned) {
      const after = f.abandonedAfter!;
      expect(after).toBeGreaterThanOrEqual(1);
      expect(after).toBeLessThanOrEqual(89);
      expect([...f.goals.home, ...f.goals.away].every((m) => m <= after)).toBe(true);
      expect(endOf(f)).toBe(f.kickoff + after * MINUTE_MS);
      expect(matchAt(f, endOf(f) - 1).phase).toBe('live');
      expect(matchAt(f, endOf(f))).toMatchObject({ phase: 'abandoned', minute: after, score: finalScore(f) });
      // Still live just before, so still taking bets before minute 80: nothing shows it coming.
      expect(takesBets(f, endOf(f) - 1)).toBe(after <= LAST_BET_MINUTE);
      expect(takesBets(f, endOf(f))).toBe(false);
      expect(pickOutcome(f, { market: '1x2', line: null, selection: 'home' })).toBe('void');
      expect(pickOutcome(f, { market: 'ou', line: 2, selection: 'under' })).toBe('void');
    }
    const played = fixture(abandoned[0]!.fixtureNo + 1);
    if (played.abandonedAfter === null) {
      expect(endOf(played)).toBe(played.kickoff + MATCH_MS);
      expect(pickOutcome(played, { market: '1x2', line: null, selection: 'home' })).toBe(
        outcomeOf({ market: '1x2', line: null, selection: 'home' }, finalScore(played)),
      );
    }
  });

  it('lists live and upcoming fixtures, takes bets until minute 80', () => {
    const f = fixture(500);
    expect(listedFixtures(f.kickoff)).toContain(500);
    expect(listedFixtures(f.kickoff + MATCH_MS)).not.toContain(500);
    expect(takesBets(f, f.kickoff - 60_000)).toBe(true);
    expect(takesBets(f, f.kickoff + (LAST_BET_MINUTE - 1) * MINUTE_MS)).toBe(true);
    expect(takesBets(f, f.kickoff + LAST_BET_MINUTE * MINUTE_MS)).toBe(false);
    expect(priceAt(f, { market: '1x2', line: null, selection: 'home' }, f.kickoff + MATCH_MS)).toBeNull();
  });
});

describe('sportsbook engine: prices', () => {
  const edge = HOUSE_EDGE_BPS / 10_000;

  it('gives every pick an expected return of at most 1 - edge and within a cent of it', () => {
    for (const n of [3, 40, 77]) {
      const f = fixture(n);
      const dist = finalScores(f, 0, s(0, 0));
      const picks: Pick[] = [
        { market: '1x2', line: null, selection: 'home' },
        { market: '1x2', line: null, selection: 'draw' },
        { market: '1x2', line: null, selection: 'away' },
        ...[-5, -3, -2, -1, 0, 1, 3].flatMap((l) => [ah(l, 'home'), ah(l, 'away')]),
        ...[7, 9, 10, 11].flatMap((l) => [ou(l, 'over'), ou(l, 'under')]),
      ];
      for (const pick of picks) {
        const odds = priceOf(pick, dist);
        if (odds === null) continue;
        const expectedReturn = dist.reduce(
          (sum, { score, p }) =>
            sum + (p * Number(betReturn(1_000_000n, odds, outcomeOf(pick, score)))) / 1e6,
          0,
        );
        expect(expectedReturn).toBeLessThanOrEqual(1 - edge + 1e-6);
        expect(expectedReturn).toBeGreaterThan(1 - edge - 0.01);
      }
    }
  });

  it('prices 1X2 with an overround of the edge, and moves with the score in play', () => {
    const f = fixture(12);
    const dist = finalScores(f, 0, s(0, 0));
    const implied = (['home', 'draw', 'away'] as const)
      .map((selection) => 100 / priceOf({ market: '1x2', line: null, selection }, dist)!)
      .reduce((a, b) => a + b, 0);
    expect(implied).toBeGreaterThan(1 + edge - 0.01);
    expect(implied).toBeLessThan(1 + edge + 0.02);
    const home = { market: '1x2', line: null, selection: 'home' } as const;
    const ahead = priceOf(home, finalScores(f, 30, s(1, 0)))!;
    const behind = priceOf(home, finalScores(f, 30, s(0, 1)))!;
    expect(ahead).toBeLessThan(priceOf(home, dist)!);
    expect(behind).toBeGreaterThan(priceOf(home, dist)!);
  });

  it('refuses a pick that does not exist', () => {
    const dist = finalScores(fixture(1), 0, s(0, 0));
    expect(priceOf({ market: '1x2', line: 2, selection: 'home' }, dist)).toBeNull();
    expect(priceOf({ market: 'ah', line: null, selection: 'home' }, dist)).toBeNull();
    expect(priceOf({ market: 'ah', line: 0, selection: 'over' }, dist)).toBeNull();
    expect(priceOf({ market: 'ou', line: 99, selection: 'over' }, dist)).toBeNull();
  });

  it('shows the lines nearest an even match, a quarter apart', () => {
    const f = fixture(30);
    const lines = shownLines(f, f.kickoff - 1000);
    expect(lines.ah).toHaveLength(3);
    expect(lines.ah[1]! - lines.ah[0]!).toBe(1);
    expect(lines.ou).toHaveLength(3);
    expect(lineText(-3, true)).toBe('-0.75');
    expect(lineText(10, false)).toBe('2.5');
    expect(lineText(1, true)).toBe('+0.25');
    expect(lineText(0, true)).toBe('0');
  });
});
