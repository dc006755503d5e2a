import { fromMinor, toMinor } from '@portal/contracts';
import { z } from 'zod';
import type { DemoVendorDeps } from '../deps.js';
import {
  AmountSchema,
  BetIdSchema,
  GameInfoSchema,
  PageThemeSchema,
  placedBetSchema,
  roundNoSchema,
  roundTableRoutes,
  TicketSchema,
} from '../round-table/round-table.routes.js';
import { BACCARAT_FORMULA, BANKER_COMMISSION_BPS, PAYS, SPOTS } from './baccarat.engine.js';
import { BACCARAT_CSS, BACCARAT_JS, baccaratErrorPageHtml, baccaratPageHtml } from './baccarat.page.js';
import { createBaccaratRepository, createBaccaratService } from './baccarat.service.js';
import type { RoundTableSettings } from '../round-table/round-table.settings.js';
import { BET_MS, ROUND_MS } from './baccarat.tables.js';

/** The house edge of each bet with these rules (proven in baccarat.engine.test.ts), in percent. */
export const HOUSE_EDGE_PERCENT = {
  banker: '1.06',
  player: '1.24',
  tie: '14.36',
  playerPair: '10.36',
  bankerPair: '10.36',
} as const;

const TableSchema = z.string({ message: 'table_required' }).regex(/^BC-[0-9]{1,2}$/, 'table_format');
const PageQuerySchema = z.object({
  ticket: TicketSchema,
  table: TableSchema.optional(),
  theme: PageThemeSchema,
});
const StateQuerySchema = z.object({ ticket: TicketSchema, table: TableSchema });
export const BetBodySchema = z.object({
  ticket: TicketSchema,
  table: TableSchema,
  round: roundNoSchema('round'),
  spot: z.enum(SPOTS, { message: 'spot_unknown' }),
  amount: AmountSchema,
  betId: BetIdSchema,
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
  game: GameInfoSchema,
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
export const BetValueSchema = placedBetSchema(BetSchema);

/** The live baccarat tables' page, assets and JSON API under /demo-vendor/ (ADR 0019). */
export function baccaratRoutes(deps: DemoVendorDeps, settings: RoundTableSettings) {
  const tables = createBaccaratService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo: createBaccaratRepository(deps.db),
    log: deps.log,
    settings,
  });
  return roundTableRoutes(deps, {
    name: 'baccarat',
    job: 'demo-baccarat-rounds',
    service: tables,
    assets: { js: BACCARAT_JS, css: BACCARAT_CSS },
    page: {
      query: PageQuerySchema,
      html: ({ language, query }) =>
        baccaratPageHtml({
          language,
          ticket: query.ticket,
          table: query.table ?? null,
          theme: query.theme ?? null,
        }),
      errorHtml: baccaratErrorPageHtml,
    },
    info: {
      response: InfoValueSchema,
      rules: async () => ({
        // The tables the operator runs now, with their limits now (`/admin/round-tables`).
        tables: (await tables.openTables()).map((t) => ({
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
      }),
    },
    state: {
      query: StateQuerySchema,
      response: StateValueSchema,
      handler: (ticket, query) => tables.state(ticket, query.table),
    },
    bet: {
      body: BetBodySchema,
      response: BetValueSchema,
      handler: (ticket, body) =>
        tables.placeBet(ticket, {
          table: body.table,
          round: body.round,
          spot: body.spot,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
        }),
    },
  });
}
