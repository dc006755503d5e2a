/**
 * Starts a fresh stack for the browser tests: its own database (a new PostgreSQL database when
 * DATABASE_URL is given, else a temporary PGlite folder) and its own Redis key prefix, torn down after.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot, startStack } from '../../scripts/stack.js';
import { E2E_ADMIN_KEY, E2E_GATEWAY_PORT, E2E_UPSTREAM_PORT } from './ports.js';

async function withAdminDb<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `pnpm build` before `pnpm e2e`');
  }
  const runId = randomBytes(4).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ADMIN_KEY: E2E_ADMIN_KEY,
    LOG_LEVEL: 'warn',
    CACHE_TTL_STATUS_S: '1',
    PUBLIC_ORIGINS: `http://127.0.0.1:${E2E_GATEWAY_PORT},http://localhost:${E2E_GATEWAY_PORT}`,
  };
  let cleanupDb: () => Promise<void> = async () => {};
  const baseDbUrl = process.env.DATABASE_URL;
  if (baseDbUrl) {
    const dbName = `e2e_${runId}`;
    await withAdminDb(baseDbUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
    const u = new URL(baseDbUrl);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
    cleanupDb = () =>
      withAdminDb(baseDbUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).then(() => {});
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pglite-'));
    env.DATA_DIR = dir;
    cleanupDb = async () => rmSync(dir, { recursive: true, force: true });
  }
  let cleanupRedis: () => Promise<void> = async () => {};
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const prefix = `e2e:${runId}:`;
    env.REDIS_PREFIX = prefix;
    cleanupRedis = async () => {
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    };
  }

  const stack = await startStack({ gatewayPort: E2E_GATEWAY_PORT, upstreamPort: E2E_UPSTREAM_PORT, env });
  return async () => {
    await stack.stop();
    await cleanupDb();
    await cleanupRedis();
  };
}
