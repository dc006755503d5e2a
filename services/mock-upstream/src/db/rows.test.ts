import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { executePrepared, rowsOf } from './rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('executePrepared', () => {
  it('answers the rows of a raw statement, its values as parameters', async () => {
    const rows = await executePrepared(
      t.app.db,
      sql`SELECT ${41}::int + 1 AS n, ${'a'}::text AS s`,
      'rows_test',
    );
    expect(rows).toEqual([{ n: 42, s: 'a' }]);
  });

  it('runs one text as one named statement on a connection, prepared once whatever its values', async () => {
    const statement = (n: number) => sql`SELECT ${n}::int * 2 AS doubled`;
    const seen = await t.app.db.transaction(async (tx) => {
      // One transaction is one connection: what it prepared is in its pg_prepared_statements.
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await executePrepared(tx, statement(n), 'rows_once'))[0]);
      await executePrepared(tx, sql`SELECT ${1}::int AS other`, 'rows_once');
      const prepared = rowsOf(
        await tx.execute(
          sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'rows\\_once\\_%' ORDER BY name`,
        ),
      );
      return { answers, names: prepared.map((r) => String(r['name'])) };
    });
    expect(seen.answers).toEqual([{ doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
    // PGlite (the embedded default) takes no names; PostgreSQL keeps one statement per text.
    if (process.env['DATABASE_URL']) {
      expect(seen.names).toHaveLength(2);
      for (const name of seen.names) expect(name).toMatch(/^rows_once_[0-9a-f]{16}$/);
    }
  });
});
