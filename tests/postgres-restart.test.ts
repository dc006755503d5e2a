/**
 * PostgreSQL stopped hard (immediate shutdown: what a crash or a failover looks like to the platform)
 * and started again while players move money through the gateway. A PostgreSQL server of this test's
 * own (initdb in a temporary folder, on a free port), so no other test loses its database; it needs
 * the server's binaries and, as root, the postgres user to run them (CI has both; elsewhere skipped).
 *
 * What must hold afterwards: every call was answered in the end (the clients send an unanswered call
 * again with its own requestId, as the web does), none with a 500, and each member's main wallet moved
 * exactly once per acknowledged call.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';
import { freshRedis } from './support/services.js';
import { fundThrough, LOAD_ORIGIN, loadMember, mainOf, transferLoad } from './support/transfer-load.js';
import { freePort } from './support/upstream-process.js';

const ADMIN_KEY = 'pg-restart-admin-key';
const MEMBERS = 3;
const WORKERS = 3;
const CALLS = 10;

/** The newest PostgreSQL server binaries on this machine (Debian's layout), or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

const bin = postgresBin();
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0;
const runnable = bin !== null && (!asRoot || postgresUser);

/** Runs a server binary, as the postgres user when this process is root (PostgreSQL refuses root). */
function pg(tool: string, args: string[]): void {
  const command = path.join(bin!, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

describe.runIf(runnable)('PostgreSQL restarted under load', () => {
  let dir: string;
  let port: number;
  let upstream: FastifyInstance;
  let redis: Awaited<ReturnType<typeof freshRedis>>;
  let gateway: GatewayProcess;

  const start = () =>
    pg('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
      'start',
    ]);
  const stopNow = () => pg('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
    if (asRoot)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres'])),
        Number(execFileSync('id', ['-g', 'postgres'])),
      );
    port = await freePort();
    pg('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    start();
    upstream = await buildUpstream(
      loadUpstreamConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_KEY,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      }),
    );
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    redis = await freshRedis();
    gateway = await startGatewayProcess({
      UPSTREAM_URL: `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`,
      ...(redis.target.kind === 'redis'
        ? { REDIS_URL: redis.target.url, REDIS_PREFIX: redis.target.prefix }
        : {}),
      ALTCHA_HMAC_KEY: 'pg-restart-altcha-hmac-key-0123456789abcdef',
      ALTCHA_ATTACK_AFTER: '100000',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_ORIGINS: LOAD_ORIGIN,
    });
  }, 180_000);

  afterAll(async () => {
    // Each step within a time of its own, and a failing step only said: a step that waits on
    // something the fault broke is named, and the server and its folder always go.
    const within = async (label: string, step: () => Promise<unknown> | undefined) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 20_000)));
      const outcome = await Promise.race([
        Promise.resolve(step()).then(
          () => 'done' as const,
          (err: unknown) => console.warn(`postgres-restart teardown: ${label} failed`, err),
        ),
        late,
      ]);
      clearTimeout(timer);
      if (outcome === 'late') console.warn(`postgres-restart teardown: ${label} took over 20 s`);
    };
    await within('the gateway', () => gateway?.stop());
    await within('the platform', () => upstream?.close());
    await within('the Store', () => redis?.cleanup());
    try {
      stopNow();
    } catch {
      // already stopped
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('stopped hard and started again mid-load: calls wait or are refused while it is gone, then go on, each applied once', async () => {
    const team = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) =>
        loadMember(upstream.db, fundThrough(upstream, ADMIN_KEY), gateway, 100 + i),
      ),
    );
    const before = await Promise.all(team.map((m) => mainOf(m, gateway)));
    const outcome = await transferLoad({
      members: team,
      workers: WORKERS,
      calls: CALLS,
      route: () => gateway,
      fault: async () => {
        await new Promise((r) => setTimeout(r, 400));
        stopNow();
        await new Promise((r) => setTimeout(r, 1500));
        start();
      },
    });
    expect(outcome.wrong).toEqual([]);
    expect(outcome.retries).toBeGreaterThan(0);
    expect(outcome.acknowledged).toBe(MEMBERS * WORKERS * CALLS);
    const after = await Promise.all(team.map((m) => mainOf(m, gateway)));
    expect(after.map((x, i) => before[i]! - x)).toEqual(team.map(() => BigInt(WORKERS * CALLS) * 100n));
  }, 180_000);
});
