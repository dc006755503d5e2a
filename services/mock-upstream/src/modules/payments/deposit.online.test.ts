import {
  DepositChannelsSchema,
  DepositOrderSchema,
  ErrorCode,
  SANDBOX_SIGNATURE_HEADER,
  type UpstreamEvent,
  paymentsEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTurnover, paymentCallbackLog } from '../../db/schema/index.js';
import { adminHeaders } from '../../test/app.js';
import { errorOf } from '../../test/accounts.js';
import { get, mainBalance, newMember, requestId, snapshot, valueOf, waitFor } from './payments.fixtures.js';
import { PAY_TEXT, signCallback } from './sandbox-pay.js';
import { describePageTexts } from '../../test/page-texts.js';
import {
  SECRET,
  RETURN_URL,
  t,
  db,
  logLines,
  online,
  deposit,
  order,
  providerOrder,
  payForm,
  callback,
  useDepositApp,
} from './deposit.test-setup.js';

useDepositApp();

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

  it("names the channels in the call's language, and an order's channel in its records", async () => {
    const m = await newMember(db);
    const namesIn = async (language: string) =>
      valueOf(
        DepositChannelsSchema,
        await t.app.inject({
          method: 'GET',
          url: paymentsEndpoints.depositChannels.path,
          headers: { authorization: m.token, language },
        }),
      ).channels.map((c) => c.name);
    expect(await namesIn('EN')).toEqual(['Sandbox Pay', 'Bank transfer']);
    // Sandbox Pay is a name; the bank transfer is said in the player's words.
    expect(await namesIn('TH')).toEqual(['Sandbox Pay', 'โอนผ่านธนาคาร']);
    expect(await namesIn('AR')).toEqual(['Sandbox Pay', 'تحويل بنكي']);
    const bank = valueOf(
      DepositChannelsSchema,
      await get(t.app, m.token, paymentsEndpoints.depositChannels.path),
    ).channels.find((c) => c.code === 'BANK_TRANSFER');
    const created = valueOf(
      DepositOrderSchema,
      await deposit(m, { channelId: bank?.id, amount: '60', payerName: 'Nguyen Van A' }),
    );
    const inVi = valueOf(
      DepositOrderSchema,
      await t.app.inject({
        method: 'GET',
        url: `${paymentsEndpoints.depositOrder.path}?orderId=${created.orderId}`,
        headers: { authorization: m.token, language: 'VI' },
      }),
    );
    expect(inVi.channelName).toBe('Chuyển khoản ngân hàng');
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
    expect(created.payUrl).toMatch(/^\/sandbox-pay\/pay\/SP[0-9A-F]+\?lang=EN$/);
    const payUrl = created.payUrl ?? '';

    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Lucky Lotus');
    expect(page.body).toContain('25.00 USD');
    expect(page.body).toContain(created.orderId);
    expect(page.body).not.toMatch(/<script|style=|https?:\/\//i);
    // Its icon is inline: the browser asks for no /favicon.ico it does not serve.
    expect(page.body).toContain('<link rel="icon" href="data:,">');
    expect(page.body).toMatch(/<form method="post" action="SP[0-9A-F]+\?lang=EN">/);
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
    expect(res.body).toContain('was declined');
    await waitFor('the deposit to fail', async () => (await order(m, created.orderId)).status === 'failed');
    expect((await order(m, created.orderId)).reason).toMatch(/provider/);
    expect(await mainBalance(db, m)).toBe(0n);
  });

  it("writes the pay page in the player's language, right to left in Arabic, and English for any other ?lang", async () => {
    const m = await newMember(db);
    const created = valueOf(
      DepositOrderSchema,
      await t.app.inject({
        method: 'POST',
        url: paymentsEndpoints.deposit.path,
        headers: { authorization: m.token, language: 'TH' },
        payload: { requestId: requestId(), channelId: online, amount: '1234.5' },
      }),
    );
    // The platform's pay URL carries the language the deposit was asked in.
    expect(created.payUrl).toMatch(/\?lang=TH$/);
    const th = await t.app.inject({ method: 'GET', url: created.payUrl ?? '' });
    expect(th.statusCode).toBe(200);
    expect(th.body).toContain('<html lang="th" dir="ltr">');
    expect(th.body).toContain(PAY_TEXT.TH.note);
    expect(th.body).toContain(`>${PAY_TEXT.TH.pay}</button>`);
    expect(th.body).toContain('<bdi>1,234.50 USD</bdi>');
    // The Thai script's faces, served by the provider itself (a phone may have no Thai font).
    expect(th.body).toContain('<link rel="stylesheet" href="/sandbox-pay/fonts/th.css">');
    const css = await t.app.inject({ method: 'GET', url: '/sandbox-pay/fonts/th.css' });
    expect(css.statusCode).toBe(200);
    expect(th.body).not.toMatch(/<script|style=|https?:\/\//i);

    const id = (created.payUrl ?? '').split('?')[0] ?? '';
    const ar = await t.app.inject({ method: 'GET', url: `${id}?lang=AR` });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain(PAY_TEXT.AR.amount);
    // The order number and amount stay in their own order inside the right-to-left page.
    expect(ar.body).toContain(`<bdi>${created.orderId}</bdi>`);
    expect(ar.body).toMatch(/action="SP[0-9A-F]+\?lang=AR"/);

    for (const lang of ['xx', '<script>', 'a'.repeat(40)]) {
      const other = await t.app.inject({ method: 'GET', url: `${id}?lang=${encodeURIComponent(lang)}` });
      expect(other.statusCode, lang).toBe(200);
      expect(other.body, lang).toContain('<html lang="en" dir="ltr">');
      expect(other.body, lang).toContain(PAY_TEXT.EN.note);
    }

    // Declined in Farsi, with no page to go back to: the answer is in Farsi too.
    const declined = await t.app.inject({
      method: 'POST',
      url: `${id}?lang=FA`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('dir="rtl"');
    expect(declined.body).toContain(PAY_TEXT.FA.doneFailed.split('{order}')[0]);
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox-pay/pay/SPNOPE?lang=VI' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(PAY_TEXT.VI.notFound);
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

describePageTexts('sandbox pay page', PAY_TEXT);
