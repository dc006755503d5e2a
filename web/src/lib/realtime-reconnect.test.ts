import { renderHook } from '@testing-library/react';
import { createTRPCClient, wsLink } from '@trpc/client';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import NodeWebSocket, { WebSocketServer, type WebSocket } from 'ws';
import {
  registerRealtimeSocket,
  resetRealtimeSessionForTests,
  sessionStampedWebSocket,
  useFollowRealtimeSession,
  useIsRealtimeFor,
} from './realtime';
import type { AppRouter } from './trpc';
import { createRealtimeClient, REALTIME_KEEP_ALIVE } from './trpc-realtime';

/**
 * A stand-in gateway speaking tRPC's WebSocket protocol: every subscription gets `started`, then the
 * current value at once (as the gateway's subscriptions do), and later pushes from the test.
 */
async function fakeGateway(handshakeDelaysMs: number[] = []) {
  const wss = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    // The upgrade of the n-th socket answers after handshakeDelaysMs[n] (a slow first connection).
    verifyClient: (_info: unknown, done: (ok: boolean) => void) => {
      state.upgrades += 1;
      setTimeout(() => done(true), handshakeDelaysMs.shift() ?? 0);
    },
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  const state = {
    value: 1,
    /** Upgrade requests received (a socket is connecting from then on). */
    upgrades: 0,
    connections: 0,
    answersPing: true,
    sockets: new Set<WebSocket>(),
    /** The cookie of the socket each subscription arrived on, by path. */
    subscribedWith: [] as Array<{ path: string; cookie: string | undefined }>,
  };
  const subscribers = new Map<WebSocket, number>();
  wss.on('connection', (ws, request: IncomingMessage) => {
    const cookie = request.headers.cookie;
    state.connections += 1;
    state.sockets.add(ws);
    ws.on('close', () => {
      state.sockets.delete(ws);
      subscribers.delete(ws);
    });
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text === 'PING') {
        if (state.answersPing) ws.send('PONG');
        return;
      }
      const messages = [JSON.parse(text)].flat() as Array<{
        id: number;
        method: string;
        params?: { path?: string };
      }>;
      for (const m of messages) {
        if (m.method !== 'subscription') continue;
        state.subscribedWith.push({ path: m.params?.path ?? '', cookie });
        subscribers.set(ws, m.id);
        ws.send(JSON.stringify({ id: m.id, result: { type: 'started' } }));
        ws.send(JSON.stringify({ id: m.id, result: { type: 'data', data: { value: String(state.value) } } }));
      }
    });
  });
  return {
    state,
    url: () => `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    push(value: number) {
      state.value = value;
      for (const [ws, id] of subscribers) {
        ws.send(JSON.stringify({ id, result: { type: 'data', data: { value: String(value) } } }));
      }
    },
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the page WebSocket', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  function connect(url: string, keepAlive = { enabled: true, intervalMs: 100, pongTimeoutMs: 100 }) {
    // The page's client, over Node's `ws` (this environment's global WebSocket is not a browser's).
    const ws = createRealtimeClient(url, {
      keepAlive,
      WebSocket: NodeWebSocket as unknown as typeof globalThis.WebSocket,
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
    const seen: string[] = [];
    const sub = client.jackpot.onValue.subscribe(undefined, {
      onData: (d) => seen.push((d as unknown as { value: string }).value),
    });
    cleanup.push(async () => {
      sub.unsubscribe();
      await ws.close();
    });
    return seen;
  }

  it('has a heartbeat: a PING after 15 s of silence, dropped without a PONG within 5 s', () => {
    expect(REALTIME_KEEP_ALIVE).toEqual({ enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 });
  });

  it('reconnects after the gateway drops the socket and resyncs to the current value', async () => {
    const gateway = await fakeGateway();
    cleanup.push(() => gateway.close());
    const seen = connect(gateway.url());
    await until(() => seen.length === 1);
    gateway.push(2);
    await until(() => seen.length === 2);
    // A change while the socket is gone: only the resync can bring it.
    for (const s of gateway.state.sockets) s.terminate();
    gateway.state.value = 5;
    await until(() => gateway.state.connections === 2 && seen.at(-1) === '5');
    expect(seen).toEqual(['1', '2', '5']);
  });

  it('gives up on a gateway that stopped answering (half-open) and resyncs on a new socket', async () => {
    const gateway = await fakeGateway();
    cleanup.push(() => gateway.close());
    const seen = connect(gateway.url());
    await until(() => seen.length === 1);
    gateway.state.answersPing = false;
    gateway.state.value = 9;
    await until(() => gateway.state.connections >= 2);
    gateway.state.answersPing = true;
    await until(() => seen.at(-1) === '9');
  });
});

describe('the page WebSocket and the session it speaks for', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
    resetRealtimeSessionForTests();
  });

  /**
   * The page as it runs: its socket (stamped with the session it is made in, and sending the cookie
   * the browser holds when it is made), a public subscription open, and the session followed.
   */
  async function page(handshakeDelaysMs: number[]) {
    const gateway = await fakeGateway(handshakeDelaysMs);
    const cookie = { value: 'session=visitor' };
    class CookieWebSocket extends NodeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: cookie.value } });
      }
    }
    const ws = createRealtimeClient(gateway.url(), {
      WebSocket: sessionStampedWebSocket(CookieWebSocket as unknown as typeof globalThis.WebSocket),
    });
    registerRealtimeSocket(ws as unknown as Parameters<typeof registerRealtimeSocket>[0]);
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
    const subscriptions = [client.jackpot.onValue.subscribe(undefined, { onData: () => undefined })];
    const hook = renderHook(
      ({ session }: { session: 'in' | 'out' }) => {
        useFollowRealtimeSession(session);
        return useIsRealtimeFor('in');
      },
      { initialProps: { session: 'out' as 'in' | 'out' } },
    );
    cleanup.push(async () => {
      for (const s of subscriptions) s.unsubscribe();
      hook.unmount();
      await ws.close();
      await gateway.close();
    });
    return {
      gateway,
      isMemberSocket: () => hook.result.current,
      /** The login answered: the browser holds the member's cookie, the page knows the session. */
      logIn() {
        cookie.value = 'session=member';
        hook.rerender({ session: 'in' });
      },
      /** Subscribes to the balance; answers the cookie of the socket it arrived on. */
      async balanceArrivesWith() {
        subscriptions.push(client.wallet.onBalance.subscribe(undefined, { onData: () => undefined }));
        await until(() => gateway.state.subscribedWith.some((s) => s.path === 'wallet.onBalance'));
        return gateway.state.subscribedWith.filter((s) => s.path === 'wallet.onBalance').map((s) => s.cookie);
      },
    };
  }

  it('does not take a socket made before a login for the logged-in one, however late it opens', async () => {
    // The page's first socket is still connecting (slow upgrade) when the login answers; the socket
    // reopened for the login takes longer still. The first one opens in between: it carries the
    // visitor's cookie, so a per-member subscription on it would be refused (and log the page out).
    const p = await page([150, 600]);
    await until(() => p.gateway.state.upgrades === 1); // the visitor's socket is connecting
    p.logIn();
    await until(() => p.gateway.state.connections === 1); // the visitor's socket opened
    await new Promise((r) => setTimeout(r, 50));
    expect(p.isMemberSocket()).toBe(false);

    await until(() => p.isMemberSocket());
    expect(await p.balanceArrivesWith()).toEqual(['session=member']);
  });

  it("asks for a newer socket when the one a reconnect was already opening turns out to be the visitor's", async () => {
    // The socket dropped and its reconnect is connecting (slow upgrade) when the login answers:
    // the client keeps that reconnect and ignores the login's. It opens with the visitor's cookie.
    const p = await page([0, 300]);
    await until(() => p.gateway.state.connections === 1);
    for (const s of p.gateway.state.sockets) s.terminate();
    await until(() => p.gateway.state.upgrades === 2); // the reconnect is connecting
    p.logIn();

    await until(() => p.isMemberSocket());
    expect(p.gateway.state.upgrades).toBe(3);
    expect(await p.balanceArrivesWith()).toEqual(['session=member']);
  });
});
