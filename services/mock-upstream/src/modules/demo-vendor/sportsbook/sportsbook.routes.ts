import { fromMinor, toMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage, type PageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';
import type { BookClock } from './sportsbook.clock.js';
import {
  FootballFixtureSchema,
  FootballInfoSchema,
  FootballLegSchema,
  FOOTBALL,
} from './sportsbook.football.js';
import { MARKETS, validPick } from './sportsbook.engine.js';
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
  bookSchemas,
  ListQuerySchema,
  PageQuerySchema,
  pickOf,
  TicketSchema,
  type BookSchemas,
} from './sportsbook.schemas.js';
import { createSportsbookService, PARLAY_LIMITS, STAKE_LIMITS } from './sportsbook.service.js';
import { HOUSE_EDGE_BPS, type BookFixture, type Sport } from './sportsbook.sport.js';

/** The football book's API schemas (the tests read its answers with them). */
const FOOTBALL_SCHEMAS = bookSchemas({
  markets: MARKETS,
  selections: FOOTBALL.selections,
  validPick,
  fixture: FootballFixtureSchema,
  leg: FootballLegSchema,
  info: FootballInfoSchema,
});
export const { BetValueSchema, BetsValueSchema, FixturesValueSchema, InfoValueSchema } = FOOTBALL_SCHEMAS;

/** A book's page: its HTML for a ticket's language, the page a bad ticket gets. */
export interface BookPage {
  html(o: { language: PageLanguage; ticket: string; theme: 'light' | 'dark' | null }): string;
  errorHtml(language: PageLanguage): string;
}

/**
 * A book's page, JSON API under /demo-vendor/api/<book>/ and settling job (ADR 0021), for any sport
 * (ADR 0025). The page's script and stylesheet are the sportsbook's, served once by the sportsbook.
 */
export function bookRoutes<F extends BookFixture>(
  sport: Sport<F>,
  deps: DemoVendorDeps,
  o: { clock: BookClock; page: BookPage; schemas: BookSchemas },
) {
  const book = createSportsbookService({
    sport,
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo: createSportsbookRepository(deps.db, sport.key),
    log: deps.log,
    now: o.clock.now,
  });
  const api = `${DEMO_VENDOR_BASE}/api/${sport.key}`;
  const { BetBodySchema, ParlayBodySchema, CashOutBodySchema } = o.schemas;

  const plugin = async (app: FastifyInstance) => {
    const settle = createPeriodicJob({
      name: `demo-${sport.key}-settle`,
      intervalMs: 5_000,
      log: deps.log,
      pass: () => book.settleDue(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') settle.start();
    });
    app.addHook('preClose', () => settle.stop());

    app.get(`${DEMO_VENDOR_BASE}/${sport.key}`, async (request, reply) => {
      const query = PageQuerySchema.safeParse(request.query);
      const ticket = query.success ? book.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? o.page.html({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              theme: query.data.theme ?? null,
            })
          : o.page.errorHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${api}/info`,
      query: z.object({ ticket: TicketSchema }),
      response: o.schemas.InfoValueSchema,
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
          formats: [...ODDS_FORMATS],
          method: sport.formula,
          ...sport.info,
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${api}/fixtures`,
      query: ListQuerySchema,
      response: o.schemas.FixturesValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        book.requireTicket(query.ticket);
        return book.fixtures(query.format);
      },
    });

    route(app, {
      method: 'GET',
      url: `${api}/bets`,
      query: ListQuerySchema,
      response: o.schemas.BetsValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.myBets(book.requireTicket(query.ticket), query.format);
      },
    });

    route(app, {
      method: 'POST',
      url: `${api}/bet`,
      body: BetBodySchema,
      response: o.schemas.BetValueSchema,
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
      url: `${api}/parlay`,
      body: ParlayBodySchema,
      response: o.schemas.BetValueSchema,
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
      url: `${api}/cash-out`,
      body: CashOutBodySchema,
      response: o.schemas.BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return book.cashOut(book.requireTicket(body.ticket), {
          betId: body.betId,
          offerMinor: toMinor(body.offer, 2),
          format: body.format,
        });
      },
    });
  };
  return { book, plugin };
}

/** The football sportsbook (ADR 0021): its routes, and the page script and stylesheet every book uses. */
export function sportsbookRoutes(deps: DemoVendorDeps, clock: BookClock) {
  const { book, plugin } = bookRoutes(FOOTBALL, deps, {
    clock,
    page: {
      html: (p) => sportsbookPageHtml(p),
      errorHtml: sportsbookErrorPageHtml,
    },
    schemas: FOOTBALL_SCHEMAS,
  });
  return {
    book,
    plugin: async (app: FastifyInstance) => {
      serveGameAssets(app, 'sportsbook', { js: SPORTSBOOK_JS, css: SPORTSBOOK_CSS });
      await plugin(app);
    },
  };
}

/**
 * The books' test clock: moves every book's fixtures forward and settles what it ended, so a
 * journey ends its matches without waiting for them (outside production only, where the outbox and
 * the agent contracts' test clock exist too).
 */
export function bookClockRoutes(
  deps: DemoVendorDeps,
  clock: BookClock,
  books: readonly { settleDue(): Promise<number> }[],
) {
  return async (app: FastifyInstance) => {
    if (deps.config.nodeEnv === 'production') return;
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
        const at = clock.advance(body.advanceMs);
        for (const book of books) await book.settleDue();
        return { now: new Date(at).toISOString() };
      },
    });
  };
}
