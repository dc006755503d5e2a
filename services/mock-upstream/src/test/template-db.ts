/**
 * The run's template database (PostgreSQL mode): `tsx template-db.ts create <name>` makes database
 * `<name>` on DATABASE_URL's server, migrated and seeded by one boot of the app, with no connection
 * left (a template must have none when it is copied); `tsx template-db.ts drop <name>` drops it and every test database copied from it.
 * Vitest's global setup (tests/support/template-db.ts) runs it in a child process, so the setup
 * itself loads no package of the app's.
 */
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

async function admin(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl || !name || !/^tpl_[a-f0-9]{12}$/.test(name))
    throw new Error('usage: create|drop tpl_<hex>');
  if (command === 'drop') {
    // The template and every test database of the run (`<kind>_<tag>_<random>`, see test/db.ts):
    // the first drop's checkpoint flushes the run's pages, the rest find little to flush.
    const tag = name.slice('tpl_'.length);
    const listUrl = new URL(serverUrl);
    listUrl.pathname = '/postgres';
    const client = new pg.Client({ connectionString: listUrl.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname ~ $1`,
        [`^(mu_test|it)_${tag}_[a-f0-9]+$`],
      );
      for (const row of [...rows, { datname: name }])
        await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
    return;
  }
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_KEY: 'template-admin-key-0123456789' }),
    databaseUrl: url.toString(),
    dataDir: 'memory://',
  };
  const app = await buildApp(config);
  await app.close();
}

await main();
