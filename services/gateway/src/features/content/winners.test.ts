import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { contentEndpoints, type Winner } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { emitEvent } from '../../test/fake-wallet.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller, type AppRouter } from '../../trpc/router.js';
import { winnersFeedOf } from './winners.feed.js';

describe('winner board', () => {
  let up: FakeUpstream;
  let app: FastifyInstance | null = null;

  beforeEach(async () => {
    up = await startFakeUpstream();
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    await up.close();
  });

  const caller = () => createCaller(createContextInner({ services: app!.services }));

  it('content.winners answers the latest 20 asked as ALL / language / limitNum 20, from the cache', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const list = await caller().content.winners();
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual(fx.winner(25));
    const req = up.requests.find((r) => r.path === contentEndpoints.winnerBoard.path);
    expect(req).toBeDefined();
    await caller().content.winners();
    expect(up.hits(contentEndpoints.winnerBoard.path)).toBe(1);
    const res = await app.inject({ method: 'GET', url: '/trpc/content.winners' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data[0].customerName).toBe('de***er');
  });

  it('pushes the board at subscribe and on winners.changed to every socket through one shared feed', async () => {
    ({ app } = await buildTestApp({ WINNERS_POLL_MS: '600000' }, { upstreamUrl: up.url }));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await waitFor(() => up.state.wallet.streamConnections === 1, 5000);
    class BrowserLikeWebSocket extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { origin: address });
      }
    }
    const clients = [0, 1, 2].map(() => {
      const ws = createWSClient({
        url: `${address.replace('http', 'ws')}/trpc`,
        WebSocket: BrowserLikeWebSocket as unknown as typeof globalThis.WebSocket,
      });
      return { ws, trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }) };
    });
    const seen: Winner[][][] = clients.map(() => []);
    const subs = clients.map((c, i) =>
      c.trpc.content.onWinners.subscribe(undefined, { onData: (d) => seen[i]!.push(d) }),
    );
    try {
      await waitFor(() => seen.every((s) => s.length === 1), 5000);
      for (const s of seen) expect(s[0]![0]!.id).toBe(25);
      const feed = winnersFeedOf(app.services);
      // The sockets are entries of one broadcast topic (realtime/socket-server.ts): one feed listener.
      expect(feed.size).toEqual({ boards: 1, listeners: 1, running: true });
      // One read served every subscriber (the cache and the shared feed).
      expect(up.hits(contentEndpoints.winnerBoard.path)).toBe(1);

      up.state.winners = [fx.winner(26), ...up.state.winners];
      emitEvent(up.state.wallet, { type: 'winners.changed', merchant: 'demo' });
      await waitFor(() => seen.every((s) => s.length === 2), 5000);
      for (const s of seen) {
        expect(s[1]).toHaveLength(20);
        expect(s[1]![0]).toEqual(fx.winner(26));
      }
      // One fresh read for the event, whatever the number of sockets.
      expect(up.hits(contentEndpoints.winnerBoard.path)).toBe(2);
    } finally {
      for (const s of subs) s.unsubscribe();
      await Promise.all(clients.map((c) => c.ws.close()));
    }
    await waitFor(() => winnersFeedOf(app!.services).size.listeners === 0, 5000);
    expect(winnersFeedOf(app.services).size).toEqual({ boards: 0, listeners: 0, running: false });
  });

  it('falls back to a periodic re-read without any event, and pushes only changes', async () => {
    ({ app } = await buildTestApp(
      { WINNERS_POLL_MS: '50', CACHE_TTL_WINNERS_S: '1' },
      { upstreamUrl: up.url },
    ));
    const controller = new AbortController();
    const watcher = createCaller(createContextInner({ services: app.services }), {
      signal: controller.signal,
    });
    const it = (await watcher.content.onWinners())[Symbol.asyncIterator]();
    expect((await it.next()).value?.[0]?.id).toBe(25);
    const next = it.next();
    up.state.winners = [fx.winner(30), ...up.state.winners];
    const pushed = (await next).value as Winner[];
    expect(pushed[0]?.id).toBe(30);
    expect(pushed).toHaveLength(20);
    controller.abort();
    await it.return?.(undefined);
    expect(winnersFeedOf(app.services).size.running).toBe(false);
  });
});
