/**
 * The per-IP limit counts every call of a tRPC batch (HTTP GET and POST, and calls over the
 * WebSocket), and a batch larger than TRPC_MAX_BATCH is refused whole before any call runs.
 */
import { TRPC_MAX_BATCH } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MemoryStore } from '../store/memory-store.js';
import { RedisStore } from '../store/redis-store.js';
import { waitFor } from '../store/store-contract.js';
import type { Store } from '../store/store.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { buildTestApp } from '../test/helpers.js';
import { redisReachable, testRedisUrl } from '../test/redis.js';

let up: FakeUpstream;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  up = await startFakeUpstream();
});
afterAll(async () => up.close());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const batchUrl = (procedure: string, n: number) =>
  `/trpc/${Array.from({ length: n }, () => procedure).join(',')}?batch=1`;
const postHeaders = { origin: 'http://localhost:80', 'content-type': 'application/json' };

describe('batch size', () => {
  it('refuses a batch of 100 calls whole, GET or POST, without a single platform call', async () => {
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1000' }, { upstreamUrl: up.url }));
    const before = up.requests.length;
    const get = await app.inject({ method: 'GET', url: batchUrl('content.banners', 100) });
    const post = await app.inject({
      method: 'POST',
      url: batchUrl('auth.captcha', 100),
      headers: postHeaders,
      payload: '{}',
    });
    for (const res of [get, post]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.data).toMatchObject({ code: 'BATCH_TOO_LARGE', httpStatus: 400 });
    }
    // Encoded commas split a batch just the same once Fastify decodes the path.
    const encoded = await app.inject({
      method: 'GET',
      url: `/trpc/${Array.from({ length: 100 }, () => 'content.banners').join('%2C')}?batch=1`,
    });
    expect(encoded.statusCode).toBe(400);
    expect(up.requests.length).toBe(before);
  });

  it('serves a batch of exactly TRPC_MAX_BATCH calls', async () => {
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1000' }, { upstreamUrl: up.url }));
    const res = await app.inject({ method: 'GET', url: batchUrl('session.state', TRPC_MAX_BATCH) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH);
  });
});

const hasRedis = await redisReachable(testRedisUrl);
const stores: Array<[string, (() => Store) | null]> = [
  ['in-process store', () => new MemoryStore({ prefix: `batch:${randomUUID()}:` })],
  [
    `Redis (${testRedisUrl})`,
    hasRedis ? () => new RedisStore({ url: testRedisUrl, prefix: `gw-batch-test:${randomUUID()}:` }) : null,
  ],
];

interface SocketReply {
  id: number;
  result?: { type?: string };
  error?: { data?: { code?: string } };
}

/** A WebSocket to the app's /trpc, with every answer but the heartbeat collected in `replies`. */
async function openSocket(server: FastifyInstance): Promise<{ ws: WebSocket; replies: SocketReply[] }> {
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: address });
  const replies: SocketReply[] = [];
  ws.on('message', (raw: Buffer) => {
    const text = raw.toString();
    if (text !== 'PING') replies.push(JSON.parse(text) as SocketReply);
  });
  await new Promise((resolve) => ws.once('open', resolve));
  return { ws, replies };
}

describe.each(stores)('the per-IP limit with the %s', (_name, open) => {
  it.skipIf(!open)('counts every call of a batch, GET and POST, across processes', async () => {
    const store = open!();
    const env = { RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_MS: '60000' };
    const first = await buildTestApp(env, { upstreamUrl: up.url, store });
    const second = await buildTestApp(env, { upstreamUrl: up.url, store });
    app = first.app;
    try {
      const three = await first.app.inject({ method: 'GET', url: batchUrl('session.state', 3) });
      expect(three.statusCode).toBe(200);
      expect(three.headers['x-ratelimit-remaining']).toBe('3');
      const two = await second.app.inject({
        method: 'POST',
        url: batchUrl('auth.logout', 2),
        headers: postHeaders,
        payload: '{}',
      });
      expect(two.statusCode).toBe(200);
      expect(two.headers['x-ratelimit-remaining']).toBe('1');
      // Two more calls would make 7 of 6: the whole batch is refused.
      const over = await first.app.inject({ method: 'GET', url: batchUrl('session.state', 2) });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.data.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor has their own budget.
      const other = await second.app.inject({
        method: 'GET',
        url: batchUrl('session.state', 6),
        remoteAddress: '192.0.2.77',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await second.app.close();
      await store.close();
    }
  });

  it.skipIf(!open)(
    'counts each of 50 broadcast subscriptions at once, over two processes, against the same budget',
    async () => {
      const store = open!();
      const env = { RATE_LIMIT_MAX: '22', RATE_LIMIT_WINDOW_MS: '60000' };
      const first = await buildTestApp(env, { upstreamUrl: up.url, store });
      const second = await buildTestApp(env, { upstreamUrl: up.url, store });
      app = first.app;
      try {
        const sockets = [await openSocket(first.app), await openSocket(second.app)];
        try {
          // The two upgrades are 2 of 22; 50 subscriptions to the shared feeds, 25 on each process,
          // all sent at once: exactly 20 start and 30 are refused, whichever process they reach.
          sockets.forEach(({ ws }, s) =>
            ws.send(
              JSON.stringify(
                Array.from({ length: 25 }, (_, i) => ({
                  id: s * 25 + i + 1,
                  method: 'subscription',
                  params: { path: i % 2 === 0 ? 'jackpot.onValue' : 'content.onWinners', input: null },
                })),
              ),
            ),
          );
          const all = () => sockets.flatMap((socket) => socket.replies);
          await waitFor(() => new Set(all().map((r) => r.id)).size === 50, 10_000);
          const replies = all();
          const started = new Set(replies.filter((r) => r.result?.type === 'started').map((r) => r.id));
          const refused = new Set(
            replies.filter((r) => r.error?.data?.code === 'TOO_MANY_REQUESTS').map((r) => r.id),
          );
          expect(started.size).toBe(20);
          expect(refused.size).toBe(30);
          // The subscriptions spent the budget HTTP calls share, on either process.
          for (const server of [first.app, second.app]) {
            const http = await server.inject({
              method: 'GET',
              url: '/trpc/session.state',
              remoteAddress: '127.0.0.1',
            });
            expect(http.statusCode).toBe(429);
          }
        } finally {
          for (const { ws } of sockets) ws.close();
        }
      } finally {
        await second.app.close();
        await first.app.close();
        app = undefined;
        await store.close();
      }
    },
  );

  it.skipIf(!open)('counts each call sent over the WebSocket against the same budget', async () => {
    const store = open!();
    ({ app } = await buildTestApp(
      { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' },
      { upstreamUrl: up.url, store },
    ));
    try {
      const { ws, replies } = await openSocket(app);
      try {
        // The upgrade is 1 of 5; six queries in one message: four served, two refused.
        ws.send(
          JSON.stringify(
            Array.from({ length: 6 }, (_, i) => ({
              id: i + 1,
              method: 'query',
              params: { path: 'session.state', input: null },
            })),
          ),
        );
        await waitFor(() => replies.length === 6, 5000);
        const refused = replies.filter((r) => r.error?.data?.code === 'TOO_MANY_REQUESTS');
        expect(replies.filter((r) => r.result !== undefined)).toHaveLength(4);
        expect(refused).toHaveLength(2);
        // The WebSocket spent the budget HTTP calls share.
        const http = await app.inject({
          method: 'GET',
          url: '/trpc/session.state',
          remoteAddress: '127.0.0.1',
        });
        expect(http.statusCode).toBe(429);
        // An array of more than TRPC_MAX_BATCH messages is refused whole by tRPC.
        replies.length = 0;
        ws.send(
          JSON.stringify(
            Array.from({ length: TRPC_MAX_BATCH + 1 }, (_, i) => ({
              id: 100 + i,
              method: 'query',
              params: { path: 'session.state', input: null },
            })),
          ),
        );
        await waitFor(() => replies.length === TRPC_MAX_BATCH + 1, 5000);
        expect(replies.every((r) => r.error !== undefined)).toBe(true);
      } finally {
        ws.close();
      }
    } finally {
      await app.close();
      app = undefined;
      await store.close();
    }
  });
});

describe('a Store that cannot count', () => {
  it('fails closed: API calls are refused with the reason over HTTP and over the socket; the process still answers its probe', async () => {
    const built = await buildTestApp({ RATE_LIMIT_MAX: '1000' }, { upstreamUrl: up.url });
    app = built.app;
    const { ws, replies } = await openSocket(built.app);
    const outage = async () => {
      throw new Error('store down');
    };
    built.store.incr = outage;
    built.store.incrBy = outage;
    built.store.countInWindow = outage;
    const before = up.requests.length;

    const call = await built.app.inject({ method: 'GET', url: batchUrl('content.banners', 1) });
    expect(call.statusCode).toBe(503);
    expect(call.json().error.data.code).toBe('UPSTREAM_UNAVAILABLE');

    // A procedure and a broadcast subscription over the socket opened before the outage.
    ws.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'content.banners' } }));
    ws.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'jackpot.onValue' } }));
    await waitFor(() => replies.filter((r) => r.error).length === 2);
    expect(replies.map((r) => r.error?.data?.code)).toEqual(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE']);
    expect(up.requests.length).toBe(before);

    expect((await built.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    ws.close();
  });

  it('answers 503, not 500, when the Store goes away after the count (the session read fails)', async () => {
    const built = await buildTestApp({ RATE_LIMIT_MAX: '1000' }, { upstreamUrl: up.url });
    app = built.app;
    // What ioredis throws once it has given up on a Redis that went away.
    const gone = Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
      name: 'MaxRetriesPerRequestError',
    });
    built.store.get = async () => {
      throw gone;
    };
    const call = await built.app.inject({
      method: 'GET',
      url: '/trpc/wallet.overview',
      headers: { cookie: `portal_sid=${'a'.repeat(43)}` },
    });
    expect(call.statusCode).toBe(503);
    expect(call.json().error.data.code).toBe('UPSTREAM_UNAVAILABLE');

    // A fault of our own is still a 500: only an unreachable Store is "try again".
    built.store.get = async () => {
      throw new Error('a bug');
    };
    const bug = await built.app.inject({
      method: 'GET',
      url: '/trpc/wallet.overview',
      headers: { cookie: `portal_sid=${'a'.repeat(43)}` },
    });
    expect(bug.statusCode).toBe(500);
  });
});
