/**
 * Rate limits whose counters live in the Store, so a limit holds across all gateway processes.
 * The global limit is per visitor IP and counts API calls; `consumeRateLimit` is the building block
 * for stricter limits on single operations (login, captcha, SMS).
 */
import { ErrorCode, TRPC_MAX_BATCH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { Store } from '../store/store.js';
import { HttpErrorResponse } from './errors.js';

const PREFIX = 'rl:';

export interface RateLimitResult {
  allowed: boolean;
  current: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/**
 * Counts `cost` hits (default 1) against `key` in a fixed window of `windowMs`; allowed while the
 * count stays within `max`.
 */
export async function consumeRateLimit(
  store: Store,
  opts: { key: string; max: number; windowMs: number; cost?: number },
): Promise<RateLimitResult> {
  const { value: current, ttlMs: ttl } = await store.countInWindow(
    `${PREFIX}${opts.key}`,
    opts.cost ?? 1,
    opts.windowMs,
  );
  return {
    allowed: current <= opts.max,
    current,
    remaining: Math.max(0, opts.max - current),
    resetMs: ttl > 0 ? ttl : opts.windowMs,
  };
}

/** The counter of the per-IP limit: one per visitor IP, shared by HTTP and WebSocket calls. */
export function globalLimitKey(ip: string): string {
  return `global:${ip}`;
}

/** The most calls of one visitor's budget a process takes from the Store at once. */
const MOST_TAKEN_AT_ONCE = 32;
/** A process takes at most this fraction (1/n) of what it last saw left of a visitor's window. */
const ROOM_SHARE = 16;

/** What one process holds of one visitor's per-IP budget in the current window. */
interface Held {
  /** Calls taken from the Store and not spent yet. */
  left: number;
  /** When they lapse (local clock): no later than the Store's window ends. */
  until: number;
  /** The Store's count of the window when last taken. */
  seen: number;
  /** How many the next take asks for (doubles while the visitor keeps calling). */
  next: number;
  /** The Store refused a take: the window is spent for every process until it ends. */
  spent: boolean;
  /** The take in flight: calls that find nothing left wait for it instead of taking beside it. */
  taking?: Promise<unknown>;
}

/**
 * The per-IP budget of API calls (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS), counted in the Store so
 * that it holds across gateway processes, and taken from it in blocks: a process reserves several
 * calls of a visitor's window in one round trip (the count goes up by the block first: reserve, then
 * serve) and spends them locally, so a busy visitor costs the Store one command per block, not per
 * call (bench/lobby.ts). The limit stays exact on the strict side: what the processes are granted
 * never passes the window's max, because each grant is cut to what the Store's count left.
 *
 * The price is on the generous side, and bounded: calls a process took and its visitor then sent
 * elsewhere lapse with the window unused. A block is at most MOST_TAKEN_AT_ONCE calls and at most
 * 1/ROOM_SHARE of what the process last saw left, it starts at the call's own cost and doubles only
 * while the visitor keeps spending it, and one take is in flight per visitor and process (calls
 * that find nothing left wait for it). Near the end of a window, or under a small max (below
 * 2 x ROOM_SHARE), every take is the call's own cost: counted call by call, as the Store alone does.
 * Once the Store refuses a take, the process refuses that visitor by itself until the window ends
 * (the count is past the max by then), so a flood of refused calls costs the Store nothing more.
 */
export class ApiBudget {
  private readonly held = new Map<string, Held>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    readonly limit: { readonly max: number; readonly windowMs: number },
  ) {
    // What lapsed is forgotten once a window: the map holds the visitors of the last window or two.
    this.sweep = setInterval(() => this.forgetLapsed(), limit.windowMs);
    this.sweep.unref();
  }

  /** Spends `cost` calls of `ip`'s budget; rejects when the Store cannot count (fail closed). */
  async spend(ip: string, cost = 1): Promise<RateLimitResult> {
    const key = globalLimitKey(ip);
    for (;;) {
      const now = Date.now();
      let held = this.held.get(key);
      // A lapsed window starts afresh; a visitor who kept calling keeps the size of its blocks.
      if (!held || (held.taking === undefined && now >= held.until)) {
        held = { left: 0, until: 0, seen: 0, next: held?.next ?? 1, spent: false };
        this.held.set(key, held);
      }
      if (now < held.until && (held.spent || held.left >= cost)) {
        if (held.spent) return this.answer(held, false, now);
        held.left -= cost;
        return this.answer(held, true, now);
      }
      if (held.taking) {
        await held.taking.catch(() => undefined);
        continue;
      }
      const taking = this.take(key, held, cost);
      held.taking = taking;
      try {
        return await taking;
      } finally {
        held.taking = undefined;
      }
    }
  }

  /** Reserves a block of calls in the Store (the caller's cost first); what is left is held here. */
  private async take(key: string, held: Held, cost: number): Promise<RateLimitResult> {
    const { max, windowMs } = this.limit;
    const sent = Date.now();
    const room = sent < held.until ? max - held.seen : max;
    const want = Math.max(cost, Math.min(MOST_TAKEN_AT_ONCE, held.next, Math.floor(room / ROOM_SHARE)));
    const { value, ttlMs } = await this.store.countInWindow(`${PREFIX}${key}`, want, windowMs);
    const granted = Math.max(0, Math.min(want, max - (value - want)));
    held.seen = value;
    // Counted from when the take was sent, so the held calls lapse before the Store's window does.
    held.until = sent + (ttlMs > 0 ? ttlMs : windowMs);
    // Calls left over from an earlier block are not carried: that block's window may have ended.
    held.left = Math.max(0, granted - cost);
    const allowed = granted >= cost;
    // A refused take left the count past the max (it went up by at least the cost, more than was
    // left): every process is refused until the window ends, so this one refuses without asking.
    held.spent = !allowed;
    held.next = allowed ? Math.min(MOST_TAKEN_AT_ONCE, want * 2) : 1;
    return this.answer(held, allowed, Date.now());
  }

  private answer(held: Held, allowed: boolean, now: number): RateLimitResult {
    const current = held.seen - held.left;
    return {
      allowed,
      current,
      remaining: allowed ? Math.max(0, this.limit.max - current) : 0,
      resetMs: Math.max(1, held.until - now),
    };
  }

  private forgetLapsed(): void {
    const now = Date.now();
    for (const [key, held] of this.held) {
      if (held.taking === undefined && now >= held.until) this.held.delete(key);
    }
  }

  close(): void {
    clearInterval(this.sweep);
    this.held.clear();
  }
}

/**
 * Spends one call of a visitor's per-IP budget (a call over the WebSocket: a procedure, or a
 * broadcast subscription the socket server serves itself); false when it is spent. A Store outage
 * refuses the call (UPSTREAM_UNAVAILABLE), as over HTTP: a limit that cannot be counted is not lifted.
 */
export async function spendSocketCall(
  budget: ApiBudget,
  ip: string,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  try {
    return (await budget.spend(ip)).allowed;
  } catch (err) {
    log.warn({ err }, 'call refused: the store failed, so the rate limit cannot be counted');
    throw new AppError(ErrorCode.upstreamUnavailable, undefined, undefined, { cause: err });
  }
}

/** What the global per-IP limit counts: tRPC over HTTP and WebSocket upgrades, not pages or images. */
export function isApiRequest(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

/**
 * How many procedure calls a request to `/trpc/...` makes: one per name of a batch's path
 * (`/trpc/a,b,c?batch=1`, GET or POST alike; the path decides, the body only carries inputs).
 * A WebSocket upgrade (`/trpc`) is one; the calls sent over the socket are counted as they run
 * (trpc/init.ts).
 */
export function callsOf(url: string): number {
  const query = url.indexOf('?');
  const path = url.slice('/trpc'.length, query < 0 ? undefined : query);
  // Fastify decodes the path before tRPC splits it, so an encoded comma separates calls too.
  return path.split(/,|%2C/i).length;
}

/**
 * The per-IP limit of the API: every call counts, each call of a batch too, against one counter per
 * visitor IP in the Store (so it holds across gateway processes; taken in blocks, ApiBudget). A batch larger than
 * TRPC_MAX_BATCH is refused (400 BATCH_TOO_LARGE) before it is counted or run. The limit fails
 * closed: while the Store cannot count, API calls are refused (503 UPSTREAM_UNAVAILABLE; sessions
 * live in the same Store, so little would work anyway), pages and images are still served, and
 * readiness reports the Store.
 */
export function registerRateLimit(app: FastifyInstance, budget: ApiBudget): void {
  const { max } = budget.limit;
  // The limit guards the API. One page load also fetches its script chunks and dozens of /cdn
  // images (cached by the browser after), and many players share a carrier's IP: counting those
  // would refuse a busy NAT after a few page loads.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url)) return;
    const calls = callsOf(request.url);
    if (calls > TRPC_MAX_BATCH) throw new HttpErrorResponse(ErrorCode.batchTooLarge);
    let result: RateLimitResult;
    try {
      result = await budget.spend(request.ip, calls);
    } catch (err) {
      request.log.warn({ err }, 'call refused: the store failed, so the rate limit cannot be counted');
      throw new HttpErrorResponse(ErrorCode.upstreamUnavailable);
    }
    const resetS = Math.ceil(result.resetMs / 1000);
    void reply.header('x-ratelimit-limit', max);
    void reply.header('x-ratelimit-remaining', result.remaining);
    void reply.header('x-ratelimit-reset', resetS);
    if (!result.allowed) {
      void reply.header('retry-after', resetS);
      throw new HttpErrorResponse(ErrorCode.tooManyRequests);
    }
  });
}
