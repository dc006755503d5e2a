import type { MessageHandler, Store, Unsubscribe } from './store.js';
import { assertOneSlot } from './hash-tag.js';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/**
 * The data and channels behind one or more MemoryStores. Stores with different prefixes may share a
 * backend, as processes share one Redis; the contract suite uses that to test prefix isolation.
 */
export class MemoryBackend {
  readonly data = new Map<string, Entry>();
  readonly channels = new Map<string, Set<MessageHandler>>();
}

export interface MemoryStoreOptions {
  prefix?: string;
  backend?: MemoryBackend;
  /** How often expired keys are swept; reads also drop expired keys (lazy expiry). */
  sweepIntervalMs?: number;
}

/**
 * In-process Store for a single gateway process (REDIS_URL unset). Every method body runs without an
 * await between reading and writing, so on Node's single thread each operation is atomic.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  private readonly prefix: string;
  private readonly backend: MemoryBackend;
  private readonly sweeper: NodeJS.Timeout;
  private readonly ownSubscriptions = new Set<{ channel: string; handler: MessageHandler }>();
  private closed = false;

  constructor(options: MemoryStoreOptions = {}) {
    this.prefix = options.prefix ?? '';
    this.backend = options.backend ?? new MemoryBackend();
    this.sweeper = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 5000);
    // The sweep must never keep a process alive that has nothing else to do.
    this.sweeper.unref();
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  private live(fullKey: string): Entry | undefined {
    const entry = this.backend.data.get(fullKey);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.backend.data.delete(fullKey);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.backend.data) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.backend.data.delete(key);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('store is closed');
  }

  async get(key: string): Promise<string | null> {
    this.assertOpen();
    return this.live(this.k(key))?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.assertOpen();
    this.backend.data.set(this.k(key), { value, expiresAt: ttlMs ? Date.now() + ttlMs : null });
  }

  async del(key: string): Promise<boolean> {
    this.assertOpen();
    const existed = this.live(this.k(key)) !== undefined;
    this.backend.data.delete(this.k(key));
    return existed;
  }

  async incr(key: string, ttlMs?: number): Promise<number> {
    return this.incrBy(key, 1, ttlMs);
  }

  async incrBy(key: string, by: number, ttlMs?: number): Promise<number> {
    this.assertOpen();
    if (!Number.isSafeInteger(by) || by < 1) throw new Error('incrBy needs a positive integer');
    const full = this.k(key);
    const entry = this.live(full);
    if (!entry) {
      this.backend.data.set(full, { value: String(by), expiresAt: ttlMs ? Date.now() + ttlMs : null });
      return by;
    }
    const current = Number(entry.value);
    if (!Number.isSafeInteger(current)) throw new Error('value is not an integer');
    entry.value = String(current + by);
    return current + by;
  }

  async countInWindow(key: string, by: number, windowMs: number): Promise<{ value: number; ttlMs: number }> {
    const value = await this.incrBy(key, by, windowMs);
    const expiresAt = this.live(this.k(key))?.expiresAt ?? null;
    return { value, ttlMs: expiresAt === null ? -1 : Math.max(0, expiresAt - Date.now()) };
  }

  async decr(key: string): Promise<number> {
    this.assertOpen();
    const full = this.k(key);
    const entry = this.live(full);
    if (!entry) return 0;
    const current = Number(entry.value);
    if (!Number.isSafeInteger(current)) throw new Error('value is not an integer');
    if (current <= 1) {
      this.backend.data.delete(full);
      return 0;
    }
    entry.value = String(current - 1);
    return current - 1;
  }

  async reserveTurn(keys: readonly string[], gapMs: number, maxWaitMs: number): Promise<number | null> {
    this.assertOpen();
    if (keys.length === 0) throw new Error('reserveTurn needs a key');
    assertOneSlot(keys.map((key) => this.k(key)));
    const now = Date.now();
    let base = now;
    for (const key of keys) {
      const ahead = Number(this.live(this.k(key))?.value);
      if (Number.isFinite(ahead) && ahead > base) base = ahead;
    }
    const turn = base + gapMs;
    if (turn - now > maxWaitMs) return null;
    for (const key of keys) this.backend.data.set(this.k(key), { value: String(turn), expiresAt: turn + 1 });
    return turn - now;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    this.assertOpen();
    const full = this.k(key);
    if (this.live(full)) return false;
    this.backend.data.set(full, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async expire(key: string, ttlMs: number): Promise<boolean> {
    this.assertOpen();
    const entry = this.live(this.k(key));
    if (!entry) return false;
    entry.expiresAt = Date.now() + ttlMs;
    return true;
  }

  async ttl(key: string): Promise<number> {
    this.assertOpen();
    const entry = this.live(this.k(key));
    if (!entry) return -2;
    if (entry.expiresAt === null) return -1;
    return Math.max(0, entry.expiresAt - Date.now());
  }

  async publish(channel: string, message: string): Promise<void> {
    this.assertOpen();
    const handlers = this.backend.channels.get(this.k(channel));
    if (!handlers) return;
    // Deliver asynchronously, as Redis does, so a handler never runs inside the publisher's stack.
    for (const handler of [...handlers]) setImmediate(() => handler(message));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe> {
    this.assertOpen();
    const full = this.k(channel);
    // Wrap so the same function subscribed twice gets two independent subscriptions.
    const wrapped: MessageHandler = (m) => handler(m);
    let handlers = this.backend.channels.get(full);
    if (!handlers) {
      handlers = new Set();
      this.backend.channels.set(full, handlers);
    }
    handlers.add(wrapped);
    const sub = { channel: full, handler: wrapped };
    this.ownSubscriptions.add(sub);
    return async () => this.dropSubscription(sub);
  }

  private dropSubscription(sub: { channel: string; handler: MessageHandler }): void {
    this.ownSubscriptions.delete(sub);
    const handlers = this.backend.channels.get(sub.channel);
    if (!handlers) return;
    handlers.delete(sub.handler);
    if (handlers.size === 0) this.backend.channels.delete(sub.channel);
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /** Deletes every key under this store's prefix (tests). */
  async clear(): Promise<void> {
    for (const key of [...this.backend.data.keys()]) {
      if (key.startsWith(this.prefix)) this.backend.data.delete(key);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweeper);
    for (const sub of [...this.ownSubscriptions]) this.dropSubscription(sub);
  }
}
