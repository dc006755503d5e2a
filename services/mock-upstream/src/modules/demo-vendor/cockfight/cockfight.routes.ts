import { toMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import { BET_MS, FIGHT_MS } from './cockfight.arenas.js';
import { COCKFIGHT_FORMULA, DRAW_PAYS, MARGIN_BPS, SIDES } from './cockfight.engine.js';
import { COCKFIGHT_CSS, COCKFIGHT_JS, cockfightErrorPageHtml, cockfightPageHtml } from './cockfight.page.js';
import { createCockfightRepository } from './cockfight.repository.js';
import { BET_ID_PATTERN, createCockfightService } from './cockfight.service.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

/** The house edge of each bet with these rules (proven in cockfight.engine.test.ts), in percent. */
export const HOUSE_EDGE_PERCENT = { meron: '4.73', wala: '4.73', draw: '10.00' } as const;

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const PageQuerySchema = z.object({ ticket: TicketSchema, theme: z.enum(['light', 'dark']).optional() });
const TicketQuerySchema = z.object({ ticket: TicketSchema });
export const BetBodySchema = z.object({
  ticket: TicketSchema,
  fight: z.number({ message: 'fight_required' }).int('fight_format').nonnegative('fight_format'),
  side: z.enum(SIDES, { message: 'side_unknown' }),
  amount: z.string({ message: 'amount_required' }).regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format'),
  betId: z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format'),
});

const OddsSchema = z.object({ meron: z.string(), wala: z.string(), draw: z.string() });
const BetSchema = z.object({
  betId: z.string(),
  fightNo: z.number().int(),
  side: z.string(),
  amount: z.string(),
  odds: z.string(),
  status: z.string(),
  win: z.string().nullable(),
});
export const InfoValueSchema = z.object({
  game: z.object({ code: z.string() }),
  balance: z.string(),
  currency: z.string(),
  betMs: z.number().int(),
  fightMs: z.number().int(),
  drawPays: z.string(),
  marginPercent: z.string(),
  houseEdge: z.record(z.string(), z.string()),
  method: z.string(),
});
const ResultSchema = z.object({
  arenaId: z.string(),
  fightNo: z.number().int(),
  outcome: z.enum(SIDES),
  odds: OddsSchema,
  share: z.number().int(),
  roll: z.number().int(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export const StateValueSchema = z.object({
  serverNow: z.string(),
  arena: z.object({ arenaId: z.string(), min: z.string(), max: z.string() }),
  fight: z.object({
    arenaId: z.string(),
    fightNo: z.number().int(),
    phase: z.enum(['betting', 'fighting']),
    opensAt: z.string(),
    closesAt: z.string(),
    nextAt: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    odds: OddsSchema,
    staked: z.string(),
    bets: z.array(BetSchema),
  }),
  last: ResultSchema.extend({
    staked: z.string(),
    win: z.string().nullable(),
    bets: z.array(BetSchema),
  }).nullable(),
  history: z.array(z.object({ fightNo: z.number().int(), outcome: z.enum(SIDES) })),
});
export const BetValueSchema = z.object({
  bet: BetSchema,
  staked: z.string(),
  balance: z.string(),
  currency: z.string(),
  isReplay: z.boolean(),
});

/** The DS88 cockfight arenas' page, assets and JSON API under /demo-vendor/ (ADR 0020). */
export function cockfightRoutes(deps: DemoVendorDeps) {
  const repo = createCockfightRepository(deps.db);
  const arenas = createCockfightService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo,
    log: deps.log,
  });

  return async (app: FastifyInstance) => {
    // The job opens every arena's fight on the clock and settles the closed ones (a watched arena's
    // pollers settle its fights too, without waiting for the job).
    const settle = createPeriodicJob({
      name: 'demo-cockfight-fights',
      intervalMs: 5_000,
      log: deps.log,
      pass: () => arenas.tick(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') settle.start();
    });
    app.addHook('preClose', () => settle.stop());

    serveGameAssets(app, 'cockfight', { js: COCKFIGHT_JS, css: COCKFIGHT_CSS });

    app.get(`${DEMO_VENDOR_BASE}/cockfight`, async (request, reply) => {
      const query = PageQuerySchema.safeParse(request.query);
      const ticket = query.success ? arenas.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? cockfightPageHtml({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              theme: query.data.theme ?? null,
            })
          : cockfightErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/cockfight/info`,
      query: TicketQuerySchema,
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = arenas.requireTicket(query.ticket);
        const wallet = await arenas.balance(ticket);
        return {
          game: { code: ticket.g },
          ...wallet,
          betMs: BET_MS,
          fightMs: FIGHT_MS,
          drawPays: `${DRAW_PAYS}:1`,
          marginPercent: String(MARGIN_BPS / 100),
          houseEdge: { ...HOUSE_EDGE_PERCENT },
          method: COCKFIGHT_FORMULA,
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/cockfight/state`,
      query: TicketQuerySchema,
      response: StateValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return arenas.state(arenas.requireTicket(query.ticket));
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/cockfight/bet`,
      body: BetBodySchema,
      response: BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return arenas.placeBet(arenas.requireTicket(body.ticket), {
          fight: body.fight,
          side: body.side,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
        });
      },
    });
  };
}
