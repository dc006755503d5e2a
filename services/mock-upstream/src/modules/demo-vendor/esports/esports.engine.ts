/**
 * The e-sports book's engine (ADR 0025), pure: best-of-N map series between fictional teams in four
 * titles, each series played from seeds committed before its first bet, and the distribution of final
 * map scores from the state at any moment, from which the book (sportsbook/) prices its markets:
 * the match winner (two ways, a series has no draw), the map handicap and the total maps.
 *
 * A series is drawn from its seeds (`playSeries`, ESPORTS_FORMULA). It is a run of steps of one
 * length: rounds in the tactical shooters (Counter-Strike 2, Valorant: a map goes to the first team
 * to 13 rounds, no overtime; each round won by the home team when a fraction drawn is below its round
 * strength), game minutes in the MOBAs (Dota 2, League of Legends: a map lasts a number of minutes
 * drawn from the seeds and goes to the home team when a fraction drawn is below its map strength;
 * nothing shown before its end tells who wins it). Maps are played until a team has won a majority
 * of the best-of. The prices therefore come from exactly the model that plays the series: a
 * shooter's map from the round score now (a race of independent rounds), a MOBA's map at its
 * strength, the maps to come likewise.
 * ABANDON_BPS of the series stop after a step drawn from the seeds; every pick on them is void.
 */
import {
  fairFixtureDraw,
  lineInRange,
  lineOutcome,
  type BookFixture,
  type FixtureDraw,
  type Outcome,
  type Phase,
  type Pick,
  type Score,
} from '../sportsbook/sportsbook.sport.js';

/** Series n starts at SERIES_EPOCH_MS + n * SERIES_INTERVAL_MS. */
export const SERIES_EPOCH_MS = Date.UTC(2026, 0, 1);
export const SERIES_INTERVAL_MS = 120_000;
/** A series is listed (and takes bets) this long before it starts, until it is over. */
export const LISTED_BEFORE_MS = 16 * 60_000;
/** A shooter's round and a MOBA's game minute, in real time. */
export const ROUND_MS = 4_000;
export const GAME_MINUTE_MS = 2_500;
/** Rounds a shooter's map is won at (first to 13: 13 to 25 rounds, no overtime). */
export const ROUNDS_TO_WIN = 13;
/** Series abandoned, in basis points (2%): play stops after a step drawn from the seed, every pick void. */
export const ABANDON_BPS = 200;

export const TITLES = {
  cs2: { name: 'Counter-Strike 2', play: 'rounds' },
  valorant: { name: 'Valorant', play: 'rounds' },
  dota2: { name: 'Dota 2', play: 'minutes', minutes: { min: 25, max: 50 } },
  lol: { name: 'League of Legends', play: 'minutes', minutes: { min: 22, max: 42 } },
} as const;
export type TitleKey = keyof typeof TITLES;
const TITLE_KEYS = Object.keys(TITLES) as TitleKey[];

/** Best of 1, 3 or 5 maps, in that share of series (in basis points). */
export const FORMATS = [
  { bestOf: 1, bps: 2_000 },
  { bestOf: 3, bps: 6_500 },
  { bestOf: 5, bps: 1_500 },
] as const;
export type BestOf = (typeof FORMATS)[number]['bestOf'];

/** The longest a series lasts: five MOBA maps of the longest length. */
export const MAX_SERIES_MS = 5 * Math.max(50 * GAME_MINUTE_MS, (2 * ROUNDS_TO_WIN - 1) * ROUND_MS);

/** Fictional teams: made-up names, none a real team's. */
export const TEAMS = [
  'Copper Herons',
  'Midnight Otters',
  'Lunar Moths',
  'Velvet Hornets',
  'Granite Owls',
  'Saffron Quails',
  'Arctic Marmots',
  'Cobalt Mantis',
  'Harbor Kites',
  'Ember Quokkas',
  'Static Pelicans',
  'Jade Badgers',
  'Rust Coyotes',
  'Silent Ibis',
  'Tidal Geckos',
  'Prism Sloths',
] as const;

export const MARKETS = ['ml', 'ah', 'ou'] as const;
export type Market = (typeof MARKETS)[number];
export const SELECTIONS = { ml: ['home', 'away'], ah: ['home', 'away'], ou: ['over', 'under'] } as const;
/** Map handicaps (the home team's) and total maps are kept in quarters of a map. */
export const AH_QUARTERS = { min: -12, max: 12 } as const;
export const OU_QUARTERS = { min: 2, max: 20 } as const;

/** One map as the seed plays it: its steps in the series, its winner, a shooter's rounds in order. */
export interface MapPlay {
  startStep: number;
  steps: number;
  winner: 'home' | 'away';
  /** the round winners in order (shooters); null in a MOBA */
  rounds: ('home' | 'away')[] | null;
}

export interface Series extends BookFixture {
  title: TitleKey;
  bestOf: BestOf;
  /** how long a step lasts: a round or a game minute */
  stepMs: number;
  /** the home team's chance of a round (shooters) or of a map (MOBAs) */
  strength: number;
  maps: MapPlay[];
  totalSteps: number;
  /** the step after which the series was abandoned; null when it is played out */
  abandonedAfter: number | null;
}

/** Maps a team needs to win a best-of. */
export const mapsToWin = (bestOf: number) => (bestOf + 1) / 2;

/**
 * The client seed of every series' draw: the game's code, public and fixed (the series number is
 * the nonce).
 */
export const ESPORTS_CLIENT_SEED = 'DEMOESPORTS';

/** How a series is played from its seeds, as `info.method` states it (ADR 0025). */
export const ESPORTS_FORMULA =
  'hash = SHA-256(serverSeed), shown while the series takes bets; serverSeed shown once it is over. ' +
  'block k = HMAC-SHA256(serverSeed, "DEMOESPORTS:" + series [+ ":" + k]); the draws below are read in ' +
  'order as big-endian 32-bit words u of the blocks (an integer below n: u mod n, a word at or above ' +
  '2^32 - (2^32 mod n) skipped; a fraction: u / 2^32). home = TEAMS[int 16]; away = TEAMS[(home + 1 + ' +
  'int 15) mod 16]; title = [cs2, valorant, dota2, lol][int 4]; f = int 10000: best of 1 when f < 2000, ' +
  'of 3 when f < 8500, else of 5; strength = 0.44 + 0.12 x fraction in cs2 and valorant (a round), ' +
  '0.25 + 0.5 x fraction in dota2 and lol (a map). Then map after map until a team has won (bestOf + 1) ' +
  '/ 2: in cs2 and valorant each round goes home when a fraction < strength, until a team has 13 rounds ' +
  '(a round a step); in dota2 and lol the map lasts min + int (max - min + 1) game minutes (dota2 25 to ' +
  '50, lol 22 to 42; a minute a step) and goes home when a fraction < strength. Last, abandoned when a ' +
  'fraction < 0.02, after step 1 + int (steps - 1) (drawn only then).';

/** Series n as its draw plays it (the order of the draws is ESPORTS_FORMULA's). */
export function playSeries(fixtureNo: number, draw: FixtureDraw): Series {
  const h = draw.int('home', TEAMS.length);
  const a = (h + 1 + draw.int('away', TEAMS.length - 1)) % TEAMS.length;
  const title = TITLE_KEYS[draw.int('title', TITLE_KEYS.length)] ?? 'cs2';
  const spec = TITLES[title];
  const f = draw.int('format', 10_000);
  const bestOf = (f < FORMATS[0].bps ? 1 : f < FORMATS[0].bps + FORMATS[1].bps ? 3 : 5) as BestOf;
  const rounds = spec.play === 'rounds';
  // A round near a coin flip compounds over a map: 0.44 to 0.56 a round is about 0.27 to 0.73 a map.
  const strength = rounds ? 0.44 + 0.12 * draw.fraction('strength') : 0.25 + 0.5 * draw.fraction('strength');
  const need = mapsToWin(bestOf);
  const maps: MapPlay[] = [];
  const won = { home: 0, away: 0 };
  let step = 0;
  for (let i = 1; won.home < need && won.away < need; i++) {
    let map: MapPlay;
    if (spec.play === 'rounds') {
      const order: ('home' | 'away')[] = [];
      const score = { home: 0, away: 0 };
      for (let r = 1; score.home < ROUNDS_TO_WIN && score.away < ROUNDS_TO_WIN; r++) {
        const side = draw.fraction(`round:${i}:${r}`) < strength ? 'home' : 'away';
        score[side] += 1;
        order.push(side);
      }
      map = {
        startStep: step,
        steps: order.length,
        winner: score.home === ROUNDS_TO_WIN ? 'home' : 'away',
        rounds: order,
      };
    } else {
      const { min, max } = spec.minutes;
      map = {
        startStep: step,
        steps: min + draw.int(`map:${i}:length`, max - min + 1),
        winner: draw.fraction(`map:${i}`) < strength ? 'home' : 'away',
        rounds: null,
      };
    }
    maps.push(map);
    won[map.winner] += 1;
    step += map.steps;
  }
  const abandonedAfter =
    draw.fraction('abandon') < ABANDON_BPS / 10_000 ? 1 + draw.int('abandon:step', step - 1) : null;
  return {
    fixtureNo,
    home: TEAMS[h] ?? TEAMS[0],
    away: TEAMS[a] ?? TEAMS[1],
    kickoff: SERIES_EPOCH_MS + fixtureNo * SERIES_INTERVAL_MS,
    title,
    bestOf,
    stepMs: rounds ? ROUND_MS : GAME_MINUTE_MS,
    strength,
    maps,
    totalSteps: step,
    abandonedAfter,
  };
}

/** Series n played from its server seed by the fair draw (ESPORTS_FORMULA). */
export const seriesOf = (fixtureNo: number, serverSeed: string): Series =>
  playSeries(fixtureNo, fairFixtureDraw({ serverSeed, clientSeed: ESPORTS_CLIENT_SEED, nonce: fixtureNo }));

/** When the series is over: its last map won, or the end of the step it was abandoned after. */
export const endOf = (s: Series) => s.kickoff + (s.abandonedAfter ?? s.totalSteps) * s.stepMs;

/** The map being played: its number (1..), its round score (shooters) or game minute (MOBAs). */
export interface MapNow {
  no: number;
  rounds: Score | null;
  minute: number | null;
}

export interface SeriesNow {
  phase: Phase;
  /** steps played */
  step: number;
  /** maps won */
  score: Score;
  /** the map in play; null before the start and once over */
  map: MapNow | null;
}

/** The series at `now`: its phase, the maps won and the map in play. */
export function seriesAt(s: Series, now: number): SeriesNow {
  const last = s.abandonedAfter ?? s.totalSteps;
  const step = Math.max(0, Math.min(last, Math.floor((now - s.kickoff) / s.stepMs)));
  const over = now >= endOf(s);
  const phase: Phase =
    now < s.kickoff ? 'scheduled' : over ? (s.abandonedAfter === null ? 'ended' : 'abandoned') : 'live';
  const score = { home: 0, away: 0 };
  let map: MapNow | null = null;
  for (const [i, m] of s.maps.entries()) {
    if (m.startStep + m.steps <= step) {
      score[m.winner] += 1;
      continue;
    }
    if (phase === 'live' || phase === 'abandoned') {
      const played = step - m.startStep;
      map = {
        no: i + 1,
        rounds: m.rounds
          ? {
              home: m.rounds.slice(0, played).filter((r) => r === 'home').length,
              away: m.rounds.slice(0, played).filter((r) => r === 'away').length,
            }
          : null,
        minute: m.rounds ? null : played,
      };
    }
    break;
  }
  return { phase, step, score, map };
}

/** The maps won when the series ended (played out, or when it was abandoned). */
export const finalScore = (s: Series): Score => seriesAt(s, endOf(s)).score;

/**
 * Series that may be listed at `now`: those started within the longest a series lasts, and those
 * starting within LISTED_BEFORE_MS (no other is live or takes bets).
 */
export function seriesWindow(now: number): number[] {
  const first = Math.ceil((now - SERIES_EPOCH_MS - MAX_SERIES_MS + 1) / SERIES_INTERVAL_MS);
  const last = Math.floor((now - SERIES_EPOCH_MS + LISTED_BEFORE_MS) / SERIES_INTERVAL_MS);
  const out: number[] = [];
  for (let n = Math.max(0, first); n <= last; n++) out.push(n);
  return out;
}

/** Series listed at `now`: those live, and those starting within LISTED_BEFORE_MS. */
export function listedSeries(now: number, series: (n: number) => Series): number[] {
  return seriesWindow(now).filter((n) => now < endOf(series(n)));
}

/** Whether a bet on the series is taken at `now`: listed, and not over. */
export function takesBets(s: Series, now: number): boolean {
  if (now < s.kickoff - LISTED_BEFORE_MS) return false;
  const { phase } = seriesAt(s, now);
  return phase === 'scheduled' || phase === 'live';
}

/** C(n, k) as a float (small n). */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * The chance that a side needing `a` more points wins a race against one needing `b` more, each
 * point its with chance p: it takes its a-th point before the other's b-th.
 */
export function raceWin(a: number, b: number, p: number): number {
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  let sum = 0;
  for (let k = 0; k < b; k++) sum += choose(a - 1 + k, k) * p ** a * (1 - p) ** k;
  return sum;
}

/** The home team's chance of a map from its start. */
export const mapWin = (s: Series) =>
  TITLES[s.title].play === 'rounds' ? raceWin(ROUNDS_TO_WIN, ROUNDS_TO_WIN, s.strength) : s.strength;

/**
 * The distribution of final map scores from the state at `now`: the map in play goes home with its
 * chance from now (a shooter's from its round score, a MOBA's at its strength), each later map with
 * the home team's chance of a map, until a team has won a majority.
 */
export function scoresAt(s: Series, now: number): { score: Score; p: number }[] {
  const at = seriesAt(s, now);
  const need = mapsToWin(s.bestOf);
  if (at.phase === 'ended' || at.phase === 'abandoned') return [{ score: at.score, p: 1 }];
  const fresh = mapWin(s);
  const current =
    at.map?.rounds != null
      ? raceWin(ROUNDS_TO_WIN - at.map.rounds.home, ROUNDS_TO_WIN - at.map.rounds.away, s.strength)
      : fresh;
  const out = new Map<string, { score: Score; p: number }>();
  const walk = (home: number, away: number, p: number, q: number) => {
    if (home === need || away === need) {
      const key = `${home}:${away}`;
      const known = out.get(key);
      if (known) known.p += p;
      else out.set(key, { score: { home, away }, p });
      return;
    }
    walk(home + 1, away, p * q, fresh);
    walk(home, away + 1, p * (1 - q), fresh);
  };
  walk(at.score.home, at.score.away, 1, current);
  return [...out.values()].filter((x) => x.p > 1e-12);
}

/** What a pick comes to on the final map score: the winner on the maps, handicaps and totals on their lines. */
export function outcomeOf(pick: Pick, s: Score): Outcome {
  const onLine = lineOutcome(pick, s);
  if (onLine) return onLine;
  if (s.home === s.away) return 'void';
  return pick.selection === (s.home > s.away ? 'home' : 'away') ? 'won' : 'lost';
}

/** Whether a pick names a market, line and selection that exist. */
export function validPick(pick: Pick): boolean {
  if (!(MARKETS as readonly string[]).includes(pick.market)) return false;
  const selections: readonly string[] = SELECTIONS[pick.market as Market];
  if (!selections.includes(pick.selection)) return false;
  if (pick.market === 'ml') return pick.line === null;
  return lineInRange(pick.line, pick.market === 'ah' ? AH_QUARTERS : OU_QUARTERS);
}

/**
 * The lines a series shows: the map handicaps a map and a half (and two and a half in a best of
 * five) either way, and the totals between the fewest and the most maps it can last. A best of one
 * shows the winner only.
 */
export function shownLines(s: Series): { ah: number[]; ou: number[] } {
  if (s.bestOf === 1) return { ah: [], ou: [] };
  if (s.bestOf === 3) return { ah: [-6, 6], ou: [10] };
  return { ah: [-10, -6, 6, 10], ou: [14, 18] };
}
