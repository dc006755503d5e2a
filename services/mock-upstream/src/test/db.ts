import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';

/** The environment variable naming the run's template database (PostgreSQL mode only). */
export const TEMPLATE_DB_ENV = 'TEST_TEMPLATE_DB';

/**
 * The run's tag in its databases' names (`<kind>_<tag>_<random>`): the template's hex when vitest's
 * global setup made one (`tpl_<tag>`), so that its teardown can drop every database of the run at
 * once. Each DROP DATABASE makes PostgreSQL checkpoint (flush every dirty page of the server and
 * wait): one per test file, mid-run, stalled every other file's commits for seconds. With a
 * template, a file's drop() leaves its database to the teardown (`run`); without one, it drops it
 * at once.
 */
export function runDatabaseTag(): string | undefined {
  return /^tpl_([a-f0-9]{12})$/.exec(process.env[TEMPLATE_DB_ENV] ?? '')?.[1];
}

export interface TestDatabase {
  /** Set in PostgreSQL mode: a database created for this test file only. */
  databaseUrl: string | null;
  /** PGlite mode: "memory://" or a temporary folder (when it must outlive one app). */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file. With DATABASE_URL set, a uniquely named database on
 * that server (dropped with FORCE afterwards, or by the run's teardown); otherwise PGlite, in memory unless `persistent`
 * asks for a folder that several app instances can open one after the other.
 */
export async function createTestDatabase(
  options: { persistent?: boolean; empty?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = loadConfig({ DATABASE_URL: process.env['DATABASE_URL'] }).databaseUrl;
  if (serverUrl) {
    const runTag = runDatabaseTag();
    const name = `mu_test_${runTag ? `${runTag}_` : ''}${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated and seeded template (tests/support/template-db.ts) when there is
    // one: the app's boot then only confirms the migrations and the seed, seconds less per file.
    const template = options.empty ? undefined : process.env[TEMPLATE_DB_ENV];
    const adminUrl = new URL(serverUrl);
    // Connect to the maintenance database: the one named in the URL may not exist.
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      async drop() {
        if (runTag) return; // the run's teardown drops it (see runDatabaseTag)
        const client = new pg.Client({ connectionString: adminUrl.toString() });
        await client.connect();
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await client.end();
        }
      },
    };
  }
  if (options.persistent) {
    const dir = await mkdtemp(join(tmpdir(), 'mu-test-'));
    return { databaseUrl: null, dataDir: dir, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  return { databaseUrl: null, dataDir: 'memory://', drop: async () => undefined };
}

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789';

export function testConfig(db: TestDatabase, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_KEY: TEST_ADMIN_KEY }),
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    ...overrides,
  };
}
