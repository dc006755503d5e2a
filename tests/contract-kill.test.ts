/**
 * Kill test of the contract settlement ("a runner killed mid-run and restarted"): the
 * upstream process settles 2,000 contracts in batches of 1,000 and is killed with SIGKILL while a
 * batch's transaction is open (seen in pg_stat_activity), in the first batch and in the second, then
 * started again on the same database; each time the killed pass leaves whole batches or nothing
 * (PostgreSQL rolls back the open transaction of the dead connection). A last pass settles the rest. Afterwards every contract's period is settled
 * once, paid once, with the amount its figures give, and the ledger's invariants hold.
 * PostgreSQL only: a process killed on an embedded PGlite directory is another test's subject.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './support/services.js';
import { freePort, startUpstreamProcess, waitUpstreamReady } from './support/upstream-process.js';
import { UpstreamHttp } from './support/upstream-http.js';

const ADMIN_KEY = 'kill-test-admin-key';
const CONTRACTS = 2_000;
const PREFIX = 'kq';

describe.skipIf(!process.env['DATABASE_URL'])('contract settlement killed mid-pass', () => {
  let cleanupDb: () => Promise<void> = async () => {};
  let env: NodeJS.ProcessEnv;
  let child: ChildProcess | null = null;
  let http: UpstreamHttp;
  let db: pg.Client;

  const start = async () => {
    child = startUpstreamProcess(env);
    await waitUpstreamReady(http.baseUrl);
  };
  const kill = async () => {
    const dying = child;
    if (!dying || dying.exitCode !== null) return;
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    dying.kill('SIGKILL');
    await exited;
  };
  const count = async (sql: string): Promise<number> =>
    Number((await db.query<{ n: string }>(sql, [`${PREFIX}%`])).rows[0]?.n ?? 0);
  const ours = `FROM agent_contract_settlements s JOIN members d ON d.id = s.downline_id WHERE d.account LIKE $1`;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    cleanupDb = fresh.cleanup;
    if (fresh.target.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const port = await freePort();
    env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_KEY,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(port),
      DATABASE_URL: fresh.target.url,
      // No job: the only passes are the ones this test starts (and kills).
      CONTRACT_SETTLEMENT_JOB_INTERVAL_MS: '0',
    };
    http = new UpstreamHttp(`http://127.0.0.1:${port}`, ADMIN_KEY);
    await start();
    db = new pg.Client({ connectionString: fresh.target.url });
    await db.connect();
    // The seed's own contracts settle first, so that every later pass is only ours.
    expect(
      (await http.call('POST', '/admin/contracts/settle', { admin: true, timeoutMs: 120_000 })).status,
    ).toBe(200);
    // 2,000 top agents of the demo brand, each with a daily-wages contract of yesterday (brand day)
    // from the brand and its team's day in the rollups: 1 % of valid bets of (i % 50 + 1) * 100.00.
    await db.query(
      `INSERT INTO members (merchant_id, account, password_hash, type, nickname)
       SELECT m.merchant_id, $1 || lpad(g::text, 5, '0'), m.password_hash, 1, ''
       FROM members m, generate_series(1, ${CONTRACTS}) g WHERE m.account = 'demoplayer' ORDER BY g`,
      [PREFIX],
    );
    await db.query(
      `WITH b AS (SELECT m.id AS merchant_id, m.time_zone,
                         ((now() AT TIME ZONE m.time_zone)::date - 1) AS day FROM merchants m
                  JOIN members x ON x.merchant_id = m.id WHERE x.account = 'demoplayer'),
            a AS (SELECT id, substr(account, 3)::int AS n FROM members WHERE account LIKE $1),
            daily AS (INSERT INTO agent_daily (agent_id, day, depth, bet_count, bets, valid_bets, payouts, bonuses, rebates)
                      SELECT a.id, b.day, 1, 10, (a.n % 50 + 1) * 10000, (a.n % 50 + 1) * 10000, 0, 0, 0 FROM a, b
                      RETURNING agent_id),
            active AS (INSERT INTO agent_active_days (agent_id, day, gap, members)
                       SELECT a.id, b.day, 32, 3 FROM a, b RETURNING agent_id)
       INSERT INTO agent_contracts (merchant_id, kind, period, upline_id, downline_id, tiers, max_proportion_ppm,
           starts_at, status, ends_at, end_reason)
       SELECT b.merchant_id, 'dailyWages', 'daily', NULL, a.id,
         '[{"teamDays":0,"activeNumber":1,"totalAmount":"0","winRatePpm":null,"lossRatePpm":null,"singleBetAmount":null,"proportionPpm":10000}]'::jsonb, 10000,
         (b.day::timestamp AT TIME ZONE b.time_zone), 'ending',
         ((b.day + 1)::timestamp AT TIME ZONE b.time_zone), 'terminated'
       FROM a, b ORDER BY a.id`,
      [`${PREFIX}%`],
    );
  }, 120_000);

  afterAll(async () => {
    await kill();
    await db?.end();
    await cleanupDb();
  });

  it('settles each period once, whole batches or nothing at each kill, and the ledger holds', async () => {
    // A batch's transaction open in the upstream's connection (its settlement rows not committed).
    const inBatch = async () =>
      (
        await db.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database()
             AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')
             AND xact_start IS NOT NULL AND query ~ 'agent_contract|ledger_post_batch'`,
        )
      ).rows[0]?.n !== '0';
    const seen: number[] = [];
    // Kill 1: inside the pass's first batch. Kill 2: inside a batch after the first committed.
    for (const committedBefore of [0, 1_000]) {
      void http
        .call('POST', '/admin/contracts/settle', { admin: true, timeoutMs: 120_000 })
        .catch(() => undefined);
      const deadline = Date.now() + 60_000;
      while (!((await count(`SELECT count(*)::text AS n ${ours}`)) >= committedBefore && (await inBatch()))) {
        if (Date.now() > deadline) throw new Error('no batch of the pass was seen in progress');
        await new Promise((r) => setTimeout(r, 5));
      }
      await kill();
      seen.push(await count(`SELECT count(*)::text AS n ${ours}`));
      await start();
    }
    const last = await http.call('POST', '/admin/contracts/settle', { admin: true, timeoutMs: 120_000 });
    expect(last.status).toBe(200);

    // What each kill left: whole batches of the pass (chunks of up to 1,000 contracts) or nothing.
    for (const n of seen)
      expect(n % 1_000 === 0 || n === CONTRACTS, `after a kill: ${seen.join(', ')}`).toBe(true);
    // Once per contract, each paid once with its amount: (n % 50 + 1) * 100.00 * 1 %.
    expect(await count(`SELECT count(*)::text AS n ${ours}`)).toBe(CONTRACTS);
    expect(await count(`SELECT count(DISTINCT s.contract_id)::text AS n ${ours}`)).toBe(CONTRACTS);
    expect(
      await count(`SELECT count(*)::text AS n ${ours} AND s.status = 'paid' AND s.paid_amount = s.amount
      AND s.amount = (substr(d.account, 3)::int % 50 + 1) * 100`),
    ).toBe(CONTRACTS);
    expect(
      await count(`SELECT count(*)::text AS n FROM ledger_transactions t JOIN members d ON d.id = t.member_id
        WHERE d.account LIKE $1 AND t.source = 'agent-contract'`),
    ).toBe(CONTRACTS);
    expect(
      await count(`SELECT count(*)::text AS n FROM ledger_accounts a JOIN members d ON d.id = a.member_id
        WHERE d.account LIKE $1 AND a.balance = (substr(d.account, 3)::int % 50 + 1) * 100`),
    ).toBe(CONTRACTS);
    const check = await http.call('GET', '/admin/ledger/check', { admin: true, timeoutMs: 60_000 });
    expect(check.status).toBe(200);
    expect((check.body.value as { problems: unknown[] }).problems).toEqual([]);
  }, 180_000);
});
