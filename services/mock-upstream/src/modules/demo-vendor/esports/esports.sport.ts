/**
 * E-sports as the book's sport (ADR 0025): the engine's map series, their three markets (the match
 * winner, the map handicap and the total maps), how the page lists a series (its title, best-of, maps
 * won and the map in play) and how a bet shows its leg.
 */
import { z } from 'zod';
import { LineMarketsShape, PhaseSchema, PriceSchema, ScoreSchema } from '../sportsbook/sportsbook.schemas.js';
import { lineMarkets, type Sport } from '../sportsbook/sportsbook.sport.js';
import {
  ABANDON_BPS,
  AH_QUARTERS,
  endOf,
  ESPORTS_CLIENT_SEED,
  ESPORTS_FORMULA,
  finalScore,
  GAME_MINUTE_MS,
  listedSeries,
  MARKETS,
  OU_QUARTERS,
  outcomeOf,
  playSeries,
  ROUND_MS,
  ROUNDS_TO_WIN,
  scoresAt,
  SERIES_INTERVAL_MS,
  seriesAt,
  seriesWindow,
  shownLines,
  takesBets,
  TITLES,
  validPick,
  type Series,
} from './esports.engine.js';

export const ESPORTS_GAME_CODE = ESPORTS_CLIENT_SEED;

const MapNowSchema = z
  .object({
    no: z.number().int(),
    rounds: ScoreSchema.nullable(),
    minute: z.number().int().nullable(),
  })
  .nullable();
const TitleSchema = z.enum(Object.keys(TITLES) as [keyof typeof TITLES, ...(keyof typeof TITLES)[]]);

/** What a series adds to the book's listing of it. */
export const EsportsFixtureSchema = z.object({
  title: TitleSchema,
  titleName: z.string(),
  bestOf: z.number().int(),
  phase: PhaseSchema,
  /** maps won */
  score: ScoreSchema,
  map: MapNowSchema,
  markets: z.object({
    ml: z.object({ home: PriceSchema, away: PriceSchema }),
    ...LineMarketsShape,
  }),
});

export const EsportsLegSchema = z.object({
  title: TitleSchema,
  bestOf: z.number().int(),
  phase: PhaseSchema,
  score: ScoreSchema.nullable(),
  map: MapNowSchema,
});

export const EsportsInfoSchema = z.object({
  abandonedPercent: z.string(),
  clock: z.object({
    seriesEveryMs: z.number().int(),
    roundMs: z.number().int(),
    gameMinuteMs: z.number().int(),
    roundsToWin: z.number().int(),
  }),
  titles: z.array(z.object({ key: TitleSchema, name: z.string() })),
  lines: z.object({
    ah: z.object({ min: z.number(), max: z.number() }),
    ou: z.object({ min: z.number(), max: z.number() }),
  }),
});

export const ESPORTS: Sport<Series> = {
  key: 'esports',
  gameCode: ESPORTS_GAME_CODE,
  roundPrefix: 'ES',
  seedLabel: 'demo esports series',
  markets: MARKETS,
  selections: ['home', 'away', 'over', 'under'],
  play: playSeries,
  formula: ESPORTS_FORMULA,
  endOf,
  phaseAt: (s, now) => seriesAt(s, now).phase,
  takesBets,
  listCandidates: seriesWindow,
  listedFixtures: listedSeries,
  scoresAt,
  finalScore,
  isAbandoned: (s) => s.abandonedAfter !== null,
  outcomeOf,
  validPick,
  fixtureView(s, now, priced) {
    const at = seriesAt(s, now);
    return {
      title: s.title,
      titleName: TITLES[s.title].name,
      bestOf: s.bestOf,
      phase: at.phase,
      score: at.score,
      map: at.map,
      markets: {
        ml: {
          home: priced({ market: 'ml', line: null, selection: 'home' }),
          away: priced({ market: 'ml', line: null, selection: 'away' }),
        },
        ...lineMarkets(shownLines(s), priced),
      },
    };
  },
  legView(s, now) {
    const at = seriesAt(s, now);
    return {
      title: s.title,
      bestOf: s.bestOf,
      phase: at.phase,
      score: at.phase === 'scheduled' ? null : at.score,
      map: at.map,
    };
  },
  schemas: { fixture: EsportsFixtureSchema, leg: EsportsLegSchema, info: EsportsInfoSchema },
  info: {
    abandonedPercent: String(ABANDON_BPS / 100),
    clock: {
      seriesEveryMs: SERIES_INTERVAL_MS,
      roundMs: ROUND_MS,
      gameMinuteMs: GAME_MINUTE_MS,
      roundsToWin: ROUNDS_TO_WIN,
    },
    titles: Object.entries(TITLES).map(([key, t]) => ({ key, name: t.name })),
    lines: { ah: { ...AH_QUARTERS }, ou: { ...OU_QUARTERS } },
  },
};
