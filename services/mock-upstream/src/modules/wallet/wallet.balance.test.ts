import {
  envelope,
  EVENTS_KEY_HEADER,
  eventsEndpoints,
  RecoverAllValueSchema,
  UpstreamEventSchema,
  WalletBalanceSchema,
  type UpstreamEvent,
  walletEndpoints,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankCards, memberTurnover, withdrawOrders } from '../../db/schema/index.js';
import { adminHeaders, json } from '../../test/app.js';
import {
  balances,
  call,
  createMember,
  fund,
  nextRequestId,
  setVendorMode,
  transfer,
  transferOf,
} from '../../test/wallet.js';
import { t, key, wallets, published, vendorAt, useWalletApp } from './wallet.test-setup.js';

useWalletApp();

describe('balance', () => {
  it('lists the main wallet first, then every vendor wallet with zeros, and the held amount', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '12.34');
    const res = await call(t.app, m.token, 'GET', walletEndpoints.balance.path);
    const value = envelope(WalletBalanceSchema).parse(json(res)).value;
    expect(value.balance.map((b) => b.accountTypeId)).toEqual([1, ...wallets.map((w) => w.accountTypeId)]);
    expect(value).toMatchObject({ sumBalance: '12.34', holdBalance: '0.00', currency: 'USD' });
    expect(value.balance[0]).toEqual({ accountTypeId: 1, availBalance: '12.34' });
    expect(value.balance.slice(1).every((b) => b.availBalance === '0.00')).toBe(true);

    // An open withdrawal's amount shows as held.
    const [card] = await t.app.db
      .insert(bankCards)
      .values({
        merchantId: (await t.app.platform.merchants.resolve(undefined)).id,
        memberId: m.id,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        accountNumber: `99${m.id}`,
        holderName: 'Test Holder',
      })
      .returning();
    await t.app.db.insert(withdrawOrders).values({
      orderNo: `W-test-${m.id}`,
      merchantId: card!.merchantId,
      memberId: m.id,
      requestId: nextRequestId(),
      bankCardId: card!.id,
      amountMinor: 250n,
      status: 'pending',
    });
    const held = envelope(WalletBalanceSchema).parse(
      json(await call(t.app, m.token, 'GET', walletEndpoints.balance.path)),
    ).value;
    expect(held.holdBalance).toBe('2.50');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: walletEndpoints.balance.path });
    expect(res.statusCode).toBe(401);
  });
});

describe('recover all', () => {
  it('brings every non-empty vendor wallet home, skips maintenance, and repeats on retry', async () => {
    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '10.00');
    const [a, b, c] = [vendorAt(9), vendorAt(10), vendorAt(11)];
    for (const [w, amount] of [
      [a, '3'],
      [b, '2'],
      [c, '1'],
    ] as const) {
      transferOf(
        await transfer(t.app, m.token, { fromAccountTypeId: 1, toAccountTypeId: w.accountTypeId, amount }),
      );
    }
    await setVendorMode(t.app, c.vendor, 'maintenance');
    const requestId = nextRequestId();
    const first = envelope(RecoverAllValueSchema).parse(
      json(await call(t.app, m.token, 'POST', walletEndpoints.recoverAll.path, { requestId })),
    ).value;
    expect(first.transfers.map((x) => [x.fromAccountTypeId, x.amount, x.status])).toEqual([
      [a.accountTypeId, '3.00', 'success'],
      [b.accountTypeId, '2.00', 'success'],
    ]);
    expect(first.transfers[0]?.requestId).toBe(`${requestId}:${a.accountTypeId}`);
    const bal = await balances(t.app, m.token);
    expect(bal.get(1)).toBe('9.00');
    expect(bal.get(c.accountTypeId)).toBe('1.00');

    const retry = envelope(RecoverAllValueSchema).parse(
      json(await call(t.app, m.token, 'POST', walletEndpoints.recoverAll.path, { requestId })),
    ).value;
    expect(retry.transfers).toEqual(first.transfers);
    expect((await balances(t.app, m.token)).get(1)).toBe('9.00');
  });
});

describe('operator', () => {
  it('grants a bonus once per request id and raises the turnover requirement', async () => {
    const m = await createMember(t.app, key);
    const requestId = nextRequestId();
    const grant = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin/members/${m.account}/bonus`,
        headers: adminHeaders,
        payload: {
          requestId,
          amount: '5',
          bonusType: 'WELCOME',
          description: 'Welcome bonus',
          turnoverMultiplier: 3,
        },
      });
    published.length = 0;
    const first = json(await grant()) as { value: { replayed: boolean; turnoverRequired: string } };
    expect(first.value).toMatchObject({ replayed: false, turnoverRequired: '15.00' });
    expect(published).toContainEqual({ type: 'wallet.changed', merchant: 'demo', memberId: m.id });
    const again = json(await grant()) as { value: { replayed: boolean; turnoverRequired: string } };
    expect(again.value).toMatchObject({ replayed: true, turnoverRequired: '15.00' });
    expect((await balances(t.app, m.token)).get(1)).toBe('5.00');

    const turnover = await t.app.inject({
      method: 'POST',
      url: `/admin/members/${m.account}/turnover`,
      headers: adminHeaders,
      payload: { amount: '4.5' },
    });
    expect(json(turnover)).toMatchObject({ value: { turnoverRequired: '15.00', turnoverDone: '4.50' } });
    const [row] = await t.app.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, m.id));
    expect(row).toMatchObject({ requiredMinor: 1500n, doneMinor: 450n });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/members/nobody-here/bonus',
      headers: adminHeaders,
      payload: { requestId: nextRequestId(), amount: '1', bonusType: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('reports the ledger check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/ledger/check', headers: adminHeaders });
    expect(json(res)).toMatchObject({ success: true, value: { ok: true, problems: [] } });
    const noKey = await t.app.inject({ method: 'GET', url: '/admin/ledger/check' });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('events stream', () => {
  it('streams hello, then wallet.changed of every balance change; refuses a wrong key', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streamUrl = `${address}${eventsEndpoints.stream.path}`;
    const wrong = await fetch(streamUrl, { headers: { [EVENTS_KEY_HEADER]: 'nope' } });
    expect(wrong.status).toBe(401);
    await wrong.body?.cancel();

    const controller = new AbortController();
    const res = await fetch(streamUrl, {
      headers: { [EVENTS_KEY_HEADER]: t.config.eventsKey },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events: UpstreamEvent[] = [];
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith('data: ')) events.push(UpstreamEventSchema.parse(JSON.parse(line.slice(6))));
          }
        }
      }
    };
    await readUntil(() => events.length > 0);
    expect(events[0]?.type).toBe('hello');

    const m = await createMember(t.app, key);
    await fund(t.app, m.account, '1.00');
    await readUntil(() => events.some((e) => e.type === 'wallet.changed' && e.memberId === m.id));
    expect(events).toContainEqual({ type: 'wallet.changed', merchant: 'demo', memberId: m.id });

    const listeners = t.app.events.listenerCount();
    controller.abort();
    await expect.poll(() => t.app.events.listenerCount(), { timeout: 5_000 }).toBe(listeners - 1);
  });
});
