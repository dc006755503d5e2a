/**
 * The ranking pages' lists through the real gateway and upstream: the seed fills them on a fresh
 * start, and a deposit a member really makes (bank transfer approved by the operator) ranks them,
 * under a masked name.
 */
import { RANKING_SIZE, maskCustomerName } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { newRequestId } from './support/upstream-http.js';

describe('ranking pages through the real gateway and upstream', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', CACHE_TTL_CONTENT_S: '1' });
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
  });
  afterAll(() => stack?.close());

  it('shows a TOP 20 of deposits and of valid bets on a fresh start, names masked', async () => {
    for (const kind of ['deposit', 'bet'] as const) {
      const ranking = await trpc.content.ranking.query({ kind });
      expect(ranking.kind).toBe(kind);
      expect(ranking.list).toHaveLength(RANKING_SIZE);
      expect(ranking.list[0]?.rank).toBe(1);
      for (const entry of ranking.list) expect(entry.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
    }
  });

  it('ranks a member first once the operator approves their big deposit', async () => {
    await trpc.auth.login.mutate({
      username: 'demovip',
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    const bank = (await trpc.deposit.channels.query()).find((c) => c.type === 'bank');
    expect(bank).toBeDefined();
    const order = await trpc.deposit.create.mutate({
      requestId: newRequestId(),
      channelId: bank!.id,
      amount: '90000.00',
      payerName: 'Demo VIP',
    });
    const before = await trpc.content.ranking.query({ kind: 'deposit' });
    expect(before.list.some((e) => e.customerName === maskCustomerName('demovip'))).toBe(false);

    const approved = await stack.admin('POST', `/admin/deposits/${order.orderId}/approve`);
    expect(approved.status).toBe(200);
    const after = await eventually(
      () => trpc.content.ranking.query({ kind: 'deposit' }),
      (r) => r.list[0]?.customerName === maskCustomerName('demovip'),
    );
    expect(after.list[0]).toEqual({ rank: 1, customerName: 'de***ip', amount: '90000.00' });
    expect(JSON.stringify(after)).not.toContain('demovip');
  });
});
