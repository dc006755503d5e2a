/**
 * Money through the real gateway and upstream: transfers to a vendor wallet and back, a
 * deposit paid on the sandbox provider's page with the balance pushed live, a withdrawal approved,
 * paid and confirmed partly received, and the account record listing every movement.
 */
import { ErrorCode, MAIN_WALLET_ID, toMinor } from '@portal/contracts';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { brandDay } from './support/days.js';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { wsClient } from './support/trpc.js';
import { newRequestId } from './support/upstream-http.js';

const codeOf = (err: unknown) =>
  ((err as TRPCClientError<never>).data as { code?: string } | undefined)?.code;

describe('wallet through the real gateway and upstream', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;
  let timeZone: string;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000' });
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
    timeZone = (await trpc.system.bootstrap.query()).brand.timeZone;
    await trpc.auth.login.mutate({
      username: 'demoplayer',
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    const funded = await stack.admin('POST', '/admin/members/demoplayer/bonus', {
      requestId: 'it-wallet-funds',
      amount: '300.00',
      bonusType: 'WELCOME',
      description: 'welcome bonus',
      turnoverMultiplier: 0,
    });
    expect(funded.status).toBe(200);
  });
  afterAll(() => stack?.close());

  it('moves money to a vendor wallet and recovers all of it, idempotently', async () => {
    const overview = await trpc.wallet.overview.query();
    expect(overview.wallets[0]?.accountTypeId).toBe(MAIN_WALLET_ID);
    const vendor = overview.wallets.find((w) => w.accountTypeId !== MAIN_WALLET_ID && !w.maintenance);
    expect(vendor).toBeDefined();
    const mainBefore = toMinor(overview.wallets[0]!.balance, 2);

    const request = {
      requestId: newRequestId(),
      fromAccountTypeId: MAIN_WALLET_ID,
      toAccountTypeId: vendor!.accountTypeId,
      amount: '40.00',
    };
    const first = await trpc.wallet.transfer.mutate(request);
    const retry = await trpc.wallet.transfer.mutate(request);
    expect(first.status).toBe('success');
    expect(retry.transferId).toBe(first.transferId);

    const moved = await trpc.wallet.overview.query();
    expect(toMinor(moved.wallets[0]!.balance, 2)).toBe(mainBefore - 4000n);
    expect(moved.wallets.find((w) => w.accountTypeId === vendor!.accountTypeId)?.balance).toBe('40.00');

    await expect(
      trpc.wallet.transfer.mutate({ ...request, requestId: newRequestId(), amount: '999999.00' }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.insufficientBalance);

    const recovered = await trpc.wallet.recoverAll.mutate({ requestId: newRequestId() });
    expect(recovered.transfers.map((t) => t.status)).toEqual(['success']);
    expect(toMinor((await trpc.wallet.overview.query()).wallets[0]!.balance, 2)).toBe(mainBefore);
  });

  it('deposits through the sandbox pay page and pushes the new balance live', async () => {
    const channels = await trpc.deposit.channels.query();
    const online = channels.find((c) => c.type === 'online');
    expect(online).toBeDefined();

    const ws = wsClient(stack.gatewayUrl, browser.cookieHeader());
    const pushed: string[] = [];
    const sub = ws.client.wallet.onBalance.subscribe(undefined, {
      onData: (balance) => pushed.push(balance.sumBalance),
    });
    try {
      await eventually(
        async () => pushed.length,
        (n) => n > 0,
      );
      const before = toMinor(pushed.at(-1)!, 2);

      const order = await trpc.deposit.create.mutate({
        requestId: newRequestId(),
        channelId: online!.id,
        amount: '25.50',
      });
      expect(order.status).toBe('pending');
      expect(order.payUrl).toMatch(/sandbox-pay\/pay\//);

      // The browser goes to the provider's page (through the portal's /sandbox-pay proxy), pays,
      // and is sent back to the portal with the order id.
      const payUrl = new URL(order.payUrl!, stack.gatewayUrl).toString();
      const page = await browser.request(payUrl, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('25.50');
      const paid = await browser.request(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      });
      expect([302, 303]).toContain(paid.status);
      expect(paid.headers.get('location')).toContain(`depositOrder=${order.orderId}`);

      // The provider's signed callback credits the wallet once; the push arrives without a refresh.
      await eventually(
        async () => pushed.map((s) => toMinor(s, 2)),
        (seen) => seen.includes(before + 2550n),
      );
      expect((await trpc.deposit.order.query({ orderId: order.orderId })).status).toBe('success');
    } finally {
      sub.unsubscribe();
      ws.close();
    }
  });

  it('withdraws: payment password, card, hold, approve, pay, partly received', async () => {
    await trpc.withdraw.setPaymentPassword.mutate({
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const banks = await trpc.withdraw.banks.query();
    expect((await trpc.withdraw.cards.query()).payeeName).toBeNull();
    // The first card names the payee; every later card must be in that name.
    const card = await trpc.withdraw.bindCard.mutate({
      bankCode: banks[0]!.code,
      accountNumber: '0123456789',
      holderName: 'Demo Player',
      paymentPassword: '246810',
    });
    expect((await trpc.withdraw.cards.query()).payeeName).toBe('Demo Player');
    await expect(
      trpc.withdraw.bindCard.mutate({
        bankCode: banks[1]!.code,
        accountNumber: '9876543210',
        holderName: 'Somebody Else',
        paymentPassword: '246810',
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.bankCardHolderMismatch);
    expect(card.accountNumberMasked).toMatch(/6789$/);
    expect(JSON.stringify(await trpc.withdraw.cards.query())).not.toContain('0123456789');

    await expect(
      trpc.withdraw.create.mutate({
        requestId: newRequestId(),
        amount: '20.00',
        bankCardId: card.id,
        paymentPassword: '000000',
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.paymentPasswordIncorrect);

    const info = await trpc.withdraw.info.query();
    if (toMinor(info.turnoverDone, 2) < toMinor(info.turnoverRequired, 2)) {
      const missing = toMinor(info.turnoverRequired, 2) - toMinor(info.turnoverDone, 2);
      await stack.admin('POST', '/admin/members/demoplayer/turnover', {
        amount: `${missing / 100n}.${(missing % 100n).toString().padStart(2, '0')}`,
      });
    }
    const mainBefore = toMinor((await trpc.member.balance.query()).sumBalance, 2);
    const order = await trpc.withdraw.create.mutate({
      requestId: newRequestId(),
      amount: '20.00',
      bankCardId: card.id,
      paymentPassword: '246810',
    });
    expect(order.status).toBe('pending');
    await expect(
      trpc.withdraw.create.mutate({
        requestId: newRequestId(),
        amount: '10.00',
        bankCardId: card.id,
        paymentPassword: '246810',
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.withdrawPendingExists);
    expect(toMinor((await trpc.member.balance.query()).sumBalance, 2)).toBe(mainBefore - 2000n);

    expect((await stack.admin('POST', `/admin/withdrawals/${order.orderId}/approve`, {})).status).toBe(200);
    expect((await stack.admin('POST', `/admin/withdrawals/${order.orderId}/pay`, {})).status).toBe(200);
    const paid = (await trpc.withdraw.orders.query({ pageNo: 1, pageSize: 10 })).list.find(
      (o) => o.orderId === order.orderId,
    );
    expect(paid?.status).toBe('paid');
    expect(paid?.confirmDeadline).toBeTruthy();

    const confirmed = await trpc.withdraw.confirm.mutate({
      orderId: order.orderId,
      result: 'partlyReceived',
      receivedAmount: '15.00',
    });
    expect(confirmed).toMatchObject({
      status: 'partlyReceived',
      receivedAmount: '15.00',
      remainingAmount: '5.00',
    });
  });

  it('lists every movement in the account record, filtered by type', async () => {
    const day = brandDay(timeZone);
    const all = await trpc.records.transactions.query({
      startDate: day,
      endDate: day,
      pageNo: 1,
      pageSize: 50,
    });
    const types = new Set(all.list.map((r) => r.type));
    for (const type of ['BONUS', 'TRANSFER_OUT', 'TRANSFER_IN', 'DEPOSIT', 'WITHDRAW'] as const) {
      expect(types, type).toContain(type);
    }
    const deposits = await trpc.records.transactions.query({
      types: ['DEPOSIT'],
      startDate: day,
      endDate: day,
      pageNo: 1,
      pageSize: 50,
    });
    expect(deposits.list.map((r) => r.amount)).toEqual(['25.50']);
    const bonuses = await trpc.records.bonuses.query({
      startDate: day,
      endDate: day,
      pageNo: 1,
      pageSize: 10,
    });
    expect(bonuses.list[0]).toMatchObject({ amount: '300.00', bonusType: 'WELCOME' });
    const pl = await trpc.records.profitLoss.query({ startDate: day, endDate: day });
    expect(pl).toMatchObject({ deposit: '25.50', bonus: '300.00', withdraw: '20.00' });

    await expect(
      trpc.records.transactions.query({
        startDate: '2026-01-01',
        endDate: '2026-03-01',
        pageNo: 1,
        pageSize: 10,
      }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.recordRangeInvalid);

    const check = (await (await stack.admin('GET', '/admin/ledger/check')).json()) as {
      value: { ok: boolean };
    };
    expect(check.value.ok).toBe(true);
  });
});
