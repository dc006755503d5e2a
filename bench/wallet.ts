/**
 * Wallet movements per second over the mock-upstream's HTTP API, against pgbench's TPC-B-like
 * transaction on the same PostgreSQL with the same client count, in one run.
 *
 * The movement is `POST /wps/relay/GCS_walletTransfer` (main wallet <-> a vendor wallet, the vendor
 * answering at once): it is a balanced, idempotent ledger transaction with its transfer record,
 * driven by autocannon against an upstream process of its own. pgbench runs its built-in
 * tpcb-like script (3 updates, 1 select, 1 insert per transaction). The ratio wallet/pgbench is what
 * to watch (goal: at least 0.5); absolute numbers depend on the machine.
 *
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and pgbench.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { MAIN_WALLET_ID, WalletBalanceSchema } from '@portal/contracts';
import { UpstreamHttp } from '../tests/support/upstream-http.js';
import { freePort, startUpstreamProcess, waitUpstreamReady } from '../tests/support/upstream-process.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN_KEY = 'bench-admin-key-0001';
const ACCOUNTS = ['demoplayer', 'demovip', 'demoagent', 'demonewbie'];

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function runPgbench(url: string) {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
  const logDir = await mkdtemp(path.join(tmpdir(), 'pgbench-log-'));
  try {
    const out = execFileSync(
      'pgbench',
      [
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(DURATION_S),
        '-b',
        'tpcb-like',
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        url,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
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
    return { tps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}

async function runWallet(url: string) {
  const port = await freePort();
  const upstream = startUpstreamProcess({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_KEY,
    DATABASE_URL: url,
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: String(port),
  });
  const http = new UpstreamHttp(`http://127.0.0.1:${port}`, ADMIN_KEY);
  try {
    await waitUpstreamReady(http.baseUrl);
    const tokens: string[] = [];
    for (const account of ACCOUNTS) {
      const bonus = await http.call('POST', `/admin/members/${account}/bonus`, {
        admin: true,
        body: {
          requestId: `bench-${account}-funds`,
          amount: '100000.00',
          bonusType: 'BENCH',
          turnoverMultiplier: 0,
        },
      });
      if (bonus.status !== 200) throw new Error(`funding ${account}: ${JSON.stringify(bonus.body)}`);
      tokens.push(await http.login(account));
    }
    const balance = WalletBalanceSchema.parse(
      (await http.call('GET', '/wps/v2/wallets/balance', { token: tokens[0] })).body.value,
    );
    const vendor = balance.balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID)?.accountTypeId;
    if (!vendor) throw new Error('no vendor wallet');

    let connection = 0;
    const refusals = new Map<string, number>();
    const result = await autocannon({
      url: http.baseUrl,
      connections: CLIENTS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/wps/relay/GCS_walletTransfer',
          setupRequest: (req, ctx: object) => {
            const context = ctx as Record<string, unknown>;
            if (context['token'] === undefined) {
              context['token'] = tokens[connection % tokens.length];
              context['toVendor'] = true;
              connection += 1;
            }
            const toVendor = context['toVendor'] === true;
            context['toVendor'] = !toVendor;
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                authorization: String(context['token']),
              },
              body: JSON.stringify({
                requestId: randomBytes(12).toString('hex'),
                fromAccountTypeId: toVendor ? MAIN_WALLET_ID : vendor,
                toAccountTypeId: toVendor ? vendor : MAIN_WALLET_ID,
                amount: '0.01',
              }),
            };
          },
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
    const check = await http.call('GET', '/admin/ledger/check', { admin: true });
    const report = check.body.value as { ok: boolean; transactions: number };
    return {
      tps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      ledgerOk: report.ok,
      transactions: report.transactions,
      refusals: [...refusals].map(([code, n]) => `${code} x${n}`).join(', ') || 'none',
    };
  } finally {
    upstream.kill('SIGTERM');
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
    const base = await runPgbench(urlOf(names.pgbench));
    const wallet = await runWallet(urlOf(names.wallet));
    console.log(`wallet (${CLIENTS} clients, ${DURATION_S}s each, same PostgreSQL)`);
    console.log(
      `  baseline pgbench tpcb-like : ${base.tps.toFixed(0)} tx/s  p50 ${base.p50.toFixed(1)} ms  p99 ${base.p99.toFixed(1)} ms`,
    );
    console.log(
      `  wallet transfers over HTTP : ${wallet.tps.toFixed(0)} tx/s  p50 ${wallet.p50} ms  p99 ${wallet.p99} ms` +
        `  (${wallet.non2xx} non-2xx, ${wallet.errors} errors; ledger ${wallet.ledgerOk ? 'balanced' : 'BROKEN'}, ${wallet.transactions} transactions)`,
    );
    console.log(`  refused                    : ${wallet.refusals}`);
    console.log(
      `  ratio wallet/pgbench      : throughput ${(wallet.tps / base.tps).toFixed(2)}x (goal >= 0.5)`,
    );
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${names.wallet} WITH (FORCE)`);
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${names.pgbench} WITH (FORCE)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
}
