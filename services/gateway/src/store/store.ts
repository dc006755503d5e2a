/**
 * The gateway's only shared state: sessions, caches, rate-limit counters and pub/sub live behind this
 * interface so any number of gateway processes can serve one user base (Redis), while a single
 * process can run with no external service at all (memory). Both implementations pass the same
 * contract suite (store-contract.ts).
 *
 * Keys and channels are given unprefixed; each store adds its own prefix so two deployments (or two
 * test runs) can share one Redis without seeing each other.
 */
export type Unsubscribe = () => Promise<void>;

export type MessageHandler = (message: string) => void;

export interface Store {
  /** 'redis' or 'memory': logged at start so an operator knows which one is live. */
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  /** Sets the value; with `ttlMs` it expires after that many milliseconds, without it never. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Deletes the key; true when it existed. */
  del(key: string): Promise<boolean>;
  /**
   * Atomically adds 1 and returns the new value. When the increment creates the key (value 1) and
   * `ttlMs` is given, the key expires after `ttlMs`; later increments keep that expiry (a fixed window).
   */
  incr(key: string, ttlMs?: number): Promise<number>;
  /**
   * Atomically takes back one increment: subtracts 1 from an existing counter, keeping its expiry, and
   * returns the new value. A missing key stays missing (0), and a counter that reaches 0 is deleted,
   * so a late undo after the window ran out never leaves a negative count behind.
   */
  decr(key: string): Promise<number>;
  /** As incr, adding `by` (a positive integer) in one step: a batch of calls spends its whole count. */
  incrBy(key: string, by: number, ttlMs?: number): Promise<number>;
  /**
   * A fixed-window counter in one step (one round trip on Redis, where incrBy and then ttl take two;
   * rate limits call it on every API call): adds `by` (a positive integer) as incrBy does with
   * `windowMs`, and answers the new value with the milliseconds left in its window.
   */
  countInWindow(key: string, by: number, windowMs: number): Promise<{ value: number; ttlMs: number }>;
  /**
   * Reserves the next turn of a queue that `keys` share, atomically: the turn comes `gapMs` after
   * the latest turn any of the keys holds, or `gapMs` after now when none holds one still ahead, and
   * every key then holds the new turn (until it passes). Answers the milliseconds from now to the
   * turn; null, reserving nothing, when that would be more than `maxWaitMs`. Concurrent callers get
   * distinct turns `gapMs` apart, as if they had come one after the other. The clock is the store's
   * (Redis' TIME), so processes whose clocks differ still share one queue. Several keys must share
   * a `{hash tag}` (hash-tag.ts), as a Redis Cluster needs for one script; the call throws otherwise.
   */
  reserveTurn(keys: readonly string[], gapMs: number, maxWaitMs: number): Promise<number | null>;
  /** Sets the value only when the key does not exist; true for the one caller that won. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Sets a new expiry; false when the key does not exist. */
  expire(key: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds left: -2 when the key does not exist, -1 when it has no expiry (Redis' PTTL). */
  ttl(key: string): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live, so a publish after it is delivered. */
  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe>;
  /** Answers when the backing service is reachable (readiness). Throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** ioredis' errors of a Redis it cannot reach: the commands' own errors (a bug) are not among them. */
const OUTAGE_NAMES = new Set(['MaxRetriesPerRequestError', 'ClusterAllFailedError']);
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const OUTAGE_MESSAGES = [
  /^Connection is closed/,
  /^Stream isn't writeable/,
  /^Failed to refresh slots cache/,
];

/**
 * True when `err` says the Store could not be reached (Redis down, restarting, failing over): the
 * call was not served and may be sent again, which the API answers 503 UPSTREAM_UNAVAILABLE, never 500.
 */
export function isStoreOutage(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (
    OUTAGE_NAMES.has(err.name) ||
    (typeof code === 'string' && OUTAGE_CODES.has(code)) ||
    OUTAGE_MESSAGES.some((m) => m.test(err.message))
  );
}
