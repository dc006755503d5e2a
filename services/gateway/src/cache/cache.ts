import type { z } from 'zod';
import type { Store } from '../store/store.js';
import { isOutage } from '../upstream/upstream-error.js';

/**
 * Read-through cache on the Store with an explicit TTL per entry, and a single flight per key: when
 * many requests miss at once, one of them loads and the others wait for its result, so a burst of
 * visitors after an expiry costs the platform one call, not one per visitor. Failures are not cached.
 *
 * A read that asks for it (`{ stale: true }`: what a page is drawn from, such as the status, modules,
 * menus, banners and notices) also keeps its value as a stale copy for `staleS` (longer than any
 * entry's TTL): when a reload finds the platform down, stalled or shedding (isOutage), the last good
 * value is answered instead of the failure, so pages still render while it recovers. A refusal is an
 * answer, and is passed on. Feeds that re-read on a change do not ask: a stale copy pushed as the
 * change would hide it.
 *
 * Entries are re-validated with their schema on read: another gateway version sharing the Redis may
 * have written an older shape, and a bad entry must be a miss, not a crash.
 */
export class Cache {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: Store,
    private readonly options: { staleS: number } = { staleS: 0 },
    private readonly namespace = 'cache:',
  ) {}

  async getOrLoad<S extends z.ZodType>(
    key: string,
    ttlS: number,
    schema: S,
    load: () => Promise<z.output<S>>,
    options: { stale?: boolean } = {},
  ): Promise<z.output<S>> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<z.output<S>>;
    const stale = options.stale === true && this.options.staleS > 0;
    const work = this.readOrLoad(key, ttlS, schema, load, stale).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async readOrLoad<S extends z.ZodType>(
    key: string,
    ttlS: number,
    schema: S,
    load: () => Promise<z.output<S>>,
    stale: boolean,
  ): Promise<z.output<S>> {
    const hit = this.parse(schema, await this.store.get(this.namespace + key));
    if (hit.ok) return hit.value;
    let value: z.output<S>;
    try {
      value = await load();
    } catch (err) {
      if (stale && isOutage(err)) {
        const copy = this.parse(schema, await this.store.get(this.staleKey(key)));
        if (copy.ok) return copy.value;
      }
      throw err;
    }
    const json = JSON.stringify(value);
    await Promise.all([
      this.store.set(this.namespace + key, json, ttlS * 1000),
      stale ? this.store.set(this.staleKey(key), json, this.options.staleS * 1000) : null,
    ]);
    return value;
  }

  private staleKey(key: string): string {
    return `${this.namespace}stale:${key}`;
  }

  /** An entry read back: its value when it parses with the schema (not JSON, or another shape: a miss). */
  private parse<S extends z.ZodType>(
    schema: S,
    raw: string | null,
  ): { ok: true; value: z.output<S> } | { ok: false } {
    if (raw === null) return { ok: false };
    try {
      const hit = schema.safeParse(JSON.parse(raw));
      return hit.success ? { ok: true, value: hit.data } : { ok: false };
    } catch {
      return { ok: false };
    }
  }

  /**
   * Loads past the cache and stores the value (a change was announced: whatever the entry holds is
   * older). One write instead of a delete, a missed read and a write: a winner board re-read on
   * every gateway at once is a round trip or two closer to its sockets.
   */
  async reload<S extends z.ZodType>(
    key: string,
    ttlS: number,
    load: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const value = await load();
    await this.put(key, ttlS, value);
    return value;
  }

  /** Stores a value known without a load (a change that carried the new value). */
  async put(key: string, ttlS: number, value: unknown): Promise<void> {
    await this.store.set(this.namespace + key, JSON.stringify(value), ttlS * 1000);
  }

  async invalidate(key: string): Promise<void> {
    await this.store.del(this.namespace + key);
  }
}
