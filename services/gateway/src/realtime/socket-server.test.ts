import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { winnersFeedOf } from '../features/content/winners.feed.js';
import { waitFor } from '../store/store-contract.js';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { emitEvent } from '../test/fake-wallet.js';
import * as fx from '../test/fixtures.js';
import { buildTestApp } from '../test/helpers.js';

interface Reply {
  id: number | string | null;
  result?: { type: string; data?: unknown };
  error?: unknown;
}

describe('the WebSocket endpoint', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  beforeEach(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({ WINNERS_POLL_MS: '600000' }, { upstreamUrl: up.url }));
  });
  afterEach(async () => {
    await app.close();
    await up.close();
  });

  it('serves broadcast subscriptions from one shared topic, hands the rest to tRPC, and stops each alone', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await waitFor(() => up.state.wallet.streamConnections === 1, 5000);
    const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: address });
    const replies: Reply[] = [];
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text !== 'PING') replies.push(JSON.parse(text) as Reply);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const sub = (id: number | string, path: string) => ({
      id,
      method: 'subscription',
      params: { path, input: null },
    });
    ws.send(
      JSON.stringify([sub(1, 'content.onWinners'), sub('s', 'system.onStatus'), sub(3, 'content.onWinners')]),
    );
    const of = (id: number | string, type: string) =>
      replies.filter((r) => r.id === id && r.result?.type === type);
    try {
      await waitFor(
        () => of(1, 'data').length === 1 && of(3, 'data').length === 1 && of('s', 'data').length === 1,
        5000,
      );
      expect(of(1, 'started')).toHaveLength(1);
      expect((of(1, 'data')[0]!.result!.data as Array<{ id: number }>)[0]!.id).toBe(25);
      // Both broadcast subscriptions of the socket are one listener of the feed.
      expect(winnersFeedOf(app.services).size.listeners).toBe(1);

      up.state.winners = [fx.winner(26), ...up.state.winners];
      emitEvent(up.state.wallet, { type: 'winners.changed', merchant: 'demo' });
      await waitFor(() => of(1, 'data').length === 2 && of(3, 'data').length === 2, 5000);
      expect((of(3, 'data')[1]!.result!.data as Array<{ id: number }>)[0]!.id).toBe(26);

      ws.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
      await waitFor(() => of(1, 'stopped').length === 1, 5000);
      up.state.winners = [fx.winner(27), ...up.state.winners];
      emitEvent(up.state.wallet, { type: 'winners.changed', merchant: 'demo' });
      await waitFor(() => of(3, 'data').length === 3, 5000);
      expect(of(1, 'data')).toHaveLength(2);

      // Junk gets tRPC's parse error.
      ws.send('not json');
      await waitFor(() => replies.filter((r) => r.error !== undefined).length === 1, 5000);
    } finally {
      ws.close();
    }
    await waitFor(() => winnersFeedOf(app.services).size.listeners === 0, 5000);
  });

  it('refuses an upgrade from a foreign origin', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: 'https://evil.example' });
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    ws.terminate();
    expect(status).toBe(403);
  });
});
