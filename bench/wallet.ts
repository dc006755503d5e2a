/**
 * Wallet movements per second over the mock-upstream's HTTP API, against pgbench's TPC-B-like
 * transaction on the same PostgreSQL with the same client count, in one run.
 *
 * Two kinds of movement, each driven by autocannon against an upstream process of its own, one
 * player per client:
 * - seamless-wallet bets and wins (seamless debit and credit, signed as a game vendor signs
 *   them): one balanced, idempotent ledger movement and its round per request. This is the line the
 *   goal (at least 0.5 of pgbench) is read on: pgbench's transaction is also one account movement.
 * - transfers main <-> vendor wallet (`GCS_walletTransfer`, the vendor answering at once): two
 *   ledger movements (through the member's in-transit wallet) and the vendor's booking per request.
 * pgbench runs its built-in tpcb-like script (3 updates, 1 select, 1 insert per transaction).
 * Absolute numbers depend on the machine; the ratios are what to watch.
 *
 * Beside them, the seamless movement at the database alone: pgbench itself sends the one statement
 * the platform sends per seamless call (seamless.repository.ts, prepared), a debit of a new round
 * then its credit, for the same players on the same database while the platform's bet outbox
 * consumer runs: what the movement costs PostgreSQL, without HTTP and the platform's JavaScript.
 * `BENCH_UPSTREAMS` (default 1) runs the platform as that many processes, the connections spread
 * over them (one Node process is one thread; pgbench's server side is a process per client).
 * `BENCH_PLATFORM_LOG_LEVEL` (default silent) sets the platform's log level; at `info`, as deployed,
 * it writes an access line per call (to a discarded stdout).
 *
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  MAIN_WALLET_ID,
  SEAMLESS_SIGNATURE_HEADER,
  WalletBalanceSchema,
  walletEndpoints,
  seamlessEndpoints,
} from '@portal/contracts';
import { signSeamlessCall } from '@portal/mock-upstream/seamless';
import { UpstreamHttp } from '../tests/support/upstream-http.js';
import { freePort, startUpstreamProcess, waitUpstreamReady } from '../tests/support/upstream-process.js';
import { cpuWindow, describeCpu, pgbenchPids, postgresPids, type CpuShare } from './process-cpu.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Each movement runs this long before the first round, not counted (see runWallet). */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
/** The bet outbox consumer's tick in the upstream (ADR 0024; the service's default outside tests). */
const OUTBOX_INTERVAL_MS = process.env.BET_OUTBOX_INTERVAL_MS ?? '200';
/** 1: the players are one team under the demo agent (their bets' rollups go to its rows too). */
const TEAM = process.env.BENCH_TEAM === '1';
/** Platform processes the movements' connections are spread over (each with its own pool and jobs). */
const UPSTREAMS = Math.max(1, Number(process.env.BENCH_UPSTREAMS ?? 1));
/** The platform's log level: `info` (as deployed) writes one access line per call to its stdout. */
const PLATFORM_LOG_LEVEL = process.env.BENCH_PLATFORM_LOG_LEVEL ?? 'silent';
const ADMIN_KEY = 'bench-admin-key-0001';
const SEAMLESS_SECRET = 'bench-seamless-secret-0001';
/** One player per client, as pgbench picks a random account per transaction: clients contend on
 * the brand's shared accounts (as pgbench's on its branch row), not on one player's wallet. */
const ACCOUNTS = Array.from({ length: CLIENTS }, (_, i) => `benchp${String(i + 1).padStart(3, '0')}`);

async function adminQuery<R extends pg.QueryResultRow>(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<R>(sql);
  } finally {
    await client.end();
  }
}

async function admin(serverUrl: string, sql: string) {
  await adminQuery(serverUrl, sql);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Baseline = Awaited<ReturnType<typeof runPgbench>>;
type Measured<T> = T & { cpu: CpuShare | undefined };

/** pgbench for `DURATION_S`: its tpcb-like transaction, or `script` (a file) with prepared statements. */
async function runPgbench(url: string, script?: string) {
  const logDir = await mkdtemp(path.join(tmpdir(), 'pgbench-log-'));
  try {
    // Not execFileSync: the bet outbox's lag is sampled on this event loop while it runs.
    const { stdout: out } = await promisify(execFile)(
      'pgbench',
      [
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(DURATION_S),
        ...(script ? ['-n', '-M', 'prepared', '-f', script] : ['-b', 'tpcb-like']),
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        url,
      ],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? Number.NaN);
    // Per-transaction log: client_id transaction_no latency_us script_no epoch epoch_us
    const latencies: number[] = [];
    for (const file of await readdir(logDir)) {
      for (const line of (await readFile(path.join(logDir, file), 'utf8')).split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, count: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}

/** How far the bet outbox's consumer was behind during a phase (ADR 0024). */
interface OutboxLag {
  /** Age of the oldest change not yet applied, sampled every 100 ms during the phase (0: none). */
  p50: number;
  p99: number;
  max: number;
  /** From the end of the phase until every change of it was applied. */
  drainedMs: number;
}

/**
 * Runs a phase while sampling the bet outbox: the age of its oldest row (the consumer's lag: a bet's
 * points, missions and rollups are that much behind it), then waits until it is empty.
 */
async function watchingOutbox<T>(
  url: string,
  phase: () => Promise<T>,
): Promise<{ result: T; lag: OutboxLag }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const oldest = async () =>
    Number(
      (
        await client.query<{ ms: string | null }>(
          'SELECT extract(epoch FROM clock_timestamp() - min(at)) * 1000 AS ms FROM bet_outbox',
        )
      ).rows[0]?.ms ?? 0,
    );
  const samples: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      samples.push(await oldest());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const result = await phase();
    running = false;
    await sampler;
    const end = Date.now();
    while ((await oldest()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const drainedMs = Date.now() - end;
    samples.sort((a, b) => a - b);
    return {
      result,
      lag: {
        p50: percentile(samples, 50),
        p99: percentile(samples, 99),
        max: samples.at(-1) ?? 0,
        drainedMs,
      },
    };
  } finally {
    running = false;
    await client.end();
  }
}

type LoadRequest = NonNullable<autocannon.Options['requests']>[number];

type LoadResult = Awaited<ReturnType<typeof load>>;

/** What a phase writes into each of its requests. */
type PhaseRequest = { path?: string; headers: Record<string, string>; body: string };

/**
 * Drives one kind of request with autocannon for `durationS` (the connections spread over `urls`,
 * one per platform process); counts refusals by error code.
 */
async function load(urls: string[], request: LoadRequest, durationS = DURATION_S) {
  const refusals = new Map<string, number>();
  const result = await autocannon({
    // An array spreads the connections over its URLs in turn (autocannon's lib/run.js); its types
    // name a string only.
    url: (urls.length === 1 ? urls[0]! : urls) as string,
    connections: CLIENTS,
    duration: durationS,
    requests: [
      {
        ...request,
        onResponse: (status: number, body: string) => {
          if (status === 200) return;
          let code = String(status);
          try {
            code = (JSON.parse(body) as { errorCode?: string }).errorCode ?? code;
          } catch {
            // not JSON
          }
          refusals.set(code, (refusals.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  return {
    tps: result.requests.average,
    count: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    refusals: [...refusals].map(([code, n]) => `${code} x${n}`).join(', ') || 'none',
  };
}

/** Runs `phase` and measures the CPU its processes spent meanwhile, by role (process-cpu.ts). */
async function withCpu<T>(
  roles: Record<string, () => Array<number | string>>,
  phase: () => Promise<T>,
): Promise<T & { cpu: CpuShare | undefined }> {
  const end = cpuWindow(roles);
  const result = await phase();
  return { ...result, cpu: end?.() };
}

/**
 * The one statement the platform sends per seamless call (seamless.repository.ts: the member by its
 * account, player protection's condition for a debit, game_round_move), as a pgbench script: a
 * debit of a new round, then its credit, by a random one of the bench's players.
 */
function seamlessScript(merchantId: number, currency: string): string {
  const player = `'${ACCOUNTS[0]!.slice(0, -3)}' || lpad(:p::text, 3, '0')`;
  const move = (kind: 'debit' | 'credit', guard: string) =>
    `SELECT m.id, mv.outcome, mv.replayed, mv.request_hash, mv.balance FROM members m ` +
    `CROSS JOIN LATERAL game_round_move(${merchantId}, '${currency}', 'DEMO', m.id, '${kind}', ` +
    `'${kind}-' || :r, 'round-' || :r, 'bench', 1, NULL, 'bench') AS mv ` +
    `WHERE m.merchant_id = ${merchantId} AND m.account = ${player}${guard};`;
  const guard =
    ` AND NOT (EXISTS (SELECT 1 FROM protection_settings s WHERE s.member_id = m.id` +
    ` AND (s.timeout_until > now() OR s.excluded_until > now()))` +
    ` OR EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = m.id AND l.kind = 'loss'` +
    ` AND (l.amount_minor IS NOT NULL OR l.next_minor IS NOT NULL OR l.next_at IS NOT NULL)))`;
  return [
    `\\set r random(1, 1000000000000)`,
    `\\set p random(1, ${CLIENTS})`,
    move('debit', guard),
    move('credit', ''),
    '',
  ].join('\n');
}

async function runWallet(url: string, baseline: () => Promise<Baseline>) {
  const start = async () => {
    const port = await freePort();
    const process_ = startUpstreamProcess({
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: PLATFORM_LOG_LEVEL,
      ADMIN_KEY,
      SEAMLESS_SECRET,
      DATABASE_URL: url,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(port),
      // The bet outbox's consumer runs as in production (NODE_ENV=test switches its timer off).
      BET_OUTBOX_INTERVAL_MS: OUTBOX_INTERVAL_MS,
    });
    upstreams.push(process_);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUpstreamReady(baseUrl);
    return baseUrl;
  };
  const upstreams: ReturnType<typeof startUpstreamProcess>[] = [];
  const scriptDir = await mkdtemp(path.join(tmpdir(), 'wallet-bench-'));
  try {
    // The first process migrates and seeds the database; the others start on it.
    const urls = [await start()];
    while (urls.length < UPSTREAMS) urls.push(await start());
    const http = new UpstreamHttp(urls[0]!, ADMIN_KEY);
    // Players like demoplayer (password Demo1234), written straight into the bench's own database.
    await admin(
      url,
      `INSERT INTO members (merchant_id, account, password_hash, type, nickname, upline_id)
       SELECT m.merchant_id, a.account, m.password_hash, 3, a.account,
         ${TEAM ? "(SELECT id FROM members WHERE account = 'demoagent')" : 'NULL'}
       FROM members m, unnest(ARRAY['${ACCOUNTS.join("','")}']) AS a(account)
       WHERE m.account = 'demoplayer'`,
    );
    const tokens: string[] = [];
    for (const account of ACCOUNTS) {
      const bonus = await http.call('POST', `/admin/members/${account}/bonus`, {
        admin: true,
        body: {
          requestId: `bench-${account}-funds`,
          amount: '100000.00',
          bonusType: 'BENCH',
          // A requirement no run reaches: every win then also writes the member's turnover row
          // (the settlement's costliest path), as for a player still betting off a deposit.
          turnoverMultiplier: 50,
        },
      });
      if (bonus.status !== 200) throw new Error(`funding ${account}: ${JSON.stringify(bonus.body)}`);
      tokens.push(await http.login(account));
    }
    const balance = WalletBalanceSchema.parse(
      (await http.call('GET', walletEndpoints.balance.path, { token: tokens[0] })).body.value,
    );
    const vendor = balance.balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID)?.accountTypeId;
    if (!vendor) throw new Error('no vendor wallet');

    /**
     * One movement driven for `durationS`: POSTs to `path`, each connection keeping one of `players`
     * (given out in turn on its first request) in its context; `next` writes each request's
     * headers and body (and its path when it differs) from that context.
     */
    const phase =
      (
        path: string,
        players: readonly string[],
        next: (player: string, context: Record<string, unknown>) => PhaseRequest,
      ) =>
      (durationS?: number) => {
        let connection = 0;
        return load(
          urls,
          {
            method: 'POST',
            path,
            setupRequest: (req, ctx: object) => {
              const context = ctx as Record<string, unknown>;
              if (context['player'] === undefined) {
                context['player'] = players[connection % players.length];
                connection += 1;
              }
              const { headers, ...rest } = next(String(context['player']), context);
              return {
                ...req,
                ...rest,
                headers: { ...req.headers, 'content-type': 'application/json', ...headers },
              };
            },
          },
          durationS,
        );
      };

    // Transfers main <-> vendor wallet (two ledger movements and the vendor's booking each): every
    // connection moves to the vendor wallet, then back.
    const transferPhase = phase(walletEndpoints.transfer.path, tokens, (token, context) => {
      const toVendor = context['toVendor'] !== false;
      context['toVendor'] = !toVendor;
      return {
        headers: { authorization: token },
        body: JSON.stringify({
          requestId: randomBytes(12).toString('hex'),
          fromAccountTypeId: toVendor ? MAIN_WALLET_ID : vendor,
          toAccountTypeId: toVendor ? vendor : MAIN_WALLET_ID,
          amount: '0.01',
        }),
      };
    });

    // Seamless-wallet bets and wins, as a game vendor sends them (signed, one ledger movement
    // each): every connection debits a new round, then credits it.
    const seamlessPhase = phase(seamlessEndpoints.debit.path, ACCOUNTS, (account, context) => {
      const credit = typeof context['round'] === 'string';
      const roundId = credit ? String(context['round']) : randomBytes(8).toString('hex');
      context['round'] = credit ? undefined : roundId;
      const signed = signSeamlessCall(SEAMLESS_SECRET, {
        vendor: 'DEMO',
        account,
        txId: randomBytes(12).toString('hex'),
        roundId,
        gameCode: 'bench',
        amount: '0.01',
      });
      return {
        path: credit ? seamlessEndpoints.credit.path : seamlessEndpoints.debit.path,
        headers: { [SEAMLESS_SIGNATURE_HEADER]: signed.signature },
        body: signed.raw,
      };
    });

    // Rounds of baseline, then each movement, back to back: this machine's speed drifts (pgbench's
    // own rate swings 2x from minute to minute here), so each ratio compares neighbours in time and
    // the median of the rounds is what to read.
    const rounds: {
      base: Measured<Baseline>;
      seamless: Measured<LoadResult>;
      lag: OutboxLag;
      atDatabase: Measured<Baseline>;
      atDatabaseLag: OutboxLag;
      transfers: Measured<LoadResult>;
    }[] = [];
    // What each side's processes spend: over HTTP the platform, PostgreSQL (its backends, and the
    // outbox's batches) and this process (autocannon); pgbench's runs PostgreSQL and pgbench.
    const overHttp = {
      platform: () => upstreams.flatMap((u) => (u.pid === undefined ? [] : [u.pid])),
      PostgreSQL: postgresPids,
      'load generator': () => [process.pid],
    };
    const atPostgres = { PostgreSQL: postgresPids, pgbench: pgbenchPids };
    const [brand] = (
      await adminQuery<{ id: number; currency: string }>(
        url,
        "SELECT id, currency FROM merchants WHERE code = 'demo'",
      )
    ).rows;
    if (!brand) throw new Error('no demo merchant');
    const script = path.join(scriptDir, 'seamless.sql');
    await writeFile(script, seamlessScript(brand.id, brand.currency));
    // pgbench vacuums its tables before every run (its default); the wallet's hot tables get the same
    // before each of its phases, so neither side carries the other's dead row versions into a round.
    const vacuum = () =>
      admin(
        url,
        'VACUUM ledger_accounts, game_rounds, game_round_ops, ledger_transactions, ledger_entries, bet_outbox',
      );
    // Warm-up, not counted: pgbench starts on tables it filled and vacuumed; the wallet's start nearly
    // empty, and each connection's PostgreSQL caches its plans (the foreign-key checks' too) for the
    // size the tables had then (a sequential scan of a one-page table) until a VACUUM or ANALYZE
    // updates their statistics. A first round measured on those plans measures an empty database.
    if (WARMUP_S > 0) {
      await seamlessPhase(WARMUP_S);
      await transferPhase(WARMUP_S);
    }
    for (let i = 0; i < ROUNDS; i++) {
      const base = await withCpu(atPostgres, baseline);
      await vacuum();
      const { result: seamless, lag } = await watchingOutbox(url, () =>
        withCpu(overHttp, () => seamlessPhase()),
      );
      await vacuum();
      const { result: atDatabase, lag: atDatabaseLag } = await watchingOutbox(url, () =>
        withCpu(atPostgres, () => runPgbench(url, script)),
      );
      await vacuum();
      const transfers = await withCpu(overHttp, () => transferPhase());
      rounds.push({ base, seamless, lag, atDatabase, atDatabaseLag, transfers });
    }
    const check = await http.call('GET', '/admin/ledger/check', { admin: true, timeoutMs: 300_000 });
    const report = check.body.value as { ok: boolean; transactions: number };
    return { rounds, ledgerOk: report.ok, transactions: report.transactions };
  } finally {
    for (const upstream of upstreams) upstream.kill('SIGTERM');
    await rm(scriptDir, { recursive: true, force: true });
  }
}

export async function run() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    await admin(serverUrl, 'SELECT 1');
  } catch {
    console.log('wallet: skipped (needs PostgreSQL at DATABASE_URL and pgbench on PATH)');
    return;
  }
  const suffix = randomBytes(4).toString('hex');
  const names = { wallet: `bench_wallet_${suffix}`, pgbench: `bench_pgbench_${suffix}` };
  const urlOf = (name: string) => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  await admin(serverUrl, `CREATE DATABASE ${names.wallet}`);
  await admin(serverUrl, `CREATE DATABASE ${names.pgbench}`);
  try {
    const pgbenchUrl = urlOf(names.pgbench);
    execFileSync('pgbench', ['-i', '-s', '1', '-q', pgbenchUrl], { stdio: 'ignore' });
    const wallet = await runWallet(urlOf(names.wallet), () => runPgbench(pgbenchUrl));
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    /** What the processes spent per call (a transaction, a request, a movement), where /proc says. */
    const cpuLine = (cpu: CpuShare | undefined, calls: number) => {
      const text = describeCpu(cpu, calls);
      if (text) console.log(`      ${text}`);
    };
    const line = (name: string, r: Measured<LoadResult>, base: Baseline) => {
      console.log(
        `    ${name} : ${r.tps.toFixed(0)} tx/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ratio ${(r.tps / base.tps).toFixed(2)}x` +
          `  (${r.non2xx} non-2xx, ${r.errors} errors; refused: ${r.refusals})`,
      );
      cpuLine(r.cpu, r.count);
    };
    console.log(
      `wallet (${CLIENTS} clients, ${DURATION_S}s per phase, ${ROUNDS} rounds, same PostgreSQL; ` +
        `${WARMUP_S}s warm-up of each movement first, not counted; bet outbox applied every ` +
        `${OUTBOX_INTERVAL_MS} ms${TEAM ? '; the players one team under demoagent' : ''}; ` +
        `the platform as ${UPSTREAMS} process${UPSTREAMS === 1 ? '' : 'es'})`,
    );
    const lagLine = (lag: OutboxLag) =>
      console.log(
        `      bet outbox lag (oldest unapplied)  : p50 ${lag.p50.toFixed(0)} ms  p99 ${lag.p99.toFixed(0)} ms  ` +
          `max ${lag.max.toFixed(0)} ms; all applied ${lag.drainedMs} ms after the phase (goal: under 2 s)`,
      );
    /** Movements a second at the database: each pgbench transaction of the script is a debit and a credit. */
    const atDatabaseRate = (r: Baseline) => 2 * r.tps;
    wallet.rounds.forEach(({ base, seamless, lag, atDatabase, atDatabaseLag, transfers }, i) => {
      console.log(`  round ${i + 1}`);
      console.log(
        `    baseline pgbench tpcb-like           : ${base.tps.toFixed(0)} tx/s  p50 ${base.p50.toFixed(1)} ms  p99 ${base.p99.toFixed(1)} ms`,
      );
      cpuLine(base.cpu, base.count);
      line('seamless bet/win (1 movement each)', seamless, base);
      lagLine(lag);
      console.log(
        `    seamless at the database (pgbench)  : ${atDatabaseRate(atDatabase).toFixed(0)} movements/s  ` +
          `ratio ${(atDatabaseRate(atDatabase) / base.tps).toFixed(2)}x  (the platform's statement, without HTTP and Node)`,
      );
      cpuLine(atDatabase.cpu, 2 * atDatabase.count);
      lagLine(atDatabaseLag);
      line('transfer main<->vendor (2 + vendor)', transfers, base);
    });
    console.log(
      `  ledger after all rounds                : ${wallet.ledgerOk ? 'balanced' : 'BROKEN'}, ${wallet.transactions} transactions`,
    );
    const ratios = (pick: (r: (typeof wallet.rounds)[number]) => LoadResult) =>
      median(wallet.rounds.map((r) => pick(r).tps / r.base.tps)).toFixed(2);
    console.log(`  median ratio, seamless movement       : ${ratios((r) => r.seamless)}x (goal >= 0.9)`);
    console.log(
      `  median ratio, seamless at the database: ${median(wallet.rounds.map((r) => atDatabaseRate(r.atDatabase) / r.base.tps)).toFixed(2)}x`,
    );
    console.log(`  median ratio, transfer                : ${ratios((r) => r.transfers)}x (goal >= 0.5)`);
    console.log(
      `  bet outbox lag, worst of the rounds   : ${Math.max(...wallet.rounds.map((r) => r.lag.max)).toFixed(0)} ms over HTTP, ` +
        `${Math.max(...wallet.rounds.map((r) => r.atDatabaseLag.max)).toFixed(0)} ms at the database's rate (goal < 2000)`,
    );
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${names.wallet} WITH (FORCE)`);
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${names.pgbench} WITH (FORCE)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
}
