import { toMinor } from '@portal/contracts';
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
  TicketQuerySchema,
  TicketSchema,
} from '../round-table/round-table.routes.js';
import type { RoundTableSettings } from '../round-table/round-table.settings.js';
import { BET_MS, FIGHT_MS } from './cockfight.arenas.js';
import { COCKFIGHT_FORMULA, DRAW_PAYS, MARGIN_BPS, SIDES } from './cockfight.engine.js';
import { COCKFIGHT_CSS, COCKFIGHT_JS, cockfightErrorPageHtml, cockfightPageHtml } from './cockfight.page.js';
import { createCockfightRepository, createCockfightService } from './cockfight.service.js';

/** The house edge of each bet with these rules (proven in cockfight.engine.test.ts), in percent. */
export const HOUSE_EDGE_PERCENT = { meron: '4.73', wala: '4.73', draw: '10.00' } as const;

const PageQuerySchema = z.object({ ticket: TicketSchema, theme: PageThemeSchema });
export const BetBodySchema = z.object({
  ticket: TicketSchema,
  fight: roundNoSchema('fight'),
  side: z.enum(SIDES, { message: 'side_unknown' }),
  amount: AmountSchema,
  betId: BetIdSchema,
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
  game: GameInfoSchema,
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
export const BetValueSchema = placedBetSchema(BetSchema);

/** The DS88 cockfight arenas' page, assets and JSON API under /demo-vendor/ (ADR 0020). */
export function cockfightRoutes(deps: DemoVendorDeps, settings: RoundTableSettings) {
  const arenas = createCockfightService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo: createCockfightRepository(deps.db),
    log: deps.log,
    settings,
  });
  return roundTableRoutes(deps, {
    name: 'cockfight',
    job: 'demo-cockfight-fights',
    service: arenas,
    assets: { js: COCKFIGHT_JS, css: COCKFIGHT_CSS },
    page: {
      query: PageQuerySchema,
      html: ({ language, query }) =>
        cockfightPageHtml({ language, ticket: query.ticket, theme: query.theme ?? null }),
      errorHtml: cockfightErrorPageHtml,
    },
    info: {
      response: InfoValueSchema,
      rules: async () => ({
        betMs: BET_MS,
        fightMs: FIGHT_MS,
        drawPays: `${DRAW_PAYS}:1`,
        marginPercent: String(MARGIN_BPS / 100),
        houseEdge: { ...HOUSE_EDGE_PERCENT },
        method: COCKFIGHT_FORMULA,
      }),
    },
    state: {
      query: TicketQuerySchema,
      response: StateValueSchema,
      handler: (ticket) => arenas.state(ticket),
    },
    bet: {
      body: BetBodySchema,
      response: BetValueSchema,
      handler: (ticket, body) =>
        arenas.placeBet(ticket, {
          fight: body.fight,
          side: body.side,
          amountMinor: toMinor(body.amount, 2),
          betId: body.betId,
        }),
    },
  });
}
