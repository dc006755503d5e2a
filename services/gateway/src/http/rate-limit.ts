/**
 * Rate limits whose counters live in the Store, so a limit holds across all gateway processes.
 * The global limit is per visitor IP for every route; `consumeRateLimit` is the building block for
 * stricter limits on single operations (login, captcha, SMS) in later issues.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
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

/** Counts one hit against `key` in a fixed window of `windowMs`; allowed while within `max`. */
export async function consumeRateLimit(
  store: Store,
  opts: { key: string; max: number; windowMs: number },
): Promise<RateLimitResult> {
  const key = `${PREFIX}${opts.key}`;
  const current = await store.incr(key, opts.windowMs);
  const ttl = await store.ttl(key);
  return {
    allowed: current <= opts.max,
    current,
    remaining: Math.max(0, opts.max - current),
    resetMs: ttl > 0 ? ttl : opts.windowMs,
  };
}

/** What the global per-IP limit counts: tRPC over HTTP and WebSocket upgrades, not pages or images. */
export function isApiRequest(url: string): boolean {
  return url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');
}

/** @fastify/rate-limit instantiates its store itself, so the Store is bound through a closure. */
function storeBackedRateLimitStore(store: Store) {
  return class StoreRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes its options first; they are already applied by the plugin itself.
    constructor(
      _options?: object,
      private readonly scope = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      consumeRateLimit(store, { key: this.scope + key, max, windowMs: timeWindow }).then(
        (r) => callback(null, { current: r.current, ttl: r.resetMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Route-level limits count separately from the global one; routeInfo is set at runtime.
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new StoreRateLimitStore(
        undefined,
        `${String(info?.method ?? '')}${String(info?.url ?? routeOptions.path ?? '')}:`,
      );
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, config: Config, store: Store): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    store: storeBackedRateLimitStore(store),
    // The limit guards the API. One page load also fetches its script chunks and dozens of /cdn
    // images (cached by the browser after), and many players share a carrier's IP: counting those
    // would refuse a busy NAT after a few page loads.
    allowList: (request) => !isApiRequest(request.url),
    // A Store outage must not take the site down with it: serve unlimited and let readiness report it.
    skipOnError: true,
    errorResponseBuilder: () => new HttpErrorResponse(ErrorCode.tooManyRequests),
  });
}
