/**
 * A per-process read-through cache with a time to live, keyed by a merchant's id or code, mostly.
 * The promise is shared, so a burst of readers loads once; a load that fails is not remembered.
 */
export function ttlCache<T, K extends number | string = number>(ttlMs: number, load: (key: K) => Promise<T>) {
  const entries = new Map<K, { at: number; value: Promise<T> }>();
  return {
    get(key: K): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(key);
      const entry = { at: Date.now(), value };
      // Only this load's own entry: a later one (after a clear) stays.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      entries.set(key, entry);
      return value;
    },
    /** Drops one key: its next reader loads again (after a write through this process). */
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}
