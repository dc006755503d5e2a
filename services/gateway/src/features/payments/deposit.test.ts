import { ErrorCode, paymentsEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../test/browser.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { loggedIn, trial } from '../../test/money.js';

describe('deposit', () => {
  const gw = useGatewayApp({
    env: { PUBLIC_ORIGINS: 'https://portal.example,http://localhost:3000' },
    verifier: true,
    perTest: { fresh: ['accounts', 'payments'] },
  });

  const sentDeposits = () => gw.up.requests.filter((r) => r.path === paymentsEndpoints.deposit.path);

  it('lists the channels', async () => {
    const res = await (await loggedIn(gw.app)).query('deposit.channels');
    expect(res.data).toEqual([expect.objectContaining({ id: 1, type: 'online', bankAccount: null })]);
  });

  it('creates an order with the client requestId and a returnUrl on the origin the person is on', async () => {
    const b = await loggedIn(gw.app); // the test browser sends Origin http://localhost:3000
    const res = await b.mutation('deposit.create', {
      requestId: 'deposit-0001',
      channelId: 1,
      amount: '10.00',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ orderId: 'Ddeposit-0001', payUrl: '/sandbox-pay/pay/Pdeposit-0001' });
    expect(sentDeposits()[0]?.body).toEqual({
      requestId: 'deposit-0001',
      channelId: 1,
      amount: '10.00',
      returnUrl: 'http://localhost:3000/index?depositOrder=',
    });
  });

  it('never sends the browser back to an origin outside PUBLIC_ORIGINS, and ignores a client returnUrl', async () => {
    const b = await loggedIn(gw.app);
    const session = b.jar;
    const res = await gw.app.inject({
      method: 'POST',
      url: '/trpc/deposit.create',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'content-type': 'application/json',
        host: '127.0.0.1:3000',
      },
      cookies: Object.fromEntries(session),
      payload: JSON.stringify({
        requestId: 'deposit-0002',
        channelId: 1,
        amount: '10.00',
        returnUrl: 'https://evil.example/',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect((sentDeposits()[0]?.body as { returnUrl: string }).returnUrl).toBe(
      'https://portal.example/index?depositOrder=',
    );
  });

  it('refuses a trial account, no session, bad input, and passes platform codes through', async () => {
    const input = { requestId: 'deposit-0003', channelId: 1, amount: '10.00' };
    expect((await (await trial(gw.app)).mutation('deposit.create', input)).code).toBe(ErrorCode.trialAccount);
    expect((await new Browser(gw.app).mutation('deposit.create', input)).code).toBe(ErrorCode.loginRequired);
    const b = await loggedIn(gw.app);
    const bad = await b.mutation('deposit.create', { ...input, amount: '-1' });
    expect(bad.code).toBe(ErrorCode.validation);
    expect(bad.fields).toHaveProperty('amount');
    expect(sentDeposits()).toHaveLength(0);
    gw.up.state.payments.failures.set(paymentsEndpoints.deposit.path, {
      status: 400,
      errorCode: 'AMOUNT_OUT_OF_RANGE',
    });
    expect((await b.mutation('deposit.create', input)).code).toBe(ErrorCode.amountOutOfRange);
  });

  it('reads one order and a page of orders', async () => {
    const b = await loggedIn(gw.app);
    expect((await b.query('deposit.order', { orderId: 'Dabc-0001' })).data).toMatchObject({
      orderId: 'Dabc-0001',
    });
    gw.up.state.payments.failures.set(paymentsEndpoints.depositOrder.path, {
      status: 404,
      errorCode: 'ORDER_NOT_FOUND',
    });
    expect((await b.query('deposit.order', { orderId: 'nope' })).code).toBe(ErrorCode.orderNotFound);
    const page = await b.query('deposit.orders', { pageNo: 2, pageSize: 5 });
    expect(page.data).toMatchObject({
      pageNo: 2,
      pageSize: 5,
      list: [expect.objectContaining({ status: 'pending' })],
    });
    expect((await b.query('deposit.orders', {})).data).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect((await b.query('deposit.orders', { pageNo: 0 })).code).toBe(ErrorCode.validation);
  });
});
