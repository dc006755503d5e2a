import {
  fairFixtureDraw,
  legacyBookSeed,
  lineInRange,
  lineOutcome,
  priceFrom,
  type FixtureDraw,
  type Outcome,
  type Pick as BookPick,
  type Phase,
  type Score,
} from './sportsbook.sport.js';

export { HOUSE_EDGE_BPS, lineText, MAX_ODDS_H, MIN_ODDS_H } from './sportsbook.sport.js';
export type { Outcome, Phase, Score };

/**
 * The demo sportsbook's engine (ADR 0021), pure: the fixtures on their schedule, each match played
 * minute by minute from seeds committed before its first bet, the prices of its markets (1X2, Asian
 * handicap with quarter lines, over/under) with a stated house edge, and what a pick comes to on
 * the final score (void when the match was abandoned).
 *
 * A match is drawn from its seeds (`playFixture`, SPORTSBOOK_FORMULA): the sides, their expected
 * goals, whether and after which minute it is abandoned, then for each minute m (1..90) and side a
 * goal with probability lambda/90. The goals still to come are therefore exactly binomial, and every
 * price is computed from that distribution at the minute it is asked for. ABANDON_BPS of the matches
 * are abandoned; nothing before that minute shows it, so the prices do not price it in.
 */

/** Fixture n kicks off at CLOCK_EPOCH_MS + n * FIXTURE_INTERVAL_MS. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 1);
export const FIXTURE_INTERVAL_MS = 120_000;
/** One match minute lasts this long: 90 minutes in 6 real minutes. */
export const MINUTE_MS = 4_000;
export const MATCH_MINUTES = 90;
export const MATCH_MS = MATCH_MINUTES * MINUTE_MS;
/**
 * A fixture is listed (and takes bets) this long before kickoff: with the three in play, ten or
 * eleven matches take bets at any time, enough for a parlay of ten.
 */
export const LISTED_BEFORE_MS = 16 * 60_000;
/** No bet is taken from this minute on. */
export const LAST_BET_MINUTE = 80;
/** Matches abandoned, in basis points (2%): play stops after a minute from 1 to 89, every pick on it is void. */
export const ABANDON_BPS = 200;

export const TEAMS = [
  'Harbour City',
  'Red Valley',
  'North Forge',
  'Lakeside Rovers',
  'Eastport United',
  'Silver Bay',
  'Stonebridge',
  'Westmoor Athletic',
  'Ironhill',
  'Kingsfield',
  'Coral Coast',
  'Highland Town',
  'Riverside Wanderers',
  'Summit FC',
  'Old Mill',
  'Sunvale',
] as const;

export const MARKETS = ['1x2', 'ah', 'ou'] as const;
export type Market = (typeof MARKETS)[number];
export const SELECTIONS = {
  '1x2': ['home', 'draw', 'away'],
  ah: ['home', 'away'],
  ou: ['over', 'under'],
} as const;
export type Selection = 'home' | 'draw' | 'away' | 'over' | 'under';
/** Asian handicap lines (the home side's handicap) and over/under totals are kept in quarters of a goal. */
export const AH_QUARTERS = { min: -16, max: 16 } as const;
export const OU_QUARTERS = { min: 2, max: 30 } as const;

export interface Pick extends BookPick {
  market: Market;
  /** quarters of a goal: the home handicap (ah), the total (ou); null for 1x2 */
  line: number | null;
  selection: Selection;
}

/**
 * The client seed of every fixture's draw: the game's code, public and fixed, as a round table's is
 * its table id (the fixture number is the nonce).
 */
export const SPORTSBOOK_CLIENT_SEED = 'DEMOSPORTS';

/** How a fixture is played from its seeds, as `info.method` states it (ADR 0021). */
export const SPORTSBOOK_FORMULA =
  'hash = SHA-256(serverSeed), shown while the match takes bets; serverSeed shown once it is over. ' +
  'block k = HMAC-SHA256(serverSeed, "DEMOSPORTS:" + fixture [+ ":" + k]); the draws below are read in ' +
  'order as big-endian 32-bit words u of the blocks (an integer below n: u mod n, a word at or above ' +
  '2^32 - (2^32 mod n) skipped; a fraction: u / 2^32). home = TEAMS[int 16]; away = TEAMS[(home + 1 + ' +
  'int 15) mod 16]; lambdaHome = 0.8 + 1.4 x fraction; lambdaAway = 0.6 + 1.2 x fraction; abandoned when ' +
  'a fraction < 0.02, after minute 1 + int 89 (drawn either way); then for each minute m played, home ' +
  'then away, a goal when a fraction < lambda / 90.';

/**
 * The seed fixture n had before seeds were stored (HMAC of the vendor's secret), and its commitment:
 * a fixture bet on then keeps it (`legacyFixtureDraw`).
 */
export const legacyFixtureSeed = (secret: string, fixtureNo: number) =>
  legacyBookSeed(secret, 'demo sportsbook fixture', fixtureNo);

export interface Fixture {
  fixtureNo: number;
  home: string;
  away: string;
  kickoff: number;
  /** expected goals of each side over 90 minutes */
  lambdaHome: number;
  lambdaAway: number;
  /** the minutes each side scores in (up to the last minute played) */
  goals: { home: number[]; away: number[] };
  /** the minute after which the match was abandoned (1..89); null when it is played to full time */
  abandonedAfter: number | null;
}

/** Fixture n as its draw plays it (the order of the draws is SPORTSBOOK_FORMULA's). */
export function playFixture(fixtureNo: number, draw: FixtureDraw): Fixture {
  const h = draw.int('home', TEAMS.length);
  const a = (h + 1 + draw.int('away', TEAMS.length - 1)) % TEAMS.length;
  const lambdaHome = 0.8 + 1.4 * draw.fraction('strength:home');
  const lambdaAway = 0.6 + 1.2 * draw.fraction('strength:away');
  const abandons = draw.fraction('abandon') < ABANDON_BPS / 10_000;
  const abandonMinute = 1 + draw.int('abandon:minute', MATCH_MINUTES - 1);
  const abandonedAfter = abandons ? abandonMinute : null;
  const goals = { home: [] as number[], away: [] as number[] };
  for (let m = 1; m <= (abandonedAfter ?? MATCH_MINUTES); m++) {
    if (draw.fraction(`goal:${m}:home`) < lambdaHome / MATCH_MINUTES) goals.home.push(m);
    if (draw.fraction(`goal:${m}:away`) < lambdaAway / MATCH_MINUTES) goals.away.push(m);
  }
  return {
    fixtureNo,
    home: TEAMS[h] ?? TEAMS[0],
    away: TEAMS[a] ?? TEAMS[1],
    kickoff: CLOCK_EPOCH_MS + fixtureNo * FIXTURE_INTERVAL_MS,
    lambdaHome,
    lambdaAway,
    goals,
    abandonedAfter,
  };
}

/** Fixture n played from its server seed by the fair draw (SPORTSBOOK_FORMULA). */
export const fixtureOf = (fixtureNo: number, serverSeed: string): Fixture =>
  playFixture(
    fixtureNo,
    fairFixtureDraw({ serverSeed, clientSeed: SPORTSBOOK_CLIENT_SEED, nonce: fixtureNo }),
  );

/** When the match ends: full time, or the end of the minute it was abandoned after. */
export const endOf = (f: Fixture) => f.kickoff + (f.abandonedAfter ?? MATCH_MINUTES) * MINUTE_MS;

/** The match at `now`: its phase, the minutes played and the score after them. */
export function matchAt(f: Fixture, now: number): { phase: Phase; minute: number; score: Score } {
  const last = f.abandonedAfter ?? MATCH_MINUTES;
  const played = Math.max(0, Math.min(last, Math.floor((now - f.kickoff) / MINUTE_MS)));
  const over = f.abandonedAfter === null ? 'ended' : 'abandoned';
  const phase: Phase = now < f.kickoff ? 'scheduled' : now >= endOf(f) ? over : 'live';
  return {
    phase,
    minute: played,
    score: {
      home: f.goals.home.filter((m) => m <= played).length,
      away: f.goals.away.filter((m) => m <= played).length,
    },
  };
}

/** The score when the match ended (at full time, or when it was abandoned). */
export const finalScore = (f: Fixture): Score => ({ home: f.goals.home.length, away: f.goals.away.length });

/** Fixture numbers listed at `now`: those live, and those kicking off within LISTED_BEFORE_MS. */
export function listedFixtures(now: number): number[] {
  const first = Math.ceil((now - CLOCK_EPOCH_MS - MATCH_MS + 1) / FIXTURE_INTERVAL_MS);
  const last = Math.floor((now - CLOCK_EPOCH_MS + LISTED_BEFORE_MS) / FIXTURE_INTERVAL_MS);
  const out: number[] = [];
  for (let n = Math.max(0, first); n <= last; n++) out.push(n);
  return out;
}

/** Whether a bet on the fixture is taken at `now`. */
export function takesBets(f: Fixture, now: number): boolean {
  if (now < f.kickoff - LISTED_BEFORE_MS) return false;
  const { phase, minute } = matchAt(f, now);
  return phase === 'scheduled' || (phase === 'live' && minute < LAST_BET_MINUTE);
}

function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c * p ** k * (1 - p) ** (n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** The distribution of final scores from minute `played` on, given the score then. */
export function finalScores(f: Fixture, played: number, score: Score): { score: Score; p: number }[] {
  const left = MATCH_MINUTES - played;
  const home = binomial(left, f.lambdaHome / MATCH_MINUTES);
  const away = binomial(left, f.lambdaAway / MATCH_MINUTES);
  const out: { score: Score; p: number }[] = [];
  home.forEach((ph, i) =>
    away.forEach((pa, j) => {
      const p = ph * pa;
      if (p > 1e-12) out.push({ score: { home: score.home + i, away: score.away + j }, p });
    }),
  );
  return out;
}

/** What a pick comes to on the final score: 1X2 on the result, handicaps and totals on their lines. */
export function outcomeOf(pick: BookPick, s: Score): Outcome {
  const onLine = lineOutcome(pick, s);
  if (onLine) return onLine;
  const result = s.home > s.away ? 'home' : s.home < s.away ? 'away' : 'draw';
  return pick.selection === result ? 'won' : 'lost';
}

/** What a pick on fixture f comes to once the match is over: void when it was abandoned. */
export const pickOutcome = (f: Fixture, pick: BookPick): Outcome =>
  f.abandonedAfter === null ? outcomeOf(pick, finalScore(f)) : 'void';

/** Whether a pick names a market, line and selection that exist. */
export function validPick(pick: BookPick): boolean {
  if (!(MARKETS as readonly string[]).includes(pick.market)) return false;
  const selections: readonly string[] = SELECTIONS[pick.market as Market];
  if (!selections.includes(pick.selection)) return false;
  if (pick.market === '1x2') return pick.line === null;
  return lineInRange(pick.line, pick.market === 'ah' ? AH_QUARTERS : OU_QUARTERS);
}

/** The price of a pick (decimal hundredths) from the final-score distribution (sportsbook.sport.ts). */
export function priceOf(pick: BookPick, dist: { score: Score; p: number }[]): number | null {
  return validPick(pick) ? priceFrom(dist, (s) => outcomeOf(pick, s)) : null;
}

/** The price of a pick on fixture f at `now` (null when the fixture takes no bets or the pick is off). */
export function priceAt(f: Fixture, pick: BookPick, now: number): number | null {
  if (!takesBets(f, now)) return null;
  const { minute, score } = matchAt(f, now);
  return priceOf(pick, finalScores(f, minute, score));
}

/**
 * The lines shown for a fixture at `now`: the handicap nearest an even match and the total nearest
 * an even over/under, each with its neighbours a quarter either side.
 */
export function shownLines(f: Fixture, now: number): { ah: number[]; ou: number[] } {
  const { minute, score } = matchAt(f, now);
  const dist = finalScores(f, minute, score);
  const even = (market: 'ah' | 'ou', a: 'home' | 'over', range: { min: number; max: number }) => {
    let best = range.min;
    let gap = Infinity;
    for (let line = range.min; line <= range.max; line++) {
      let win = 0;
      let lose = 0;
      for (const { score: s, p } of dist) {
        const o = outcomeOf({ market, line, selection: a }, s);
        if (o === 'won') win += p;
        else if (o === 'half_won') win += p / 2;
        else if (o === 'lost') lose += p;
        else if (o === 'half_lost') lose += p / 2;
      }
      if (Math.abs(win - lose) < gap) {
        gap = Math.abs(win - lose);
        best = line;
      }
    }
    return [best - 1, best, best + 1].filter((l) => l >= range.min && l <= range.max);
  };
  return { ah: even('ah', 'home', AH_QUARTERS), ou: even('ou', 'over', OU_QUARTERS) };
}
