/**
 * Moves the platform's events into the realtime channels (ADR 0006). One gateway process of the
 * deployment at a time holds a lease in the Store (`rt:<merchant>:relay`) and, while it holds it,
 * keeps the platform's event stream open and republishes each event: `wallet.changed`,
 * `messages.changed`, `promotions.changed`, `orders.changed` and `session.revoked` of a member to
 * that member's channel,
 * `team.event` to the channel of each agent it names, `winners.changed` and member-less
 * `messages.changed` and `promotions.changed` as broadcasts, and a resync after every
 * (re)connection. Every process, the
 * holder included, hears them through its Store subscriptions, so each process receives only the
 * members it serves sockets for.
 *
 * The lease is an optimisation, not a guarantee of uniqueness: two holders for a moment (a renewal
 * racing an expiry) only repeat "something changed" notices, which listeners coalesce. A holder that
 * dies stops renewing; another process takes the lease within LEASE_MS and its first connection
 * announces a resync, so what was missed in between is re-read. A holder that closes releases the
 * lease at once.
 */
import { GAMES_GENERATION_KEY } from '../platform/game-menus.js';
import type { UpstreamEvent } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store.js';
import type { Realtime } from './realtime.js';
import type { UpstreamEvents } from './upstream-events.js';

export interface EventsRelayOptions {
  store: Store;
  events: UpstreamEvents;
  realtime: Realtime;
  merchantCode: string;
  log: FastifyBaseLogger;
  /** Lifetime of the lease without renewal (default 15 s). */
  leaseMs?: number;
  /** How often the holder renews and the others try to take it (default 5 s). */
  renewMs?: number;
}

export class EventsRelay {
  readonly id = randomUUID();
  private readonly leaseKey: string;
  private readonly leaseMs: number;
  private readonly renewMs: number;
  private timer: NodeJS.Timeout | null = null;
  private holding = false;
  private round: Promise<void> = Promise.resolve();
  private readonly stopRelaying: () => void;

  constructor(private readonly opts: EventsRelayOptions) {
    this.leaseKey = `rt:${opts.merchantCode}:relay`;
    this.leaseMs = opts.leaseMs ?? 15_000;
    this.renewMs = opts.renewMs ?? 5_000;
    // Relays whatever the stream delivers, whoever started it (tests start it directly).
    this.stopRelaying = opts.events.subscribeAll((event) => {
      this.relay(event).catch((err: unknown) =>
        opts.log.warn({ err }, 'could not publish a platform event to the realtime channels'),
      );
    });
  }

  /** Whether this process holds the lease (and the platform's stream) now. */
  get isHolder(): boolean {
    return this.holding;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.renewMs);
    this.timer.unref();
    this.tick();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
    this.stopRelaying();
    if (this.holding) {
      this.holding = false;
      await this.opts.events.close();
      // Hand over at once rather than after the lease expires.
      try {
        if ((await this.opts.store.get(this.leaseKey)) === this.id) await this.opts.store.del(this.leaseKey);
      } catch {
        // The lease expires by itself.
      }
    }
  }

  private tick(): void {
    this.round = this.round
      .then(() => this.takeOrRenew())
      .catch((err: unknown) => {
        this.opts.log.warn({ err }, 'events relay lease check failed');
      });
  }

  private async takeOrRenew(): Promise<void> {
    const { store, events, log } = this.opts;
    if (this.timer === null) return;
    if (this.holding) {
      const owner = await store.get(this.leaseKey);
      if (owner === this.id) {
        await store.expire(this.leaseKey, this.leaseMs);
        return;
      }
      // Lost (expired while Redis was unreachable, taken by another process): stop the stream.
      this.holding = false;
      log.info('events relay lease lost; closing the platform event stream');
      await events.close();
    }
    if (await store.setIfAbsent(this.leaseKey, this.id, this.leaseMs)) {
      this.holding = true;
      log.info('events relay lease taken; opening the platform event stream');
      events.start();
    }
  }

  private async relay(event: UpstreamEvent | 'resync'): Promise<void> {
    const { realtime } = this.opts;
    if (event === 'resync') return realtime.publishResync();
    switch (event.type) {
      case 'wallet.changed':
        return realtime.publishToMember(event.memberId, { type: 'wallet.changed' });
      case 'messages.changed':
        return event.memberId === null
          ? realtime.publishBroadcast({ type: 'messages.changed' })
          : realtime.publishToMember(event.memberId, { type: 'messages.changed' });
      case 'promotions.changed':
        return event.memberId === null
          ? realtime.publishBroadcast({ type: 'promotions.changed' })
          : realtime.publishToMember(event.memberId, { type: 'promotions.changed' });
      case 'orders.changed':
        return realtime.publishToMember(event.memberId, { type: 'orders.changed', kind: event.kind });
      case 'session.revoked':
        return realtime.publishToMember(event.memberId, { type: 'session.revoked' });
      case 'winners.changed':
        // The win travels with the news: every gateway puts it on its boards without a read first.
        return realtime.publishBroadcast(
          event.win ? { type: 'winners.changed', win: event.win } : { type: 'winners.changed' },
        );
      case 'team.event':
        // Only the agents the platform names (the member's agent ancestors): never a broadcast.
        await Promise.all(
          [...new Set(event.agentIds)].map((agentId) =>
            realtime.publishToMember(agentId, { type: 'team.event', event: event.event }),
          ),
        );
        return undefined;
      case 'contracts.changed':
        // The contract's parties only.
        await Promise.all(
          [...new Set(event.memberIds)].map((memberId) =>
            realtime.publishToMember(memberId, { type: 'contracts.changed' }),
          ),
        );
        return undefined;
      case 'games.changed':
        // A new generation first, so a gateway re-reading it on the broadcast finds the new one.
        await this.opts.store.incr(GAMES_GENERATION_KEY);
        return realtime.publishBroadcast({ type: 'games.changed' });
      default:
        return undefined;
    }
  }
}
