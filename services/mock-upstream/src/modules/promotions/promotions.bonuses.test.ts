import {
  DepositOrderSchema,
  ErrorCode,
  MAIN_WALLET_ID,
  paymentsEndpoints,
  promotionsEndpoints,
  TRIAL_TYPE,
  walletEndpoints,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { depositChannels, members } from '../../db/schema/index.js';
import { post, requestId, valueOf } from '../payments/payments.fixtures.js';
import { formatDateTime } from '../../lib/time.js';
import { json } from '../../test/app.js';
import { balances, createMember, expectLedgerOk, type TestMember } from '../../test/wallet.js';
import { admin, codeOf, memberRowOf } from './promotions.fixtures.js';
import { percentOf } from '../../lib/money.js';
import { rafflePick } from './promotions.raffle.js';
import { t, key, merchant, svc, DAY, create, stateOf, usePromotionsApp } from './promotions.test-setup.js';

usePromotionsApp();

describe('promotions', () => {
  it('computes percent and picks prizes by the seeded HMAC', () => {
    expect(percentOf(20_000n, '100')).toBe(20_000n);
    expect(percentOf(12_345n, '0.8')).toBe(98n);
    const prizes = [
      { id: 1, weight: 1 },
      { id: 2, weight: 3 },
    ];
    expect(rafflePick('seed', 7, 1, prizes)).toBe(rafflePick('seed', 7, 1, prizes));
    expect(rafflePick('seed', 7, 1, [])).toBeNull();
  });

  it('lists the seeded promotions, visitors without a state, in the asked language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${promotionsEndpoints.list.path}?category=all`,
      headers: { language: 'VI' },
    });
    expect(res.statusCode).toBe(200);
    const list = promotionsEndpoints.list.response.parse((json(res) as { value: unknown }).value);
    expect(list.promotions.length).toBeGreaterThanOrEqual(7);
    expect(list.promotions.every((p) => p.state === null)).toBe(true);
    expect(list.promotions.some((p) => p.title.includes('Thưởng chào mừng'))).toBe(true);
    const demo = await t.app.db.select().from(members).where(eq(members.account, 'demoplayer'));
    const states = (await svc.service.listing.list(merchant, demo[0] ?? null, 'all', 'EN')).promotions.map(
      (p) => p.state,
    );
    for (const s of ['join', 'rejected', 'issued', 'comingSoon', 'closed']) expect(states).toContain(s);
  });

  it('runs a deposit bonus: join, qualifying deposit, claim once with the turnover raised', async () => {
    const id = await create({
      kind: 'depositBonus',
      percent: 100,
      cap: '500.00',
      minDeposit: '10.00',
      turnoverMultiplier: 5,
    });
    const m = await createMember(t.app, key, { prefix: 'pd' });
    const row = await memberRowOf(t, m);
    expect(await stateOf(id, m)).toBe('join');
    expect(await codeOf(svc.service.takingPart.claim(merchant, row, { id, requestId: 'c0' }))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    expect((await svc.service.takingPart.join(merchant, row, id)).state).toBe('joined');
    expect((await svc.service.takingPart.join(merchant, row, id)).state).toBe('joined');
    await svc.service.depositBonus.deposited(merchant, m.id, 'D-small', 500n);
    expect(await stateOf(id, m)).toBe('joined');
    await svc.service.depositBonus.deposited(merchant, m.id, 'D-big', 20_000n);
    const detail = await svc.service.listing.detail(merchant, row, id, 'EN');
    expect(detail).toMatchObject({ state: 'claim', reward: '200.00' });
    await svc.service.depositBonus.deposited(merchant, m.id, 'D-next', 90_000n);
    const claimed = await svc.service.takingPart.claim(merchant, row, { id, requestId: 'c1' });
    expect(claimed).toEqual({ id, state: 'claimed', amount: '200.00' });
    expect(await svc.service.takingPart.claim(merchant, row, { id, requestId: 'c1' })).toEqual(claimed);
    expect(await codeOf(svc.service.takingPart.claim(merchant, row, { id, requestId: 'c2' }))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('200.00');
    const [turnover] = rowsOf(
      await t.app.db.execute(
        sql`SELECT required_minor::text AS r FROM member_turnover WHERE member_id = ${m.id}`,
      ),
    );
    expect(turnover?.['r']).toBe('100000');
    await expectLedgerOk(t.app);
  });

  it("earns the deposit bonus in the deposit's own transaction: the credit and the claim commit together", async () => {
    const id = await create({
      kind: 'depositBonus',
      percent: 50,
      cap: '100.00',
      minDeposit: '10.00',
      turnoverMultiplier: 2,
    });
    const m = await createMember(t.app, key, { prefix: 'pt' });
    await svc.service.takingPart.join(merchant, await memberRowOf(t, m), id);
    const [bank] = await t.app.db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.code, 'BANK_TRANSFER'));
    const order = valueOf(
      DepositOrderSchema,
      await post(t.app, m.token, paymentsEndpoints.deposit.path, {
        requestId: requestId(),
        channelId: bank?.id ?? 0,
        amount: '60.00',
        payerName: 'Pham Van T',
      }),
    );
    const approved = await admin(t, 'POST', `/admin/deposits/${order.orderId}/approve`);
    expect(approved.status).toBe(200);
    // Nothing after the commit is waited for (no background work drained): the order's credit and
    // the bonus it earned are one transaction, so a crash between them cannot lose the bonus.
    const [row] = rowsOf(
      await t.app.db.execute(sql`SELECT state, reward_minor::text AS reward, deposit_order_no
        FROM member_promotions WHERE member_id = ${m.id} AND promotion_id = ${id}`),
    );
    expect(row).toEqual({ state: 'claim', reward: '3000', deposit_order_no: order.orderId });
    // Approving again credits nothing and earns nothing more.
    expect((await admin(t, 'POST', `/admin/deposits/${order.orderId}/approve`)).status).not.toBe(200);
    expect(
      await svc.service.takingPart.claim(merchant, await memberRowOf(t, m), { id, requestId: 'pt1' }),
    ).toEqual({
      id,
      state: 'claimed',
      amount: '30.00',
    });
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('90.00');
    await expectLedgerOk(t.app);

    // Bonus details names the promotion the bonus came from, in the member's language.
    const today = formatDateTime(new Date(), merchant.timeZone).slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `${walletEndpoints.bonusDetails.path}?startDate=${today}&endDate=${today}&pageNo=1&pageSize=20`,
      headers: { authorization: m.token, language: 'VI' },
    });
    const bonuses = walletEndpoints.bonusDetails.response.parse((json(res) as { value: unknown }).value);
    expect(bonuses.list).toEqual([
      expect.objectContaining({ amount: '30.00', promotion: { id, title: 'Thử' } }),
    ]);
  });

  it('pays a first-deposit bonus on the first deposit only, and a reload bonus on a later one', async () => {
    const first = await create({
      kind: 'depositBonus',
      percent: 10,
      cap: '50.00',
      minDeposit: '80.00',
      turnoverMultiplier: 1,
    });
    const reload = await create({
      ...{
        kind: 'depositBonus' as const,
        percent: 10,
        cap: '50.00',
        minDeposit: '80.00',
        turnoverMultiplier: 1,
      },
      reload: true,
    });
    const [bank] = await t.app.db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.code, 'BANK_TRANSFER'));
    const depositApproved = async (m: TestMember, amount: string) => {
      const order = valueOf(
        DepositOrderSchema,
        await post(t.app, m.token, paymentsEndpoints.deposit.path, {
          requestId: requestId(),
          channelId: bank?.id ?? 0,
          amount,
          payerName: 'Pham Van F',
        }),
      );
      expect((await admin(t, 'POST', `/admin/deposits/${order.orderId}/approve`)).status).toBe(200);
    };
    // Joined both, then a first deposit under the minimum: the first-deposit bonus is gone for good.
    const m = await createMember(t.app, key, { prefix: 'pf' });
    const row = await memberRowOf(t, m);
    await svc.service.takingPart.join(merchant, row, first);
    await svc.service.takingPart.join(merchant, row, reload);
    await depositApproved(m, '60.00');
    await depositApproved(m, '100.00');
    expect(await stateOf(first, m)).toBe('joined');
    expect(await stateOf(reload, m)).toBe('claim');
    // A member who has deposited before is not offered a first-deposit bonus at all.
    const n = await createMember(t.app, key, { prefix: 'pg' });
    await depositApproved(n, '60.00');
    expect(await stateOf(first, n)).toBe('closed');
    expect(await stateOf(reload, n)).toBe('join');
  });

  it('refuses trials, members out of the audience, promotions not started or ended, unknown ids', async () => {
    const trial = await createMember(t.app, key, { prefix: 'pt', type: TRIAL_TYPE });
    const open = await create({ kind: 'depositBonus', percent: 10, minDeposit: '1.00' });
    expect(await codeOf(svc.service.takingPart.join(merchant, await memberRowOf(t, trial), open))).toBe(
      ErrorCode.trialAccount,
    );
    const newOnly = await create({
      kind: 'depositBonus',
      percent: 10,
      audience: { type: 'newMembers', days: 30 },
    });
    const old = await createMember(t.app, key, { prefix: 'po' });
    await t.app.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 60 * DAY) })
      .where(eq(members.id, old.id));
    expect(await stateOf(newOnly, old)).toBe('closed');
    expect(await codeOf(svc.service.takingPart.join(merchant, await memberRowOf(t, old), newOnly))).toBe(
      ErrorCode.promotionNotEligible,
    );
    const soon = await create({ kind: 'rebate', percent: 5, rebateBasis: 'netLoss' }, { start: 2, end: 9 });
    expect(await stateOf(soon, old)).toBe('comingSoon');
    expect(await codeOf(svc.service.takingPart.join(merchant, await memberRowOf(t, old), soon))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    const ended = await create(
      { kind: 'rebate', percent: 5, rebateBasis: 'netLoss' },
      { start: -9, end: -2 },
    );
    expect(await stateOf(ended, old)).toBe('closed');
    expect(await codeOf(svc.service.takingPart.join(merchant, await memberRowOf(t, old), ended))).toBe(
      ErrorCode.promotionClosed,
    );
    expect(await codeOf(svc.service.takingPart.join(merchant, await memberRowOf(t, old), 999_999))).toBe(
      ErrorCode.promotionNotFound,
    );
    const rows = rowsOf(
      await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM member_promotions WHERE member_id IN (${trial.id}, ${old.id})`,
      ),
    );
    expect(rows[0]?.['n']).toBe(0);
  });
});
