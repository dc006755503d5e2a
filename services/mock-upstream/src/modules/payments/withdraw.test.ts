import {
  BankCardSchema,
  DepositOrderSchema,
  ErrorCode,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  WithdrawOrdersSchema,
  type RsaKey,
  type UpstreamEvent,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { depositChannels, memberFreezes, withdrawOrders, withdrawProofs } from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf, rsaKey } from '../../test/accounts.js';
import { memberBalances } from '../ledger/ledger.repository.js';
import {
  codeOf,
  expireDeadline,
  get,
  ledgerProblems,
  mainBalance,
  newMember,
  post,
  postEncrypted,
  requestId,
  setTurnoverDone,
  snapshot,
  valueOf,
  type TestMember,
} from './payments.fixtures.js';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const png = `data:image/png;base64,${PNG_1X1}`;
const fakePng = `data:image/png;base64,${Buffer.from('just some text, not an image').toString('base64')}`;

let t: TestApp;
let db: Db;
let key: RsaKey;
let bankChannel: number;

beforeAll(async () => {
  t = await startTestApp({ paymentJobIntervalMs: 60_000 });
  db = t.app.db;
  key = await rsaKey(t.app);
  const [channel] = await db.select().from(depositChannels).where(eq(depositChannels.code, 'BANK_TRANSFER'));
  bankChannel = channel?.id ?? 0;
});
afterAll(async () => t.close());
afterEach(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
});

interface Ready {
  m: TestMember;
  cardId: number;
}

/** A member with a payment password (123456), a bound card, `amount` deposited and turnover met. */
async function ready(amount: string | null = '100.00'): Promise<Ready> {
  const m = await newMember(db, { payeeName: 'Pham Van D' });
  const set = await postEncrypted(t.app, key, m.token, paymentsEndpoints.setPaymentPassword.path, {
    newPaymentPassword: '123456',
  });
  expect(set.statusCode).toBe(200);
  const card = valueOf(
    BankCardSchema,
    await postEncrypted(t.app, key, m.token, paymentsEndpoints.bindBankCard.path, {
      bankCode: 'TCB',
      accountNumber: `19${String(m.id).padStart(10, '0')}`,
      holderName: 'Pham Van D',
      paymentPassword: '123456',
    }),
  );
  if (amount) {
    const order = valueOf(
      DepositOrderSchema,
      await post(t.app, m.token, paymentsEndpoints.deposit.path, {
        requestId: requestId(),
        channelId: bankChannel,
        amount,
        payerName: 'Pham Van D',
      }),
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/deposits/${order.orderId}/approve`,
      headers: adminHeaders,
    });
    expect(approved.statusCode).toBe(200);
    await setTurnoverDone(db, m, 100_000_000n);
  }
  return { m, cardId: card.id };
}

function withdraw(r: Ready, body: Record<string, unknown> = {}) {
  return postEncrypted(t.app, key, r.m.token, paymentsEndpoints.withdraw.path, {
    requestId: requestId(),
    amount: '40',
    bankCardId: r.cardId,
    paymentPassword: '123456',
    ...body,
  });
}

function admin(orderId: string, action: 'approve' | 'reject' | 'pay' | 'resolve', payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/withdrawals/${orderId}/${action}`,
    headers: adminHeaders,
    ...(payload ? { payload } : {}),
  });
}

function confirm(r: Ready, body: Record<string, unknown>) {
  return post(t.app, r.m.token, paymentsEndpoints.withdrawConfirm.path, body);
}

async function paidOrder(r: Ready, amount = '40'): Promise<string> {
  const order = valueOf(WithdrawOrderSchema, await withdraw(r, { amount }));
  expect((await admin(order.orderId, 'approve')).statusCode).toBe(200);
  const paid = valueOf(WithdrawOrderSchema, await admin(order.orderId, 'pay'));
  expect(paid.status).toBe('paid');
  return order.orderId;
}

async function holdBalance(r: Ready): Promise<bigint> {
  const rows = await db.execute(sql`
    SELECT COALESCE(SUM(e.amount), 0)::text AS held FROM ledger_entries e
    JOIN ledger_transactions x ON x.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.system_code = 'WITHDRAW_HOLD' AND x.reference IN
      (SELECT order_no FROM withdraw_orders WHERE member_id = ${r.m.id})`);
  return BigInt(String((rows as unknown as { rows: { held: string }[] }).rows[0]?.held ?? '0'));
}

async function myOrder(r: Ready, orderId: string) {
  const page = valueOf(
    WithdrawOrdersSchema,
    await get(t.app, r.m.token, `${paymentsEndpoints.withdrawOrders.path}?pageSize=100`),
  );
  const found = page.list.find((o) => o.orderId === orderId);
  if (!found) throw new Error(`order ${orderId} not listed`);
  return found;
}

describe('withdraw info', () => {
  it('reports limits, counts, turnover, withdrawable and state', async () => {
    const fresh = await newMember(db);
    const info = valueOf(
      WithdrawInfoSchema,
      await get(t.app, fresh.token, paymentsEndpoints.withdrawInfo.path),
    );
    expect(info).toEqual({
      minAmount: '10.00',
      maxAmount: '50000.00',
      dailyCountLimit: 5,
      dailyCountUsed: 0,
      turnoverRequired: '0.00',
      turnoverDone: '0.00',
      withdrawable: '0.00',
      hasPendingWithdrawal: false,
      isPaymentPasswordSet: false,
      confirmMinutes: 60,
    });
    const r = await ready('100');
    valueOf(WithdrawOrderSchema, await withdraw(r));
    const after = valueOf(
      WithdrawInfoSchema,
      await get(t.app, r.m.token, paymentsEndpoints.withdrawInfo.path),
    );
    expect(after).toMatchObject({
      dailyCountUsed: 1,
      turnoverRequired: '100.00',
      turnoverDone: '1000000.00',
      withdrawable: '60.00',
      hasPendingWithdrawal: true,
      isPaymentPasswordSet: true,
    });
  });
});

describe('withdraw requests', () => {
  it('holds the amount, answers a retry with the same order and refuses the id with another body', async () => {
    const r = await ready('100');
    const events: UpstreamEvent[] = [];
    const unsubscribe = t.app.events.subscribe((e) => events.push(e));
    const id = requestId();
    const order = valueOf(WithdrawOrderSchema, await withdraw(r, { requestId: id }));
    unsubscribe();
    expect(order).toMatchObject({
      status: 'pending',
      amount: '40.00',
      bankName: 'Techcombank',
      receivedAmount: null,
      confirmDeadline: null,
    });
    expect(order.accountNumberMasked).toMatch(/^\*\*\*\* \*\*\*\* \d{4}$/);
    expect(await mainBalance(db, r.m)).toBe(6_000n);
    expect(await holdBalance(r)).toBe(4_000n);
    expect(events).toContainEqual({ type: 'wallet.changed', merchant: 'demo', memberId: r.m.id });

    const again = valueOf(WithdrawOrderSchema, await withdraw(r, { requestId: id }));
    expect(again.orderId).toBe(order.orderId);
    const before = await snapshot(db, r.m);
    expect(codeOf(await withdraw(r, { requestId: id, amount: '41' }))).toBe(ErrorCode.idempotencyKeyReused);
    expect(await snapshot(db, r.m)).toEqual(before);
  });

  it('refuses a withdrawal while the account is frozen for an unpaid contract settlement, and allows it once lifted', async () => {
    const r = await ready('100');
    await db
      .insert(memberFreezes)
      .values({ memberId: r.m.id, merchantId: r.m.merchantId, reason: 'contractUnpaid' });
    const before = await snapshot(db, r.m);
    const refused = await withdraw(r);
    expect(codeOf(refused)).toBe(ErrorCode.accountFrozen);
    expect(await snapshot(db, r.m)).toEqual(before);
    await db.delete(memberFreezes).where(eq(memberFreezes.memberId, r.m.id));
    expect(valueOf(WithdrawOrderSchema, await withdraw(r)).status).toBe('pending');
  });

  it('refuses in order: trial, password, card, amount, pending, daily count, turnover, balance; nothing changes', async () => {
    const r = await ready('100');
    const other = await ready(null);
    const trial = await newMember(db, { type: 4 });
    const unset = await newMember(db);
    const before = await snapshot(db, r.m);
    const refusals: [Record<string, unknown>, string, string | null][] = [
      [{ paymentPassword: '000000' }, ErrorCode.paymentPasswordIncorrect, 'paymentPassword'],
      [{ bankCardId: other.cardId }, ErrorCode.bankCardNotFound, 'bankCardId'],
      [{ amount: '10.005' }, ErrorCode.invalidAmount, 'amount'],
      [{ amount: '9.99' }, ErrorCode.amountOutOfRange, 'amount'],
      [{ amount: '50000.01' }, ErrorCode.amountOutOfRange, 'amount'],
      [{ amount: '100.01' }, ErrorCode.insufficientBalance, null],
    ];
    for (const [body, code, field] of refusals) {
      const res = await withdraw(r, body);
      const error = errorOf(res);
      expect(error.errorCode, JSON.stringify(body)).toBe(code);
      if (field) expect(error.fields?.[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await snapshot(db, r.m)).toEqual(before);

    const trialRes = await postEncrypted(t.app, key, trial.token, paymentsEndpoints.withdraw.path, {
      requestId: requestId(),
      amount: '20',
      bankCardId: r.cardId,
      paymentPassword: '123456',
    });
    expect(codeOf(trialRes)).toBe(ErrorCode.trialAccount);
    const unsetRes = await postEncrypted(t.app, key, unset.token, paymentsEndpoints.withdraw.path, {
      requestId: requestId(),
      amount: '20',
      bankCardId: r.cardId,
      paymentPassword: '123456',
    });
    expect(codeOf(unsetRes)).toBe(ErrorCode.paymentPasswordNotSet);

    // Turnover: the deposit required 100.00 of bets.
    await setTurnoverDone(db, r.m, 9_999n);
    expect(codeOf(await withdraw(r))).toBe(ErrorCode.turnoverNotMet);
    await setTurnoverDone(db, r.m, 10_000n);

    const pending = valueOf(WithdrawOrderSchema, await withdraw(r, { amount: '10' }));
    const held = await snapshot(db, r.m);
    expect(codeOf(await withdraw(r))).toBe(ErrorCode.withdrawPendingExists);
    expect(await snapshot(db, r.m)).toEqual(held);

    // Five requests today (rejected ones count too) reach the daily limit.
    await admin(pending.orderId, 'reject', {});
    for (let i = 0; i < 4; i++) {
      const o = valueOf(WithdrawOrderSchema, await withdraw(r, { amount: '10' }));
      expect((await admin(o.orderId, 'reject', {})).statusCode).toBe(200);
    }
    const limited = await snapshot(db, r.m);
    expect(codeOf(await withdraw(r, { amount: '10' }))).toBe(ErrorCode.withdrawDailyLimit);
    expect(await snapshot(db, r.m)).toEqual(limited);
    expect(limited.main).toBe(10_000n);
  });

  it('lets exactly one of two concurrent requests through', async () => {
    const r = await ready('100');
    const results = await Promise.all([withdraw(r, { amount: '30' }), withdraw(r, { amount: '30' })]);
    const codes = results.map((res) => (res.statusCode === 200 ? 'ok' : codeOf(res))).sort();
    expect(codes).toEqual(['WITHDRAW_PENDING_EXISTS', 'ok']);
    expect(await mainBalance(db, r.m)).toBe(7_000n);
    expect((await snapshot(db, r.m)).withdrawals).toBe(1);
  });
});

describe('operator decisions', () => {
  it('reject releases the hold to the main wallet, once', async () => {
    const r = await ready('100');
    const order = valueOf(WithdrawOrderSchema, await withdraw(r));
    const rejected = valueOf(
      WithdrawOrderSchema,
      await admin(order.orderId, 'reject', { reason: 'card closed' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'card closed' });
    expect(await mainBalance(db, r.m)).toBe(10_000n);
    expect(await holdBalance(r)).toBe(0n);
    const before = await snapshot(db, r.m);
    expect(codeOf(await admin(order.orderId, 'reject', {}))).toBe(ErrorCode.orderStateInvalid);
    expect(codeOf(await admin(order.orderId, 'approve'))).toBe(ErrorCode.orderStateInvalid);
    expect(codeOf(await admin('W-NOPE', 'approve'))).toBe(ErrorCode.orderNotFound);
    expect(await snapshot(db, r.m)).toEqual(before);

    const approved = valueOf(WithdrawOrderSchema, await withdraw(r));
    await admin(approved.orderId, 'approve');
    expect(valueOf(WithdrawOrderSchema, await admin(approved.orderId, 'reject', {})).status).toBe('rejected');
    expect(await mainBalance(db, r.m)).toBe(10_000n);
  });

  it('pays only approved orders, sets the deadline and lists by status', async () => {
    const r = await ready('100');
    const order = valueOf(WithdrawOrderSchema, await withdraw(r));
    expect(codeOf(await admin(order.orderId, 'pay'))).toBe(ErrorCode.orderStateInvalid);
    await admin(order.orderId, 'approve');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/withdrawals?status=approved',
      headers: adminHeaders,
    });
    const list = valueOf(
      z.object({ list: z.array(z.object({ orderId: z.string(), account: z.string(), status: z.string() })) }),
      listed,
    );
    expect(list.list).toContainEqual(
      expect.objectContaining({ orderId: order.orderId, account: r.m.account }),
    );
    expect(list.list.every((o) => o.status === 'approved')).toBe(true);
    const paid = valueOf(WithdrawOrderSchema, await admin(order.orderId, 'pay'));
    expect(paid.status).toBe('paid');
    const deadline = Date.parse(paid.confirmDeadline ?? '');
    expect(deadline - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(await holdBalance(r)).toBe(0n);
    expect(codeOf(await admin(order.orderId, 'reject', {}))).toBe(ErrorCode.orderStateInvalid);
    expect(await mainBalance(db, r.m)).toBe(6_000n);
  });
});

describe('withdrawal confirmation', () => {
  it('marks a paid order received; a second answer is refused', async () => {
    const r = await ready('100');
    const orderId = await paidOrder(r);
    const received = valueOf(WithdrawOrderSchema, await confirm(r, { orderId, result: 'received' }));
    expect(received).toMatchObject({ status: 'received', confirmDeadline: null });
    expect(codeOf(await confirm(r, { orderId, result: 'received' }))).toBe(ErrorCode.orderStateInvalid);
    expect(await mainBalance(db, r.m)).toBe(6_000n);
  });

  it('stores a partly received amount and shows the remainder', async () => {
    const r = await ready('100');
    const orderId = await paidOrder(r);
    for (const receivedAmount of ['0', '40', '45']) {
      const res = await confirm(r, { orderId, result: 'partlyReceived', receivedAmount });
      expect(codeOf(res), receivedAmount).toBe(
        receivedAmount === '0' ? ErrorCode.requestParamErr : ErrorCode.amountOutOfRange,
      );
    }
    expect(codeOf(await confirm(r, { orderId, result: 'partlyReceived', receivedAmount: '1.234' }))).toBe(
      ErrorCode.invalidAmount,
    );
    const partly = valueOf(
      WithdrawOrderSchema,
      await confirm(r, { orderId, result: 'partlyReceived', receivedAmount: '15' }),
    );
    expect(partly).toMatchObject({
      status: 'partlyReceived',
      receivedAmount: '15.00',
      remainingAmount: '25.00',
    });
    expect(await myOrder(r, orderId)).toMatchObject({ receivedAmount: '15.00', remainingAmount: '25.00' });
    expect(await mainBalance(db, r.m)).toBe(6_000n);
  });

  it('takes proof images checked by content for notReceived, and the operator may refund', async () => {
    const r = await ready('100');
    const orderId = await paidOrder(r);
    const fake = await confirm(r, { orderId, result: 'notReceived', proofImages: [png, fakePng] });
    expect(codeOf(fake)).toBe(ErrorCode.requestParamErr);
    expect(errorOf(fake).fields?.['proofImages']).toBeDefined();
    expect((await myOrder(r, orderId)).status).toBe('paid');

    // A large (over 1 MB) but genuine PNG fits this route's own body limit.
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`;
    const disputed = valueOf(
      WithdrawOrderSchema,
      await confirm(r, { orderId, result: 'notReceived', proofImages: [png, big] }),
    );
    expect(disputed.status).toBe('notReceived');
    const [row] = await db.select().from(withdrawOrders).where(eq(withdrawOrders.orderNo, orderId));
    const proofs = await db
      .select()
      .from(withdrawProofs)
      .where(eq(withdrawProofs.withdrawOrderId, row?.id ?? 0));
    expect(proofs.map((p) => p.mimeType)).toEqual(['image/png', 'image/png']);
    expect(proofs[0]?.data.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    expect(await mainBalance(db, r.m)).toBe(6_000n);
    const refunded = valueOf(
      WithdrawOrderSchema,
      await admin(orderId, 'resolve', { refund: true, reason: 'bank returned it' }),
    );
    expect(refunded).toMatchObject({ status: 'rejected', reason: 'bank returned it' });
    expect(await mainBalance(db, r.m)).toBe(10_000n);
    expect(codeOf(await admin(orderId, 'resolve', { refund: true, reason: 'again' }))).toBe(
      ErrorCode.orderStateInvalid,
    );
    expect(await mainBalance(db, r.m)).toBe(10_000n);

    const second = await paidOrder(r, '20');
    await confirm(r, { orderId: second, result: 'notReceived', proofImages: [png] });
    const stands = valueOf(
      WithdrawOrderSchema,
      await admin(second, 'resolve', { refund: false, reason: 'bank confirms payout' }),
    );
    expect(stands.status).toBe('received');
    expect(await mainBalance(db, r.m)).toBe(8_000n);
  });

  it('counts an unanswered paid order as received after the deadline, refunding nothing', async () => {
    const r = await ready('100');
    const orderId = await paidOrder(r);
    const other = await paidOrder(await ready('50'));
    expect(codeOf(await confirm(r, { orderId: other, result: 'received' }))).toBe(ErrorCode.orderNotFound);
    await expireDeadline(db, orderId);
    // Reads agree before the job has run...
    expect(await myOrder(r, orderId)).toMatchObject({ status: 'autoReceived', confirmDeadline: null });
    expect(codeOf(await confirm(r, { orderId, result: 'received' }))).toBe(ErrorCode.orderStateInvalid);
    // ...and the job makes the stored status agree.
    expect(await t.app.withdrawAutoReceive.runOnce()).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(withdrawOrders).where(eq(withdrawOrders.orderNo, orderId));
    expect(row?.status).toBe('autoReceived');
    expect(await mainBalance(db, r.m)).toBe(6_000n);
    expect((await memberBalances(db, r.m.merchantId, r.m.id)).get(1)).toBe(6_000n);
  });
});
