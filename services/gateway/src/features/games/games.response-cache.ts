/**
 * The cached game menus, served without running tRPC: a public `GET /trpc/<procedure>?...` whose
 * every procedure is a cached menu (game lists, hot games, vendor lanes, lottery menus) is answered
 * from the bytes tRPC produced for the same URL and language a moment ago.
 *
 * These procedures depend on nothing but their input and the visitor's language (no session, no
 * IP), so the same URL in the same language is the same answer. The bytes live in the process only
 * as long as a menu's in-process copy (GameMenus: at most 5 s, dropped at once on `games.changed`
 * or a resync), only successes are kept (status 200, every call answered with a result, never an
 * error, which keeps its own status), and every hook before the handler still runs (rate
 * limits, security headers, request ids). tRPC's fetch adapter costs more than everything else in
 * such a call; skipping it for repeated menus is what lets one gateway serve a busy lobby.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { languageOf } from '../../http/visitor.js';
import type { GameMenus } from '../../platform/game-menus.js';

const CACHED_PROCEDURES = new Set(['games.list', 'games.hot', 'games.lanes', 'games.lotteryMenus']);
const PREFIX = '/trpc/';
const MAX_URL_LENGTH = 2_048;

/** The cache key of a request, or null when it is not a cacheable menu call. */
export function menuCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const url = request.url;
  if (!url.startsWith(PREFIX) || url.length > MAX_URL_LENGTH) return null;
  const query = url.indexOf('?');
  const path = url.slice(PREFIX.length, query < 0 ? undefined : query);
  if (path.length === 0 || !path.split(',').every((p) => CACHED_PROCEDURES.has(p))) return null;
  return `${languageOf(request.headers, request.cookies ?? {})}|${url}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    menuCacheKey?: string | null;
    menuChanges?: number;
  }
}

export function registerMenuResponseCache(app: FastifyInstance, menus: GameMenus): void {
  app.addHook('preHandler', (request, reply, done) => {
    const key = menuCacheKey(request);
    request.menuCacheKey = key;
    request.menuChanges = menus.changeCount;
    const hit = key === null ? undefined : menus.response(key);
    if (hit === undefined) {
      done();
      return;
    }
    void reply.code(200).type('application/json').send(hit);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.menuCacheKey;
    if (!key) return payload;
    // tRPC's adapter answers a fetch Response, whose status Fastify applies only after this hook
    // (reply.statusCode still says 200 here, even for an error): the status is the Response's own.
    const isResponse = payload instanceof Response;
    const status = isResponse ? payload.status : reply.statusCode;
    if (isResponse && !payload.headers.get('content-type')?.startsWith('application/json')) return payload;
    // A menu is small: it is read whole to be kept.
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload instanceof Readable
            ? await text(payload)
            : isResponse
              ? await payload.text()
              : null;
    if (body === null) return payload;
    if (isResponse) {
      // The body replaces the Response: its status and headers go on the reply.
      void reply.code(status);
      payload.headers.forEach((value, name) => {
        if (name !== 'content-length') void reply.header(name, value);
      });
    }
    void reply.type('application/json');
    if (status === 200 && isSuccess(body)) menus.keepResponse(key, body, request.menuChanges ?? -1);
    return body;
  });
}

/** Only successes are kept: a single call's `{result}` or a batch whose every call has one. */
function isSuccess(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.every((c) => typeof c === 'object' && c !== null && 'result' in c && !('error' in c));
  } catch {
    return false;
  }
}
