/**
 * Faults of the gateway's tier under load, as an operator meets them: a gateway process killed
 * (SIGKILL) while players move money through it, and the Redis that every gateway shares killed and
 * started again on its append-only file (a production Redis keeps its data: docs/SCALING.md). The
 * clients send every unanswered call again with its own requestId (support/transfer-load.ts).
 *
 * What must hold afterwards: every call was answered in the end, no answer was a 500 or a refusal
 * other than "try again", and each member's main wallet moved exactly once per acknowledged call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisBinariesPresent } from '@portal/gateway/test/redis-servers';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { freshDatabase } from './support/services.js';
import { eventually } from './support/stack.js';
import {
  fundThrough,
  LOAD_ORIGIN,
  loadMember,
  mainOf,
  transferLoad,
  type LoadMember,
} from './support/transfer-load.js';
import { freePort } from './support/upstream-process.js';

const ADMIN_KEY = 'faults-admin-key';
const MEMBERS = 3;
const WORKERS = 3;
const CALLS = 12;
const EACH_MOVED = BigInt(WORKERS * CALLS) * 100n;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A redis-server of this test's own on `port`, keeping its data in an append-only file in `dir`. */
function startRedis(port: number, dir: string): ChildProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir];
  return spawn('redis-server', [...args, '--appendonly', 'yes', '--appendfsync', 'always'], {
    stdio: 'ignore',
  });
}

async function redisUp(port: number): Promise<void> {
  await eventually(
    async () => {
      const probe = new Redis({
        port,
        host: '127.0.0.1',
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        return await probe.ping();
      } catch {
        return 'down';
      } finally {
        probe.disconnect();
      }
    },
    (pong) => pong === 'PONG',
    20_000,
  );
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

describe.runIf(redisBinariesPresent())('faults under load: a gateway killed, Redis restarted', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let upstream: FastifyInstance;
  let redisDir: string;
  let redisPort: number;
  let redis: ChildProcess;
  let env: Record<string, string>;
  const gateways: GatewayProcess[] = [];
  let memberCount = 0;

  beforeAll(async () => {
    db = await freshDatabase();
    upstream = await buildUpstream(
      loadUpstreamConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_KEY,
        ...(db.target.kind === 'postgres' ? { DATABASE_URL: db.target.url } : { DATA_DIR: 'memory://' }),
      }),
    );
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    redisDir = await mkdtemp(path.join(tmpdir(), 'faults-redis-'));
    redisPort = await freePort();
    redis = startRedis(redisPort, redisDir);
    await redisUp(redisPort);
    env = {
      UPSTREAM_URL: `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_PREFIX: `faults:${randomBytes(4).toString('hex')}:`,
      ALTCHA_HMAC_KEY: 'faults-altcha-hmac-key-0123456789abcdef',
      ALTCHA_ATTACK_AFTER: '100000',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_ORIGINS: LOAD_ORIGIN,
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    if (redis) await kill(redis);
    await upstream?.close();
    await db?.cleanup();
    if (redisDir) await rm(redisDir, { recursive: true, force: true });
  });

  async function twoGateways(): Promise<[GatewayProcess, GatewayProcess]> {
    const pair = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
    gateways.push(...pair);
    return pair;
  }

  const members = (via: GatewayProcess): Promise<LoadMember[]> =>
    Promise.all(
      Array.from({ length: MEMBERS }, () =>
        loadMember(upstream.db, fundThrough(upstream, ADMIN_KEY), via, ++memberCount),
      ),
    );

  it('a gateway killed mid-load: its calls finish on the other, each applied once', async () => {
    const [a, b] = await twoGateways();
    const team = await members(a);
    const before = await Promise.all(team.map((m) => mainOf(m, b)));
    let aAlive = true;
    // Every call starts on A while it lives; a call that loses A goes to B.
    const outcome = await transferLoad({
      members: team,
      workers: WORKERS,
      calls: CALLS,
      route: (failed) => (failed === a || !aAlive ? b : a),
      fault: async () => {
        await sleep(400);
        aAlive = false;
        await kill(a.proc);
      },
    });
    expect(outcome.wrong).toEqual([]);
    expect(outcome.failovers).toBeGreaterThan(0);
    expect(outcome.acknowledged).toBe(MEMBERS * WORKERS * CALLS);
    // The sessions made through A live on in the shared Redis: B served the rest.
    const after = await Promise.all(team.map((m) => mainOf(m, b)));
    expect(after.map((x, i) => before[i]! - x)).toEqual(team.map(() => EACH_MOVED));
  }, 180_000);

  it('Redis killed and started again mid-load: calls are refused while it is gone, then go on, each applied once', async () => {
    const [a, b] = await twoGateways();
    const team = await members(a);
    const before = await Promise.all(team.map((m) => mainOf(m, b)));
    let next = 0;
    const outcome = await transferLoad({
      members: team,
      workers: WORKERS,
      calls: CALLS,
      route: () => (next++ % 2 === 0 ? a : b),
      fault: async () => {
        await sleep(400);
        await kill(redis);
        await sleep(1500);
        redis = startRedis(redisPort, redisDir);
        await redisUp(redisPort);
      },
    });
    expect(outcome.wrong).toEqual([]);
    // While Redis was gone the gateways refused with "try again" (the per-IP limit fails closed).
    expect(outcome.retries).toBeGreaterThan(0);
    expect(outcome.acknowledged).toBe(MEMBERS * WORKERS * CALLS);
    const after = await Promise.all(team.map((m) => mainOf(m, a)));
    expect(after.map((x, i) => before[i]! - x)).toEqual(team.map(() => EACH_MOVED));
  }, 180_000);
});
