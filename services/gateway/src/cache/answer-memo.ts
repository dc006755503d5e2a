/**
 * Whole answers kept in this process for a few seconds, by key: what the gateway wrote a moment ago
 * for the same request, handed out again without doing the work (parsing, the platform's cached
 * answers, tRPC, compression). Whoever keeps answers says when they stop being true: `forget` drops
 * every one at once, and an answer whose work began before a `forget` is not kept (`stamp` is taken
 * when the work starts and handed to `keep`), so nothing computed before a change outlives it.
 * Entries live `ttlMs` at most; past `maxEntries` the oldest goes first.
 */
export class AnswerMemo<T> {
  private readonly entries = new Map<string, { until: number; value: T }>();
  private changes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  /** How many times this memo forgot everything: taken when a request's work starts. */
  get stamp(): number {
    return this.changes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept for `key`, while fresh. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` unless the memo forgot everything since `stampAtStart`. */
  keep(key: string, value: T, stampAtStart: number): void {
    if (stampAtStart !== this.changes || this.ttlMs <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { until: Date.now() + this.ttlMs, value });
  }

  /** Drops every answer, and any being computed now. */
  forget(): void {
    this.changes += 1;
    this.entries.clear();
  }
}
