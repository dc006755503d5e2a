import { fromMinor, toMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import { BACCARAT_FORMULA, BANKER_COMMISSION_BPS, PAYS, SPOTS } from './baccarat.engine.js';
import { BACCARAT_CSS, BACCARAT_JS, baccaratErrorPageHtml, baccaratPageHtml } from './baccarat.page.js';
import { createBaccaratRepository } from './baccarat.repository.js';
import { BET_ID_PATTERN, createBaccaratService } from './baccarat.service.js';
import { BACCARAT_TABLES, BET_MS, ROUND_MS } from './baccarat.tables.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

/** The house edge of each bet with these rules (proven in baccarat.engine.test.ts), in percent. */
export const HOUSE_EDGE_PERCENT = {
  banker: '1.06',
  player: '1.24',
  tie: '14.36',
  playerPair: '10.36',
  bankerPair: '10.36',
} as const;

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const TableSchema = z.string({ message: 'table_required' }).regex(/^BC-[0-9]{1,2}$/, 'table_format');
const PageQuerySchema = z.object({
  ticket: TicketSchema,
  table: TableSchema.optional(),
  theme: z.enum(['light', 'dark']).optional(),
});
const InfoQuerySchema = z.object({ ticket: TicketSchema });
const StateQuerySchema = z.object({ ticket: TicketSchema, table: TableSchema });
export const BetBodySchema = z.object({
  ticket: TicketSchema,
  table: TableSchema,
  round: z.number({ message: 'round_required' }).int('round_format').nonnegative('round_format'),
  spot: z.enum(SPOTS, { message: 'spot_unknown' }),
  amount: z.string({ message: 'amount_required' }).regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'amount_format'),
  betId: z.string({ message: 'bet_id_required' }).regex(BET_ID_PATTERN, 'bet_id_format'),
});

const BetSchema = z.object({
  betId: z.string(),
  roundNo: z.number().int(),
  spot: z.string(),
  amount: z.string(),
  status: z.string(),
  win: z.string().nullable(),
});
export const InfoValueSchema = z.object({
  game: z.object({ code: z.string() }),
  balance: z.string(),
  currency: z.string(),
  tables: z.array(z.object({ tableId: z.string(), min: z.string(), max: z.string() })),
  betMs: z.number().int(),
  roundMs: z.number().int(),
  pays: z.record(z.string(), z.string()),
  commissionPercent: z.string(),
  houseEdge: z.record(z.string(), z.string()),
  method: z.string(),
});
const ResultSchema = z.object({
  tableId: z.string(),
  roundNo: z.number().int(),
  player: z.array(z.string()),
  banker: z.array(z.string()),
  playerPoints: z.number().int(),
  bankerPoints: z.number().int(),
  outcome: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
const CellSchema = z.object({
  col: z.number().int(),
  row: z.number().int(),
  outcome: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const StateValueSchema = z.object({
  serverNow: z.string(),
  round: z.object({
    tableId: z.string(),
    roundNo: z.number().int(),
    phase: z.enum(['betting', 'dealing']),
    opensAt: z.string(),
    closesAt: z.string(),
    nextAt: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    staked: z.string(),
    bets: z.array(BetSchema),
  }),
  last: ResultSchema.extend({
    staked: z.string(),
    win: z.string().nullable(),
    bets: z.array(BetSchema),
  }).nullable(),
  roads: z.object({
    bead: z.array(CellSchema),
    big: z.array(CellSchema.extend({ outcome: z.enum(['player', 'banker']), ties: z.number().int() })),
  }),
});
export const BetValueSchema = z.object({
  bet: BetSchema,
  staked: z.string(),
  balance: z.string(),
  currency: z.string(),
  isReplay: z.boolean(),
});

/** The live baccarat tables' page, assets and JSON API under /demo-vendor/ (ADR 0019). */
export function baccaratRoutes(deps: DemoVendorDeps) {
  const repo = createBaccaratRepository(deps.db);
  const tables = createBaccaratService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo,
    log: deps.log,
  });

  return async (app: FastifyInstance) => {
    // The job opens every table's round on the clock and settles the closed ones (a watched table's
    // pollers settle its rounds too, without waiting for the job).
    const settle = createPeriodicJob({
      name: 'demo-baccarat-rounds',
      intervalMs: 5_000,
      log: deps.log,
      pass: () => tables.tick(),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') settle.start();
    });
    app.addHook('preClose', () => settle.stop());

    serveGameAssets(app, 'baccarat', { js: BACCARAT_JS, css: BACCARAT_CSS });

    app.get(`${DEMO_VENDOR_BASE}/baccarat`, async (request, reply) => {
      const query = PageQuerySchema.safeParse(request.query);
      const ticket = query.success ? tables.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? baccaratPageHtml({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              table: query.data.table ?? null,
              theme: query.data.theme ?? null,
            })
          : baccaratErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/baccarat/info`,
      query: InfoQuerySchema,
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = tables.requireTicket(query.ticket);
        const wallet = await tables.balance(ticket);
        return {
          game: { code: ticket.g },
          ...wallet,
          tables: BACCARAT_TABLES.map((t) => ({
            tableId: t.tableId,
            min: fromMinor(t.minMinor, 2),
            max: fromMinor(t.maxMinor, 2),
          })),
          betMs: BET_MS,
          roundMs: ROUND_MS,
          pays: {
            player: `${PAYS.player}:1`,
            banker: `${PAYS.player}:1`,
            tie: `${PAYS.tie}:1`,
            playerPair: `${PAYS.playerPair}:1`,
            bankerPair: `${PAYS.bankerPair}:1`,
          },
          commissionPercent: String(BANKER_COMMISSION_BPS / 100),
          houseEdge: { ...HOUSE_EDGE_PERCENT },
          method: BACCARAT_FORMULA,
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/baccarat/state`,
      query: StateQuerySchema,
      response: StateValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return tables.state(tables.requireTicket(query.ticket), query.table);
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/baccarat/bet`,
      body: BetBodySchema,
      response: BetValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return tables.placeBet(tables.requireTicket(body.ticket), {
          table: body.table,
          round: body.round,
          spot: body.spot,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
        });
      },
    });
  };
}
