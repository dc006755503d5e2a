/**
 * Concurrency: many clients move money on the same wallets at once over real HTTP, and
 * every request is sent twice at the same moment and once more after its answer (duplicated and
 * retried). The ledger's invariants hold, no wallet goes below zero, and every acknowledged
 * operation is applied exactly once.
 */
import {
  MAIN_WALLET_ID,
  toMinor,
  WalletBalanceSchema,
  WalletTransferSchema,
  walletEndpoints,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_KEY, startStack, type TestStack } from './support/stack.js';
import { newRequestId, UpstreamHttp, type Answer } from './support/upstream-http.js';

const MEMBERS = ['demoplayer', 'demovip', 'demoagent'];
const CLIENTS_PER_MEMBER = 4;
const OPS_PER_CLIENT = 12;

let stack: TestStack;
let http: UpstreamHttp;

beforeAll(async () => {
  stack = await startStack();
  http = new UpstreamHttp(stack.upstreamUrl, ADMIN_KEY);
});
afterAll(() => stack?.close());

type Op =
  | { kind: 'transfer'; requestId: string; from: number; to: number; amount: string }
  | { kind: 'bonus'; requestId: string; amount: string };

describe('wallet under concurrent, duplicated and retried requests', () => {
  it('applies every acknowledged operation exactly once and keeps the invariants', async () => {
    for (const account of MEMBERS) {
      const funded = await http.call('POST', `/admin/members/${account}/bonus`, {
        admin: true,
        body: {
          requestId: `race-funds-${account}`,
          amount: '100.00',
          bonusType: 'RACE',
          turnoverMultiplier: 0,
        },
      });
      expect(funded.status).toBe(200);
    }
    const tokens = await Promise.all(MEMBERS.map((m) => http.login(m)));
    const balanceOf = async (token: string) =>
      WalletBalanceSchema.parse((await http.call('GET', walletEndpoints.balance.path, { token })).body.value);
    const vendor = (await balanceOf(tokens[0]!)).balance.find(
      (w) => w.accountTypeId !== MAIN_WALLET_ID,
    )!.accountTypeId;
    const start = await Promise.all(tokens.map(balanceOf));
    const wallet = (b: Awaited<ReturnType<typeof balanceOf>>, id: number) =>
      toMinor(b.balance.find((w) => w.accountTypeId === id)?.availBalance ?? '0', 2);

    const applied: { member: number; op: Op; status?: string }[] = [];
    let refusals = 0;

    const send = (member: number, op: Op): Promise<Answer> =>
      op.kind === 'transfer'
        ? http.call('POST', walletEndpoints.transfer.path, {
            token: tokens[member],
            body: {
              requestId: op.requestId,
              fromAccountTypeId: op.from,
              toAccountTypeId: op.to,
              amount: op.amount,
            },
          })
        : http.call('POST', `/admin/members/${MEMBERS[member]}/bonus`, {
            admin: true,
            body: { requestId: op.requestId, amount: op.amount, bonusType: 'RACE', turnoverMultiplier: 0 },
          });

    const client = async (member: number, seed: number) => {
      for (let i = 0; i < OPS_PER_CLIENT; i++) {
        const pick = (seed + i) % 3;
        const op: Op =
          pick === 0
            ? { kind: 'bonus', requestId: newRequestId(), amount: '2.00' }
            : {
                kind: 'transfer',
                requestId: newRequestId(),
                from: pick === 1 ? MAIN_WALLET_ID : vendor,
                to: pick === 1 ? vendor : MAIN_WALLET_ID,
                amount: `${1 + ((seed + i) % 4)}.25`,
              };
        // The same request twice at once (a double click), then once more after the answer (a retry).
        const [first, duplicate] = await Promise.all([send(member, op), send(member, op)]);
        const retry = await send(member, op);
        expect(first.status).toBeLessThan(500);
        const ok = [first, duplicate, retry].find((a) => a.status === 200);
        if (!ok) {
          // A refusal (an overdraw of the vendor wallet) moves nothing, and the retry agrees.
          expect(first.body.errorCode).toBe('INSUFFICIENT_BALANCE');
          refusals += 1;
          continue;
        }
        if (op.kind === 'transfer') {
          const transfer = WalletTransferSchema.parse(ok.body.value);
          for (const a of [first, duplicate, retry].filter((x) => x.status === 200)) {
            expect(WalletTransferSchema.parse(a.body.value).transferId).toBe(transfer.transferId);
          }
          // A copy that raced the first may have read it still pending; the retry after both
          // answers reads the settled outcome.
          const settled = retry.status === 200 ? WalletTransferSchema.parse(retry.body.value) : transfer;
          applied.push({ member, op, status: settled.status });
        } else {
          // Every copy names the one ledger transaction; only the first applied it.
          const ids = [first, duplicate, retry].map(
            (a) => (a.body.value as { transactionId: string }).transactionId,
          );
          expect(new Set(ids).size).toBe(1);
          const replays = [first, duplicate, retry].filter(
            (a) => (a.body.value as { replayed: boolean }).replayed,
          );
          expect(replays).toHaveLength(2);
          applied.push({ member, op });
        }
      }
    };

    await Promise.all(
      MEMBERS.flatMap((_, m) =>
        Array.from({ length: CLIENTS_PER_MEMBER }, (_, c) => client(m, m * CLIENTS_PER_MEMBER + c)),
      ),
    );
    expect(applied.length).toBeGreaterThan(MEMBERS.length * CLIENTS_PER_MEMBER * OPS_PER_CLIENT * 0.5);
    expect(applied.length + refusals).toBe(MEMBERS.length * CLIENTS_PER_MEMBER * OPS_PER_CLIENT);

    for (const [m, token] of tokens.entries()) {
      let main = wallet(start[m]!, MAIN_WALLET_ID);
      let vend = wallet(start[m]!, vendor);
      for (const { op, status } of applied.filter((a) => a.member === m)) {
        const minor = toMinor(op.amount, 2);
        if (op.kind === 'bonus') main += minor;
        else if (status === 'success') {
          if (op.from === MAIN_WALLET_ID) {
            main -= minor;
            vend += minor;
          } else {
            main += minor;
            vend -= minor;
          }
        }
      }
      const now = await balanceOf(token);
      expect({ main: wallet(now, MAIN_WALLET_ID), vendor: wallet(now, vendor) }).toEqual({
        main,
        vendor: vend,
      });
    }

    const check = await http.call('GET', '/admin/ledger/check', { admin: true });
    expect(check.body.value).toMatchObject({ ok: true, problems: [] });
  }, 120_000);
});
