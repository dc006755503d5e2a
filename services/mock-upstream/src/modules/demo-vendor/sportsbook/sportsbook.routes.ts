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
import { BET_ID_PATTERN, createSportsbookService, STAKE_LIMITS } from './sportsbook.service.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const FormatSchema = z.enum(ODDS_FORMATS, { message: 'format_unknown' }).default('decimal');
const PageQuerySchema = z.object({ ticket: TicketSchema, theme: z.enum(['light', 'dark']).optional() });
const ListQuerySchema = z.object({ ticket: TicketSchema, format: FormatSchema });

export const BetBodySchema = z
  .object({
    ticket: TicketSchema,
    fixtureNo: z.number({ message: 'fixture_required' }).int('fixture_format').nonnegative('fixture_format'),
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
    acceptChanges: z.boolean({ message: 'accept_changes_format' }).default(false),
    amount: z.string({ message: 'amount_required' }).regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format'),
    betId: z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format'),
    format: FormatSchema,
  })
  .refine((b) => validPick({ market: b.market, line: b.line, selection: b.selection }), {
    message: 'pick_invalid',
    path: ['selection'],
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
      phase: z.enum(['scheduled', 'live', 'ended']),
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
const BetSchema = z.object({
  betId: z.string(),
  fixtureNo: z.number().int(),
  home: z.string(),
  away: z.string(),
  market: z.string(),
  line: z.number().int().nullable(),
  selection: z.string(),
  odds: z.string(),
  decimal: z.string(),
  amount: z.string(),
  status: z.enum(['pending', 'placed', 'refused', 'settled', 'rolled_back']),
  outcome: z.string().nullable(),
  win: z.string().nullable(),
  finalScore: ScoreSchema.nullable(),
  placedAt: z.string(),
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
  houseEdgePercent: z.string(),
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
          houseEdgePercent: String(HOUSE_EDGE_BPS / 100),
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
          pick: { market: body.market, line: body.line, selection: body.selection } as Pick,
          seenOddsH: Number(toMinor(body.odds, 2)),
          acceptChanges: body.acceptChanges,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
          format: body.format,
        });
      },
    });
  };
}
