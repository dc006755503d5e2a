import {
  ErrorCode,
  WithdrawInfoSchema,
  WithdrawOrderSchema,
  type UpstreamEvent,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberFreezes } from '../../db/schema/index.js';
import { errorOf } from '../../test/accounts.js';
import {
  codeOf,
  get,
  mainBalance,
  newMember,
  postEncrypted,
  requestId,
  setTurnoverDone,
  snapshot,
  valueOf,
} from './payments.fixtures.js';
import { t, db, key, ready, withdraw, admin, holdBalance, useWithdrawApp } from './withdraw.test-setup.js';

useWithdrawApp();

describe('withdraw info', () => {
  it('reports limits, counts, turnover, withdrawable and state', async () => {
    const fresh = await newMember(db);
    const info = valueOf(
      WithdrawInfoSchema,
      await get(t.app, fresh.token, paymentsEndpoints.withdrawInfo.path),
    );
    expect(info).toMatchObject({
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
    // A fresh member has no password, card, real name or balance: those rules stand, the rest are met.
    expect(info.requirements.filter((q) => !q.met).map((q) => q.rule)).toEqual([
      'paymentPassword',
      'bankCard',
      'profile',
      'balance',
    ]);
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

  it('answers 30 replays of one request id arriving together with the first order, none told "locked"', async () => {
    const r = await ready('100');
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw(r, { requestId: id })));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : codeOf(res)));
    expect(codes).toEqual(Array.from({ length: 30 }, () => 'ok'));
    const orders = new Set(answers.map((res) => valueOf(WithdrawOrderSchema, res).orderId));
    expect(orders.size).toBe(1);
    expect((await snapshot(db, r.m)).withdrawals).toBe(1);
    expect(await mainBalance(db, r.m)).toBe(6_000n);
    // Replays of a taken order cost no attempt, even with a wrong password.
    const replay = await withdraw(r, { requestId: id, paymentPassword: '000000' });
    expect(valueOf(WithdrawOrderSchema, replay).orderId).toBe([...orders][0]);
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
