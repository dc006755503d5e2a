import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveQuery } from '../modules/seamless/seamless.repository.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { rowsOf } from './rows.js';

/**
 * The index the planner takes for the hot lookups by a unique key, on tables that have grown since
 * their statistics were taken (a new database: no ANALYZE yet). A plpgsql function caches such a
 * generic plan per connection. With an index on a mostly-NULL column that shares the key's leading
 * columns, the planner took that one (NULLs deduplicate it into a few pages, so it looks cheapest) and
 * filtered every row of the merchant: the seamless-wallet replay check read all of a vendor's calls,
 * and a member lookup by account all of the brand's members (bench/wallet.ts got slower with every
 * call; migration 0011 made those indexes partial).
 *
 * Each case plans the statement the code runs: the seamless repository's own SQL (the statement it
 * prepares), and game_round_move's statements as the database holds the function.
 */
let t: TestApp;
let merchantId: number;

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
  const [player] = rowsOf(
    await t.app.db.execute(sql`SELECT merchant_id FROM members WHERE account = 'demoplayer'`),
  );
  merchantId = Number(player?.['merchant_id']);
});
afterAll(async () => t?.close());

/** A literal of a plan's argument (the values are this file's own). */
const literal = (v: unknown) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/** The indexes a generic plan of `query` reads for `args` (`types` names the parameters' types;
 * without them PostgreSQL infers them from the query). */
async function indexesOf(query: string, args: unknown[], types?: string[]): Promise<string[]> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = force_generic_plan`));
    await tx.execute(sql.raw(`PREPARE index_choice ${types ? `(${types.join(', ')})` : ''} AS ${query}`));
    try {
      const [row] = rowsOf(
        await tx.execute(
          sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE index_choice (${args.map(literal).join(', ')})`),
        ),
      );
      const plan = JSON.stringify(row?.['QUERY PLAN']);
      return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => String(m[1]));
    } finally {
      await tx.execute(sql.raw(`DEALLOCATE index_choice`));
    }
  });
}

/**
 * The statement of game_round_move, as installed, that `pick` finds, with the function's parameters
 * (p_*) as the statement's ($1, ... in order of first use, typed as the function declares them):
 * how plpgsql plans it. `value` gives each parameter's argument.
 */
async function functionStatement(
  pick: RegExp,
  value: Record<string, unknown>,
): Promise<{ query: string; types: string[]; args: unknown[] }> {
  const [fn] = rowsOf(
    await t.app.db.execute(sql`
      SELECT pg_get_functiondef(p.oid) AS source, pg_get_function_arguments(p.oid) AS args
      FROM pg_proc p WHERE p.proname = 'game_round_move'`),
  );
  const declared = new Map(
    String(fn?.['args'])
      .split(',')
      .map((a) => a.trim().split(/\s+/) as [string, string]),
  );
  const statement = pick.exec(String(fn?.['source']))?.[0];
  if (!statement) throw new Error(`game_round_move has no statement like ${pick}`);
  const names = [...new Set(statement.match(/\bp_\w+/g))];
  const query = statement
    .replace(/\s+INTO\s+v_\w+/, '')
    .replace(/\bp_\w+/g, (name) => `$${names.indexOf(name) + 1}`);
  return { query, types: names.map((n) => declared.get(n) ?? 'text'), args: names.map((n) => value[n]) };
}

describe('index choice on tables without statistics', () => {
  const call = () => ({ p_merchant: merchantId, p_vendor: 'DEMO', p_tx: 'tx-4321', p_ref: 'tx-4321' });

  it("finds a seamless call by its txId through the txId key, not the rollback reference index (game_round_move's replay check)", async () => {
    const s = await functionStatement(/SELECT \* INTO v_seen FROM game_round_ops o\s+WHERE [^;]*/, call());
    expect(s.query).toMatch(/o\.tx_id = \$\d/);
    expect(await indexesOf(s.query, s.args, s.types)).toEqual(['game_round_ops_tx_uq']);
  });

  it("still finds a rollback by the debit it refers to through the reference index (game_round_move's double-rollback check)", async () => {
    const s = await functionStatement(
      /SELECT 1 FROM game_round_ops o WHERE [^()]*o\.ref_tx_id = p_ref[^()]*/,
      call(),
    );
    expect(await indexesOf(s.query, s.args, s.types)).toEqual(['game_round_ops_ref']);
  });

  it("finds the member of a seamless call by account through the account key (the repository's own statement)", async () => {
    // The statement as the repository prepares it, its named placeholders given a call's values.
    const { sql: text, params } = moveQuery(t.app.db).toSQL();
    const call: Record<string, unknown> = {
      merchantId,
      currency: 'VND',
      vendor: 'DEMO',
      account: 'demoplayer',
      kind: 'debit',
      txId: 'tx-index-choice',
      roundId: 'round-index-choice',
      gameCode: 'demo-slot',
      amountMinor: '100',
      refTxId: null,
      requestHash: 'hash',
    };
    const args = params.map((param) => (param instanceof Placeholder ? call[param.name] : param));
    expect(text).toMatch(/m\.account = \$\d+/);
    expect(await indexesOf(text, args)).toEqual(['members_merchant_account_uq']);
  });
});
