import { ErrorCode, WithdrawOrderSchema, type UpstreamEvent } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withdrawOrders, withdrawProofs } from '../../db/schema/index.js';
import { adminHeaders } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import { memberBalances } from '../ledger/ledger.repository.js';
import { codeOf, expireDeadline, mainBalance, snapshot, valueOf } from './payments.fixtures.js';
import {
  PNG_1X1,
  png,
  fakePng,
  t,
  db,
  ready,
  withdraw,
  admin,
  confirm,
  paidOrder,
  holdBalance,
  myOrder,
  useWithdrawApp,
} from './withdraw.test-setup.js';

useWithdrawApp();

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

describe('order change events', () => {
  /** The orders.changed events of `memberId` published while `act` runs. */
  async function ordersEvents(memberId: number, act: () => Promise<unknown>) {
    const seen: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => {
      if (e.type === 'orders.changed' && e.memberId === memberId) seen.push(e);
    });
    try {
      await act();
    } finally {
      stop();
    }
    return seen;
  }

  it("tells the member's pages of every state a withdrawal takes, the operator's and the deadline's included", async () => {
    const r = await ready('100');
    const changed = { type: 'orders.changed', merchant: 'demo', memberId: r.m.id, kind: 'withdraw' };
    let orderId = '';
    expect(
      await ordersEvents(r.m.id, async () => {
        orderId = valueOf(WithdrawOrderSchema, await withdraw(r)).orderId;
      }),
    ).toEqual([changed]);
    // The operator's approval moves no money, and was not announced at all before.
    expect(await ordersEvents(r.m.id, () => admin(orderId, 'approve'))).toEqual([changed]);
    expect(await ordersEvents(r.m.id, () => admin(orderId, 'pay'))).toEqual([changed]);
    expect(
      await ordersEvents(r.m.id, () => confirm(r, { orderId, result: 'notReceived', proofImages: [png] })),
    ).toEqual([changed]);
    expect(
      await ordersEvents(r.m.id, () => admin(orderId, 'resolve', { refund: false, reason: 'paid' })),
    ).toEqual([changed]);
    // A refused decision changes nothing and says nothing.
    expect(await ordersEvents(r.m.id, () => admin(orderId, 'approve'))).toEqual([]);

    const rejected = valueOf(WithdrawOrderSchema, await withdraw(r));
    expect(await ordersEvents(r.m.id, () => admin(rejected.orderId, 'reject', {}))).toEqual([changed]);

    // Unanswered past its deadline: the job's flip is announced too.
    const late = await paidOrder(r);
    await expireDeadline(db, late);
    expect(await ordersEvents(r.m.id, () => t.app.withdrawAutoReceive.runOnce())).toEqual([changed]);
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
