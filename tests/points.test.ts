/**
 * The point mall through the real gateway and upstream: a visitor browses the products,
 * a member's bad redeem is refused field by field before it leaves the gateway, and 50 redeems of
 * a product of 3 sent at once by one member (spread over two gateway processes with REDIS_URL) sell
 * exactly 3: the rest are refused (out of stock, or the payment-password lock that lets only a few
 * checks run at a time), the points fall by exactly three prices and the ledger balances. Run with
 * DATABASE_URL for real parallelism.
 */
import { ErrorCode, paymentsEndpoints } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { ADMIN_KEY, startStack, type TestStack } from './support/stack.js';
import { newRequestId, UpstreamHttp } from './support/upstream-http.js';

const errorOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as { code?: string; fields?: Record<string, string> } | undefined;
const PUBLIC_ORIGIN = 'https://portal.test';
const MEMBER = 'demovip';
const PASSWORD = '135790';
const N = 50;

describe('the point mall through the gateway', () => {
  let stack: TestStack;
  let browser: Browser;
  let clients: ReturnType<Browser['client']>[];

  beforeAll(async () => {
    stack = await startStack({
      ALTCHA_MAX_NUMBER: '2000',
      PUBLIC_ORIGINS: PUBLIC_ORIGIN,
      RATE_LIMIT_MAX: '5000',
      UPSTREAM_TIMEOUT_MS: '60000',
    });
    const urls = [stack.gatewayUrl];
    if (stack.sharesRedis) urls.push((await stack.addGateway()).url);
    const http = new UpstreamHttp(stack.upstreamUrl, ADMIN_KEY);
    const token = await http.login(MEMBER);
    const set = await http.call('POST', paymentsEndpoints.setPaymentPassword.path, {
      token,
      encrypted: true,
      body: { newPaymentPassword: PASSWORD },
    });
    expect(set.status).toBe(200);
    browser = new Browser(PUBLIC_ORIGIN);
    clients = urls.map((u) => browser.client(u));
  }, 120_000);
  afterAll(() => stack?.close());

  it('a visitor browses the seeded products', async () => {
    const { list } = await clients[0]!.points.products.query();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((p) => p.kind)).toEqual(expect.arrayContaining(['virtual', 'physical']));
    await browser.client(stack.gatewayUrl).auth.login.mutate({
      username: MEMBER,
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
  });

  it('refuses bad input field by field', async () => {
    const bad = await clients[0]!.points.redeem
      .mutate({
        requestId: 'x',
        productId: 1,
        quantity: 0,
        paymentPassword: '12',
        deliveryAddress: { recipient: '', phone: '1', address: '' },
      })
      .then(() => undefined, errorOf);
    expect(bad?.code).toBe(ErrorCode.validation);
    expect(Object.keys(bad?.fields ?? {})).toEqual(
      expect.arrayContaining(['requestId', 'quantity', 'paymentPassword', 'deliveryAddress.recipient']),
    );
  });

  it(`${N} redeems of a product of 3 at once sell exactly 3`, async () => {
    const res = await stack.admin('POST', '/admin/points/products', {
      name: { EN: 'Gateway race prize' },
      kind: 'virtual',
      stock: 3,
      pointsRequired: 1000,
    });
    const { id } = ((await res.json()) as { value: { id: number } }).value;
    const before = (await clients[0]!.points.balance.query()).balance;
    const codes = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        clients[i % clients.length]!.points.redeem.mutate({
          requestId: newRequestId(),
          productId: id,
          quantity: 1,
          paymentPassword: PASSWORD,
        }).then(
          () => 'ok',
          (e: unknown) => errorOf(e)?.code ?? String(e),
        ),
      ),
    );
    const tally = codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});
    expect(tally.ok).toBe(3);
    for (const code of Object.keys(tally)) {
      expect(['ok', ErrorCode.pointsOutOfStock, ErrorCode.paymentPasswordLocked]).toContain(code);
    }
    expect((await clients[0]!.points.balance.query()).balance).toBe(before - 3000);
    const product = (await clients[0]!.points.products.query()).list.find((p) => p.id === id);
    expect(product?.quantity).toBe(0);
    const exchanges = await clients[0]!.points.exchanges.query({
      pageNo: 1,
      pageSize: 10,
      status: 'applying',
    });
    expect(exchanges.list.filter((x) => x.productName === 'Gateway race prize')).toHaveLength(3);
    const check = await stack.admin('GET', '/admin/ledger/check');
    expect(((await check.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  });
});
