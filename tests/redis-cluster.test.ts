/**
 * Two gateway processes on a real three-master Redis Cluster (started here from the local
 * redis-server, on free ports): what one process writes or announces, the other sees. Sessions,
 * the per-IP rate limit's counter and the realtime fan-out (sharded pub/sub) all live on the
 * cluster; one process holds the relay lease, so the platform's events reach the other only through
 * the cluster.
 */
import { ErrorCode, type Winner } from '@portal/contracts';
import {
  redisBinariesPresent,
  startRedisCluster,
  type RedisDeployment,
} from '@portal/gateway/test/redis-servers';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import { TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { Cluster } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { freshDatabase } from './support/services.js';
import { eventually } from './support/stack.js';
import { wsClient } from './support/trpc.js';

const ADMIN_KEY = 'cluster-admin-key';
const RATE_LIMIT_MAX = 20;

function codeOfError(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}

/** A visitor IP of its own per browser (the gateways trust X-Forwarded-For here), so each test's
 * calls count against a counter of their own. */
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

const binaries = redisBinariesPresent();
if (!binaries)
  console.warn('\n*** redis-server not installed: the Redis Cluster integration test is SKIPPED ***\n');

describe.runIf(binaries)('two gateway processes on a three-master Redis Cluster', () => {
  let cluster: RedisDeployment;
  let redis: Cluster;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  const prefix = `it:${randomBytes(5).toString('hex')}:`;
  const gateways: GatewayProcess[] = [];
  let a: GatewayProcess;
  let b: GatewayProcess;

  beforeAll(async () => {
    [cluster, db] = await Promise.all([startRedisCluster(3), freshDatabase()]);
    redis = new Cluster(cluster.nodes);
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
    const env = {
      UPSTREAM_URL: upstreamUrl,
      REDIS_CLUSTER_NODES: cluster.nodes.map((n) => `${n.host}:${n.port}`).join(','),
      REDIS_PREFIX: prefix,
      ALTCHA_HMAC_KEY: 'cluster-altcha-hmac-key-0123456789abcdef',
      ALTCHA_MAX_NUMBER: '2000',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    };
    [a, b] = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
    gateways.push(a, b);
    // One of them holds the relay lease (the platform's stream): the other hears the platform's
    // events only through the cluster.
    await eventually(
      () => redis.exists(`${prefix}rt:demo:relay`),
      (n) => n === 1,
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    redis?.disconnect();
    await upstream?.close();
    await db?.cleanup();
    await cluster?.stop();
  });

  async function login(gateway: GatewayProcess, username: string): Promise<Browser> {
    const browser = new Browser(gateway.url, { 'x-forwarded-for': nextIp() });
    await browser.client(gateway.url).auth.login.mutate({
      username,
      password: 'Demo1234',
      rememberMe: true,
      verification: await browser.verification(gateway.url),
    });
    return browser;
  }

  it('sees on B the session made through A, and its record on the cluster', async () => {
    const browser = await login(a, 'demoplayer');
    const sid = browser.jar.get('portal_sid') ?? '';
    expect(await redis.exists(`${prefix}session:${sid}`)).toBe(1);
    const viaA = await browser.client(a.url).wallet.overview.query();
    const viaB = await browser.client(b.url).wallet.overview.query();
    expect(viaB).toEqual(viaA);
  });

  it('ends the balance subscription of a socket on A when the session logs out through B', async () => {
    const browser = await login(b, 'demovip');
    const ws = wsClient(a.url, browser.cookieHeader());
    const balances: string[] = [];
    let error: unknown = null;
    const sub = ws.client.wallet.onBalance.subscribe(undefined, {
      onData: (d) => balances.push(d.sumBalance),
      onError: (err) => (error = err),
    });
    try {
      await eventually(
        async () => balances.length,
        (n) => n === 1,
      );
      await browser.client(b.url).auth.logout.mutate();
      await eventually(
        async () => codeOfError(error),
        (code) => code !== undefined,
        10_000,
      );
      expect(codeOfError(error)).toBe(ErrorCode.loginRequired);
      await expect(ws.client.wallet.overview.query()).rejects.toSatisfy(
        (err) => codeOfError(err) === ErrorCode.loginRequired,
      );
    } finally {
      sub.unsubscribe();
      await ws.close();
    }
  });

  it('holds the per-IP limit exactly under 50 calls at once spread over both processes', async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/trpc/auth.challenge`, {
          headers: { origin: a.url, 'x-forwarded-for': ip },
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - RATE_LIMIT_MAX);
    // The count went past the max once on each process (its first refused take); each refused the
    // rest of its calls by itself after that (http/rate-limit.ts, ApiBudget).
    expect(await redis.get(`${prefix}rl:global:${ip}`)).toBe(String(RATE_LIMIT_MAX + 2));
  });

  it('pushes a new big win to the winner boards of visitors on both processes, over sharded pub/sub', async () => {
    const sockets = [wsClient(a.url), wsClient(b.url)];
    const boards: Winner[][][] = [[], []];
    const subs = sockets.map((ws, i) =>
      ws.client.content.onWinners.subscribe(undefined, { onData: (d) => boards[i]!.push(d) }),
    );
    try {
      await eventually(
        async () => boards.map((b) => b.length),
        (n) => n.every((len) => len >= 1),
      );
      // The channels are shard channels of the masters, not plain ones.
      const masters = redis.nodes('master');
      const shardChannels = (
        await Promise.all(masters.map((m) => m.call('PUBSUB', 'SHARDCHANNELS', `${prefix}*`)))
      ).flat() as string[];
      const plainChannels = (
        await Promise.all(masters.map((m) => m.call('PUBSUB', 'CHANNELS', `${prefix}*`)))
      ).flat() as string[];
      expect(shardChannels).toContain(`${prefix}rt:demo:broadcast:winners.changed`);
      expect(plainChannels).toEqual([]);

      const gameId = boards[0]![0]![0]!.gameId;
      const res = await fetch(`${upstreamUrl}/admin/winners`, {
        method: 'POST',
        headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ gameId, account: 'demovip', winAmount: '87654.32' }),
      });
      expect(res.status).toBe(200);
      const win = (await res.json()) as { value?: Winner } & Winner;
      const id = (win.value ?? win).id;
      for (const board of boards) {
        await eventually(
          async () => board.at(-1)?.[0]?.id,
          (top) => top === id,
          10_000,
        );
      }
    } finally {
      for (const sub of subs) sub.unsubscribe();
      await Promise.all(sockets.map((ws) => ws.close()));
    }
  });
});
