/**
 * Where the cross-service tests get PostgreSQL and Redis: the URLs when given (CI gives them), else
 * Testcontainers when a Docker engine answers, else the embedded defaults (PGlite, in-process store).
 * Every call makes a fresh database and a fresh key prefix and returns a cleanup that removes them.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite' };
export type RedisTarget = { kind: 'redis'; url: string; prefix: string } | { kind: 'memory' };

function dockerAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

let containers: Promise<{ pgUrl: string; redisUrl: string; stop: () => Promise<void> } | null> | undefined;
async function startContainers() {
  if (process.env.DATABASE_URL || process.env.REDIS_URL || !dockerAnswers()) return null;
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [pgc, rc] = await Promise.all([
    new PostgreSqlContainer('postgres:16').start(),
    new RedisContainer('redis:7').start(),
  ]);
  return {
    pgUrl: pgc.getConnectionUri(),
    redisUrl: rc.getConnectionUrl(),
    stop: async () => {
      await Promise.all([pgc.stop(), rc.stop()]);
    },
  };
}

async function baseUrls(): Promise<{ pgUrl?: string; redisUrl?: string }> {
  if (process.env.DATABASE_URL || process.env.REDIS_URL) {
    return { pgUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
  }
  containers ??= startContainers();
  const c = await containers;
  return c ? { pgUrl: c.pgUrl, redisUrl: c.redisUrl } : {};
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Names the run's seeded template database, when vitest's global setup made one
 * (services/mock-upstream/src/test/template-db.ts); the mock-upstream's test/db.ts reads it too.. */
export const TEMPLATE_DB_ENV = 'TEST_TEMPLATE_DB';

export async function freshDatabase(): Promise<{ target: DbTarget; cleanup: () => Promise<void> }> {
  const { pgUrl } = await baseUrls();
  if (!pgUrl) return { target: { kind: 'pglite' }, cleanup: async () => {} };
  // A copy of the run's seeded template when vitest made one on this server; its teardown then drops
  // the copy with the rest of the run's databases (a drop mid-run checkpoints the whole server).
  const template = pgUrl === process.env.DATABASE_URL ? process.env[TEMPLATE_DB_ENV] : undefined;
  const runTag = template ? /^tpl_([a-f0-9]{12})$/.exec(template)?.[1] : undefined;
  const name = `it_${runTag ? `${runTag}_` : ''}${randomBytes(5).toString('hex')}`;
  await adminQuery(pgUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE "${template}"` : ''}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: u.toString() },
    cleanup: async () => {
      if (!runTag) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function freshRedis(): Promise<{ target: RedisTarget; cleanup: () => Promise<void> }> {
  const { redisUrl } = await baseUrls();
  if (!redisUrl) return { target: { kind: 'memory' }, cleanup: async () => {} };
  const prefix = `it:${randomBytes(5).toString('hex')}:`;
  return {
    target: { kind: 'redis', url: redisUrl, prefix },
    cleanup: async () => {
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
    },
  };
}

export async function stopContainers() {
  const c = await containers;
  await c?.stop();
}
