/**
 * What the book (ADR 0021) asks of a kind of sport, and what it does the same for every one (ADR
 * 0025): a sport plays its fixtures from seeds on a clock and says, at any moment, the distribution of
 * final scores from the state now; the book prices every pick from that distribution with one house
 * edge, settles it on the final score (void when the fixture was abandoned), and values it for a
 * cash-out. Football (sportsbook.football.ts) scores goals; e-sports (esports/) wins maps of a
 * best-of-N series. A score is the two sides' count of whichever they win.
 *
 * A fixture is played from its committed seeds: a server seed drawn at random and stored before the
 * fixture's first bet (sportsbook.fixtures.ts), the book's game code as client seed and the fixture
 * number as nonce, by the demo vendor's fair draw (`fairFixtureDraw`, each sport's `formula`). A
 * fixture bet on before seeds were stored keeps the seed it had then (`legacyBookSeed`) and its
 * labelled draw (`legacyFixtureDraw`).
 *
 * A leaf: it imports no engine, so the engines, the returns, the settlement, the service and the
 * routes all import it and nothing imports back.
 */
import { createHash, createHmac } from 'node:crypto';
import type { z } from 'zod';
import { fairUniforms, type DrawSeeds } from '../fair-draw.js';

export type Outcome = 'won' | 'half_won' | 'void' | 'half_lost' | 'lost';

export interface Score {
  home: number;
  away: number;
}

/** A pick as the book keeps it: the sport's market and selection, and a line in quarters (or null). */
export interface Pick {
  market: string;
  /** quarters of a unit (a goal, a map): the home side's handicap (ah), the total (ou); else null */
  line: number | null;
  selection: string;
}

export type Phase = 'scheduled' | 'live' | 'ended' | 'abandoned';

/** What the book reads of any fixture. */
export interface BookFixture {
  fixtureNo: number;
  home: string;
  away: string;
  /** when play starts (a match's kick-off, a series' first map) */
  kickoff: number;
}

/** A price as the API shows it: in the player's format and in decimal. */
export type ShownPrice = { odds: string; decimal: string } | null;

/** The house edge of every price, in basis points (before rounding down to the cent). */
export const HOUSE_EDGE_BPS = 500;
/** A pick whose price would be above this is not offered (decimal hundredths). */
export const MAX_ODDS_H = 10_000;
export const MIN_ODDS_H = 101;

/**
 * What a fixture is played from: the draws a sport's engine asks for, in its fixed order (the fair
 * draw reads them in that order and ignores the labels; a legacy fixture's draw reads each by label).
 */
export interface FixtureDraw {
  /** An integer below n. */
  int(label: string, n: number): number;
  /** A fraction in [0, 1). */
  fraction(label: string): number;
}

/** The fair draw of a fixture (a sport's `formula`): its seeds' 32-bit words in order; labels unused. */
export function fairFixtureDraw(seeds: DrawSeeds): FixtureDraw {
  const uniform = fairUniforms(seeds);
  return { int: (_label, n) => uniform(n), fraction: () => uniform(2 ** 32) / 2 ** 32 };
}

/** The draw of a legacy fixture: HMAC-SHA256(seed, label) / 2^32 for each labelled draw. */
export function legacyFixtureDraw(seed: string): FixtureDraw {
  const fraction = (label: string) =>
    createHmac('sha256', seed).update(label).digest().readUInt32BE(0) / 2 ** 32;
  return { int: (label, n) => Math.floor(fraction(label) * n), fraction };
}

/**
 * A kind of sport the book takes bets on. Every function is pure: the same fixture number and seeds
 * give the same fixture on every instance, at every moment.
 */
export interface Sport<F extends BookFixture = BookFixture> {
  /** the book's name: the bets' `book` column, `/demo-vendor/<key>` page and `/demo-vendor/api/<key>/` */
  key: 'sportsbook' | 'esports';
  /** the demo vendor's game code of the book (its rounds file under the game's category) */
  gameCode: string;
  /** the bets' ids and round ids start `<roundPrefix>-` */
  roundPrefix: string;
  /**
   * what the vendor's secret was HMACed with, before the fixture number, to seed a fixture before
   * seeds were stored (a legacy fixture's seed, `legacyBookSeed`)
   */
  seedLabel: string;
  markets: readonly [string, ...string[]];
  selections: readonly [string, ...string[]];
  /** fixture n as a draw plays it (the order of the draws is `formula`'s) */
  play(fixtureNo: number, draw: FixtureDraw): F;
  /** how a fixture is drawn from its seeds by the fair draw, as `info.method` states it */
  formula: string;
  /** when the fixture is over: played out, or abandoned */
  endOf(f: F): number;
  phaseAt(f: F, now: number): Phase;
  takesBets(f: F, now: number): boolean;
  /**
   * the fixture numbers that may be listed at `now`: `listedFixtures` reads no other, nor does any
   * fixture outside them take a bet
   */
  listCandidates(now: number): number[];
  /** the fixture numbers listed at `now` (live and upcoming), `fixture` giving a fixture by number */
  listedFixtures(now: number, fixture: (n: number) => F): number[];
  /** the distribution of final scores from the state at `now` */
  scoresAt(f: F, now: number): { score: Score; p: number }[];
  finalScore(f: F): Score;
  isAbandoned(f: F): boolean;
  outcomeOf(pick: Pick, s: Score): Outcome;
  validPick(pick: Pick): boolean;
  /** the fixture as the page lists it: state now and the markets shown, each priced by `priced` */
  fixtureView(f: F, now: number, priced: (pick: Pick) => ShownPrice): Record<string, unknown>;
  /** a bet's leg on the fixture: its state now (phase, score and the sport's own detail) */
  legView(f: F, now: number): { phase: Phase; score: Score | null } & Record<string, unknown>;
  /** what the page's rules and the info call state of the sport */
  info: Record<string, unknown>;
  /** the schemas of those views and of `info` (the routes check every answer against them) */
  schemas: { fixture: z.ZodObject; leg: z.ZodObject; info: z.ZodObject };
}

/**
 * The seed fixture n of a book had before seeds were stored (HMAC-SHA256 of "<label> <n>" by the
 * vendor's secret), and its commitment: a fixture bet on then keeps it.
 */
export function legacyBookSeed(
  secret: string,
  label: string,
  fixtureNo: number,
): { seed: string; hash: string } {
  const seed = createHmac('sha256', secret).update(`${label} ${fixtureNo}`).digest('hex');
  return { seed, hash: createHash('sha256').update(seed).digest('hex') };
}

/** Fixture n played from its server seed by the fair draw (client seed: the book's game code; nonce: n). */
export const fairFixtureOf = <F extends BookFixture>(
  sport: Sport<F>,
  fixtureNo: number,
  serverSeed: string,
): F => sport.play(fixtureNo, fairFixtureDraw({ serverSeed, clientSeed: sport.gameCode, nonce: fixtureNo }));

/** A legacy fixture played from its seed (HMAC of the vendor's secret) by its labelled draw. */
export const legacyFixtureOf = <F extends BookFixture>(sport: Sport<F>, fixtureNo: number, seed: string): F =>
  sport.play(fixtureNo, legacyFixtureDraw(seed));

/** A single line's verdict in quarters: above 0 wins, 0 pushes, below 0 loses. */
const sign = (q: number) => (q > 0 ? 1 : q < 0 ? -1 : 0);

/**
 * A handicap (`ah`: home's handicap `line`) or total (`ou`) pick on a score, in quarters of a unit:
 * a whole or half line wins, pushes or loses; a quarter line splits the stake in two halves on the
 * lines a quarter either side (half won, half lost). Null for any other market.
 */
export function lineOutcome(pick: Pick, s: Score): Outcome | null {
  const line = pick.line ?? 0;
  let q: number;
  let split: boolean;
  if (pick.market === 'ah') {
    q = pick.selection === 'home' ? 4 * (s.home - s.away) + line : 4 * (s.away - s.home) - line;
    split = Math.abs(line) % 2 === 1;
  } else if (pick.market === 'ou') {
    q = pick.selection === 'over' ? 4 * (s.home + s.away) - line : line - 4 * (s.home + s.away);
    split = line % 2 === 1;
  } else return null;
  if (!split) return q > 0 ? 'won' : q < 0 ? 'lost' : 'void';
  const total = sign(q - 1) + sign(q + 1);
  if (total === 2) return 'won';
  if (total === 1) return 'half_won';
  if (total === 0) return 'void';
  return total === -1 ? 'half_lost' : 'lost';
}

/** Whether a handicap or total pick's line is a whole number of quarters within `range`. */
export const lineInRange = (line: number | null, range: { min: number; max: number }) =>
  line !== null && Number.isInteger(line) && line >= range.min && line <= range.max;

/**
 * The price of a pick (decimal hundredths) from a final-score distribution, or null when it is not
 * offered. Per unit staked, a win returns the odds and a push the stake, so the expected return at
 * odds o is o x P(win) + P(push); the price sets it to 1 - edge, rounded down to the cent:
 * o = (1 - edge - P(push)) / P(win), with P(win) and P(push) averaged over a quarter line's halves.
 * A pick priced under 1.01 or over 100.00 is not offered (so every price offered holds the edge).
 */
export function priceFrom(
  dist: readonly { score: Score; p: number }[],
  outcome: (s: Score) => Outcome,
): number | null {
  let win = 0;
  let push = 0;
  for (const { score, p } of dist) {
    const o = outcome(score);
    if (o === 'won') win += p;
    else if (o === 'half_won') {
      win += p / 2;
      push += p / 2;
    } else if (o === 'void') push += p;
    else if (o === 'half_lost') push += p / 2;
  }
  if (win <= 1e-9) return null;
  const fair = (1 - HOUSE_EDGE_BPS / 10_000 - push) / win;
  const oddsH = Math.floor(fair * 100 + 1e-9);
  return oddsH >= MIN_ODDS_H && oddsH <= MAX_ODDS_H ? oddsH : null;
}

/** What a pick on fixture f comes to once it is over: void when it was abandoned. */
export const pickOutcomeIn = <F extends BookFixture>(sport: Sport<F>, f: F, pick: Pick): Outcome =>
  sport.isAbandoned(f) ? 'void' : sport.outcomeOf(pick, sport.finalScore(f));

/** The price of a pick on fixture f at `now` (null when the fixture takes no bets or the pick is off). */
export function priceIn<F extends BookFixture>(
  sport: Sport<F>,
  f: F,
  pick: Pick,
  now: number,
): number | null {
  if (!sport.validPick(pick) || !sport.takesBets(f, now)) return null;
  return priceFrom(sport.scoresAt(f, now), (s) => sport.outcomeOf(pick, s));
}

/** A line in quarters as a player reads it: -3 is "-0.75", 10 is "2.5". */
export function lineText(quarters: number, signed: boolean): string {
  const sign = quarters < 0 ? '-' : signed && quarters > 0 ? '+' : '';
  const abs = Math.abs(quarters);
  const whole = Math.floor(abs / 4);
  const frac = ['', '.25', '.5', '.75'][abs % 4] ?? '';
  return `${sign}${whole}${frac}`;
}

/** The handicap and total rows a fixture shows: each line with both sides' prices. */
export function lineMarkets(
  lines: { ah: readonly number[]; ou: readonly number[] },
  priced: (pick: Pick) => ShownPrice,
) {
  return {
    ah: lines.ah.map((line) => ({
      line,
      home: lineText(line, true),
      away: lineText(-line, true),
      prices: {
        home: priced({ market: 'ah', line, selection: 'home' }),
        away: priced({ market: 'ah', line, selection: 'away' }),
      },
    })),
    ou: lines.ou.map((line) => ({
      line,
      total: lineText(line, false),
      prices: {
        over: priced({ market: 'ou', line, selection: 'over' }),
        under: priced({ market: 'ou', line, selection: 'under' }),
      },
    })),
  };
}
