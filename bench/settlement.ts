/**
 * bench/settlement: one real-time salary tick on PostgreSQL. 10,000 active
 * `realtimeSalary` contracts on 5-minute periods, one closed period each, over a realistic bet
 * stream; one settlement pass (the service's own `settleDue`, in process, as the job runs it) is
 * timed against the 5-minute period it settles.
 *
 * Model (one level): `BENCH_SETTLE_AGENTS` agents (default 10,000), each with a brand contract
 * (upline NULL, paid from the brand's BONUS account) and `BENCH_SETTLE_PLAYERS` players (default 3);
 * `BENCH_SETTLE_ROUNDS` settled rounds (default 200,000) spread over the players inside the period,
 * and `BENCH_SETTLE_HISTORY` older settled rounds (default 1,000,000, the last 30 days) so the
 * rounds' index is not the period's alone. Members go in through the real `members` insert (closure
 * and totals by trigger); rounds in bulk with the triggers off (the sub-day figures read
 * member_closure and game_rounds only, not the rollups).
 *
 * The contracts start at the period's start, the period being the latest one closed by the
 * database's clock (end + the minute of grace <= now()), so one pass settles exactly one period of
 * each. Printed: the pass time, its share of the 300 s period (goal at most 2 %, 6 s), settlements
 * per second, rows written per contract (inserts by table, counted before and after, and the
 * statistics' inserts and updates of every table), and the ledger check afterwards.
 *
 * Run: cd bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx settlement.ts
 * A database of its own (bench_settle_<hex>) is created, migrated and seeded by booting the
 * mock-upstream app in this process (its periodic jobs off), and dropped at the end;
 * BENCH_SETTLE_KEEP=1 keeps it (its name is printed) to EXPLAIN the queries afterwards.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '@portal/mock-upstream';
import { loadConfig } from '@portal/mock-upstream/config';
import { periodContaining } from '../services/mock-upstream/src/modules/agent-contract/agent-contract.periods.js';
import {
  maxProportion,
  tiersFromWire,
  tiersToJson,
} from '../services/mock-upstream/src/modules/agent-contract/agent-contract.rules.js';
import {
  createContractSettlement,
  SETTLEMENT_GRACE_MS,
} from '../services/mock-upstream/src/modules/agent-contract/agent-contract.settlement.js';
import type { Db } from '../services/mock-upstream/src/db/client.js';
import { checkLedger } from '../services/mock-upstream/src/modules/ledger/ledger.invariants.js';
import { seconds, withClient } from './pg-client.js';

const AGENTS = Number(process.env.BENCH_SETTLE_AGENTS ?? 10_000);
const PLAYERS_EACH = Number(process.env.BENCH_SETTLE_PLAYERS ?? 3);
const ROUNDS = Number(process.env.BENCH_SETTLE_ROUNDS ?? 200_000);
const HISTORY = Number(process.env.BENCH_SETTLE_HISTORY ?? 1_000_000);
const PERIOD_MS = 5 * 60_000;
const GOAL_SHARE = 0.02;
/** Seeding the period's stream needs this much of the period left before the next one closes
 * (else the pass would settle two periods of each contract): otherwise wait for the next. */
const STREAM_MARGIN_MS = 120_000;
/** The tables a settlement writes, counted before and after the pass. */
const TABLES = [
  'agent_contract_settlements',
  'ledger_transactions',
  'ledger_entries',
  'agent_contract_events',
  'ledger_accounts',
  'member_freezes',
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Inserts and updates of every user table so far (the statistics collector's counters). */
async function tableWrites(c: pg.Client): Promise<Map<string, { ins: number; upd: number }>> {
  // Backends report their counters at the end of a transaction at most once a second, else after
  // 10 s idle (PostgreSQL 15): this one now, the pool's after the wait.
  await c.query('SELECT pg_stat_force_next_flush()');
  await sleep(11_000);
  const { rows } = await c.query<{ relname: string; ins: string; upd: string }>(
    `SELECT relname, n_tup_ins::text AS ins, n_tup_upd::text AS upd FROM pg_stat_user_tables`,
  );
  return new Map(rows.map((r) => [r.relname, { ins: Number(r.ins), upd: Number(r.upd) }]));
}

async function counts(c: pg.Client): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
    out[table] = Number(rows[0]!.n);
  }
  return out;
}

/** Agents and their players through the real insert (closure and totals by trigger). */
async function seedMembers(c: pg.Client) {
  const t0 = performance.now();
  await c.query(
    `INSERT INTO members (merchant_id, account, password_hash, type, nickname, created_at)
     SELECT m.merchant_id, 'bsa' || lpad(g::text, 6, '0'), m.password_hash, 1, '', now() - interval '60 days'
     FROM members m, generate_series(1, $1::integer) g WHERE m.account = 'demoplayer' ORDER BY g`,
    [AGENTS],
  );
  // Players: one statement per batch of agents (a transaction per registration batch).
  const batch = 2_000;
  for (let from = 1; from <= AGENTS; from += batch) {
    await c.query(
      `INSERT INTO members (merchant_id, account, password_hash, type, nickname, upline_id, created_at)
       SELECT a.merchant_id, 'bsp' || lpad(((a.n - 1) * $1 + g)::text, 7, '0'), a.password_hash, 3, '', a.id,
           now() - interval '30 days'
       FROM (SELECT id, merchant_id, password_hash, substr(account, 4)::int AS n FROM members
             WHERE account LIKE 'bsa%' AND substr(account, 4)::int BETWEEN $2 AND $3) a,
         generate_series(1, $1::integer) g
       ORDER BY a.n, g`,
      [PLAYERS_EACH, from, Math.min(AGENTS, from + batch - 1)],
    );
  }
  console.log(
    `  ${AGENTS} agents, ${AGENTS * PLAYERS_EACH} players (closure and totals by trigger) in ${seconds(t0)}`,
  );
}

/** Rounds in bulk, triggers off, spread over the players: `count` settled in [fromMs, toMs). */
async function seedRounds(c: pg.Client, label: string, count: number, fromMs: number, toMs: number) {
  const t0 = performance.now();
  await c.query(`SET session_replication_role = replica`);
  await c.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code, status, bet_minor,
         win_minor, created_at, settled_at)
     SELECT p.merchant_id, p.id, bg.vendor, $2 || '-' || g, bg.game_code, 'settled', 100 + (g * 7919) % 20000,
         CASE WHEN g % 3 = 0 THEN (g * 104729) % 40000 ELSE 0 END, x.at - interval '20 seconds', x.at
     FROM generate_series(1::bigint, $1::bigint) g
       CROSS JOIN LATERAL (SELECT $3::timestamptz + ((g * 2654435761) % $4::bigint) * interval '1 millisecond' AS at) x
       JOIN bench_players p ON p.n = (g * 48271) % (SELECT count(*) FROM bench_players)
       JOIN bench_games bg ON bg.n = g % (SELECT count(*) FROM bench_games)`,
    [count, `bench-${label}`, new Date(fromMs).toISOString(), toMs - fromMs],
  );
  await c.query(`SET session_replication_role = origin`);
  console.log(`  ${count} ${label} rounds in ${seconds(t0)}`);
}

type Timing = { calls: number; ms: number };

/** The statement's first words (its SQL template's first chunk): the key its time is summed under. */
function labelOf(query: unknown): string {
  const chunk = (query as { queryChunks?: Array<{ value?: unknown }> }).queryChunks?.[0]?.value;
  const text = Array.isArray(chunk) ? chunk.join('') : String(chunk ?? '?');
  return text.replace(/\s+/g, ' ').trim().slice(0, 64);
}

/**
 * The settlement's database, every statement timed as the service waits for it (round trip,
 * planning and execution) and summed by statement; each transaction's own cost (BEGIN, COMMIT
 * with its deferred triggers and WAL flush, the pool) is its wall time less its statements'.
 */
function profiled(db: Db, timings: Map<string, Timing>, inTx?: { ms: number }): Db {
  const add = (label: string, ms: number) => {
    const t = timings.get(label) ?? { calls: 0, ms: 0 };
    t.calls += 1;
    t.ms += ms;
    timings.set(label, t);
  };
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return async (query: Parameters<Db['execute']>[0]) => {
          const t0 = performance.now();
          try {
            return await target.execute(query);
          } finally {
            const ms = performance.now() - t0;
            add(labelOf(query), ms);
            if (inTx) inTx.ms += ms;
          }
        };
      }
      if (prop === 'transaction') {
        return async <T>(run: (tx: Db) => Promise<T>) => {
          const inner = { ms: 0 };
          const t0 = performance.now();
          try {
            return await target.transaction((tx) => run(profiled(tx as unknown as Db, timings, inner)));
          } finally {
            add('(transaction: BEGIN, COMMIT, pool)', performance.now() - t0 - inner.ms);
          }
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function run() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_settle_${randomBytes(4).toString('hex')}`;
  const keep = process.env.BENCH_SETTLE_KEEP === '1';
  const url = (() => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  console.log(`settlement: database ${name}, migrations and demo seed by the app's boot`);
  const app = await buildApp({
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_KEY: 'bench-admin-key-0001',
      // The periodic jobs off: the only pass is the one timed here.
      CONTRACT_FEED_INTERVAL_MS: '0',
      CONTRACT_SETTLEMENT_JOB_INTERVAL_MS: '0',
    }),
    databaseUrl: url,
    dataDir: 'memory://',
  });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: merchant } = await c.query<{ id: number; time_zone: string; currency_decimals: number }>(
      `SELECT m.id, m.time_zone, m.currency_decimals FROM merchants m
       JOIN members x ON x.merchant_id = m.id WHERE x.account = 'demoplayer'`,
    );
    const m = merchant[0]!;
    const merchantId = m.id;
    const timeZone = m.time_zone;
    const decimals = Number(m.currency_decimals);

    // The demo seed's own contracts (agreed in the past) settle their backlog first, untimed: the
    // timed pass is one tick of the bench's contracts (and of the seed's, a period or two each).
    const backlog = await createContractSettlement({ db: app.db }).settleDue();
    console.log(
      `settlement: the demo seed's backlog settled first (${backlog.settled.length} periods, untimed)`,
    );

    console.log(`settlement: seeding ${AGENTS} contracts, ${ROUNDS} rounds in the period, ${HISTORY} before`);
    const t0 = performance.now();
    await seedMembers(c);
    await c.query(`CREATE TEMP TABLE bench_players AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, merchant_id FROM members WHERE account LIKE 'bsp%'`);
    await c.query(`CREATE TEMP TABLE bench_games AS
      SELECT row_number() OVER (ORDER BY gv.vendor, g.game_code) - 1 AS n, gv.vendor, g.game_code
      FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id LIMIT 40`);
    await c.query('ANALYZE bench_players');

    // The period: the latest one closed by the database's clock, with time left to seed its
    // stream before the next one closes too.
    const dbNow = async () => (await c.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now.getTime();
    let period = periodContaining('fiveMinutes', (await dbNow()) - SETTLEMENT_GRACE_MS - PERIOD_MS, timeZone);
    const left = period.end + PERIOD_MS + SETTLEMENT_GRACE_MS - (await dbNow());
    if (left < STREAM_MARGIN_MS) {
      console.log(`  waiting ${(left / 1000).toFixed(0)}s for the next period to close`);
      await sleep(left + 1000);
      period = periodContaining('fiveMinutes', (await dbNow()) - SETTLEMENT_GRACE_MS - PERIOD_MS, timeZone);
    }
    console.log(`  period ${new Date(period.start).toISOString()} .. ${new Date(period.end).toISOString()}`);
    if (HISTORY > 0) await seedRounds(c, 'history', HISTORY, period.start - 30 * 86_400_000, period.start);
    await seedRounds(c, 'period', ROUNDS, period.start, period.end);

    // The contracts: brand contracts (upline NULL) starting at the period's start, a two-tier
    // schedule (0.1 %, 0.2 % from 5 active members; every agent here has at most 3).
    const { tiers, fields } = tiersFromWire(
      [
        { teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.1' },
        { teamDays: 0, activeNumber: 5, totalAmount: '1000', proportion: '0.2' },
      ],
      decimals,
    );
    if (Object.keys(fields).length > 0) throw new Error(`tiers: ${JSON.stringify(fields)}`);
    await c.query(
      `INSERT INTO agent_contracts (merchant_id, kind, period, upline_id, downline_id, tiers,
           max_proportion_ppm, starts_at)
       SELECT $1, 'realtimeSalary', 'fiveMinutes', NULL, id, $2::jsonb, $3, $4::timestamptz
       FROM members WHERE account LIKE 'bsa%' ORDER BY id`,
      [
        merchantId,
        JSON.stringify(tiersToJson(tiers)),
        maxProportion(tiers),
        new Date(period.start).toISOString(),
      ],
    );
    await c.query('DROP TABLE bench_players');
    await c.query('DROP TABLE bench_games');
    await c.query('VACUUM ANALYZE');
    console.log(`  seeding done in ${seconds(t0)}`);

    const remaining = period.end + PERIOD_MS + SETTLEMENT_GRACE_MS - (await dbNow());
    if (remaining < 30_000) {
      console.log(
        `  (the next period closes in ${(remaining / 1000).toFixed(0)}s: a long pass may settle it too)`,
      );
    }

    const before = await counts(c);
    const writesBefore = await tableWrites(c);
    let walletPushes = 0;
    const timings = new Map<string, Timing>();
    const settlement = createContractSettlement({
      db: profiled(app.db, timings),
      walletChanged: () => (walletPushes += 1),
    });
    const t1 = performance.now();
    const report = await settlement.settleDue();
    const passMs = performance.now() - t1;
    const after = await counts(c);
    const writesAfter = await tableWrites(c);

    const { rows: periods } = await c.query<{ n: string; contracts: string; amount: string }>(
      `SELECT count(*)::text AS n, count(DISTINCT contract_id)::text AS contracts,
          coalesce(sum(amount), 0)::text AS amount
       FROM agent_contract_settlements WHERE period_start = $1::timestamptz`,
      [new Date(period.start).toISOString()],
    );
    const settledRows = after['agent_contract_settlements']! - before['agent_contract_settlements']!;
    const { rows: benchRows } = await c.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM agent_contract_settlements s JOIN members d ON d.id = s.downline_id
       WHERE d.account LIKE 'bsa%' AND s.period_start = $1::timestamptz`,
      [new Date(period.start).toISOString()],
    );
    const benchSettled = Number(benchRows[0]!.n);
    const share = passMs / PERIOD_MS;
    console.log('settlement: one pass');
    console.log(
      `  settled ${report.settled.length} periods (${settledRows} rows, ${periods[0]!.contracts} contracts ` +
        `for this period, total ${periods[0]!.amount} minor units; the bench's ${benchSettled} of ${AGENTS}), ` +
        `failed ${report.failed.length}, wallet pushes ${walletPushes}: ` +
        `${benchSettled === AGENTS && report.failed.length === 0 ? 'ok' : 'WRONG'}`,
    );
    console.log(
      `  pass ${(passMs / 1000).toFixed(2)} s = ${(share * 100).toFixed(2)} % of the 300 s period ` +
        `(goal <= ${GOAL_SHARE * 100} % = ${(GOAL_SHARE * PERIOD_MS) / 1000} s) ${share <= GOAL_SHARE ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `  ${(report.settled.length / (passMs / 1000)).toFixed(0)} settlements/s, ` +
        `${(passMs / Math.max(1, report.settled.length)).toFixed(2)} ms per contract`,
    );
    const per = (n: number) => (n / Math.max(1, settledRows)).toFixed(2);
    let rowsTotal = 0;
    console.log('  rows inserted per contract (count before / after):');
    for (const table of TABLES) {
      const n = after[table]! - before[table]!;
      rowsTotal += n;
      console.log(`    ${table.padEnd(28)} ${String(n).padStart(7)}  ${per(n)}`);
    }
    const contractsUpdated = Number(
      (
        await c.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM agent_contracts WHERE settled_until = $1::timestamptz`,
          [new Date(period.end).toISOString()],
        )
      ).rows[0]!.n,
    );
    console.log(
      `    agent_contracts (updated)    ${String(contractsUpdated).padStart(7)}  ${per(contractsUpdated)}`,
    );
    console.log(
      `    total                        ${String(rowsTotal + contractsUpdated).padStart(7)}  ${per(rowsTotal + contractsUpdated)}`,
    );
    console.log('  inserts + updates per contract by table (statistics collector):');
    let statTotal = 0;
    for (const [table, w] of [...writesAfter].sort()) {
      const b = writesBefore.get(table) ?? { ins: 0, upd: 0 };
      const ins = w.ins - b.ins;
      const upd = w.upd - b.upd;
      if (ins === 0 && upd === 0) continue;
      statTotal += ins + upd;
      console.log(`    ${table.padEnd(28)} ins ${per(ins).padStart(6)}  upd ${per(upd).padStart(6)}`);
    }
    console.log(`    total                        ${per(statTotal)} rows written per contract`);

    console.log(
      '  where the pass waits, by statement (ms per contract, calls per contract, share of the pass):',
    );
    let waited = 0;
    for (const [label, t] of [...timings].sort((a, b) => b[1].ms - a[1].ms)) {
      waited += t.ms;
      console.log(
        `    ${(t.ms / settledRows).toFixed(2).padStart(6)} ms  ${per(t.calls).padStart(5)}x  ` +
          `${((t.ms / passMs) * 100).toFixed(1).padStart(5)} %  ${label}`,
      );
    }
    console.log(
      `    ${((passMs - waited) / settledRows).toFixed(2).padStart(6)} ms         ` +
        `${(((passMs - waited) / passMs) * 100).toFixed(1).padStart(5)} %  (the service's own JavaScript)`,
    );

    const t2 = performance.now();
    const ledger = await checkLedger(app.db);
    // The bench's rounds are written in bulk, without the wallet's movements: that rule is broken
    // by construction; every other one must hold.
    const problems = ledger.problems.filter((p) => !p.startsWith('game rounds whose bet or win differs'));
    console.log(
      `  ledger check (${ledger.transactions} transactions, the rule on rounds' movements left out) in ` +
        `${seconds(t2)}: ${problems.length === 0 ? 'ok' : `BROKEN ${problems.join('; ').slice(0, 800)}`}`,
    );
    if (keep) console.log(`settlement: kept database ${name} (BENCH_SETTLE_KEEP=1): drop it yourself`);
  } finally {
    await c.end();
    await app.close();
    if (!keep) await withClient(serverUrl, (a) => a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
}
