import { ErrorCode, paymentsEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { Browser } from '../../test/browser.js';
import { emitEvent, FAKE_PAYMENT_PASSWORD } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, codeOf, loggedIn, trial } from '../../test/money.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import type { OrdersChange } from './orders-feed.js';

describe('withdraw', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'payments'] } });

  const decrypted = (path: string) =>
    gw.up.state.accounts.decrypted.filter((d) => d.path === path).map((d) => d.body);
  const withdrawal = {
    requestId: 'withdraw-0001',
    amount: '10.00',
    bankCardId: 7,
    paymentPassword: FAKE_PAYMENT_PASSWORD,
  };

  it('answers info, banks and cards', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.query('withdraw.info')).data).toMatchObject({
      isPaymentPasswordSet: true,
      confirmMinutes: 60,
    });
    expect((await b.query('withdraw.banks')).data).toEqual([{ code: 'VCB', name: 'Vietcombank' }]);
    expect((await b.query('withdraw.cards')).data).toMatchObject({
      maxCards: 3,
      cards: [expect.objectContaining({ id: 7 })],
    });
    expect((await new Browser(gw.app).query('withdraw.info')).code).toBe(ErrorCode.loginRequired);
  });

  describe('withdraw.setPaymentPassword', () => {
    it('sets the password encrypted, without the confirmation', async () => {
      const b = await loggedIn(gw.app);
      const res = await b.mutation('withdraw.setPaymentPassword', {
        newPaymentPassword: '123456',
        confirmPaymentPassword: '123456',
      });
      expect(res.data).toEqual({ ok: true });
      expect(decrypted(paymentsEndpoints.setPaymentPassword.path)).toEqual([
        { newPaymentPassword: '123456' },
      ]);
      const raw = gw.up.requests.find((r) => r.path === paymentsEndpoints.setPaymentPassword.path);
      expect(String(raw?.body)).not.toContain('123456');
    });

    it('refuses a mismatched confirmation with PASSWORD_MISMATCH on its field, calling nobody', async () => {
      const res = await (
        await loggedIn(gw.app)
      ).mutation('withdraw.setPaymentPassword', {
        oldPaymentPassword: '111111',
        newPaymentPassword: '123456',
        confirmPaymentPassword: '654321',
      });
      expect(res.code).toBe(ErrorCode.passwordMismatch);
      expect(res.fields).toEqual({ confirmPaymentPassword: 'validation.password_mismatch' });
      expect(gw.up.hits(paymentsEndpoints.setPaymentPassword.path)).toBe(0);
    });

    it('refuses a trial account and passes OLD/INCORRECT codes through', async () => {
      const input = { newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
      expect((await (await trial(gw.app)).mutation('withdraw.setPaymentPassword', input)).code).toBe(
        ErrorCode.trialAccount,
      );
      gw.up.state.payments.failures.set(paymentsEndpoints.setPaymentPassword.path, {
        status: 400,
        errorCode: 'PAYMENT_PASSWORD_INCORRECT',
      });
      expect((await (await loggedIn(gw.app)).mutation('withdraw.setPaymentPassword', input)).code).toBe(
        ErrorCode.paymentPasswordIncorrect,
      );
    });
  });

  it('binds a card, encrypted', async () => {
    const b = await loggedIn(gw.app);
    const card = {
      bankCode: 'VCB',
      accountNumber: '0123456789',
      holderName: 'Alice',
      paymentPassword: FAKE_PAYMENT_PASSWORD,
    };
    const res = await b.mutation('withdraw.bindCard', card);
    expect(res.data).toMatchObject({ bankCode: 'VCB', accountNumberMasked: '**** **** 1234' });
    expect(decrypted(paymentsEndpoints.bindBankCard.path)).toEqual([card]);
    expect((await b.mutation('withdraw.bindCard', { ...card, paymentPassword: '000000' })).code).toBe(
      ErrorCode.paymentPasswordIncorrect,
    );
    expect((await (await trial(gw.app)).mutation('withdraw.bindCard', card)).code).toBe(
      ErrorCode.trialAccount,
    );
  });

  // A retry answering the same order is the platform's idempotency (mock-upstream's
  // withdraw.requests.test.ts, against the real service); the gateway's part is to pass every
  // attempt on with the client's requestId, neither answering a retry itself nor keying it anew.
  it('creates a withdrawal encrypted with the client requestId, and passes a retry on with the same one', async () => {
    const b = await loggedIn(gw.app);
    const first = await b.mutation('withdraw.create', withdrawal);
    expect(first.data).toMatchObject({ orderId: 'Wwithdraw-0001', status: 'pending', amount: '10.00' });
    expect(decrypted(paymentsEndpoints.withdraw.path)).toEqual([withdrawal]);
    expect((await b.mutation('withdraw.create', withdrawal)).data).toMatchObject({
      orderId: 'Wwithdraw-0001',
    });
    expect(decrypted(paymentsEndpoints.withdraw.path)).toEqual([withdrawal, withdrawal]);
    gw.up.state.payments.failures.set(paymentsEndpoints.withdraw.path, {
      status: 412,
      errorCode: 'TURNOVER_NOT_MET',
    });
    const refused = await b.mutation('withdraw.create', { ...withdrawal, requestId: 'withdraw-0002' });
    expect(refused.status).toBe(412);
    expect(refused.code).toBe(ErrorCode.turnoverNotMet);
    expect((await (await trial(gw.app)).mutation('withdraw.create', withdrawal)).code).toBe(
      ErrorCode.trialAccount,
    );
  });

  it('lists orders and confirms a paid one', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.query('withdraw.orders', { pageNo: 1, pageSize: 10 })).data).toMatchObject({
      pageSize: 10,
    });
    const res = await b.mutation('withdraw.confirm', {
      orderId: 'W1',
      result: 'partlyReceived',
      receivedAmount: '4.00',
    });
    expect(res.data).toMatchObject({ orderId: 'W1', status: 'partlyReceived' });
    expect(gw.up.requests.find((r) => r.path === paymentsEndpoints.withdrawConfirm.path)?.body).toEqual({
      orderId: 'W1',
      result: 'partlyReceived',
      receivedAmount: '4.00',
    });
    expect(
      (await b.mutation('withdraw.confirm', { orderId: 'W1', result: 'notReceived', proofImages: [] })).code,
    ).toBe(ErrorCode.validation);
    expect(
      (await (await trial(gw.app)).mutation('withdraw.confirm', { orderId: 'W1', result: 'received' })).code,
    ).toBe(ErrorCode.trialAccount);
  });

  it('takes proof images of several MB on withdraw.confirm only; other calls keep the 1 MB limit', async () => {
    const b = await loggedIn(gw.app);
    const image = `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`;
    const res = await b.mutation('withdraw.confirm', {
      orderId: 'W1',
      result: 'notReceived',
      proofImages: [image],
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'notReceived' });
    const big = await b.mutation('withdraw.create', {
      ...withdrawal,
      paymentPassword: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(gw.up.hits(paymentsEndpoints.withdraw.path)).toBe(0);
  });

  it("pushes the member's order changes to its order pages, and no one else's", async () => {
    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const controller = new AbortController();
    const caller = await callerOf(gw.app, await loggedIn(gw.app), controller.signal); // alice, member 1
    const it = (await caller.orders.onChanged())[Symbol.asyncIterator]() as AsyncIterator<OrdersChange>;
    let otherHeard = false;
    const stopOther = await gw.app.services.realtime.onMember(2, (e) => {
      if (e.type === 'orders.changed') otherHeard = true;
    });
    try {
      // Listening: read everything once (a reconnect may have missed changes).
      expect((await it.next()).value).toEqual({ kind: 'all' });
      const next = it.next();
      emitEvent(gw.up.state.wallet, {
        type: 'orders.changed',
        merchant: 'demo',
        memberId: 2,
        kind: 'deposit',
      });
      await waitFor(() => otherHeard);
      emitEvent(gw.up.state.wallet, {
        type: 'orders.changed',
        merchant: 'other',
        memberId: 1,
        kind: 'deposit',
      });
      // The operator paid alice's withdrawal.
      emitEvent(gw.up.state.wallet, {
        type: 'orders.changed',
        merchant: 'demo',
        memberId: 1,
        kind: 'withdraw',
      });
      expect((await next).value).toEqual({ kind: 'withdraw' });
    } finally {
      controller.abort();
      await it.return?.(undefined);
      await stopOther();
    }
    // A visitor has no orders to follow.
    const visitor = createCaller(createContextInner({ services: gw.app.services }));
    expect(await codeOf(visitor.orders.onChanged())).toBe(ErrorCode.loginRequired);
  });
});
