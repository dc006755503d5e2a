import { fromMinor, toMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import {
  AH_QUARTERS,
  FIXTURE_INTERVAL_MS,
  HOUSE_EDGE_BPS,
  LAST_BET_MINUTE,
  MARKETS,
  MATCH_MINUTES,
  ABANDON_BPS,
  MINUTE_MS,
  OU_QUARTERS,
  validPick,
  type Pick,
} from './sportsbook.engine.js';
import { ODDS_FORMATS } from './sportsbook.odds.js';
import {
  SPORTSBOOK_CSS,
  SPORTSBOOK_JS,
  sportsbookErrorPageHtml,
  sportsbookPageHtml,
} from './sportsbook.page.js';
import { createSportsbookRepository } from './sportsbook.repository.js';
import { CASH_OUT_MARGIN_BPS, PARLAY_LEGS } from './sportsbook.returns.js';
import {
  BET_ID_PATTERN,
  createSportsbookService,
  PARLAY_LIMITS,
  STAKE_LIMITS,
} from './sportsbook.service.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const FormatSchema = z.enum(ODDS_FORMATS, { message: 'format_unknown' }).default('decimal');
const PageQuerySchema = z.object({ ticket: TicketSchema, theme: z.enum(['light', 'dark']).optional() });
const ListQuerySchema = z.object({ ticket: TicketSchema, format: FormatSchema });

const FixtureNoSchema = z
  .number({ message: 'fixture_required' })
  .int('fixture_format')
  .nonnegative('fixture_format');
const PickShape = {
  market: z.enum(MARKETS, { message: 'market_unknown' }),
  line: z
    .number({ message: 'line_format' })
    .int('line_format')
    .min(-40, 'line_format')
    .max(40, 'line_format')
    .nullable(),
  selection: z.enum(['home', 'draw', 'away', 'over', 'under'], { message: 'selection_unknown' }),
  /** The decimal price the slip showed. */
  odds: z.string({ message: 'odds_required' }).regex(/^[0-9]{1,3}\.[0-9]{2}$/, 'odds_format'),
};
const AmountSchema = z
  .string({ message: 'amount_required' })
  .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format');
const BetIdSchema = z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format');
const pickOf = (b: { market: Pick['market']; line: number | null; selection: Pick['selection'] }) =>
  ({ market: b.market, line: b.line, selection: b.selection }) as Pick;

export const BetBodySchema = z
  .object({
    ticket: TicketSchema,
    fixtureNo: FixtureNoSchema,
    ...PickShape,
    acceptChanges: z.boolean({ message: 'accept_changes_format' }).default(false),
    amount: AmountSchema,
    betId: BetIdSchema,
    format: FormatSchema,
  })
  .refine((b) => validPick(pickOf(b)), { message: 'pick_invalid', path: ['selection'] });

const LegSchema = z
  .object({ fixtureNo: FixtureNoSchema, ...PickShape })
  .refine((b) => validPick(pickOf(b)), { message: 'pick_invalid', path: ['selection'] });
export const ParlayBodySchema = z
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
    // Two picks of one match cannot be combined (their results are not independent).
    b.legs.forEach((leg, i) => {
      if (b.legs.findIndex((l) => l.fixtureNo === leg.fixtureNo) !== i) {
        ctx.addIssue({ code: 'custom', message: 'same_event', path: ['legs', i, 'fixtureNo'] });
      }
    });
  });

export const CashOutBodySchema = z.object({
  ticket: TicketSchema,
  betId: BetIdSchema,
  /** The offer the page showed. */
  offer: AmountSchema,
  format: FormatSchema,
});

const PriceSchema = z.object({ odds: z.string(), decimal: z.string() }).nullable();
const ScoreSchema = z.object({ home: z.number().int(), away: z.number().int() });
export const FixturesValueSchema = z.object({
  serverNow: z.string(),
  fixtures: z.array(
    z.object({
      fixtureNo: z.number().int(),
      home: z.string(),
      away: z.string(),
      kickoff: z.string(),
      phase: z.enum(['scheduled', 'live', 'ended', 'abandoned']),
      minute: z.number().int(),
      score: ScoreSchema,
      goals: z.object({ home: z.array(z.number().int()), away: z.array(z.number().int()) }),
      open: z.boolean(),
      seedHash: z.string(),
      seed: z.string().nullable(),
      markets: z.object({
        '1x2': z.object({ home: PriceSchema, draw: PriceSchema, away: PriceSchema }),
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
      }),
    }),
  ),
});
const OutcomeSchema = z.enum(['won', 'half_won', 'void', 'half_lost', 'lost']);
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
    z.object({
      fixtureNo: z.number().int(),
      home: z.string(),
      away: z.string(),
      market: z.string(),
      line: z.number().int().nullable(),
      selection: z.string(),
      odds: z.string(),
      decimal: z.string(),
      phase: z.enum(['scheduled', 'live', 'ended', 'abandoned']),
      minute: z.number().int(),
      score: ScoreSchema.nullable(),
      outcome: OutcomeSchema.nullable(),
    }),
  ),
});
export const BetsValueSchema = z.object({ bets: z.array(BetSchema) });
export const BetValueSchema = z.object({
  bet: BetSchema,
  balance: z.string(),
  currency: z.string(),
  isReplay: z.boolean(),
});
export const InfoValueSchema = z.object({
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
  abandonedPercent: z.string(),
  formats: z.array(z.string()),
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

/** The demo sportsbook's page, assets, JSON API under /demo-vendor/ and its settling job (ADR 0021). */
export function sportsbookRoutes(deps: DemoVendorDeps) {
  const book = createSportsbookService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo: createSportsbookRepository(deps.db),
    log: deps.log,
  });

  return async (app: FastifyInstance) => {
    const settle = createPeriodicJob({
      name: 'demo-sportsbook-settle',
      intervalMs: 5_000,
      log: deps.log,
      pass: () => book.settleDue(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') settle.start();
    });
    app.addHook('preClose', () => settle.stop());

    serveGameAssets(app, 'sportsbook', { js: SPORTSBOOK_JS, css: SPORTSBOOK_CSS });

    app.get(`${DEMO_VENDOR_BASE}/sportsbook`, async (request, reply) => {
      const query = PageQuerySchema.safeParse(request.query);
      const ticket = query.success ? book.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? sportsbookPageHtml({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              theme: query.data.theme ?? null,
            })
          : sportsbookErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/info`,
      query: z.object({ ticket: TicketSchema }),
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = book.requireTicket(query.ticket);
        return {
          game: { code: ticket.g },
          ...(await book.balance(ticket)),
          limits: {
            min: fromMinor(STAKE_LIMITS.minMinor, 2),
            max: fromMinor(STAKE_LIMITS.maxMinor, 2),
            perMatch: fromMinor(STAKE_LIMITS.fixtureMaxMinor, 2),
          },
          parlay: {
            min: fromMinor(PARLAY_LIMITS.minMinor, 2),
            max: fromMinor(PARLAY_LIMITS.maxMinor, 2),
            maxPayout: fromMinor(PARLAY_LIMITS.maxPayoutMinor, 2),
            minLegs: PARLAY_LEGS.min,
            maxLegs: PARLAY_LEGS.max,
          },
          houseEdgePercent: String(HOUSE_EDGE_BPS / 100),
          cashOutMarginPercent: String(CASH_OUT_MARGIN_BPS / 100),
          abandonedPercent: String(ABANDON_BPS / 100),
          formats: [...ODDS_FORMATS],
          clock: {
            fixtureEveryMs: FIXTURE_INTERVAL_MS,
            minuteMs: MINUTE_MS,
            minutes: MATCH_MINUTES,
            lastBetMinute: LAST_BET_MINUTE,
          },
          lines: { ah: { ...AH_QUARTERS }, ou: { ...OU_QUARTERS } },
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/fixtures`,
      query: ListQuerySchema,
      response: FixturesValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        book.requireTicket(query.ticket);
        return book.fixtures(query.format);
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/bets`,
      query: ListQuerySchema,
      response: BetsValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.myBets(book.requireTicket(query.ticket), query.format);
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/bet`,
      body: BetBodySchema,
      response: BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.placeBet(book.requireTicket(body.ticket), {
          fixtureNo: body.fixtureNo,
          pick: pickOf(body),
          seenOddsH: Number(toMinor(body.odds, 2)),
          acceptChanges: body.acceptChanges,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
          format: body.format,
        });
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/parlay`,
      body: ParlayBodySchema,
      response: BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.placeParlay(book.requireTicket(body.ticket), {
          legs: body.legs.map((leg) => ({
            fixtureNo: leg.fixtureNo,
            pick: pickOf(leg),
            seenOddsH: Number(toMinor(leg.odds, 2)),
          })),
          acceptChanges: body.acceptChanges,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
          format: body.format,
        });
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/sportsbook/cash-out`,
      body: CashOutBodySchema,
      response: BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.cashOut(book.requireTicket(body.ticket), {
          betId: body.betId,
          offerMinor: toMinor(body.offer, 2),
          format: body.format,
        });
      },
    });

    // The test clock: a journey ends its matches without waiting for them (outside production only,
    // where the outbox and the agent contracts' test clock exist too).
    if (deps.config.nodeEnv !== 'production') {
      route(app, {
        method: 'POST',
        url: '/admin/sportsbook/clock',
        admin: true,
        body: z.strictObject({
          advanceMs: z
            .number({ message: 'advance_required' })
            .int('advance_format')
            .min(1, 'advance_format')
            .max(24 * 60 * 60_000, 'advance_format'),
        }),
        response: z.object({ now: z.string() }),
        handler: async ({ body }) => {
          const at = book.advanceClock(body.advanceMs);
          await book.settleDue();
          return { now: at };
        },
      });
    }
  };
}
