/**
 * Rate limits whose counters live in the Store, so a limit holds across all gateway processes.
 * The global limit is per visitor IP and counts API calls; `consumeRateLimit` is the building block
 * for stricter limits on single operations (login, captcha, SMS).
 */
import { ErrorCode, TRPC_MAX_BATCH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
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

/**
 * Spends one call of a visitor's per-IP budget (a call over the WebSocket: a procedure, or a
 * broadcast subscription the socket server serves itself); false when it is spent. A Store outage
 * refuses the call (UPSTREAM_UNAVAILABLE), as over HTTP: a limit that cannot be counted is not lifted.
 */
export async function spendSocketCall(
  store: Store,
  limit: { max: number; windowMs: number },
  ip: string,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  try {
    return (await consumeRateLimit(store, { key: globalLimitKey(ip), ...limit })).allowed;
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
 * visitor IP in the Store (so it holds across gateway processes). A batch larger than
 * TRPC_MAX_BATCH is refused (400 BATCH_TOO_LARGE) before it is counted or run. The limit fails
 * closed: while the Store cannot count, API calls are refused (503 UPSTREAM_UNAVAILABLE; sessions
 * live in the same Store, so little would work anyway), pages and images are still served, and
 * readiness reports the Store.
 */
export function registerRateLimit(app: FastifyInstance, config: Config, store: Store): void {
  const { max, windowMs } = config.rateLimit;
  // The limit guards the API. One page load also fetches its script chunks and dozens of /cdn
  // images (cached by the browser after), and many players share a carrier's IP: counting those
  // would refuse a busy NAT after a few page loads.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url)) return;
    const calls = callsOf(request.url);
    if (calls > TRPC_MAX_BATCH) throw new HttpErrorResponse(ErrorCode.batchTooLarge);
    let result: RateLimitResult;
    try {
      result = await consumeRateLimit(store, { key: globalLimitKey(request.ip), max, windowMs, cost: calls });
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
