/** The events area's platform endpoints (see endpoint.ts) and the events the stream carries. */
import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { TeamEventSchema } from './team-event.js';
import { WinNewsSchema } from './winners.js';

/** `GET /wps/events` (header `x-events-key`): a text/event-stream of these, one per `data:` line. The
 * gateway keeps one stream open and pushes to the sessions concerned; after a reconnect it treats
 * every member as changed (resync). */
export const UpstreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet.changed'), merchant: z.string(), memberId: z.number().int() }),
  z.object({ type: z.literal('hello'), at: z.string() }),
  // A big win was recorded (winners.ts): gateways put `win` on the boards they hold, and re-read
  // the board (without `win`: only re-read it).
  z.object({ type: z.literal('winners.changed'), merchant: z.string(), win: WinNewsSchema.optional() }),
  // The operator changed the merchant's vendors or games (games.ts): gateways drop their menus.
  z.object({ type: z.literal('games.changed'), merchant: z.string() }),
  // A member's messages changed (one arrived or was read; messages.ts). `memberId` null: a message
  // sent to every member of the merchant.
  z.object({
    type: z.literal('messages.changed'),
    merchant: z.string(),
    memberId: z.number().int().nullable(),
  }),
  // Every platform token of a member was revoked (the operator locked the account, or its password
  // changed or was reset): gateways end the member's sessions that held one.
  z.object({ type: z.literal('session.revoked'), merchant: z.string(), memberId: z.number().int() }),
  // A member's promotion states or rewards changed (promotions.ts: an operator decision, a claim, a
  // draw, a period's end). `memberId` null: every member of the merchant (a promotion opened or closed).
  z.object({
    type: z.literal('promotions.changed'),
    merchant: z.string(),
    memberId: z.number().int().nullable(),
  }),
  // A registration, first deposit or big win in a downline (agent.ts): pushed to the agents named.
  z.object({
    type: z.literal('team.event'),
    merchant: z.string(),
    agentIds: z.array(z.number().int()),
    event: TeamEventSchema,
  }),
  // A member's deposit or withdrawal order changed state (placed, decided by the operator or the
  // provider, confirmed by the member, counted as received at its deadline): gateways tell that
  // member's open order pages to read the orders again.
  z.object({
    type: z.literal('orders.changed'),
    merchant: z.string(),
    memberId: z.number().int(),
    kind: z.enum(['deposit', 'withdraw']),
  }),
  // Contract events of these agents were published (agent-contract feed): each re-reads its feed
  // from the last seq it saw (AGENT_contractFeed). Only the parties of a contract are named.
  z.object({
    type: z.literal('contracts.changed'),
    merchant: z.string(),
    memberIds: z.array(z.number().int()),
  }),
]);
export type UpstreamEvent = z.infer<typeof UpstreamEventSchema>;

/** Header that carries the shared key of the event stream (the gateway's EVENTS_KEY). */
export const EVENTS_KEY_HEADER = 'x-events-key';

export const eventsEndpoints = endpoints('events', {
  /**
   * The platform's push channel, a long-lived `text/event-stream`, not a JSON answer: hence `bare`,
   * and `response` is the schema of ONE event, not of the body. Each event is one `data:` line of
   * JSON (a `hello` first, at connect), followed by a blank line; a `: heartbeat` comment comes every
   * 15 s so that a quiet stream can be told from a dead one. The caller proves itself with the
   * shared key in EVENTS_KEY_HEADER (`signed`); a missing or wrong key is 401 ADMIN_KEY_INVALID, in
   * the envelope. Read it with a streaming fetch, not the upstream client's call (which waits for
   * the whole body).
   */
  stream: {
    method: 'GET',
    path: '/wps/events',
    auth: 'signed',
    bare: true,
    response: UpstreamEventSchema,
    errors: ['ADMIN_KEY_INVALID'],
  },
});
