/**
 * Fault test: the upstream process is killed with SIGKILL in the middle of a load of wallet
 * transfers and started again on the same database. Clients retry every unanswered request with its
 * own request id, as a real client does. Afterwards the ledger's invariants hold, every acknowledged
 * transfer is applied exactly once, and nothing was invented.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MAIN_WALLET_ID,
  toMinor,
  WalletBalanceSchema,
  WalletTransferSchema,
  walletEndpoints,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './support/services.js';
import { freePort, startUpstreamProcess, waitUpstreamReady } from './support/upstream-process.js';
import { newRequestId, UpstreamHttp } from './support/upstream-http.js';

const ADMIN_KEY = 'fault-test-admin-key';
const MEMBERS = ['demoplayer', 'demovip', 'demoagent'];
const WORKERS_PER_MEMBER = 3;

let cleanupDb: () => Promise<void> = async () => {};
let dataDir: string | null = null;
let env: NodeJS.ProcessEnv;
let child: ChildProcess | null = null;
let http: UpstreamHttp;

const startUpstream = () => startUpstreamProcess(env);
const waitReady = () => waitUpstreamReady(http.baseUrl);

beforeAll(async () => {
  const db = await freshDatabase();
  cleanupDb = db.cleanup;
  const port = await freePort();
  if (db.target.kind === 'pglite') dataDir = await mkdtemp(path.join(tmpdir(), 'fault-pglite-'));
  env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ADMIN_KEY,
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: String(port),
    ...(db.target.kind === 'postgres'
      ? { DATABASE_URL: db.target.url }
      : { DATABASE_URL: '', DATA_DIR: dataDir ?? '' }),
  };
  if (db.target.kind === 'pglite') delete env['DATABASE_URL'];
  http = new UpstreamHttp(`http://127.0.0.1:${port}`, ADMIN_KEY);
  child = startUpstream();
  await waitReady();
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }
  await cleanupDb();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Op {
  requestId: string;
  memberIndex: number;
  from: number;
  to: number;
  amount: string;
  transferId?: string;
  status?: string;
  refused?: string;
}

describe('wallet under a SIGKILL of the upstream', () => {
  it('keeps the invariants and applies every acknowledged transfer exactly once', async () => {
    const tokens: string[] = [];
    let vendorWallet = 0;
    for (const account of MEMBERS) {
      const bonus = await http.call('POST', `/admin/members/${account}/bonus`, {
        admin: true,
        body: {
          requestId: `seed-${account}-000`,
          amount: '500.00',
          bonusType: 'TEST',
          turnoverMultiplier: 0,
        },
      });
      expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);
      tokens.push(await http.login(account));
    }
    const firstBalance = WalletBalanceSchema.parse(
      (await http.call('GET', walletEndpoints.balance.path, { token: tokens[0] })).body.value,
    );
    vendorWallet = firstBalance.balance.find((w) => w.accountTypeId !== MAIN_WALLET_ID)?.accountTypeId ?? 0;
    expect(vendorWallet).toBeGreaterThan(MAIN_WALLET_ID);
    const startBalances = await Promise.all(
      tokens.map(async (token) =>
        WalletBalanceSchema.parse(
          (await http.call('GET', walletEndpoints.balance.path, { token })).body.value,
        ),
      ),
    );

    const ops: Op[] = [];
    let stop = false;
    let unanswered = 0;

    // One attempt of an op; false when no answer came (connection refused, reset or timed out).
    const attempt = async (op: Op): Promise<boolean> => {
      try {
        const res = await http.call('POST', walletEndpoints.transfer.path, {
          token: tokens[op.memberIndex],
          body: {
            requestId: op.requestId,
            fromAccountTypeId: op.from,
            toAccountTypeId: op.to,
            amount: op.amount,
          },
          timeoutMs: 3000,
        });
        if (res.status === 200) {
          const transfer = WalletTransferSchema.parse(res.body.value);
          op.transferId = transfer.transferId;
          op.status = transfer.status;
        } else if (res.status >= 500) {
          return false; // the process is on its way down: not an answer to rely on
        } else {
          op.refused = res.body.errorCode ?? String(res.status);
        }
        return true;
      } catch {
        unanswered += 1;
        return false;
      }
    };

    const worker = async (memberIndex: number, seed: number) => {
      let toVendor = seed % 2 === 0;
      while (!stop) {
        const op: Op = {
          requestId: newRequestId(),
          memberIndex,
          from: toVendor ? MAIN_WALLET_ID : vendorWallet,
          to: toVendor ? vendorWallet : MAIN_WALLET_ID,
          amount: `${1 + (seed % 3)}.25`,
        };
        ops.push(op);
        // Retry the same request id until an answer comes, across the crash and restart.
        while (!(await attempt(op))) await new Promise((r) => setTimeout(r, 50));
        toVendor = !toVendor;
      }
    };

    const workers = MEMBERS.flatMap((_, m) =>
      Array.from({ length: WORKERS_PER_MEMBER }, (_, w) => worker(m, m * WORKERS_PER_MEMBER + w)),
    );

    // Let the load run, kill the upstream mid-flight, start it again, let the load run again.
    const answered = () => ops.filter((o) => o.transferId !== undefined || o.refused !== undefined).length;
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => answered() >= 40);
    child?.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));
    const beforeCrash = ops.length;
    await until(() => unanswered > 0); // the clients have run into the dead process
    child = startUpstream();
    await waitReady();
    const afterRestart = answered();
    await until(() => answered() >= afterRestart + 40);
    stop = true;
    await Promise.all(workers);

    expect(beforeCrash).toBeGreaterThan(MEMBERS.length);
    expect(ops.length).toBeGreaterThan(beforeCrash);
    expect(unanswered).toBeGreaterThan(0); // the crash really cut requests off

    // Pending transfers (outcome unknown at the crash) resolve to exactly one outcome.
    for (const op of ops.filter((o) => o.status === 'pending')) {
      const deadline = Date.now() + 30_000;
      while (op.status === 'pending' && Date.now() < deadline) {
        const res = await http.call(
          'GET',
          `${walletEndpoints.transferStatus.path}?transferId=${encodeURIComponent(op.transferId ?? '')}`,
          { token: tokens[op.memberIndex] },
        );
        op.status = WalletTransferSchema.parse(res.body.value).status;
        if (op.status === 'pending') await new Promise((r) => setTimeout(r, 200));
      }
      expect(op.status).not.toBe('pending');
    }

    // A retry after everything settled returns the first result: nothing is applied twice.
    for (const op of ops.filter((o) => o.transferId).slice(0, 20)) {
      const again = await http.call('POST', walletEndpoints.transfer.path, {
        token: tokens[op.memberIndex],
        body: {
          requestId: op.requestId,
          fromAccountTypeId: op.from,
          toAccountTypeId: op.to,
          amount: op.amount,
        },
      });
      expect(WalletTransferSchema.parse(again.body.value)).toMatchObject({
        transferId: op.transferId,
        status: op.status,
      });
    }

    // Balances equal the start plus exactly the successful transfers: none lost, none doubled.
    for (const [m, token] of tokens.entries()) {
      const start = startBalances[m];
      const now = WalletBalanceSchema.parse(
        (await http.call('GET', walletEndpoints.balance.path, { token })).body.value,
      );
      const walletOf = (b: typeof now, id: number) =>
        toMinor(b.balance.find((w) => w.accountTypeId === id)?.availBalance ?? '0', 2);
      let main = walletOf(start!, MAIN_WALLET_ID);
      let vendor = walletOf(start!, vendorWallet);
      for (const op of ops.filter((o) => o.memberIndex === m && o.status === 'success')) {
        const minor = toMinor(op.amount, 2);
        if (op.from === MAIN_WALLET_ID) {
          main -= minor;
          vendor += minor;
        } else {
          main += minor;
          vendor -= minor;
        }
      }
      expect({ main: walletOf(now, MAIN_WALLET_ID), vendor: walletOf(now, vendorWallet) }).toEqual({
        main,
        vendor,
      });
    }

    const check = await http.call('GET', '/admin/ledger/check', { admin: true });
    expect(check.body.value).toMatchObject({ ok: true, problems: [] });
  }, 180_000);
});
