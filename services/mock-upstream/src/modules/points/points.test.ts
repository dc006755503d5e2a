/**
 * Points through the platform's routes (real database): earning on settled rounds at the operator's
 * category rates, the balance, config and products, redeeming (password, address, stock, points,
 * the amount paid through the ledger), the exchange records and the operator's decisions, the
 * points ledger, converting to cash, idempotent retries, bad input refused field by field with
 * nothing changed, and PTSYS3 switching the area off.
 */
import { ErrorCode, MAIN_WALLET_ID, pointsEndpoints as e, type RsaKey } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, rsaKey, setModule } from '../../test/accounts.js';
import {
  balances,
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  settleRound,
  type TestMember,
} from '../../test/wallet.js';
import { setPaymentPassword } from '../payments/payment-password.js';

const PASSWORD = '246810';
let t: TestApp;
let key: RsaKey;
let m: TestMember;
let rounds = 0;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  m = await createMember(t.app, key, { prefix: 'pts' });
  await setPaymentPassword(t.app.db, m.id, { newPaymentPassword: PASSWORD });
});
afterAll(async () => t?.close());

const value = <T>(res: { body: string }) => (json(res) as { value: T }).value;
const get = <T>(url: string) => call(t.app, m.token, 'GET', url).then((r) => value<T>(r));
const post = (url: string, body: Record<string, unknown>, who = m) =>
  encrypted(t.app, key, 'POST', url, body, { authorization: who.token });
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });
const pointsOf = async () => (await get<{ balance: number }>(e.balance.path)).balance;

/** One settled round of the demo slot (RNG) through the seamless wallet, its points earned. */
async function play(bet: string, win = '0') {
  await settleRound(t.app, t.config.seamlessSecret, m.account, {
    id: `pts-${process.pid}-${++rounds}`,
    bet,
    win,
  });
  // The round's points are earned by the bet outbox's consumer (ADR 0024).
  await t.app.betOutbox.drain();
}

async function product(input: Record<string, unknown>): Promise<number> {
  const res = await adminCall('POST', '/admin/points/products', {
    name: { EN: 'Thing', VI: 'Đồ', CN: '物' },
    kind: 'virtual',
    stock: 5,
    pointsRequired: 100,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return value<{ id: number }>(res).id;
}

describe('points', () => {
  it('earns on settled rounds at the category rate, never expires, and records every change', async () => {
    expect(await pointsOf()).toBe(0);
    await fund(t.app, m.account, '200.00');
    await play('25.00'); // RNG earns 1 point per 1.00 (seed)
    expect(await pointsOf()).toBe(25);
    const res = await adminCall('PUT', '/admin/points/config', { rates: [{ category: 'RNG', rate: '2' }] });
    expect(res.statusCode, res.body).toBe(200);
    await play('10.50', '30.00');
    expect(await get(e.balance.path)).toEqual({ balance: 46, totalEarned: 46 });
    const config = await get<{ rates: { category: string; rate: string }[]; expires: boolean }>(
      e.config.path,
    );
    expect(config.expires).toBe(false);
    expect(config.rates).toContainEqual({ category: 'RNG', rate: '2' });
    const ledger = await get<{ list: { type: string; change: number; balanceAfter: number }[] }>(
      `${e.ledger.path}?pageNo=1&pageSize=10`,
    );
    expect(ledger.list.map((r) => [r.type, r.change, r.balanceAfter])).toEqual([
      ['EARN', 21, 46],
      ['EARN', 25, 25],
    ]);
  });

  it('redeems a product once per requestId: stock, points and the amount through the ledger', async () => {
    await adminCall('POST', '/admin/points/grant', {
      account: m.account,
      requestId: nextRequestId('g'),
      points: 1000,
      reason: 'test',
    });
    const id = await product({ stock: 3, pointsRequired: 300, amountRequired: '2.50' });
    const before = await balances(t.app, m.token);
    const body = { requestId: nextRequestId('rd'), productId: id, quantity: 2, paymentPassword: PASSWORD };
    const first = await post(e.redeem.path, body);
    expect(first.statusCode, first.body).toBe(200);
    const redeemed = value<{
      exchange: { status: string; points: number; amount: string; exchangeType: string };
      balance: number;
      replayed: boolean;
    }>(first);
    expect(redeemed).toMatchObject({ balance: 446, replayed: false });
    expect(redeemed.exchange).toMatchObject({
      status: 'applying',
      points: 600,
      amount: '5.00',
      exchangeType: 'virtual',
    });
    const again = value<{ replayed: boolean; balance: number }>(await post(e.redeem.path, body));
    expect(again).toMatchObject({ replayed: true, balance: 446 });
    const after = await balances(t.app, m.token);
    expect(Number(before.get(MAIN_WALLET_ID)) - Number(after.get(MAIN_WALLET_ID))).toBeCloseTo(5, 6);
    const products = await get<{ list: { id: number; quantity: number; imageUrl: string }[] }>(
      e.products.path,
    );
    const row = products.list.find((p) => p.id === id);
    expect(row?.quantity).toBe(1);
    const image = await t.app.inject({ method: 'GET', url: `/cdn${row!.imageUrl}` });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    // Not enough left, then not enough points: refused, nothing taken.
    const out = await post(e.redeem.path, { ...body, requestId: nextRequestId('rd') });
    expect(errorOf(out).errorCode).toBe(ErrorCode.pointsOutOfStock);
    const big = await product({ pointsRequired: 100_000 });
    const poor = await post(e.redeem.path, {
      ...body,
      productId: big,
      quantity: 1,
      requestId: nextRequestId('rd'),
    });
    expect(errorOf(poor).errorCode).toBe(ErrorCode.pointsInsufficient);
    expect(await pointsOf()).toBe(446);
    await expectLedgerOk(t.app);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const id = await product({ kind: 'physical', stock: 2, pointsRequired: 10 });
    const base = { requestId: nextRequestId('bad'), productId: id, paymentPassword: PASSWORD };
    const noAddress = errorOf(await post(e.redeem.path, base));
    expect(noAddress.errorCode).toBe(ErrorCode.pointsAddressRequired);
    expect(noAddress.fields).toEqual({ deliveryAddress: 'POINTS_ADDRESS_REQUIRED' });
    const badAddress = errorOf(
      await post(e.redeem.path, {
        ...base,
        quantity: 0,
        deliveryAddress: { recipient: '', phone: 'x', address: 'a' },
      }),
    );
    expect(badAddress.fields).toMatchObject({
      quantity: 'quantity_range',
      'deliveryAddress.recipient': 'required',
      'deliveryAddress.phone': 'phone_format',
      'deliveryAddress.address': 'address_too_short',
    });
    const wrong = errorOf(
      await post(e.redeem.path, {
        ...base,
        paymentPassword: '000000',
        deliveryAddress: { recipient: 'An', phone: '+84 912 345 678', address: '1 Le Loi, District 1' },
      }),
    );
    expect(wrong.errorCode).toBe(ErrorCode.paymentPasswordIncorrect);
    expect(wrong.fields).toEqual({ paymentPassword: 'PAYMENT_PASSWORD_INCORRECT' });
    const convert = errorOf(
      await post(e.convert.path, { requestId: 'short', points: 1.5, paymentPassword: '12' }),
    );
    expect(convert.fields).toMatchObject({
      requestId: 'request_id_format',
      points: 'points_whole',
      paymentPassword: 'payment_password_format',
    });
    const products = await get<{ list: { id: number; quantity: number }[] }>(e.products.path);
    expect(products.list.find((p) => p.id === id)?.quantity).toBe(2);
    expect(await pointsOf()).toBe(446);
  });

  it('the operator passes or rejects; a rejection returns points, stock and money', async () => {
    const id = await product({ kind: 'physical', stock: 1, pointsRequired: 40, amountRequired: '1.00' });
    const deliveryAddress = {
      recipient: 'Tran An',
      phone: '+84 912 345 678',
      address: '1 Le Loi, District 1',
    };
    const res = await post(e.redeem.path, {
      requestId: nextRequestId('op'),
      productId: id,
      paymentPassword: PASSWORD,
      deliveryAddress,
    });
    const no = value<{ exchange: { transactionNo: string; deliveryAddress: unknown } }>(res).exchange;
    expect(no.deliveryAddress).toEqual(deliveryAddress);
    expect(await pointsOf()).toBe(406);
    const rejected = await adminCall('POST', `/admin/points/exchanges/${no.transactionNo}`, {
      decision: 'rejected',
      reason: 'Out of area',
    });
    expect(value<{ status: string; reason: string }>(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'Out of area',
    });
    expect(await pointsOf()).toBe(446);
    const twice = await adminCall('POST', `/admin/points/exchanges/${no.transactionNo}`, {
      decision: 'passed',
    });
    expect(errorOf(twice).errorCode).toBe(ErrorCode.pointsExchangeStateInvalid);
    const list = await get<{ list: { transactionNo: string; status: string }[] }>(
      `${e.exchanges.path}?status=rejected`,
    );
    expect(list.list.map((x) => x.transactionNo)).toEqual([no.transactionNo]);
    const ledger = await get<{ list: { type: string; change: number }[] }>(e.ledger.path);
    expect(ledger.list.slice(0, 2).map((r) => [r.type, r.change])).toEqual([
      ['REFUND', 40],
      ['REDEEM', -40],
    ]);
    await expectLedgerOk(t.app);
  });

  it('converts points to cash through the ledger, once per requestId', async () => {
    const before = Number((await balances(t.app, m.token)).get(MAIN_WALLET_ID));
    const body = { requestId: nextRequestId('cv'), points: 250, paymentPassword: PASSWORD };
    const res = await post(e.convert.path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      value<{ exchange: { amount: string; status: string; exchangeType: string }; balance: number }>(res),
    ).toMatchObject({
      balance: 196,
      exchange: { amount: '2.50', status: 'passed', exchangeType: 'cash' },
    });
    expect(value<{ replayed: boolean }>(await post(e.convert.path, body)).replayed).toBe(true);
    const reused = await post(e.convert.path, { ...body, points: 300 });
    expect(errorOf(reused).errorCode).toBe(ErrorCode.idempotencyKeyReused);
    const small = await post(e.convert.path, { ...body, requestId: nextRequestId('cv'), points: 99 });
    expect(errorOf(small).fields).toEqual({ points: 'POINTS_BELOW_MINIMUM' });
    expect(Number((await balances(t.app, m.token)).get(MAIN_WALLET_ID)) - before).toBeCloseTo(2.5, 6);
    expect(await pointsOf()).toBe(196);
    await expectLedgerOk(t.app);
  });

  it('is switched off with PTSYS3', async () => {
    await setModule(t.app, 'PTSYS3', false);
    try {
      const res = await call(t.app, m.token, 'GET', e.balance.path);
      expect(errorOf(res).errorCode).toBe(ErrorCode.functionNotAvailable);
    } finally {
      await setModule(t.app, 'PTSYS3', true);
    }
  });
});
