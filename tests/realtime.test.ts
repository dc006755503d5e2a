/**
 * Realtime across gateway processes: two gateway processes share one Redis (a fresh key
 * prefix). Gateway B starts first and holds the relay lease, so only B has the platform's event
 * stream; every socket here is on gateway A. What A's sockets receive crossed from B through Redis
 * pub/sub: a member's balance push reaches that member's socket only, and a new big win reaches the
 * winner board of everyone.
 */
import type { Winner } from '@portal/contracts';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { freshDatabase, freshRedis } from './support/services.js';
import { eventually } from './support/stack.js';
import { wsClient } from './support/trpc.js';

const ADMIN_KEY = 'realtime-admin-key';

describe('realtime across two gateway processes sharing Redis', () => {
  let redisTarget: Awaited<ReturnType<typeof freshRedis>>;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  const gateways: GatewayProcess[] = [];
  let a: GatewayProcess;
  let b: GatewayProcess;
  let spy: Redis | null = null;
  const published: string[] = [];

  beforeAll(async () => {
    redisTarget = await freshRedis();
    db = await freshDatabase();
    if (redisTarget.target.kind !== 'redis') return;
    const { url, prefix } = redisTarget.target;
    upstream = await buildUpstream(
      loadUpstreamConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_KEY,
        ...(db.target.kind === 'postgres' ? { DATABASE_URL: db.target.url } : { DATA_DIR: 'memory://' }),
      }),
    );
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;

    // Every realtime publish of this deployment, as Redis sees it.
    spy = new Redis(url);
    await spy.psubscribe(`${prefix}rt:*`);
    spy.on('pmessage', (_pattern: string, channel: string) => published.push(channel.slice(prefix.length)));

    const env = {
      UPSTREAM_URL: upstreamUrl,
      REDIS_URL: url,
      REDIS_PREFIX: prefix,
      ALTCHA_HMAC_KEY: 'realtime-altcha-hmac-key-0123456789abcdef',
      ALTCHA_MAX_NUMBER: '2000',
    };
    b = await startGatewayProcess(env);
    gateways.push(b);
    // B holds the relay lease (and the platform's stream) before A exists.
    const redis = new Redis(url);
    try {
      await eventually(
        () => redis.exists(`${prefix}rt:demo:relay`),
        (n) => n === 1,
      );
    } finally {
      redis.disconnect();
    }
    a = await startGatewayProcess(env);
    gateways.push(a);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    spy?.disconnect();
    await upstream?.close();
    await db?.cleanup();
    await redisTarget?.cleanup();
  });

  const admin = (path: string, body: unknown) =>
    fetch(`${upstreamUrl}${path}`, {
      method: 'POST',
      headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function loginOnA(username: string): Promise<Browser> {
    const browser = new Browser(a.url);
    await browser.client(a.url).auth.login.mutate({
      username,
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(a.url),
    });
    return browser;
  }

  async function bonus(account: string, amount: string, requestId: string) {
    const res = await admin(`/admin/members/${account}/bonus`, {
      requestId,
      amount,
      bonusType: 'WELCOME',
      description: 'realtime test',
      turnoverMultiplier: 0,
    });
    expect(res.status).toBe(200);
  }

  it("pushes a member's balance published through B to that member's socket on A, and to nobody else", async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const x = await loginOnA('demoplayer');
    const y = await loginOnA('demovip');
    const wsX = wsClient(a.url, x.cookieHeader());
    const wsY = wsClient(a.url, y.cookieHeader());
    const seenX: string[] = [];
    const seenY: string[] = [];
    const subX = wsX.client.wallet.onBalance.subscribe(undefined, {
      onData: (d) => seenX.push(d.sumBalance),
    });
    const subY = wsY.client.wallet.onBalance.subscribe(undefined, {
      onData: (d) => seenY.push(d.sumBalance),
    });
    try {
      await eventually(
        async () => [seenX.length, seenY.length],
        ([nx, ny]) => nx === 1 && ny === 1,
      );
      const [x0, y0] = [Number(seenX[0]), Number(seenY[0])];
      published.length = 0;

      await bonus('demoplayer', '12.34', 'realtime-bonus-x-0001');
      await eventually(
        async () => seenX.map(Number),
        (s) => s.includes(x0 + 12.34),
      );
      // Then Y's own push: once it has arrived, anything of X's meant for Y would have arrived first.
      await bonus('demovip', '5.00', 'realtime-bonus-y-0001');
      await eventually(
        async () => seenY.map(Number),
        (s) => s.includes(y0 + 5),
      );
      expect(seenY.map(Number)).toEqual([y0, y0 + 5]);
      expect(seenX.map(Number).every((v) => v === x0 || v === x0 + 12.34)).toBe(true);

      // Through Redis: one member channel per push, each a different member's.
      const memberChannels = published.filter((c) => c.startsWith('rt:demo:member:'));
      expect(memberChannels).toHaveLength(2);
      expect(new Set(memberChannels).size).toBe(2);
    } finally {
      subX.unsubscribe();
      subY.unsubscribe();
      await Promise.all([wsX.close(), wsY.close()]);
    }
  });

  it('pushes a new big win published through B to the winner board of a visitor on A', async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const ws = wsClient(a.url);
    const boards: Winner[][] = [];
    const sub = ws.client.content.onWinners.subscribe(undefined, { onData: (d) => boards.push(d) });
    try {
      await eventually(
        async () => boards.length,
        (n) => n === 1,
      );
      const gameId = boards[0]![0]!.gameId;
      const res = await admin('/admin/winners', { gameId, account: 'demovip', winAmount: '98765.43' });
      expect(res.status).toBe(200);
      const win = (await res.json()) as { value?: Winner } & Winner;
      const id = (win.value ?? win).id;
      await eventually(
        async () => boards.at(-1)?.[0]?.id,
        (top) => top === id,
        10_000,
      );
      expect(published).toContain('rt:demo:broadcast:winners.changed');
    } finally {
      sub.unsubscribe();
      await ws.close();
    }
  });

  it("after wins in any order, each pushed at once with the news, A's board is the platform's own", async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const ws = wsClient(a.url);
    const boards: Winner[][] = [];
    const sub = ws.client.content.onWinners.subscribe(undefined, { onData: (d) => boards.push(d) });
    const platformBoard = async () =>
      (
        (await (await fetch(`${upstreamUrl}/wps/relay/CMS_winnerBoard?language=EN`)).json()) as {
          value: { list: Winner[] };
        }
      ).value.list;
    try {
      await eventually(
        async () => boards.length,
        (n) => n >= 1,
      );
      const top = boards.at(-1)!;
      const gameId = top[0]!.gameId;
      // Newer than the board, older than some of it, at one instant with another, far older.
      const instants = [
        undefined,
        top[5]!.wonAt,
        new Date(Date.parse(top[2]!.wonAt) + 1).toISOString(),
        undefined,
        new Date(Date.parse(top.at(-1)!.wonAt) - 86_400_000).toISOString(),
      ];
      for (const [i, wonAt] of instants.entries()) {
        const res = await admin('/admin/winners', {
          gameId,
          account: `player${i}`,
          winAmount: `${700 + i}.25`,
          ...(wonAt ? { wonAt } : {}),
        });
        expect(res.status).toBe(200);
      }
      const truth = await platformBoard();
      await eventually(
        async () => boards.at(-1),
        (board) => JSON.stringify(board) === JSON.stringify(truth),
        10_000,
      );
    } finally {
      sub.unsubscribe();
      await ws.close();
    }
  });

  it("drops every gateway's cached game menus when the operator puts a vendor under maintenance", async (ctx) => {
    if (redisTarget.target.kind !== 'redis') ctx.skip();
    const visitor = new Browser(a.url).client(a.url);
    const pgOf = async () =>
      (await visitor.games.lanes.query())
        .find((l) => l.gameType === 'RNG')
        ?.vendors.find((v) => v.vendor === 'PG');
    const list = () => visitor.games.list.query({ gameType: 'RNG', vassalage: 'PG', pageNo: 1 });
    expect((await pgOf())?.maintenance).toBe(false);
    const before = await list();
    const patch = (maintenance: boolean) =>
      fetch(`${upstreamUrl}/admin/vendors/PG/RNG`, {
        method: 'PATCH',
        headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ maintenance }),
      });
    try {
      expect((await patch(true)).status).toBe(200);
      // Cached for CACHE_TTL_MENUS_S (300 s): only the change broadcast can make A see it this soon.
      await eventually(
        async () => (await pgOf())?.maintenance,
        (m) => m === true,
        10_000,
      );
      expect(published).toContain('rt:demo:broadcast:games.changed');
      expect(await list()).toEqual(before);
    } finally {
      await patch(false);
    }
  });
});
