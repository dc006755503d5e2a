/**
 * Pushes that cross gateway processes (ADR 0006). Features publish here and listen here; nothing
 * else names a realtime channel.
 *
 * - Per-member channel `rt:<merchant>:member:<memberId>`: balance changes, unread messages, the
 *   agent's team events. Only the server derives a member id, from the session of the socket (never from
 *   client input), so a member's events reach only sockets authenticated as that member.
 * - Broadcast channel `rt:<merchant>:broadcast:<topic>`: the winner board (the jackpot needs none:
 *   every process computes it from the clock).
 * - `rt:<merchant>:broadcast:resync`: "pushes may have been lost" (the platform's event stream
 *   reopened): every member and topic listener of every process hears `{ type: 'resync' }` and
 *   re-reads what it shows.
 *
 * Channels go through the Hub, so a process holds one Store subscription per channel whatever the
 * number of sockets, and the Store adds REDIS_PREFIX: with Redis, a publish by any process reaches
 * the listeners of every process of the deployment, and nothing of another deployment.
 */
import { TeamEventSchema, WinNewsSchema } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Hub } from './hub.js';

/** Events about one member. Add a member here when a feature needs a new kind. */
export const MemberEventSchema = z.discriminatedUnion('type', [
  /** The member's wallets changed: re-read the balance. */
  z.object({ type: z.literal('wallet.changed') }),
  /** The member's platform messages changed; `unread` when the publisher knows the new count. */
  z.object({ type: z.literal('messages.changed'), unread: z.number().int().nonnegative().optional() }),
  /** The platform revoked tokens of the member (a lock, a sign-out from the security centre, a
   * self-exclusion, a password change or reset): each process asks the platform about every
   * session of the member it watches, and ends those whose token went (session-watch.ts). */
  z.object({ type: z.literal('session.revoked') }),
  /** A deposit or withdrawal order of the member changed state (the operator decided it, the
   * provider paid it, its confirmation deadline passed...): the open order pages re-read it. */
  z.object({ type: z.literal('orders.changed'), kind: z.enum(['deposit', 'withdraw']) }),
  /** The member's promotion states or rewards changed: re-read them and the badge counts. */
  z.object({ type: z.literal('promotions.changed') }),
  /** Something happened in the downline of this member, an agent (the agent centre's live feed):
   * the event itself travels, since it is news rather than a value to re-read. */
  z.object({ type: z.literal('team.event'), event: TeamEventSchema }),
  /** A contract event of this member (an agent, as upline or downline) was published: its contract
   * feed re-reads after the last seq it sent (features/agent-contract/contract-feed.ts). */
  z.object({ type: z.literal('contracts.changed') }),
]);
export type MemberEvent = z.infer<typeof MemberEventSchema>;

/** Events for everybody of the merchant. */
export const BroadcastEventSchema = z.discriminatedUnion('type', [
  /** A new big win: put `win` on the boards held, then re-read them (without `win`: re-read only). */
  z.object({ type: z.literal('winners.changed'), win: WinNewsSchema.optional() }),
  /** A platform message sent to every member: each re-reads its unread count. */
  z.object({ type: z.literal('messages.changed') }),
  /** The operator changed vendors or games: drop the cached game menus (games/game-menus.ts). */
  z.object({ type: z.literal('games.changed') }),
  /** A promotion opened or closed for everyone: each member re-reads states and counts. */
  z.object({ type: z.literal('promotions.changed') }),
  /**
   * A gateway session ended (session-watch.ts): every process ends what it serves for it. `session`
   * is a digest of the id, not the id. `rotated`: the person carries on under a new id (a password
   * change), so their sockets are closed for the client to reconnect with its new cookie.
   */
  z.object({
    type: z.literal('session.ended'),
    session: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    reason: z.enum(['ended', 'rotated']),
  }),
]);
export type BroadcastEvent = z.infer<typeof BroadcastEventSchema>;
export type BroadcastTopic = BroadcastEvent['type'];

/** Heard by every listener when pushes may have been missed: re-read, do not trust the last push. */
export interface ResyncEvent {
  type: 'resync';
}

export type MemberListener = (event: MemberEvent | ResyncEvent) => void;
export type BroadcastListener<T extends BroadcastTopic> = (
  event: Extract<BroadcastEvent, { type: T }> | ResyncEvent,
) => void;

/** Ends a listen; resolves once the Store subscription is released (when it was the last one). */
export type StopListening = () => Promise<void>;

const RESYNC = 'resync';

export class Realtime {
  /** Every listener of this process, for resyncs. */
  private readonly listeners = new Set<(event: ResyncEvent) => void>();
  private resyncListen: Promise<StopListening> | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly merchant: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The channel of one member (unprefixed: the Store adds REDIS_PREFIX). */
  memberChannel(memberId: number): string {
    return `rt:${this.merchant}:member:${memberId}`;
  }

  broadcastChannel(topic: BroadcastTopic | typeof RESYNC): string {
    return `rt:${this.merchant}:broadcast:${topic}`;
  }

  /** Sends `event` to every socket of this member on every gateway process. */
  async publishToMember(memberId: number, event: MemberEvent): Promise<void> {
    if (!Number.isSafeInteger(memberId)) throw new Error(`not a member id: ${memberId}`);
    await this.hub.publish(this.memberChannel(memberId), JSON.stringify(MemberEventSchema.parse(event)));
  }

  /**
   * Calls `listener` with each event published to this member, and `{ type: 'resync' }` when pushes
   * may have been lost. Resolves once listening (a publish after it is delivered). The member id
   * must come from the server's session, never from client input.
   */
  async onMember(memberId: number, listener: MemberListener): Promise<StopListening> {
    return this.listen(this.memberChannel(memberId), MemberEventSchema, listener);
  }

  /** Sends `event` to the listeners of its topic on every gateway process. */
  async publishBroadcast(event: BroadcastEvent): Promise<void> {
    await this.hub.publish(
      this.broadcastChannel(event.type),
      JSON.stringify(BroadcastEventSchema.parse(event)),
    );
  }

  async onBroadcast<T extends BroadcastTopic>(
    topic: T,
    listener: BroadcastListener<T>,
  ): Promise<StopListening> {
    const schema = BroadcastEventSchema.refine(
      (e): e is Extract<BroadcastEvent, { type: T }> => e.type === topic,
    );
    return this.listen(this.broadcastChannel(topic), schema, listener as (e: unknown) => void);
  }

  /** Calls `listener` with resyncs only (a watcher with no member channel still re-reads). */
  async onResync(listener: (event: ResyncEvent) => void): Promise<StopListening> {
    const own = (event: ResyncEvent) => {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err }, 'realtime listener failed');
      }
    };
    this.listeners.add(own);
    try {
      await this.ensureResyncListen();
    } catch (err) {
      this.listeners.delete(own);
      throw err;
    }
    return async () => {
      this.listeners.delete(own);
    };
  }

  /** Tells every listener of every process to re-read (the event source may have missed events). */
  async publishResync(): Promise<void> {
    await this.hub.publish(this.broadcastChannel(RESYNC), JSON.stringify({ type: RESYNC }));
  }

  /** Listeners of this process (tests check that ended subscriptions let go). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  private async listen<T>(
    channel: string,
    schema: z.ZodType<T>,
    listener: (event: T | ResyncEvent) => void,
  ): Promise<StopListening> {
    const safe = (event: T | ResyncEvent) => {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err, channel }, 'realtime listener failed');
      }
    };
    const onResync = (event: ResyncEvent) => safe(event);
    this.listeners.add(onResync);
    try {
      await this.ensureResyncListen();
      const stop = await this.hub.listen(channel, (raw) => {
        const parsed = parseJson(raw, schema);
        if (parsed === undefined) this.log.warn({ channel }, 'malformed realtime message; ignored');
        else safe(parsed);
      });
      return async () => {
        this.listeners.delete(onResync);
        await stop();
      };
    } catch (err) {
      this.listeners.delete(onResync);
      throw err;
    }
  }

  private async ensureResyncListen(): Promise<void> {
    // One listener per process, kept until close: a resync must reach listeners added at any time.
    this.resyncListen ??= this.hub.listen(this.broadcastChannel(RESYNC), () => {
      for (const l of [...this.listeners]) l({ type: RESYNC });
    });
    try {
      await this.resyncListen;
    } catch (err) {
      this.resyncListen = null;
      throw err;
    }
  }
}

function parseJson<T>(raw: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
