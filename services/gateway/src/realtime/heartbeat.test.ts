import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../store/store-contract.js';
import { buildTestApp } from '../test/helpers.js';

describe('WebSocket heartbeat', () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('drops a socket that stops answering PING and keeps one that answers', async () => {
    ({ app } = await buildTestApp(
      { WS_PING_MS: '100', WS_PONG_WAIT_MS: '150' },
      // No platform needed: the jackpot is computed from the clock.
      { upstreamUrl: 'http://127.0.0.1:1' },
    ));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const open = (answerPings: boolean) => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: address });
      const state = { pings: 0, closed: false, data: 0 };
      ws.on('open', () =>
        ws.send(
          JSON.stringify({ id: 1, method: 'subscription', params: { path: 'jackpot.onValue', input: null } }),
        ),
      );
      ws.on('message', (raw: Buffer) => {
        const text = raw.toString();
        if (text === 'PING') {
          state.pings += 1;
          if (answerPings) ws.send('PONG');
        } else if (text.includes('"stepAmount"')) state.data += 1;
      });
      ws.on('close', () => (state.closed = true));
      return { ws, state };
    };
    // A dead peer: receives (the jackpot keeps coming) but never answers.
    const dead = open(false);
    const alive = open(true);
    try {
      await waitFor(() => dead.state.closed, 5000);
      expect(dead.state.pings).toBe(1);
      expect(dead.state.data).toBeGreaterThanOrEqual(1);
      await waitFor(() => alive.state.pings >= 3, 5000);
      expect(alive.state.closed).toBe(false);
    } finally {
      dead.ws.terminate();
      alive.ws.terminate();
    }
  });

  it('spreads the pings of sockets that connected together instead of pinging them in one burst', async () => {
    ({ app } = await buildTestApp(
      { WS_PING_MS: '800', WS_PONG_WAIT_MS: '5000' },
      { upstreamUrl: 'http://127.0.0.1:1' },
    ));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const sockets = Array.from({ length: 30 }, () => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: address });
      const seen = { openedAt: 0, pingedAt: 0 };
      ws.on('open', () => (seen.openedAt = Date.now()));
      ws.on('message', (raw: Buffer) => {
        if (raw.toString() === 'PING' && seen.pingedAt === 0) seen.pingedAt = Date.now();
      });
      return { ws, seen };
    });
    try {
      await waitFor(() => sockets.every((s) => s.seen.pingedAt > 0), 5000);
      const pinged = sockets.map((s) => s.seen.pingedAt);
      // Each silence allowance is drawn in [600, 800] ms: thirty of them do not land in one tick of
      // the timer (100 ms here); without the draw every socket was pinged in the same one.
      expect(Math.max(...pinged) - Math.min(...pinged)).toBeGreaterThanOrEqual(60);
      // And none before 3/4 of WS_PING_MS of silence (a little slack for the clocks of two loops).
      for (const { seen } of sockets) expect(seen.pingedAt - seen.openedAt).toBeGreaterThanOrEqual(590);
    } finally {
      for (const { ws } of sockets) ws.terminate();
    }
  });
});
