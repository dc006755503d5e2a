import { createTRPCClient, wsLink } from '@trpc/client';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import NodeWebSocket, { WebSocketServer, type WebSocket } from 'ws';
import type { AppRouter } from './trpc';
import { createRealtimeClient, REALTIME_KEEP_ALIVE } from './trpc-realtime';

/**
 * A stand-in gateway speaking tRPC's WebSocket protocol: every subscription gets `started`, then the
 * current value at once (as the gateway's subscriptions do), and later pushes from the test.
 */
async function fakeGateway() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const state = { value: 1, connections: 0, answersPing: true, sockets: new Set<WebSocket>() };
  const subscribers = new Map<WebSocket, number>();
  wss.on('connection', (ws) => {
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
      const messages = [JSON.parse(text)].flat() as Array<{ id: number; method: string }>;
      for (const m of messages) {
        if (m.method !== 'subscription') continue;
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
