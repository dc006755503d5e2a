import { fromMinor, toMinor } from '@portal/contracts';
import { FAIRNESS_FORMULA } from '@portal/contracts/slot';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import {
  computeReturnToPlayer,
  deriveServerSeed,
  GAME_NAME,
  isAllowedBet,
  LINE_PAYS,
  MONEY_DECIMALS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  seedCommitment,
  SYMBOL_NAMES,
  TOTAL_BETS_MINOR,
  type LineWin,
  type SpinOutcome,
} from './slot.engine.js';
import { SLOT_CSS, SLOT_JS, slotErrorPageHtml, slotPageHtml } from './slot.pages.js';
import { createSlotRepository } from './slot.repository.js';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { createSlotService, ROUND_ID_PATTERN } from './slot.service.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

const BET_FORMAT = /^\d{1,6}(\.\d{1,2})?$/;
const InfoQuerySchema = z.object({ ticket: TicketSchema });
export const SpinBodySchema = z.object({
  ticket: TicketSchema,
  bet: z
    .string({ message: 'bet_required' })
    .regex(BET_FORMAT, 'bet_format')
    .refine((bet) => !BET_FORMAT.test(bet) || isAllowedBet(toMinor(bet, MONEY_DECIMALS)), 'bet_not_allowed'),
  spinId: z.string({ message: 'spin_id_required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'spin_id_format'),
});
const AuditQuerySchema = z.object({
  roundId: z.string({ message: 'round_id_required' }).max(64).regex(ROUND_ID_PATTERN, 'round_id_format'),
});

const CellSchema = z.tuple([z.number().int(), z.number().int()]);
const OutcomeShape = {
  roundId: z.string(),
  bet: z.string(),
  win: z.string(),
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lines: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      win: z.string(),
      cells: z.array(CellSchema),
    }),
  ),
  scatter: z.object({ count: z.number().int(), win: z.string(), cells: z.array(CellSchema) }),
};
export const SpinValueSchema = z.object({
  ...OutcomeShape,
  balance: z.string(),
  currency: z.string(),
  isFreePlay: z.boolean(),
  isReplay: z.boolean(),
});
export const InfoValueSchema = z.object({
  game: z.object({ name: z.string(), code: z.string() }),
  isFreePlay: z.boolean(),
  balance: z.string(),
  currency: z.string(),
  bets: z.array(z.string()),
  defaultBet: z.string(),
  lineCount: z.number().int(),
  paytable: z.object({
    lines: z.array(z.object({ symbol: z.string(), name: z.string(), pays: z.array(z.number().int()) })),
    scatter: z.object({ symbol: z.string(), name: z.string(), pays: z.array(z.number().int()) }),
    wild: z.string(),
  }),
  paylines: z.array(z.array(z.number().int())),
  strips: z.array(z.string()),
  rtp: z.string(),
  seedCommitment: z.string(),
});
export const AuditValueSchema = z.object({
  ...OutcomeShape,
  isFreePlay: z.boolean(),
  recordedWin: z.string(),
  hmac: z.array(z.string()),
  seedCommitment: z.string(),
  strips: z.array(z.string()),
  method: z.string(),
  /** Played on a member's seed pair: its client seed and the round's nonce (the seed once revealed
   * is the member's to see, in the portal's verifier). */
  clientSeed: z.string().nullable(),
  nonce: z.number().int().nullable(),
});

function outcomeJson(outcome: Omit<SpinOutcome, 'hmac'>) {
  return {
    roundId: outcome.roundId,
    bet: money(outcome.totalBetMinor),
    win: money(outcome.winMinor),
    stops: outcome.stops,
    window: outcome.window,
    lines: outcome.lines.map((l: LineWin) => ({
      line: l.line,
      symbol: l.symbol,
      count: l.count,
      win: money(l.winMinor),
      cells: l.cells,
    })),
    scatter: {
      count: outcome.scatter.count,
      win: money(outcome.scatter.winMinor),
      cells: outcome.scatter.cells,
    },
  };
}

const AUDIT_METHOD =
  'Each hmac block is HMAC-SHA256(server seed, roundId) (block k > 0: roundId + ":" + k); the seed is ' +
  'committed to by seedCommitment = SHA-256(seed). Read its bytes in order, one per reel: a byte at or ' +
  'above 256 - (256 mod strip length) is skipped, otherwise stop = byte mod strip length. Row r of a ' +
  "reel shows strip[(stop + r) mod strip length]; the window's wins follow the published paytable.";

/** The demo slot's page, assets and JSON API under /demo-vendor/ (the gateway proxies that prefix). */
export function slotRoutes(deps: DemoVendorDeps) {
  const seed = deriveServerSeed(deps.config.seamlessSecret);
  const commitment = seedCommitment(seed);
  const rtp = computeReturnToPlayer().percent;
  const slot = createSlotService({
    masterSecret: deps.config.seamlessSecret,
    seed,
    seamless: deps.seamless,
    repo: createSlotRepository(deps.db),
    log: deps.log,
    fairness: deps.fairness,
  });

  return async (app: FastifyInstance) => {
    // Rounds whose win never reached the platform (the page went away mid-spin) are paid here.
    const stalled = createPeriodicJob({
      name: 'demo-slot-stalled-rounds',
      intervalMs: 30_000,
      log: deps.log,
      pass: () => slot.finishStalled(new Date()),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') stalled.start();
    });
    app.addHook('preClose', () => stalled.stop());

    serveGameAssets(app, 'slot', { js: SLOT_JS, css: SLOT_CSS });

    app.get(`${DEMO_VENDOR_BASE}/slot`, async (request, reply) => {
      const query = InfoQuerySchema.safeParse(request.query);
      const text = query.success ? query.data.ticket : null;
      const ticket = text === null ? null : slot.openTicket(text);
      const page =
        ticket && text !== null
          ? slotPageHtml({
              language: pageLanguage(ticket.l),
              ticket: text,
              isFreePlay: ticket.t === 0,
            })
          : slotErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/slot/info`,
      query: InfoQuerySchema,
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = slot.requireTicket(query.ticket);
        const wallet = await slot.balance(ticket);
        return {
          game: { name: GAME_NAME, code: ticket.g },
          isFreePlay: ticket.t === 0,
          ...wallet,
          bets: TOTAL_BETS_MINOR.map(money),
          defaultBet: money(100n),
          lineCount: PAYLINES.length,
          paytable: {
            lines: Object.entries(LINE_PAYS).map(([symbol, pays]) => ({
              symbol,
              name: SYMBOL_NAMES[symbol as keyof typeof SYMBOL_NAMES],
              pays: [...pays],
            })),
            scatter: { symbol: 'L', name: SYMBOL_NAMES.L, pays: [...SCATTER_PAYS] },
            wild: 'W',
          },
          paylines: PAYLINES.map((rows) => [...rows]),
          strips: [...REEL_STRIPS],
          rtp,
          // The member's next rounds are played on their seed pair: its hash is the commitment.
          seedCommitment: (await deps.fairness.activeHashOf(ticket.m, ticket.a)) ?? commitment,
        };
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/slot/spin`,
      body: SpinBodySchema,
      response: SpinValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = slot.requireTicket(body.ticket);
        const result = await slot.spin(ticket, toMinor(body.bet, MONEY_DECIMALS), body.spinId);
        return {
          ...outcomeJson(result.outcome),
          balance: result.balance,
          currency: result.currency,
          isFreePlay: result.isFreePlay,
          isReplay: result.isReplay,
        };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/slot/audit`,
      query: AuditQuerySchema,
      response: AuditValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const round = await slot.audit(query.roundId);
        return {
          ...outcomeJson(round),
          isFreePlay: round.isFreePlay,
          recordedWin: money(round.recordedWinMinor),
          hmac: round.hmac,
          seedCommitment: round.fair?.serverSeedHash ?? commitment,
          strips: [...REEL_STRIPS],
          method: round.fair ? FAIRNESS_FORMULA : AUDIT_METHOD,
          clientSeed: round.fair?.clientSeed ?? null,
          nonce: round.fair?.nonce ?? null,
        };
      },
    });
  };
}
