import {
  envelope,
  ErrorCode,
  fromMinor,
  RecoverAllValueSchema,
  toMinor,
  type RsaKey,
  type WalletTransfer,
  walletEndpoints,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, walletTransfers } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { TRANSIT_WALLET_ID } from './transfers.service.js';
import { errorOf, rsaKey } from '../../test/accounts.js';
import {
  balances,
  call,
  createMember,
  expectLedgerOk,
  nextRequestId,
  setVendorMode,
  transfer,
  transferOf,
  transferStatus,
  vendorWallets,
} from '../../test/wallet.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

let t: TestApp;
let key: RsaKey;
let vendors: { accountTypeId: number; vendor: string }[];

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  vendors = (await vendorWallets(t.app)).slice(0, 3);
});
afterAll(async () => t?.close());

type Command =
  | { kind: 'toVendor'; vendor: number; amount: number }
  | { kind: 'toMain'; vendor: number; amount: number }
  | { kind: 'retryLast' }
  | { kind: 'recoverAll'; retry: boolean }
  | { kind: 'bonus'; amount: number }
  | { kind: 'mode'; vendor: number; mode: 'normal' | 'fail' | 'timeout' | 'maintenance' }
  | { kind: 'resolveOne' }
  | { kind: 'jobPass' };

const vendorIndex = fc.integer({ min: 0, max: 2 });
const minor = fc.integer({ min: 1, max: 3_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('toVendor' as const), vendor: vendorIndex, amount: minor }),
    weight: 4,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('toMain' as const), vendor: vendorIndex, amount: minor }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('retryLast' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('recoverAll' as const), retry: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('bonus' as const), amount: minor }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('mode' as const),
      vendor: vendorIndex,
      mode: fc.constantFrom('normal' as const, 'fail' as const, 'timeout' as const, 'maintenance' as const),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('resolveOne' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('jobPass' as const) }), weight: 1 },
);

const money = (n: number | bigint) => fromMinor(BigInt(n), 2);
const EXPECTED_REFUSALS: string[] = [ErrorCode.insufficientBalance, ErrorCode.vendorMaintenance];

describe('wallet under random sequences', () => {
  it('keeps the ledger whole and balances equal to the acknowledged movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 14 }), async (commands) => {
        for (const v of vendors) await setVendorMode(t.app, v.vendor, 'normal');
        const m = await createMember(t.app, key, { prefix: 'pp' });
        let bonuses = 0n;
        const transfers = new Map<string, WalletTransfer>();
        let last: {
          requestId: string;
          fromAccountTypeId: number;
          toAccountTypeId: number;
          amount: string;
        } | null = null;
        let lastRecover: string | null = null;

        for (const c of commands) {
          switch (c.kind) {
            case 'toVendor':
            case 'toMain': {
              const wallet = vendors[c.vendor]!.accountTypeId;
              const body = {
                requestId: nextRequestId('pp'),
                fromAccountTypeId: c.kind === 'toVendor' ? 1 : wallet,
                toAccountTypeId: c.kind === 'toVendor' ? wallet : 1,
                amount: money(c.amount),
              };
              last = body;
              const res = await transfer(t.app, m.token, body);
              if (res.statusCode === 200) {
                const x = transferOf(res);
                transfers.set(x.transferId, x);
              } else expect(EXPECTED_REFUSALS).toContain(errorOf(res).errorCode);
              break;
            }
            case 'retryLast': {
              if (!last) break;
              const res = await transfer(t.app, m.token, last);
              if (res.statusCode === 200) {
                const x = transferOf(res);
                // A retry of an acknowledged request is the same transfer, never a new one.
                const before = transfers.get(x.transferId);
                if (before) expect(x.requestId).toBe(before.requestId);
                transfers.set(x.transferId, x);
              } else expect(EXPECTED_REFUSALS).toContain(errorOf(res).errorCode);
              break;
            }
            case 'recoverAll': {
              const requestId: string = c.retry && lastRecover ? lastRecover : nextRequestId('rc');
              lastRecover = requestId;
              const res = await call(t.app, m.token, 'POST', walletEndpoints.recoverAll.path, {
                requestId,
              });
              const value = envelope(RecoverAllValueSchema).parse(json(res)).value;
              for (const x of value.transfers) transfers.set(x.transferId, x);
              break;
            }
            case 'bonus': {
              const res = await t.app.inject({
                method: 'POST',
                url: `/admin/members/${m.account}/bonus`,
                headers: adminHeaders,
                payload: {
                  requestId: nextRequestId('pb'),
                  amount: money(c.amount),
                  bonusType: 'P',
                  turnoverMultiplier: 0,
                },
              });
              expect(res.statusCode).toBe(200);
              bonuses += BigInt(c.amount);
              break;
            }
            case 'mode':
              await setVendorMode(t.app, vendors[c.vendor]!.vendor, c.mode);
              break;
            case 'jobPass': {
              // Everything pending is due: the re-query job settles it from the vendor's books.
              await t.app.db
                .update(walletTransfers)
                .set({ nextCheckAt: new Date(Date.now() - 1_000) })
                .where(and(eq(walletTransfers.memberId, m.id), eq(walletTransfers.status, 'pending')));
              await t.app.transferRecheck.runOnce();
              break;
            }
            case 'resolveOne': {
              const pending = [...transfers.values()].find((x) => x.status === 'pending');
              if (pending) {
                const x = await transferStatus(t.app, m.token, pending.transferId);
                expect(x.status).not.toBe('pending');
                transfers.set(x.transferId, x);
              }
              break;
            }
          }
        }

        // Settle whatever is still in transit, then compare with the acknowledged movements.
        for (const x of [...transfers.values()]) {
          const final = await transferStatus(t.app, m.token, x.transferId);
          expect(final.status).not.toBe('pending');
          transfers.set(x.transferId, final);
        }
        const expected = new Map<number, bigint>([
          [1, bonuses],
          ...vendors.map((v) => [v.accountTypeId, 0n] as const),
        ]);
        for (const x of transfers.values()) {
          if (x.status !== 'success') continue;
          const amount = toMinor(x.amount, 2);
          expected.set(x.fromAccountTypeId, (expected.get(x.fromAccountTypeId) ?? 0n) - amount);
          expected.set(x.toAccountTypeId, (expected.get(x.toAccountTypeId) ?? 0n) + amount);
        }
        const actual = await balances(t.app, m.token);
        for (const [id, amount] of expected) expect(actual.get(id)).toBe(money(amount));
        // Nothing is left in transit once every transfer of this file is settled.
        const transit = await t.app.db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.accountTypeId, TRANSIT_WALLET_ID));
        expect(transit.reduce((sum, a) => sum + a.balance, 0n)).toBe(0n);
        await expectLedgerOk(t.app);
      }),
      { numRuns: propertyRuns(30) },
    );
    for (const v of vendors) await setVendorMode(t.app, v.vendor, 'normal');
  });
});
