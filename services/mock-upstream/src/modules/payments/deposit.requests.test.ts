import {
  DepositOrderSchema,
  DepositOrdersSchema,
  ErrorCode,
  paymentsEndpoints,
  type UpstreamEvent,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { depositChannels } from '../../db/schema/index.js';
import { adminHeaders } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import {
  codeOf,
  get,
  mainBalance,
  newMember,
  requestId,
  snapshot,
  valueOf,
  type TestMember,
} from './payments.fixtures.js';
import { t, db, online, bank, deposit, useDepositApp } from './deposit.test-setup.js';

useDepositApp();

describe('deposit requests', () => {
  it('returns the first order for a retried request id and refuses the id with another body', async () => {
    const m = await newMember(db);
    const id = requestId();
    const first = valueOf(
      DepositOrderSchema,
      await deposit(m, { requestId: id, channelId: online, amount: '15' }),
    );
    const again = valueOf(
      DepositOrderSchema,
      await deposit(m, { requestId: id, channelId: online, amount: '15.00' }),
    );
    expect(again.orderId).toBe(first.orderId);
    const before = await snapshot(db, m);
    const reused = await deposit(m, { requestId: id, channelId: online, amount: '16' });
    expect(codeOf(reused)).toBe(ErrorCode.idempotencyKeyReused);
    expect(await snapshot(db, m)).toEqual(before);
  });

  it('refuses bad amounts, channels, a missing payer name and trial accounts, changing nothing', async () => {
    const m = await newMember(db);
    const trial = await newMember(db, { type: 4 });
    const [disabled] = await db
      .insert(depositChannels)
      .values({
        merchantId: m.merchantId,
        code: 'OFF',
        name: 'Off',
        type: 'online',
        minMinor: 1n,
        maxMinor: 100n,
        enabled: false,
      })
      .returning();
    const before = await snapshot(db, m);
    const cases: [TestMember, Record<string, unknown>, string, string | null][] = [
      [m, { channelId: online, amount: '9.99' }, ErrorCode.amountOutOfRange, 'amount'],
      [m, { channelId: online, amount: '50000.01' }, ErrorCode.amountOutOfRange, 'amount'],
      [m, { channelId: online, amount: '10.001' }, ErrorCode.invalidAmount, 'amount'],
      [m, { channelId: 999_999, amount: '20' }, ErrorCode.channelNotAvailable, 'channelId'],
      [m, { channelId: disabled?.id, amount: '0.50' }, ErrorCode.channelNotAvailable, 'channelId'],
      [m, { channelId: bank, amount: '60' }, ErrorCode.requestParamErr, 'payerName'],
      [m, { channelId: online, amount: 'abc' }, ErrorCode.requestParamErr, 'amount'],
      [trial, { channelId: online, amount: '20' }, ErrorCode.trialAccount, null],
    ];
    for (const [who, body, code, field] of cases) {
      const res = await deposit(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(res);
      expect(error.errorCode, JSON.stringify(body)).toBe(code);
      if (field) expect(error.fields?.[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await snapshot(db, m)).toEqual(before);
    expect((await snapshot(db, trial)).deposits).toBe(0);
  });

  it('pages the member’s own orders newest first and hides other members’ orders', async () => {
    const m = await newMember(db);
    const other = await newMember(db);
    const ids: string[] = [];
    for (const amount of ['11', '12', '13']) {
      ids.push(valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount })).orderId);
    }
    const page1 = valueOf(
      DepositOrdersSchema,
      await get(t.app, m.token, `${paymentsEndpoints.depositOrders.path}?pageNo=1&pageSize=2`),
    );
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(page1.list.map((o) => o.orderId)).toEqual([ids[2], ids[1]]);
    const page2 = valueOf(
      DepositOrdersSchema,
      await get(t.app, m.token, `${paymentsEndpoints.depositOrders.path}?pageNo=2&pageSize=2`),
    );
    expect(page2.list.map((o) => o.orderId)).toEqual([ids[0]]);
    const hidden = await get(t.app, other.token, `${paymentsEndpoints.depositOrder.path}?orderId=${ids[0]}`);
    expect(codeOf(hidden)).toBe(ErrorCode.orderNotFound);
  });
});

describe('bank transfer deposits', () => {
  const admin = (orderId: string, action: 'approve' | 'reject', payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/deposits/${orderId}/${action}`,
      headers: adminHeaders,
      ...(payload ? { payload } : {}),
    });

  it('stays pending until the operator approves, then credits once', async () => {
    const m = await newMember(db);
    const created = valueOf(
      DepositOrderSchema,
      await deposit(m, { channelId: bank, amount: '75.5', payerName: 'Nguyen Van A' }),
    );
    expect(created).toMatchObject({ status: 'pending', payUrl: null, channelType: 'bank' });
    expect(await mainBalance(db, m)).toBe(0n);
    const approved = valueOf(DepositOrderSchema, await admin(created.orderId, 'approve'));
    expect(approved.status).toBe('success');
    expect(await mainBalance(db, m)).toBe(7_550n);
    const before = await snapshot(db, m);
    expect(codeOf(await admin(created.orderId, 'approve'))).toBe(ErrorCode.orderStateInvalid);
    expect(codeOf(await admin(created.orderId, 'reject', {}))).toBe(ErrorCode.orderStateInvalid);
    expect(await snapshot(db, m)).toEqual(before);
  });

  it("tells the member's pages when an order is placed, approved or rejected", async () => {
    const m = await newMember(db);
    const seen: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => {
      if (e.type === 'orders.changed' && e.memberId === m.id) seen.push(e);
    });
    try {
      const first = valueOf(
        DepositOrderSchema,
        await deposit(m, { channelId: bank, amount: '60', payerName: 'A B' }),
      );
      const second = valueOf(
        DepositOrderSchema,
        await deposit(m, { channelId: bank, amount: '70', payerName: 'A B' }),
      );
      await admin(first.orderId, 'approve');
      await admin(second.orderId, 'reject', { reason: 'no transfer seen' });
      // Refused: nothing changed, nothing said.
      await admin(second.orderId, 'approve');
    } finally {
      stop();
    }
    expect(seen).toEqual(
      Array.from({ length: 4 }, () => ({
        type: 'orders.changed',
        merchant: 'demo',
        memberId: m.id,
        kind: 'deposit',
      })),
    );
  });

  it('rejects with a reason and moves nothing; unknown orders and online orders are refused', async () => {
    const m = await newMember(db);
    const created = valueOf(
      DepositOrderSchema,
      await deposit(m, { channelId: bank, amount: '80', payerName: 'A B' }),
    );
    const rejected = valueOf(
      DepositOrderSchema,
      await admin(created.orderId, 'reject', { reason: 'no transfer seen' }),
    );
    expect(rejected).toMatchObject({ status: 'failed', reason: 'no transfer seen' });
    expect(await mainBalance(db, m)).toBe(0n);
    expect(codeOf(await admin(created.orderId, 'approve'))).toBe(ErrorCode.orderStateInvalid);
    expect(codeOf(await admin('D-NOPE', 'approve'))).toBe(ErrorCode.orderNotFound);
    const onlineOrder = valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount: '20' }));
    expect(codeOf(await admin(onlineOrder.orderId, 'approve'))).toBe(ErrorCode.orderStateInvalid);
    expect(await mainBalance(db, m)).toBe(0n);
    const noKey = await t.app.inject({ method: 'POST', url: `/admin/deposits/${created.orderId}/approve` });
    expect(noKey.statusCode).toBe(401);
  });
});
