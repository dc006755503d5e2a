/**
 * bench/agent: the agent centre's reports for a large team against a small one, and the
 * cached lobby call, in one run on PostgreSQL.
 *
 * A database of its own (created and dropped here) gets the platform's migrations and demo seed
 * from a mock-upstream process, then two teams written in bulk:
 * - large: `benchbig`, 100 sub-agents under it, 999 players under each (100,000 downline members),
 *   2,000,000 rounds over the last 30 days;
 * - small: `benchsmall`, 10 sub-agents, 99 players each (1,000 members), 20,000 rounds.
 * Members go in through the real `members` insert, so the closure table, member_totals and the
 * new-member rollups are written by the production triggers. Rounds are written in bulk with the
 * triggers off and the rollups then built as the demo seed builds its history: the members' daily
 * rows from the rounds (member_daily_expected's rules), then `agent_rollup_rebuild` for every
 * ancestor (the platform's own function).
 *
 * Measured, over HTTP against the upstream (sequential calls, one agent token each, range: the last
 * 30 days): team overview, team betting (by member) and downline P&L (by member), for both agents;
 * and the gateway's cached lobby call (`games.lanes`) through a gateway in this process in front of
 * the same upstream. Printed: p50/p99 of each, the ratio large/small (goal at most 3) and large p99
 * / lobby p99 (goal at most 10x).
 *
 * Run: cd bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx agent.ts
 *
 * Seeding takes minutes; to compare versions of the platform on one seeded database:
 * - BENCH_AGENT_DB=<name>: use that database on the server, seeding it only when it does not hold the
 *   bench teams yet, and keep it afterwards (drop it yourself);
 * - BENCH_AGENT_UPSTREAM_ROOT=<checkout>: run that checkout's mock-upstream (e.g. main's worktree)
 *   instead of this one's, against the same database (same migrations);
 * - BENCH_UPSTREAM_PORT / BENCH_GATEWAY_PORT: fixed ports instead of free ones.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { agentEndpoints } from '@portal/contracts';
import { buildApp as buildGateway } from '@portal/gateway';
import { loadConfig as loadGatewayConfig } from '@portal/gateway/config';
import { UpstreamHttp } from '../tests/support/upstream-http.js';
import { freePort, startUpstreamProcess, waitUpstreamReady } from '../tests/support/upstream-process.js';
import { listen } from './http-bench.js';
import { seconds, withClient } from './pg-client.js';

const ADMIN_KEY = 'bench-admin-key-0001';
const CALLS = Number(process.env.BENCH_AGENT_CALLS ?? 60);
const LOBBY_CALLS = Number(process.env.BENCH_LOBBY_CALLS ?? 300);

type Team = { agent: string; subAgents: number; playersEach: number; rounds: number };
const LARGE: Team = { agent: 'benchbig', subAgents: 100, playersEach: 999, rounds: 2_000_000 };
const SMALL: Team = { agent: 'benchsmall', subAgents: 10, playersEach: 99, rounds: 20_000 };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** One team: the agent, its sub-agents and their players (triggers on), then its rounds (bulk). */
async function seedTeam(c: pg.Client, team: Team): Promise<number> {
  const t0 = performance.now();
  const prefix = team.agent.slice(5, 8); // big / sma
  const { rows } = await c.query<{ id: number }>(
    `INSERT INTO members (merchant_id, account, password_hash, type, nickname, created_at)
     SELECT m.merchant_id, $1, m.password_hash, 1, $1, now() - interval '90 days'
     FROM members m WHERE m.account = 'demoplayer' RETURNING id`,
    [team.agent],
  );
  const agentId = rows[0]!.id;
  await c.query(
    `INSERT INTO members (merchant_id, account, password_hash, type, nickname, upline_id, created_at)
     SELECT m.merchant_id, $2 || 's' || lpad(g::text, 4, '0'), m.password_hash, 1, '', $3,
         now() - interval '80 days'
     FROM members m, generate_series(1, $1::integer) g WHERE m.account = 'demoplayer' ORDER BY g`,
    [team.subAgents, prefix, agentId],
  );
  // Players: a sub-agent's team each, registered over the last 60 days. One statement (one
  // transaction, as registrations are) per sub-agent: the triggers update the ancestors' totals row
  // per member, and one transaction of 100,000 updates of one row would chain its versions.
  for (let rn = 1; rn <= team.subAgents; rn += 1) {
    await c.query(
      `INSERT INTO members (merchant_id, account, password_hash, type, nickname, upline_id, created_at)
       SELECT s.merchant_id, $2 || 'p' || lpad(((s.rn - 1) * $1 + g)::text, 6, '0'), s.password_hash, 3, '',
           s.id, now() - (((s.rn * 7 + g) % 60) || ' days')::interval
       FROM (SELECT * FROM (SELECT m.id, m.merchant_id, m.password_hash, row_number() OVER (ORDER BY m.id) AS rn
             FROM members m WHERE m.upline_id = $3) x WHERE x.rn = $4) s,
         generate_series(1, $1::integer) g
       ORDER BY g`,
      [team.playersEach, prefix, agentId, rn],
    );
  }
  const members = team.subAgents * (1 + team.playersEach);
  console.log(`  ${team.agent}: ${members} members (closure and totals by trigger) in ${seconds(t0)}`);

  const t1 = performance.now();
  await c.query(`CREATE TEMP TABLE bench_players AS
    SELECT row_number() OVER (ORDER BY c.descendant_id) - 1 AS n, c.descendant_id AS id
    FROM member_closure c WHERE c.ancestor_id = ${agentId} AND c.depth = 2`);
  await c.query(`CREATE TEMP TABLE bench_games AS
    SELECT row_number() OVER (ORDER BY gv.vendor, g.game_code) - 1 AS n, gv.vendor, g.game_code,
        round_category(gv.vendor, g.game_code) AS category
    FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id LIMIT 40`);
  const games = Number((await c.query('SELECT count(*) AS n FROM bench_games')).rows[0].n);
  // The rounds: the triggers off for the bulk write (as the demo seed writes its history), then
  // the members' rows and every ancestor's rebuilt by the platform's rules.
  await c.query(`SET session_replication_role = replica`);
  await c.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code, status, bet_minor,
         win_minor, created_at, settled_at)
     SELECT m.merchant_id, p.id, bg.vendor, $2 || '-' || g, bg.game_code,
         CASE WHEN g % 50 = 0 THEN 'open' ELSE 'settled' END, 100 + (g * 7919) % 20000,
         CASE WHEN g % 3 = 0 THEN (g * 104729) % 40000 ELSE 0 END, x.at, x.at
     FROM generate_series(1::bigint, $1::bigint) g
       CROSS JOIN LATERAL (SELECT now() - ((g * 2654435761) % (29 * 86400)) * interval '1 second' AS at) x
       JOIN bench_players p ON p.n = (g * 48271) % (SELECT count(*) FROM bench_players)
       JOIN bench_games bg ON bg.n = g % ${games}
       JOIN members m ON m.id = p.id`,
    [team.rounds, `bench-${team.agent}`],
  );
  await c.query(`SET session_replication_role = origin`);
  await c.query('ANALYZE game_rounds');
  await c.query('ANALYZE bench_players');
  await c.query('ANALYZE bench_games');
  console.log(`  ${team.agent}: ${team.rounds} rounds written in ${seconds(t1)}`);

  const t2 = performance.now();
  await c.query(
    `INSERT INTO member_daily (member_id, day, merchant_id, bet_count, bets, valid_bets, payouts, active)
     SELECT r.member_id, merchant_day(r.merchant_id, r.created_at), r.merchant_id,
         count(*) FILTER (WHERE r.status = 'settled'), sum(r.bet_minor),
         coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0),
         coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0), true
     FROM game_rounds r JOIN bench_players p ON p.id = r.member_id GROUP BY 1, 2, 3`,
  );
  await c.query(
    `INSERT INTO member_daily_games (member_id, day, vendor, category, bet_count, bets, valid_bets, payouts)
     SELECT r.member_id, merchant_day(r.merchant_id, r.created_at), r.vendor, bg.category,
         count(*) FILTER (WHERE r.status = 'settled'), sum(r.bet_minor),
         coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0),
         coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0)
     FROM game_rounds r JOIN bench_players p ON p.id = r.member_id
       JOIN bench_games bg ON bg.vendor = r.vendor AND bg.game_code = r.game_code
     GROUP BY 1, 2, 3, 4`,
  );
  await c.query(
    `UPDATE member_totals t SET valid_bets = s.v
     FROM (SELECT member_id, sum(valid_bets) AS v FROM member_daily d
           JOIN bench_players p ON p.id = d.member_id GROUP BY 1) s
     WHERE t.member_id = s.member_id`,
  );
  await c.query('ANALYZE member_daily');
  await c.query('ANALYZE member_daily_games');
  await c.query('ANALYZE member_closure');
  await c.query('ANALYZE members');
  await c.query(
    `SELECT agent_rollup_rebuild(a) FROM (SELECT DISTINCT c.ancestor_id AS a FROM member_closure c
       WHERE c.ancestor_id = ${agentId} OR c.ancestor_id IN (SELECT descendant_id FROM member_closure
         WHERE ancestor_id = ${agentId} AND depth = 1) ORDER BY 1) x`,
  );
  await c.query('DROP TABLE bench_players');
  await c.query('DROP TABLE bench_games');
  console.log(`  ${team.agent}: rollups built (member rows, agent_rollup_rebuild) in ${seconds(t2)}`);
  return agentId;
}

type Stats = { p50: number; p99: number };

async function measure(label: string, calls: number, run: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < 5; i += 1) await run(); // warm-up, not counted
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const stats = { p50: percentile(times, 50), p99: percentile(times, 99) };
  console.log(
    `    ${label.padEnd(34)} p50 ${stats.p50.toFixed(1).padStart(7)} ms  p99 ${stats.p99.toFixed(1).padStart(7)} ms`,
  );
  return stats;
}

function brandDay(offsetDays: number): string {
  // The demo brand's day (UTC+7, as the seed's merchant): close enough for a 30-day window.
  const d = new Date(Date.now() + 7 * 3600_000 - offsetDays * 86400_000);
  return d.toISOString().slice(0, 10);
}

export async function run() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const kept = process.env.BENCH_AGENT_DB;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_AGENT_DB: a plain name');
  const name = kept ?? `bench_agent_${randomBytes(4).toString('hex')}`;
  const url = (() => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const exists = await withClient(serverUrl, async (c) => {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (!exists) await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const port = Number(process.env.BENCH_UPSTREAM_PORT ?? 0) || (await freePort());
  const upstreamRoot = process.env.BENCH_AGENT_UPSTREAM_ROOT;
  if (upstreamRoot) console.log(`agent: the upstream of ${upstreamRoot}`);
  const upstream = startUpstreamProcess(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_KEY,
      DATABASE_URL: url,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(port),
    },
    upstreamRoot || undefined,
  );
  const http = new UpstreamHttp(`http://127.0.0.1:${port}`, ADMIN_KEY);
  let gateway: Awaited<ReturnType<typeof buildGateway>> | null = null;
  try {
    await waitUpstreamReady(http.baseUrl, 120_000);
    const seeded = await withClient(url, async (c) => {
      const found = await c.query(`SELECT 1 FROM members WHERE account = $1`, [LARGE.agent]);
      return found.rowCount === 1;
    });
    if (seeded) {
      console.log(`agent: ${name} holds the teams already (BENCH_AGENT_DB), not seeding`);
    } else {
      console.log(`agent: seeding ${name}`);
      const t0 = performance.now();
      await withClient(url, async (c) => {
        await seedTeam(c, SMALL);
        await seedTeam(c, LARGE);
        await c.query('ANALYZE');
      });
      console.log(`  seeding done in ${seconds(t0)}`);
    }

    gateway = await buildGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPSTREAM_URL: http.baseUrl,
        WEB_DIST: '/nonexistent',
        RATE_LIMIT_MAX: '100000000',
      }),
    );
    const gatewayUrl = process.env.BENCH_GATEWAY_PORT
      ? await gateway
          .listen({ host: '127.0.0.1', port: Number(process.env.BENCH_GATEWAY_PORT) })
          .then(() => `http://127.0.0.1:${process.env.BENCH_GATEWAY_PORT}`)
      : await listen(gateway);

    const range = { startDate: brandDay(29), endDate: brandDay(0) };
    const qs = (extra: Record<string, string> = {}) => `?${new URLSearchParams({ ...range, ...extra })}`;
    const get = async (token: string, p: string) => {
      // A generous timeout: a slow answer is a result to print, not a crash.
      const res = await http.call('GET', p, { token, timeoutMs: 120_000 });
      if (res.status !== 200)
        throw new Error(`${p}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return res.body as { value?: unknown };
    };
    const queries = [
      ['team overview', () => `${agentEndpoints.teamOverview.path}${qs()}`],
      ['team betting (by member)', () => `${agentEndpoints.teamBets.path}${qs({ groupBy: 'member' })}`],
      [
        'downline P&L (by member)',
        () => `${agentEndpoints.downlineProfitLoss.path}${qs({ groupBy: 'member' })}`,
      ],
      // Team management: the first page of the whole team (newest first), and a filtered page.
      ['team management (all levels)', () => `${agentEndpoints.team.path}?scope=all&pageSize=20`],
      [
        'team management (players, level 2)',
        () => `${agentEndpoints.team.path}?scope=all&kind=player&level=2&pageSize=20`,
      ],
    ] as const;

    console.log(
      `agent: ${CALLS} sequential calls each (5 warm-up), range ${range.startDate}..${range.endDate}`,
    );
    const results: Record<string, Record<string, Stats>> = {};
    for (const team of [SMALL, LARGE]) {
      const token = await http.login(team.agent);
      const overview = (await get(token, `${agentEndpoints.teamOverview.path}${qs()}`)).value as {
        current: { teamSizeAll: number; validBets: string };
      };
      console.log(
        `  ${team.agent}: team ${overview.current.teamSizeAll}, valid bets ${overview.current.validBets} over the range`,
      );
      results[team.agent] = {};
      for (const [label, pathOf] of queries) {
        results[team.agent]![label] = await measure(label, CALLS, async () => {
          await get(token, pathOf());
        });
      }
    }
    const lanes = `${gatewayUrl}/trpc/games.lanes`;
    const first = await fetch(lanes);
    if (!first.ok) throw new Error(`games.lanes answered ${first.status}`);
    console.log('  lobby (gateway games.lanes, cached):');
    const lobby = await measure('games.lanes', LOBBY_CALLS, async () => {
      const res = await fetch(lanes);
      await res.arrayBuffer();
    });

    console.log('agent: summary');
    for (const [label] of queries) {
      const large = results[LARGE.agent]![label]!;
      const small = results[SMALL.agent]![label]!;
      const ratio = large.p99 / small.p99;
      const vsLobby = large.p99 / lobby.p99;
      console.log(
        `  ${label.padEnd(36)} p99 large ${large.p99.toFixed(1)} ms / small ${small.p99.toFixed(1)} ms = ${ratio.toFixed(2)}x (goal <= 3) ${ratio <= 3 ? 'ok' : 'MISSED'}; ` +
          `large / lobby p99 ${lobby.p99.toFixed(1)} ms = ${vsLobby.toFixed(1)}x (goal <= 10) ${vsLobby <= 10 ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await gateway?.close();
    upstream.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (kept === undefined) {
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
}
