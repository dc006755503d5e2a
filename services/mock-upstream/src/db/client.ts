import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The driver-neutral database type every repository takes: node-postgres and PGlite both fit. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations, then runs `afterMigrate` under the same exclusive lock. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process sharing the database.
const MIGRATION_LOCK_ID = 7_001_001;

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener a client's network error (the server restarted, a failover) would crash the
  // process: the pool listens on its idle clients, and every client listens on itself for the time
  // it is checked out (inside a transaction, between two statements). The statement in flight, or
  // the next one, fails with the error instead, and the pool drops the broken client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      // Several processes may start at once against one server: a session advisory lock on a
      // dedicated connection serialises migrate + seed between them.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        if (afterMigrate) await afterMigrate(locked);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      // PGlite is single-process by construction (it locks its data folder), so no lock is needed.
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      if (afterMigrate) await afterMigrate(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}
