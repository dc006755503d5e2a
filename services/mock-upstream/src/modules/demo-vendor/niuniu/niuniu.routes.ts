import { PVP_RAKE_PERCENT, PVP_ROOM_ID_PATTERN, PVP_ROOMS, fromMinor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPeriodicJob } from '../../../jobs/periodic-job.js';
import { pageLanguage } from '../../../lib/page-text.js';
import { headerValue, route } from '../../../lib/route.js';
import type { DemoVendorDeps } from '../deps.js';
import { NIUNIU_FORMULA } from './niuniu.engine.js';
import { NIUNIU_CSS, NIUNIU_JS, niuniuErrorPageHtml, niuniuPageHtml } from './niuniu.page.js';
import { createNiuniuRepository } from './niuniu.repository.js';
import { createNiuniuService, SEAT_IDLE_MS } from './niuniu.service.js';
import { DEMO_VENDOR_BASE, sendGamePage, serveGameAssets } from '../game-page.js';

const TicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
const RoomSchema = z.string({ message: 'room_required' }).regex(PVP_ROOM_ID_PATTERN, 'room_format');
const InfoQuerySchema = z.object({ ticket: TicketSchema });
const PageQuerySchema = z.object({
  ticket: TicketSchema,
  room: RoomSchema.optional(),
  theme: z.enum(['light', 'dark']).optional(),
});
export const JoinBodySchema = z.object({ ticket: TicketSchema, room: RoomSchema });
const LeaveBodySchema = z.object({ ticket: TicketSchema });
export const EnterBodySchema = z.object({
  ticket: TicketSchema,
  room: RoomSchema,
  hand: z
    .number({ message: 'hand_required' })
    .int('hand_format')
    .min(0, 'hand_format')
    .max(2_000_000_000, 'hand_format'),
});
const TableQuerySchema = z.object({ ticket: TicketSchema, room: RoomSchema });

const SeatSchema = z.object({ roomId: z.string(), seat: z.number().int() });
export const InfoValueSchema = z.object({
  game: z.object({ code: z.string() }),
  balance: z.string(),
  currency: z.string(),
  rakePercent: z.string(),
  rooms: z.array(
    z.object({ roomId: z.string(), stake: z.string(), seats: z.number().int(), players: z.number().int() }),
  ),
  seat: SeatSchema.nullable(),
  method: z.string(),
});
const HandSchema = z.object({
  seat: z.number().int(),
  isYou: z.boolean(),
  isPerson: z.boolean(),
  cards: z.array(z.string()),
  kind: z.string(),
  bull: z.number().int(),
  bullCards: z.array(z.number().int()),
});
const DuelSchema = z.object({ seat: z.number().int(), seatWins: z.boolean() });
const PartSchema = z.object({
  roundId: z.string(),
  seat: z.number().int(),
  status: z.enum(['open', 'staked', 'settled', 'refused', 'rolled_back']),
  stake: z.string(),
  /** What the person was paid, once settled. */
  win: z.string().nullable(),
});
export const EnterValueSchema = z.object({
  handNo: z.number().int(),
  roundId: z.string(),
  seat: z.number().int(),
  stake: z.string(),
});
export const TableValueSchema = z.object({
  roomId: z.string(),
  seats: z.number().int(),
  seat: z.number().int().nullable(),
  people: z.array(z.number().int()),
  hand: z.object({
    handNo: z.number().int(),
    status: z.enum(['waiting', 'betting', 'dealt']),
    serverSeedHash: z.string(),
    bankerSeat: z.number().int(),
    closesInMs: z.number().int().nullable(),
    inSeats: z.array(z.number().int()),
    you: PartSchema.nullable(),
  }),
  last: z
    .object({
      handNo: z.number().int(),
      bankerSeat: z.number().int(),
      duels: z.array(DuelSchema),
      people: z.array(z.number().int()),
      roomStake: z.string(),
      pot: z.string(),
      rake: z.string(),
      payout: z.string(),
      hands: z.array(HandSchema),
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      you: PartSchema.nullable(),
    })
    .nullable(),
});

/** The Niu-Niu table's page, assets and JSON API under /demo-vendor/ (ADR 0018). */
export function niuniuRoutes(deps: DemoVendorDeps) {
  const repo = createNiuniuRepository(deps.db);
  const table = createNiuniuService({
    masterSecret: deps.config.seamlessSecret,
    seamless: deps.seamless,
    repo,
    log: deps.log,
  });

  return async (app: FastifyInstance) => {
    const stalled = createPeriodicJob({
      name: 'demo-niuniu-stalled-hands',
      intervalMs: 30_000,
      log: deps.log,
      pass: () => table.finishStalled(new Date()),
    });
    app.addHook('onReady', async () => {
      if (deps.config.nodeEnv !== 'test') stalled.start();
    });
    app.addHook('preClose', () => stalled.stop());

    serveGameAssets(app, 'niuniu', { js: NIUNIU_JS, css: NIUNIU_CSS });

    app.get(`${DEMO_VENDOR_BASE}/niuniu`, async (request, reply) => {
      const query = PageQuerySchema.safeParse(request.query);
      const ticket = query.success ? table.openTicket(query.data.ticket) : null;
      const page =
        ticket && query.success
          ? niuniuPageHtml({
              language: pageLanguage(ticket.l),
              ticket: query.data.ticket,
              room: query.data.room ?? null,
              theme: query.data.theme ?? null,
            })
          : niuniuErrorPageHtml(pageLanguage(headerValue(request, 'accept-language')));
      return sendGamePage(reply, ticket ? 200 : query.success ? 401 : 400, page);
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/niuniu/info`,
      query: InfoQuerySchema,
      response: InfoValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const ticket = table.requireTicket(query.ticket);
        const [wallet, seat, member] = await Promise.all([
          table.balance(ticket),
          table.seat(ticket),
          repo.memberOf(ticket.m, ticket.a),
        ]);
        const seated = member
          ? await repo.seatedPerRoom(member.merchantId, new Date(Date.now() - SEAT_IDLE_MS))
          : new Map<string, number>();
        return {
          game: { code: ticket.g },
          ...wallet,
          rakePercent: PVP_RAKE_PERCENT,
          rooms: PVP_ROOMS.map((r) => ({
            roomId: r.roomId,
            stake: fromMinor(r.stakeMinor, 2),
            seats: r.seats,
            players: seated.get(r.roomId) ?? 0,
          })),
          seat,
          method: NIUNIU_FORMULA,
        };
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/niuniu/join`,
      body: JoinBodySchema,
      response: SeatSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return table.join(table.requireTicket(body.ticket), body.room);
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/niuniu/leave`,
      body: LeaveBodySchema,
      response: z.object({ left: z.literal(true) }),
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        await table.leave(table.requireTicket(body.ticket));
        return { left: true as const };
      },
    });

    route(app, {
      method: 'GET',
      url: `${DEMO_VENDOR_BASE}/api/niuniu/table`,
      query: TableQuerySchema,
      response: TableValueSchema,
      handler: async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return table.table(table.requireTicket(query.ticket), query.room);
      },
    });

    route(app, {
      method: 'POST',
      url: `${DEMO_VENDOR_BASE}/api/niuniu/enter`,
      body: EnterBodySchema,
      response: EnterValueSchema,
      handler: async ({ body, reply }) => {
        reply.header('cache-control', 'no-store');
        return table.enter(table.requireTicket(body.ticket), body);
      },
    });
  };
}
