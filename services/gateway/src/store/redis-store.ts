import { Cluster, type Redis } from 'ioredis';
import { assertOneSlot } from './hash-tag.js';
import { connectRedis, type RedisClient, type RedisTopology } from './redis-topology.js';
import type { MessageHandler, Store, Unsubscribe } from './store.js';

// Undo of one INCR that never goes below zero nor brings back a counter that expired meanwhile.
const DECR_EXISTING = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local v = redis.call('DECR', KEYS[1])
if v <= 0 then redis.call('DEL', KEYS[1]) return 0 end
return v
`;

// INCRBY, the first expiry (ARGV[1] ms, none when 0) and the milliseconds left, in one script: a
// crash between two commands could otherwise leave a counter without expiry (a rate limit that never
// resets), and a rate limit's whole count is one round trip. incr and incrBy run it too. Sent by its
// SHA (ioredis' defineCommand), the script's text only when a server has not seen it yet.
const COUNT_IN_WINDOW = `
local by = tonumber(ARGV[2])
local v = redis.call('INCRBY', KEYS[1], by)
local ttl = tonumber(ARGV[1])
if v == by and ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return {v, redis.call('PTTL', KEYS[1])}
`;

// The next turn of a queue its keys share, on Redis' own clock (TIME): every gateway process reads
// one time. Answers the wait in ms, or -1 (nothing reserved) when it would exceed ARGV[2]. The keys
// share a hash tag (checked before), so a cluster runs the script on the one master of their slot.
const RESERVE_TURN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local base = now
for _, key in ipairs(KEYS) do
  local ahead = tonumber(redis.call('GET', key))
  if ahead and ahead > base then base = ahead end
end
local turn = base + tonumber(ARGV[1])
local wait = turn - now
if wait > tonumber(ARGV[2]) then return -1 end
for _, key in ipairs(KEYS) do redis.call('SET', key, turn, 'PX', wait + 1) end
return wait
`;

export type RedisStoreOptions = ({ url: string } | { topology: RedisTopology }) & {
  prefix?: string;
  /** Connection errors (ioredis reconnects by itself); without a listener ioredis prints to stderr. */
  onError?: (err: Error) => void;
};

/**
 * Store on Redis (ioredis): one server, a Sentinel-watched master or a Redis Cluster. Commands use
 * one connection; subscriptions use a second one, because a Redis connection in subscriber mode
 * cannot run other commands. That connection is opened on the first subscribe.
 *
 * On a cluster, pub/sub is sharded (SPUBLISH/SSUBSCRIBE): a channel lives on the master of its slot
 * and a message crosses no other master, where plain PUBLISH is copied to every node of the cluster.
 */
export class RedisStore implements Store {
  readonly kind = 'redis' as const;
  private readonly prefix: string;
  private readonly topology: RedisTopology;
  private readonly sharded: boolean;
  private readonly client: RedisClient;
  private subscriber: RedisClient | null = null;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private closed = false;

  constructor(private readonly options: RedisStoreOptions) {
    this.prefix = options.prefix ?? '';
    this.topology = 'topology' in options ? options.topology : { mode: 'single', url: options.url };
    this.sharded = this.topology.mode === 'cluster';
    this.client = this.connect('commands');
  }

  private connect(role: 'commands' | 'subscriber'): RedisClient {
    const redis = connectRedis(this.topology, role);
    redis.on('error', (err: Error) => this.options.onError?.(err));
    if (role === 'commands') redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
    return redis;
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.k(key));
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs) await this.client.set(this.k(key), value, 'PX', ttlMs);
    else await this.client.set(this.k(key), value);
  }

  async del(key: string): Promise<boolean> {
    return (await this.client.del(this.k(key))) > 0;
  }

  async incr(key: string, ttlMs?: number): Promise<number> {
    return this.incrBy(key, 1, ttlMs);
  }

  async decr(key: string): Promise<number> {
    return Number(await this.client.eval(DECR_EXISTING, 1, this.k(key)));
  }

  async incrBy(key: string, by: number, ttlMs?: number): Promise<number> {
    return (await this.countInWindow(key, by, ttlMs ?? 0)).value;
  }

  async countInWindow(key: string, by: number, windowMs: number): Promise<{ value: number; ttlMs: number }> {
    if (!Number.isSafeInteger(by) || by < 1) throw new Error('incrBy needs a positive integer');
    const client = this.client as RedisClient & {
      countInWindow(key: string, windowMs: string, by: string): Promise<[number, number]>;
    };
    const [value, ttlMs] = await client.countInWindow(this.k(key), String(windowMs), String(by));
    return { value: Number(value), ttlMs: Number(ttlMs) };
  }

  async reserveTurn(keys: readonly string[], gapMs: number, maxWaitMs: number): Promise<number | null> {
    if (keys.length === 0) throw new Error('reserveTurn needs a key');
    const full = keys.map((key) => this.k(key));
    assertOneSlot(full);
    const wait = Number(
      await this.client.eval(
        RESERVE_TURN,
        full.length,
        ...full,
        String(Math.max(0, Math.round(gapMs))),
        String(Math.max(0, Math.round(maxWaitMs))),
      ),
    );
    return wait < 0 ? null : wait;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(this.k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async expire(key: string, ttlMs: number): Promise<boolean> {
    return (await this.client.pexpire(this.k(key), ttlMs)) === 1;
  }

  async ttl(key: string): Promise<number> {
    return this.client.pttl(this.k(key));
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.sharded) await this.client.spublish(this.k(channel), message);
    else await this.client.publish(this.k(channel), message);
  }

  private subscriberConnection(): RedisClient {
    if (!this.subscriber) {
      const sub = this.connect('subscriber');
      sub.on(this.sharded ? 'smessage' : 'message', (channel: string, message: string) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(message);
      });
      this.subscriber = sub;
    }
    return this.subscriber;
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    const full = this.k(channel);
    const wrapped: MessageHandler = (m) => handler(m);
    let set = this.handlers.get(full);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(full, set);
    }
    set.add(wrapped);
    if (first) {
      const sub = this.subscriberConnection();
      await (this.sharded ? sub.ssubscribe(full) : sub.subscribe(full));
    }
    return async () => {
      const current = this.handlers.get(full);
      if (!current) return;
      current.delete(wrapped);
      if (current.size === 0) {
        this.handlers.delete(full);
        const sub = this.subscriber;
        if (sub && !this.closed) await (this.sharded ? sub.sunsubscribe(full) : sub.unsubscribe(full));
      }
    };
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  /**
   * Deletes every key under this store's prefix (tests). SCAN, never KEYS, so Redis stays
   * responsive; on a cluster, on every master, one key at a time (keys of several slots cannot go in
   * one DEL).
   */
  async clear(): Promise<void> {
    const nodes: Redis[] = this.client instanceof Cluster ? this.client.nodes('master') : [this.client];
    for (const node of nodes) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        cursor = next;
        await Promise.all(keys.map((key) => node.del(key)));
      } while (cursor !== '0');
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.allSettled([this.client.quit(), this.subscriber?.quit()]);
  }
}
