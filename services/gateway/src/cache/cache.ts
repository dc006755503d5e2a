import type { z } from 'zod';
import type { Store } from '../store/store.js';

/**
 * Read-through cache on the Store with an explicit TTL per entry, and a single flight per key: when
 * many requests miss at once, one of them loads and the others wait for its result, so a burst of
 * visitors after an expiry costs the platform one call, not one per visitor. Failures are not cached.
 *
 * Entries are re-validated with their schema on read: another gateway version sharing the Redis may
 * have written an older shape, and a bad entry must be a miss, not a crash.
 */
export class Cache {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: Store,
    private readonly namespace = 'cache:',
  ) {}

  async getOrLoad<S extends z.ZodType>(
    key: string,
    ttlS: number,
    schema: S,
    load: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<z.output<S>>;
    const work = this.readOrLoad(key, ttlS, schema, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async readOrLoad<S extends z.ZodType>(
    key: string,
    ttlS: number,
    schema: S,
    load: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const raw = await this.store.get(this.namespace + key);
    if (raw !== null) {
      try {
        const hit = schema.safeParse(JSON.parse(raw));
        if (hit.success) return hit.data;
      } catch {
        // Not JSON: treat as a miss and overwrite below.
      }
    }
    const value = await load();
    await this.store.set(this.namespace + key, JSON.stringify(value), ttlS * 1000);
    return value;
  }

  async invalidate(key: string): Promise<void> {
    await this.store.del(this.namespace + key);
  }
}
