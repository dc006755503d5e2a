import {
  BankCardSchema,
  DepositOrderSchema,
  WithdrawOrderSchema,
  type RsaKey,
  paymentsEndpoints,
} from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { depositChannels, merchants } from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import {
  codeOf,
  get,
  ledgerProblems,
  mainBalance,
  newMember,
  post,
  postEncrypted,
  requestId,
  setTurnoverDone,
  valueOf,
  waitFor,
  type TestMember,
} from './payments.fixtures.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

let t: TestApp;
let db: Db;
let key: RsaKey;
let online: number;
let bank: number;

beforeAll(async () => {
  t = await startTestApp({ paymentJobIntervalMs: 60_000, sandboxCallbackRetryMs: 1 });
  db = t.app.db;
  key = await rsaKey(t.app);
  const channels = await db.select().from(depositChannels);
  online = channels.find((c) => c.code === 'SANDBOX_PAY')?.id ?? 0;
  bank = channels.find((c) => c.code === 'BANK_TRANSFER')?.id ?? 0;
  // The daily count is not what this test is about.
  await db.update(merchants).set({ withdrawDailyCount: 10_000 });
  t.app.platform.merchants.forget();
});
afterAll(async () => t.close());

type Op =
  | {
      kind: 'deposit';
      channel: 'online' | 'bank';
      cents: number;
      outcome: 'ok' | 'fail';
      refusedFirst: boolean;
    }
  | { kind: 'withdraw'; cents: number }
  | { kind: 'approve' | 'reject' | 'pay' }
  | { kind: 'confirm'; answer: 'received' | 'notReceivedRefund' | 'notReceivedStands' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    channel: fc.constantFrom('online' as const, 'bank' as const),
    cents: fc.integer({ min: 5_000, max: 60_000 }),
    outcome: fc.constantFrom('ok' as const, 'ok' as const, 'fail' as const),
    refusedFirst: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1_000, max: 80_000 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'pay' as const) }),
  fc.record({
    kind: fc.constant('confirm' as const),
    answer: fc.constantFrom('received' as const, 'notReceivedRefund' as const, 'notReceivedStands' as const),
  }),
);

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const knob = (accept: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/admin/payments/callbacks',
    headers: adminHeaders,
    payload: { accept },
  });
const admin = (path: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: path, headers: adminHeaders, ...(payload ? { payload } : {}) });

async function depositStatus(m: TestMember, orderId: string): Promise<string> {
  return valueOf(
    DepositOrderSchema,
    await get(t.app, m.token, `${paymentsEndpoints.depositOrder.path}?orderId=${orderId}`),
  ).status;
}

async function runDeposit(m: TestMember, op: Extract<Op, { kind: 'deposit' }>): Promise<bigint> {
  const order = valueOf(
    DepositOrderSchema,
    await post(t.app, m.token, paymentsEndpoints.deposit.path, {
      requestId: requestId(),
      channelId: op.channel === 'online' ? online : bank,
      amount: money(op.cents),
      ...(op.channel === 'bank' ? { payerName: 'Property Tester' } : {}),
    }),
  );
  if (op.channel === 'bank') {
    const res = await admin(
      `/admin/deposits/${order.orderId}/${op.outcome === 'ok' ? 'approve' : 'reject'}`,
      {},
    );
    expect(res.statusCode).toBe(200);
  } else {
    if (op.refusedFirst) await knob(false);
    const paid = await t.app.inject({
      method: 'POST',
      url: order.payUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${op.outcome === 'ok' ? 'pay' : 'fail'}`,
    });
    expect(paid.statusCode).toBe(200);
    if (op.refusedFirst) {
      await t.app.sandboxCallbacks.runOnce();
      expect(await depositStatus(m, order.orderId)).toBe('pending');
      await knob(true);
    }
    await waitFor('the callback to settle the deposit', async () => {
      await t.app.sandboxCallbacks.runOnce();
      return (await depositStatus(m, order.orderId)) !== 'pending';
    });
  }
  const status = await depositStatus(m, order.orderId);
  expect(status).toBe(op.outcome === 'ok' ? 'success' : 'failed');
  return status === 'success' ? BigInt(op.cents) : 0n;
}

describe('payments property', () => {
  it('keeps the ledger balanced and main = credited - held + refunded over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 12 }), async (ops) => {
        const m = await newMember(db, { payeeName: 'Property Tester' });
        await postEncrypted(t.app, key, m.token, paymentsEndpoints.setPaymentPassword.path, {
          newPaymentPassword: '123456',
        });
        const card = valueOf(
          BankCardSchema,
          await postEncrypted(t.app, key, m.token, paymentsEndpoints.bindBankCard.path, {
            bankCode: 'ACB',
            accountNumber: `77${String(m.id).padStart(10, '0')}`,
            holderName: 'Property Tester',
            paymentPassword: '123456',
          }),
        );
        await setTurnoverDone(db, m, 10n ** 15n);
        let credited = 0n;
        let held = 0n;
        let refunded = 0n;
        let open: { orderId: string; amount: bigint; status: 'pending' | 'approved' } | null = null;
        let paid: { orderId: string; amount: bigint } | null = null;

        for (const op of ops) {
          switch (op.kind) {
            case 'deposit':
              credited += await runDeposit(m, op);
              break;
            case 'withdraw': {
              const before = await mainBalance(db, m);
              const res = await postEncrypted(t.app, key, m.token, paymentsEndpoints.withdraw.path, {
                requestId: requestId(),
                amount: money(op.cents),
                bankCardId: card.id,
                paymentPassword: '123456',
              });
              if (res.statusCode === 200) {
                const order = valueOf(WithdrawOrderSchema, res);
                expect(open).toBeNull();
                held += BigInt(op.cents);
                open = { orderId: order.orderId, amount: BigInt(op.cents), status: 'pending' };
              } else {
                const expected = open ? 'WITHDRAW_PENDING_EXISTS' : 'INSUFFICIENT_BALANCE';
                expect(codeOf(res)).toBe(expected);
                if (!open) expect(BigInt(op.cents)).toBeGreaterThan(before);
              }
              break;
            }
            case 'approve':
            case 'pay':
            case 'reject': {
              if (!open) break;
              const res = await admin(
                `/admin/withdrawals/${open.orderId}/${op.kind}`,
                op.kind === 'reject' ? {} : undefined,
              );
              const allowed =
                op.kind === 'reject' ||
                (op.kind === 'approve' && open.status === 'pending') ||
                (op.kind === 'pay' && open.status === 'approved');
              expect(res.statusCode, `${op.kind} of ${open.status}`).toBe(allowed ? 200 : 400);
              if (!allowed) break;
              if (op.kind === 'approve') open.status = 'approved';
              if (op.kind === 'reject') refunded += open.amount;
              if (op.kind === 'pay') paid = { orderId: open.orderId, amount: open.amount };
              if (op.kind !== 'approve') open = null;
              break;
            }
            case 'confirm': {
              if (!paid) break;
              const orderId: string = paid.orderId;
              if (op.answer === 'received') {
                expect(
                  (
                    await post(t.app, m.token, paymentsEndpoints.withdrawConfirm.path, {
                      orderId,
                      result: 'received',
                    })
                  ).statusCode,
                ).toBe(200);
              } else {
                const res = await post(t.app, m.token, paymentsEndpoints.withdrawConfirm.path, {
                  orderId,
                  result: 'notReceived',
                  proofImages: [PNG],
                });
                expect(res.statusCode).toBe(200);
                const refund = op.answer === 'notReceivedRefund';
                const resolved = await admin(`/admin/withdrawals/${orderId}/resolve`, {
                  refund,
                  reason: 'checked',
                });
                expect(resolved.statusCode).toBe(200);
                if (refund) refunded += paid.amount;
              }
              paid = null;
              break;
            }
          }
          expect(await mainBalance(db, m)).toBe(credited - held + refunded);
        }
        expect(await ledgerProblems(db)).toEqual([]);
      }),
      { numRuns: propertyRuns(25) },
    );
  }, 120_000);
});
