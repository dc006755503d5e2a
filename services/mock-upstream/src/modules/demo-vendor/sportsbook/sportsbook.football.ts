/**
 * Football as the book's sport (ADR 0021): the engine's 90-minute matches, their three markets
 * (1X2, Asian handicap, over/under in goals), how the page lists a match and how a bet shows its leg.
 */
import { z } from 'zod';
import {
  ABANDON_BPS,
  AH_QUARTERS,
  endOf,
  finalScore,
  finalScores,
  FIXTURE_INTERVAL_MS,
  LAST_BET_MINUTE,
  listedFixtures,
  MARKETS,
  MATCH_MINUTES,
  matchAt,
  MINUTE_MS,
  outcomeOf,
  OU_QUARTERS,
  playFixture,
  shownLines,
  SPORTSBOOK_CLIENT_SEED,
  SPORTSBOOK_FORMULA,
  takesBets,
  validPick,
  type Fixture,
} from './sportsbook.engine.js';
import { LineMarketsShape, PhaseSchema, PriceSchema, ScoreSchema } from './sportsbook.schemas.js';
import { lineMarkets, type Sport } from './sportsbook.sport.js';

/** What a football fixture adds to the book's listing of it (sportsbook.schemas.ts). */
export const FootballFixtureSchema = z.object({
  phase: PhaseSchema,
  minute: z.number().int(),
  score: ScoreSchema,
  goals: z.object({ home: z.array(z.number().int()), away: z.array(z.number().int()) }),
  markets: z.object({
    '1x2': z.object({ home: PriceSchema, draw: PriceSchema, away: PriceSchema }),
    ...LineMarketsShape,
  }),
});

export const FootballLegSchema = z.object({
  phase: PhaseSchema,
  minute: z.number().int(),
  score: ScoreSchema.nullable(),
});

export const FootballInfoSchema = z.object({
  abandonedPercent: z.string(),
  clock: z.object({
    fixtureEveryMs: z.number().int(),
    minuteMs: z.number().int(),
    minutes: z.number().int(),
    lastBetMinute: z.number().int(),
  }),
  lines: z.object({
    ah: z.object({ min: z.number(), max: z.number() }),
    ou: z.object({ min: z.number(), max: z.number() }),
  }),
});

export const FOOTBALL: Sport<Fixture> = {
  key: 'sportsbook',
  gameCode: SPORTSBOOK_CLIENT_SEED,
  roundPrefix: 'SB',
  seedLabel: 'demo sportsbook fixture',
  markets: MARKETS,
  selections: ['home', 'draw', 'away', 'over', 'under'],
  play: playFixture,
  formula: SPORTSBOOK_FORMULA,
  endOf,
  phaseAt: (f, now) => matchAt(f, now).phase,
  takesBets,
  // A match is listed by the clock alone: the fixtures that may be listed are those listed.
  listCandidates: listedFixtures,
  listedFixtures,
  scoresAt(f, now) {
    const { minute, score } = matchAt(f, now);
    return finalScores(f, minute, score);
  },
  finalScore,
  isAbandoned: (f) => f.abandonedAfter !== null,
  outcomeOf,
  validPick,
  fixtureView(f, now, priced) {
    const match = matchAt(f, now);
    return {
      phase: match.phase,
      minute: match.minute,
      score: match.score,
      goals: {
        home: f.goals.home.filter((m) => m <= match.minute),
        away: f.goals.away.filter((m) => m <= match.minute),
      },
      markets: {
        '1x2': {
          home: priced({ market: '1x2', line: null, selection: 'home' }),
          draw: priced({ market: '1x2', line: null, selection: 'draw' }),
          away: priced({ market: '1x2', line: null, selection: 'away' }),
        },
        ...lineMarkets(shownLines(f, now), priced),
      },
    };
  },
  legView(f, now) {
    const match = matchAt(f, now);
    return {
      phase: match.phase,
      minute: match.minute,
      score: match.phase === 'scheduled' ? null : match.score,
    };
  },
  schemas: { fixture: FootballFixtureSchema, leg: FootballLegSchema, info: FootballInfoSchema },
  info: {
    abandonedPercent: String(ABANDON_BPS / 100),
    clock: {
      fixtureEveryMs: FIXTURE_INTERVAL_MS,
      minuteMs: MINUTE_MS,
      minutes: MATCH_MINUTES,
      lastBetMinute: LAST_BET_MINUTE,
    },
    lines: { ah: { ...AH_QUARTERS }, ou: { ...OU_QUARTERS } },
  },
};
