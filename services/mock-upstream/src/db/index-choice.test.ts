import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';

/**
 * The index the planner takes for the hot lookups by a unique key, on tables that have grown since
 * their statistics were taken (a new database: no ANALYZE yet). A plpgsql function caches such a
 * generic plan per connection. With an index on a mostly-NULL column that shares the key's leading
 * columns, the planner took that one (NULLs deduplicate it into a few pages, so it looks cheapest) and
 * filtered every row of the merchant: the seamless-wallet replay check read all of a vendor's calls,
 * and a member lookup by account all of the brand's members (bench/wallet.ts got slower with every
 * call; migration 0011 made those indexes partial).
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  // A vendor's calls as a busy hour leaves them: thousands of debits and credits, no rollback.
  await t.app.db.execute(sql`
    INSERT INTO game_round_ops (merchant_id, vendor, tx_id, kind, round_id, member_id, amount_minor,
      request_hash, outcome)
    SELECT m.merchant_id, 'DEMO', 'tx-' || g, CASE WHEN g % 2 = 0 THEN 'debit' ELSE 'credit' END,
      'round-' || (g / 2), m.id, 1, 'hash', 'OK'
    FROM members m, generate_series(1, 5000) AS g
    WHERE m.account = 'demoplayer'`);
});
afterAll(async () => t?.close());

/** The indexes a generic plan of `query` (with `types` parameters) reads, for these `args`. */
async function indexesOf(query: string, types: string, args: string): Promise<string[]> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = force_generic_plan`));
    await tx.execute(sql.raw(`PREPARE index_choice (${types}) AS ${query}`));
    try {
      const result = (await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE index_choice (${args})`))) as {
        rows: Array<Record<string, unknown>>;
      };
      const plan = JSON.stringify(result.rows[0]?.['QUERY PLAN']);
      return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]!);
    } finally {
      await tx.execute(sql.raw(`DEALLOCATE index_choice`));
    }
  });
}

describe('index choice on tables without statistics', () => {
  it('finds a seamless call by its txId through the txId key, not the rollback reference index', async () => {
    const used = await indexesOf(
      `SELECT * FROM game_round_ops o WHERE o.merchant_id = $1 AND o.vendor = $2 AND o.tx_id = $3`,
      'integer, text, text',
      `1, 'DEMO', 'tx-4321'`,
    );
    expect(used).toEqual(['game_round_ops_tx_uq']);
  });

  it('still finds a rollback by the debit it refers to through the reference index', async () => {
    const used = await indexesOf(
      `SELECT 1 FROM game_round_ops o WHERE o.merchant_id = $1 AND o.vendor = $2 AND o.ref_tx_id = $3`,
      'integer, text, text',
      `1, 'DEMO', 'tx-4321'`,
    );
    expect(used).toEqual(['game_round_ops_ref']);
  });

  it('finds a member by account through the account key', async () => {
    const used = await indexesOf(
      `SELECT id FROM members m WHERE m.merchant_id = $1 AND m.account = $2`,
      'integer, text',
      `1, 'demoplayer'`,
    );
    expect(used).toEqual(['members_merchant_account_uq']);
  });
});
