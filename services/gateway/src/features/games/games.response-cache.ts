/**
 * The cached game menus, served without running tRPC: a public `GET /trpc/<procedure>?...` whose
 * every procedure is a cached menu (game lists, hot games, vendor lanes, lottery menus) is answered
 * from the bytes tRPC produced for the same URL and language a moment ago.
 *
 * These procedures depend on nothing but their input and the visitor's language (no session, no
 * IP), so the same URL in the same language is the same answer. The bytes live in the process only
 * as long as a menu's in-process copy (GameMenus: at most 5 s, dropped at once on `games.changed`
 * or a resync), only 200 answers are kept, and every hook before the handler still runs (rate
 * limits, security headers, request ids). tRPC's fetch adapter costs more than everything else in
 * such a call; skipping it for repeated menus is what lets one gateway serve a busy lobby.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { languageOf } from '../../http/visitor.js';
import type { GameMenus } from './game-menus.js';

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
    if (!key || reply.statusCode !== 200) return payload;
    // tRPC's adapter answers a fetch Response: a menu is small, so it is read whole to be kept.
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload instanceof Readable
            ? await text(payload)
            : payload instanceof Response &&
                payload.headers.get('content-type')?.startsWith('application/json')
              ? await payload.text()
              : null;
    if (body === null) return payload;
    void reply.type('application/json');
    menus.keepResponse(key, body, request.menuChanges ?? -1);
    return body;
  });
}
