/**
 * The JSON API of a book (ADR 0021, ADR 0025), for any sport: what a bet, a parlay and a cash-out
 * send (checked field by field, a pick against the sport's markets), and what the info, fixtures and
 * bets calls answer: what every book answers, extended by what the sport adds (its fixture's state and
 * markets, its leg's state, its clock and lines).
 */
import { z } from 'zod';
import { ODDS_FORMATS } from './sportsbook.odds.js';
import { PARLAY_LEGS } from './sportsbook.returns.js';
import { BET_ID_PATTERN } from './sportsbook.service.js';
import type { Pick } from './sportsbook.sport.js';

export const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
export const FormatSchema = z.enum(ODDS_FORMATS, { message: 'format_unknown' }).default('decimal');
export const PageQuerySchema = z.object({
  ticket: TicketSchema,
  theme: z.enum(['light', 'dark']).optional(),
});
export const ListQuerySchema = z.object({ ticket: TicketSchema, format: FormatSchema });

const FixtureNoSchema = z
  .number({ message: 'fixture_required' })
  .int('fixture_format')
  .nonnegative('fixture_format');
const AmountSchema = z
  .string({ message: 'amount_required' })
  .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format');
const BetIdSchema = z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format');
export const pickOf = (b: { market: string; line: number | null; selection: string }): Pick => ({
  market: b.market,
  line: b.line,
  selection: b.selection,
});

export const PriceSchema = z.object({ odds: z.string(), decimal: z.string() }).nullable();
export const ScoreSchema = z.object({ home: z.number().int(), away: z.number().int() });
export const PhaseSchema = z.enum(['scheduled', 'live', 'ended', 'abandoned']);

/** A fixture's handicap and total rows (`lineMarkets`): each line with both sides' prices. */
export const LineMarketsShape = {
  ah: z.array(
    z.object({
      line: z.number().int(),
      home: z.string(),
      away: z.string(),
      prices: z.object({ home: PriceSchema, away: PriceSchema }),
    }),
  ),
  ou: z.array(
    z.object({
      line: z.number().int(),
      total: z.string(),
      prices: z.object({ over: PriceSchema, under: PriceSchema }),
    }),
  ),
};

/**
 * A fixture's commitment as a fixture and a bet's leg show it: its seed's SHA-256, the seed once the
 * fixture is over, the draw's client seed and nonce (null for a legacy fixture, played from its seed
 * alone).
 */
const SeedsShape = {
  seedHash: z.string(),
  seed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  nonce: z.number().int().nullable(),
};

const OutcomeSchema = z.enum(['won', 'half_won', 'void', 'half_lost', 'lost']);

/** What a sport's routes check: its markets and selections, and its views' own schemas. */
export interface SportSchemas<Fx extends z.ZodRawShape, Lg extends z.ZodRawShape, In extends z.ZodRawShape> {
  markets: readonly [string, ...string[]];
  selections: readonly [string, ...string[]];
  validPick(pick: Pick): boolean;
  fixture: z.ZodObject<Fx>;
  leg: z.ZodObject<Lg>;
  info: z.ZodObject<In>;
}

export function bookSchemas<Fx extends z.ZodRawShape, Lg extends z.ZodRawShape, In extends z.ZodRawShape>(
  sport: SportSchemas<Fx, Lg, In>,
) {
  const PickShape = {
    market: z.enum(sport.markets, { message: 'market_unknown' }),
    line: z
      .number({ message: 'line_format' })
      .int('line_format')
      .min(-40, 'line_format')
      .max(40, 'line_format')
      .nullable(),
    selection: z.enum(sport.selections, { message: 'selection_unknown' }),
    /** The decimal price the slip showed. */
    odds: z.string({ message: 'odds_required' }).regex(/^[0-9]{1,3}\.[0-9]{2}$/, 'odds_format'),
  };
  const valid = (b: { market: string; line: number | null; selection: string }) => sport.validPick(pickOf(b));

  const BetBodySchema = z
    .object({
      ticket: TicketSchema,
      fixtureNo: FixtureNoSchema,
      ...PickShape,
      acceptChanges: z.boolean({ message: 'accept_changes_format' }).default(false),
      amount: AmountSchema,
      betId: BetIdSchema,
      format: FormatSchema,
    })
    .refine(valid, { message: 'pick_invalid', path: ['selection'] });

  const LegSchema = z
    .object({ fixtureNo: FixtureNoSchema, ...PickShape })
    .refine(valid, { message: 'pick_invalid', path: ['selection'] });
  const ParlayBodySchema = z
    .object({
      ticket: TicketSchema,
      legs: z
        .array(LegSchema, { message: 'legs_required' })
        .min(PARLAY_LEGS.min, 'legs_count')
        .max(PARLAY_LEGS.max, 'legs_count'),
      acceptChanges: z.boolean({ message: 'accept_changes_format' }).default(false),
      amount: AmountSchema,
      betId: BetIdSchema,
      format: FormatSchema,
    })
    .superRefine((b, ctx) => {
      // Two picks of one fixture cannot be combined (their results are not independent).
      b.legs.forEach((leg, i) => {
        if (b.legs.findIndex((l) => l.fixtureNo === leg.fixtureNo) !== i) {
          ctx.addIssue({ code: 'custom', message: 'same_event', path: ['legs', i, 'fixtureNo'] });
        }
      });
    });

  const CashOutBodySchema = z.object({
    ticket: TicketSchema,
    betId: BetIdSchema,
    /** The offer the page showed. */
    offer: AmountSchema,
    format: FormatSchema,
  });

  const FixturesValueSchema = z.object({
    serverNow: z.string(),
    fixtures: z.array(
      z
        .object({
          fixtureNo: z.number().int(),
          home: z.string(),
          away: z.string(),
          kickoff: z.string(),
          open: z.boolean(),
          ...SeedsShape,
        })
        .extend(sport.fixture.shape),
    ),
  });

  const BetSchema = z.object({
    betId: z.string(),
    kind: z.enum(['single', 'parlay']),
    /** The bet's price: a parlay's is its legs' product, rounded down to the cent. */
    odds: z.string(),
    decimal: z.string(),
    amount: z.string(),
    /** What it returns if every leg wins. */
    maxReturn: z.string(),
    status: z.enum(['pending', 'placed', 'refused', 'settled', 'cashed_out', 'rolled_back']),
    outcome: z.union([OutcomeSchema, z.literal('partial')]).nullable(),
    win: z.string().nullable(),
    cashOut: z.object({ offer: z.string() }).nullable(),
    placedAt: z.string(),
    legs: z.array(
      z
        .object({
          fixtureNo: z.number().int(),
          home: z.string(),
          away: z.string(),
          market: z.string(),
          line: z.number().int().nullable(),
          selection: z.string(),
          odds: z.string(),
          decimal: z.string(),
          outcome: OutcomeSchema.nullable(),
          ...SeedsShape,
        })
        .extend(sport.leg.shape),
    ),
  });

  const InfoValueSchema = z
    .object({
      game: z.object({ code: z.string() }),
      balance: z.string(),
      currency: z.string(),
      limits: z.object({ min: z.string(), max: z.string(), perMatch: z.string() }),
      parlay: z.object({
        min: z.string(),
        max: z.string(),
        maxPayout: z.string(),
        minLegs: z.number().int(),
        maxLegs: z.number().int(),
      }),
      houseEdgePercent: z.string(),
      cashOutMarginPercent: z.string(),
      formats: z.array(z.string()),
      /** How a fixture is drawn from its seeds (the sport's `formula`). */
      method: z.string(),
    })
    .extend(sport.info.shape);

  return {
    BetBodySchema,
    ParlayBodySchema,
    CashOutBodySchema,
    FixturesValueSchema,
    BetsValueSchema: z.object({ bets: z.array(BetSchema) }),
    BetValueSchema: z.object({
      bet: BetSchema,
      balance: z.string(),
      currency: z.string(),
      isReplay: z.boolean(),
    }),
    InfoValueSchema,
  };
}
export type BookSchemas = ReturnType<typeof bookSchemas>;
