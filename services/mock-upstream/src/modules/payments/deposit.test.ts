import {
  DepositChannelsSchema,
  DepositOrderSchema,
  DepositOrdersSchema,
  ErrorCode,
  SANDBOX_SIGNATURE_HEADER,
  type DepositOrder,
  type UpstreamEvent,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  depositChannels,
  memberTurnover,
  paymentCallbackLog,
  sandboxPayOrders,
} from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import {
  codeOf,
  get,
  ledgerProblems,
  mainBalance,
  newMember,
  post,
  requestId,
  snapshot,
  valueOf,
  waitFor,
  type TestMember,
} from './payments.fixtures.js';
import { signCallback } from './sandbox-pay.js';

const SECRET = 'test-sandbox-secret-0123';
const RETURN_URL = 'https://luckylotus.example/index?depositOrder=';
let t: TestApp;
let db: Db;
const logLines: string[] = [];
let online: number;
let bank: number;

beforeAll(async () => {
  t = await startTestApp(
    { paymentJobIntervalMs: 25, sandboxCallbackRetryMs: 20, sandboxPaySecret: SECRET, logLevel: 'info' },
    undefined,
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  db = t.app.db;
  const channels = await db.select().from(depositChannels);
  online = channels.find((c) => c.code === 'SANDBOX_PAY')?.id ?? 0;
  bank = channels.find((c) => c.code === 'BANK_TRANSFER')?.id ?? 0;
});
afterAll(async () => t.close());
afterEach(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
});

function deposit(m: TestMember, body: Record<string, unknown>) {
  return post(t.app, m.token, paymentsEndpoints.deposit.path, { requestId: requestId(), ...body });
}

async function order(m: TestMember, orderId: string): Promise<DepositOrder> {
  return valueOf(
    DepositOrderSchema,
    await get(t.app, m.token, `${paymentsEndpoints.depositOrder.path}?orderId=${orderId}`),
  );
}

async function providerOrder(payUrl: string) {
  const id = payUrl.split('/').pop() ?? '';
  const [row] = await db.select().from(sandboxPayOrders).where(eq(sandboxPayOrders.providerOrderId, id));
  if (!row) throw new Error(`no provider order ${id}`);
  return row;
}

function payForm(payUrl: string, action: 'pay' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function callback(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: paymentsEndpoints.sandboxCallback.path,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signCallback(raw, SECRET),
    },
    payload: raw,
  });
}

describe('deposit channels', () => {
  it('lists the online and the bank channel with their limits and receiving account', async () => {
    const m = await newMember(db);
    const { channels } = valueOf(
      DepositChannelsSchema,
      await get(t.app, m.token, paymentsEndpoints.depositChannels.path),
    );
    expect(channels).toEqual([
      expect.objectContaining({
        code: 'SANDBOX_PAY',
        type: 'online',
        minAmount: '10.00',
        maxAmount: '50000.00',
        bankAccount: null,
      }),
      expect.objectContaining({
        code: 'BANK_TRANSFER',
        type: 'bank',
        minAmount: '50.00',
        maxAmount: '100000.00',
        bankAccount: expect.objectContaining({ bankName: 'Vietcombank' }) as unknown,
      }),
    ]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: paymentsEndpoints.depositChannels.path });
    expect(res.statusCode).toBe(401);
  });
});

describe('online deposit through the sandbox provider', () => {
  it('creates, shows the pay page, pays, receives the callback and credits once', async () => {
    const m = await newMember(db);
    const events: UpstreamEvent[] = [];
    const unsubscribe = t.app.events.subscribe((e) => events.push(e));
    const created = valueOf(
      DepositOrderSchema,
      await deposit(m, { channelId: online, amount: '25', returnUrl: RETURN_URL }),
    );
    expect(created).toMatchObject({ status: 'pending', amount: '25.00', channelType: 'online' });
    expect(created.payUrl).toMatch(/^\/sandbox-pay\/pay\/SP[0-9A-F]+$/);
    const payUrl = created.payUrl ?? '';

    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Lucky Lotus');
    expect(page.body).toContain('25.00 USD');
    expect(page.body).toContain(created.orderId);
    expect(page.body).not.toMatch(/<script|style=|https?:\/\//i);
    expect(page.body).toMatch(/<form method="post" action="SP[0-9A-F]+">/);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox-pay/pay/pay.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const paid = await payForm(payUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers['location']).toBe(`${RETURN_URL}${created.orderId}`);

    await waitFor(
      'the deposit to be credited',
      async () => (await order(m, created.orderId)).status === 'success',
    );
    expect(await mainBalance(db, m)).toBe(2_500n);
    await waitFor(
      'the callback to be acknowledged',
      async () => (await providerOrder(payUrl)).callbackAckedAt !== null,
    );
    const [turnover] = await db.select().from(memberTurnover).where(eq(memberTurnover.memberId, m.id));
    expect(turnover?.requiredMinor).toBe(2_500n);
    expect(events).toContainEqual({ type: 'wallet.changed', merchant: 'demo', memberId: m.id });
    unsubscribe();

    // A second click changes nothing and still sends the browser back.
    const again = await payForm(payUrl, 'fail');
    expect(again.statusCode).toBe(303);
    expect((await order(m, created.orderId)).status).toBe('success');
    expect(await mainBalance(db, m)).toBe(2_500n);
  });

  it('shows a done page when the order has no return URL, and a failed payment moves nothing', async () => {
    const m = await newMember(db);
    const created = valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount: '10.00' }));
    const res = await payForm(created.payUrl ?? '', 'fail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('failed');
    await waitFor('the deposit to fail', async () => (await order(m, created.orderId)).status === 'failed');
    expect((await order(m, created.orderId)).reason).toMatch(/provider/);
    expect(await mainBalance(db, m)).toBe(0n);
  });

  it('answers an unknown pay page with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-pay/pay/SPNOPE' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a callback with a wrong signature, logs it and writes nothing', async () => {
    const m = await newMember(db);
    const created = valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount: '30' }));
    const provider = await providerOrder(created.payUrl ?? '');
    const before = await snapshot(db, m);
    const body = {
      providerOrderId: provider.providerOrderId,
      merchantOrderId: created.orderId,
      amount: '30.00',
      status: 'paid',
      paidAt: new Date().toISOString(),
    };
    const forged = await callback(body, signCallback(JSON.stringify(body), 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).errorCode).toBe(ErrorCode.signatureInvalid);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: paymentsEndpoints.sandboxCallback.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await snapshot(db, m)).toEqual(before);
    expect((await order(m, created.orderId)).status).toBe('pending');
    // An unsigned caller writes no row, with a NUL in its text or without (that one answered 500
    // after writing: the database cannot store a NUL).
    const auditRows = async () => (await db.select().from(paymentCallbackLog)).length;
    const rowsBefore = await auditRows();
    for (const providerOrderId of [provider.providerOrderId, 'x\u0000y', 'x\uD800y']) {
      const unsignedBad = await t.app.inject({
        method: 'POST',
        url: paymentsEndpoints.sandboxCallback.path,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) },
        payload: JSON.stringify({ ...body, providerOrderId }),
      });
      expect([400, 401]).toContain(unsignedBad.statusCode);
    }
    expect(await auditRows()).toBe(rowsBefore);
    const logged = await db
      .select()
      .from(paymentCallbackLog)
      .where(eq(paymentCallbackLog.outcome, 'signature_invalid'));
    expect(logged).toEqual([]);
    expect(logLines.some((l) => l.includes('wrong signature') && l.includes('"level":40'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(SECRET);
  });

  it('acknowledges a replayed callback without a second credit, and refuses a wrong amount', async () => {
    const m = await newMember(db);
    const created = valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount: '40' }));
    const provider = await providerOrder(created.payUrl ?? '');
    const body = {
      providerOrderId: provider.providerOrderId,
      merchantOrderId: created.orderId,
      amount: '40.00',
      status: 'paid',
      paidAt: new Date().toISOString(),
    };
    const wrongAmount = await callback({ ...body, amount: '41.00' });
    expect(wrongAmount.statusCode).toBe(400);
    expect(await mainBalance(db, m)).toBe(0n);
    const first = await callback(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ value: { ack: true } });
    const credited = await snapshot(db, m);
    expect(credited.main).toBe(4_000n);
    const replay = await callback(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ value: { ack: true } });
    const failedReplay = await callback({ ...body, status: 'failed' });
    expect(failedReplay.statusCode).toBe(200);
    expect(await snapshot(db, m)).toEqual(credited);
    expect((await order(m, created.orderId)).status).toBe('success');
  });

  it('keeps retrying while the platform refuses callbacks, then delivers once it accepts', async () => {
    const m = await newMember(db);
    const knob = (accept: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/payments/callbacks',
        headers: adminHeaders,
        payload: { accept },
      });
    expect((await knob(false)).statusCode).toBe(200);
    try {
      const created = valueOf(DepositOrderSchema, await deposit(m, { channelId: online, amount: '12.34' }));
      const payUrl = created.payUrl ?? '';
      expect((await payForm(payUrl, 'pay')).statusCode).toBe(200);
      await waitFor(
        'three refused attempts',
        async () => (await providerOrder(payUrl)).callbackAttempts >= 3,
      );
      const refused = await providerOrder(payUrl);
      expect(refused.callbackAckedAt).toBeNull();
      expect(refused.callbackLastError).toMatch(/503/);
      expect((await order(m, created.orderId)).status).toBe('pending');
      expect(await mainBalance(db, m)).toBe(0n);

      expect((await knob(true)).statusCode).toBe(200);
      await waitFor(
        'the retried callback to credit',
        async () => (await order(m, created.orderId)).status === 'success',
      );
      await waitFor(
        'the callback to be acknowledged',
        async () => (await providerOrder(payUrl)).callbackAckedAt !== null,
      );
      expect(await mainBalance(db, m)).toBe(1_234n);
    } finally {
      await knob(true);
    }
  });
});

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
