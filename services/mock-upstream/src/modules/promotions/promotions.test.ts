import {
  DepositOrderSchema,
  ErrorCode,
  MAIN_WALLET_ID,
  paymentsEndpoints,
  promotionsEndpoints,
  TRIAL_TYPE,
  type RsaKey,
  walletEndpoints,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { depositChannels, members, rewards } from '../../db/schema/index.js';
import { post, requestId, valueOf } from '../payments/payments.fixtures.js';
import { formatDateTime } from '../../lib/time.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { balances, call, createMember, expectLedgerOk, fund, type TestMember } from '../../test/wallet.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { brandDay } from '../../test/days.js';
import {
  admin,
  clockedService,
  codeOf,
  memberRowOf,
  merchantOf,
  play,
  promotionInput,
} from './promotions.fixtures.js';
import { percentOf, rafflePick } from './promotions.service.js';

let t: TestApp;
let key: RsaKey;
let merchant: MerchantRow;
let svc: ReturnType<typeof clockedService>;
const DAY = 86_400_000;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  merchant = await merchantOf(t);
  svc = clockedService(t);
});
afterAll(async () => t?.close());

async function create(extra: Parameters<typeof promotionInput>[1], days?: { start: number; end: number }) {
  const res = await admin(t, 'POST', '/admin/promotions', promotionInput(merchant.timeZone, extra, days));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.value as { id: number }).id;
}
const stateOf = async (id: number, m: TestMember) =>
  (await svc.service.detail(merchant, await memberRowOf(t, m), id, 'EN')).state;

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
    const states = (await svc.service.list(merchant, demo[0] ?? null, 'all', 'EN')).promotions.map(
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
    expect(await codeOf(svc.service.claim(merchant, row, { id, requestId: 'c0' }))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    expect((await svc.service.join(merchant, row, id)).state).toBe('joined');
    expect((await svc.service.join(merchant, row, id)).state).toBe('joined');
    await svc.service.deposited(merchant, m.id, 'D-small', 500n);
    expect(await stateOf(id, m)).toBe('joined');
    await svc.service.deposited(merchant, m.id, 'D-big', 20_000n);
    const detail = await svc.service.detail(merchant, row, id, 'EN');
    expect(detail).toMatchObject({ state: 'claim', reward: '200.00' });
    await svc.service.deposited(merchant, m.id, 'D-next', 90_000n);
    const claimed = await svc.service.claim(merchant, row, { id, requestId: 'c1' });
    expect(claimed).toEqual({ id, state: 'claimed', amount: '200.00' });
    expect(await svc.service.claim(merchant, row, { id, requestId: 'c1' })).toEqual(claimed);
    expect(await codeOf(svc.service.claim(merchant, row, { id, requestId: 'c2' }))).toBe(
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
    await svc.service.join(merchant, await memberRowOf(t, m), id);
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
    expect(await svc.service.claim(merchant, await memberRowOf(t, m), { id, requestId: 'pt1' })).toEqual({
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
    await svc.service.join(merchant, row, first);
    await svc.service.join(merchant, row, reload);
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
    expect(await codeOf(svc.service.join(merchant, await memberRowOf(t, trial), open))).toBe(
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
    expect(await codeOf(svc.service.join(merchant, await memberRowOf(t, old), newOnly))).toBe(
      ErrorCode.promotionNotEligible,
    );
    const soon = await create({ kind: 'rebate', percent: 5, rebateBasis: 'netLoss' }, { start: 2, end: 9 });
    expect(await stateOf(soon, old)).toBe('comingSoon');
    expect(await codeOf(svc.service.join(merchant, await memberRowOf(t, old), soon))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    const ended = await create(
      { kind: 'rebate', percent: 5, rebateBasis: 'netLoss' },
      { start: -9, end: -2 },
    );
    expect(await stateOf(ended, old)).toBe('closed');
    expect(await codeOf(svc.service.join(merchant, await memberRowOf(t, old), ended))).toBe(
      ErrorCode.promotionClosed,
    );
    expect(await codeOf(svc.service.join(merchant, await memberRowOf(t, old), 999_999))).toBe(
      ErrorCode.promotionNotFound,
    );
    const rows = rowsOf(
      await t.app.db.execute(
        sql`SELECT count(*)::int AS n FROM member_promotions WHERE member_id IN (${trial.id}, ${old.id})`,
      ),
    );
    expect(rows[0]?.['n']).toBe(0);
  });

  it('takes an application, refuses bad input, and follows the operator (reject, apply again, approve, claim)', async () => {
    const id = await create({ kind: 'application' });
    const m = await createMember(t.app, key, { prefix: 'pa' });
    const other = await createMember(t.app, key, { prefix: 'pb' });
    const apply = (body: unknown) => call(t.app, m.token, 'POST', promotionsEndpoints.apply.path, body);
    const long = await apply({ id, comment: 'x'.repeat(141), images: [] });
    expect(json(long)).toMatchObject({ fields: { comment: 'application_comment_max' } });
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect(json(await apply({ id, comment: 'hi', images: [gif] }))).toMatchObject({
      fields: { 'images.0': 'feedback_image_type' },
    });
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expect(json(await apply({ id, comment: 'hi', images: [big] }))).toMatchObject({
      fields: { 'images.0': 'feedback_image_size' },
    });
    expect(json(await apply({ id: 999_999, comment: 'hi', images: [] }))).toMatchObject({
      errorCode: ErrorCode.promotionNotFound,
    });
    expect(await stateOf(id, m)).toBe('join');
    const ok = await apply({ id, comment: 'look at my win', images: [PNG] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(await apply({ id, comment: 'again', images: [] }))).toMatchObject({
      errorCode: ErrorCode.promotionStateInvalid,
    });
    const list = await admin(t, 'GET', '/admin/promotion-applications?status=pending');
    const mine = (list.body.value as { id: number; account: string; images: number }[]).find(
      (a) => a.account === m.account,
    );
    expect(mine?.images).toBe(1);
    const appId = mine?.id ?? 0;
    expect(
      (
        await admin(t, 'POST', `/admin/promotion-applications/${appId}`, {
          decision: 'reject',
          reason: 'blurry',
        })
      ).status,
    ).toBe(200);
    const detail = await svc.service.detail(merchant, await memberRowOf(t, m), id, 'EN');
    expect(detail).toMatchObject({
      state: 'rejected',
      application: { status: 'rejected', reason: 'blurry' },
    });
    expect(
      (
        await admin(t, 'POST', `/admin/promotion-applications/${appId}`, {
          decision: 'approve',
          amount: '5.00',
        })
      ).body.errorCode,
    ).toBe(ErrorCode.promotionStateInvalid);
    expect((await apply({ id, comment: 'clearer', images: [] })).statusCode).toBe(200);
    const second = (await admin(t, 'GET', '/admin/promotion-applications?status=pending')).body.value as {
      id: number;
      account: string;
    }[];
    const again = second.find((a) => a.account === m.account)?.id ?? 0;
    await admin(t, 'POST', `/admin/promotion-applications/${again}`, {
      decision: 'approve',
      amount: '12.50',
      turnoverMultiplier: 2,
    });
    expect(await stateOf(id, m)).toBe('issued');
    const waiting = await svc.service.rewards(
      merchant,
      await memberRowOf(t, m),
      { status: 'waiting', pageNo: 1, pageSize: 20 },
      'EN',
    );
    expect(waiting.list).toHaveLength(1);
    const rewardId = waiting.list[0]?.id ?? 0;
    // Someone else's reward is not found for them, and nothing moves.
    expect(
      await codeOf(
        svc.service.claimRewards(merchant, await memberRowOf(t, other), { requestId: 'x', rewardId }, 'EN'),
      ),
    ).toBe(ErrorCode.notFound);
    const claim = await svc.service.claimRewards(
      merchant,
      await memberRowOf(t, m),
      { requestId: 'r1', rewardId },
      'EN',
    );
    expect(claim.total).toBe('12.50');
    expect(
      (await svc.service.claimRewards(merchant, await memberRowOf(t, m), { requestId: 'r1', rewardId }, 'EN'))
        .total,
    ).toBe('12.50');
    expect(
      await codeOf(
        svc.service.claimRewards(merchant, await memberRowOf(t, m), { requestId: 'r2', all: true }, 'EN'),
      ),
    ).toBe(ErrorCode.nothingToClaim);
    expect(await stateOf(id, m)).toBe('claimed');
    expect((await balances(t.app, m.token)).get(MAIN_WALLET_ID)).toBe('12.50');
    await expectLedgerOk(t.app);
  });

  it('expires a reward: claiming it is REWARD_EXPIRED', async () => {
    const m = await createMember(t.app, key, { prefix: 'pe' });
    const [r] = await t.app.db
      .insert(rewards)
      .values({
        merchantId: merchant.id,
        memberId: m.id,
        source: 'promotion',
        sourceKey: 'test:expired',
        title: { EN: 'Old' },
        amountMinor: 100n,
        expiresAt: new Date(Date.now() - 1000),
      })
      .returning();
    expect(
      await codeOf(
        svc.service.claimRewards(
          merchant,
          await memberRowOf(t, m),
          { requestId: 'e', rewardId: r?.id ?? 0 },
          'EN',
        ),
      ),
    ).toBe(ErrorCode.rewardExpired);
    expect((await svc.service.unclaimed(merchant, await memberRowOf(t, m))).rewards).toBe(0);
  });

  it('expires waiting rewards on the periodic job, not only when read, and tells the member', async () => {
    const m = await createMember(t.app, key, { prefix: 'pj' });
    const reward = (key: string, expiresAt: Date) => ({
      merchantId: merchant.id,
      memberId: m.id,
      source: 'promotion' as const,
      sourceKey: key,
      title: { EN: key },
      amountMinor: 100n,
      expiresAt,
    });
    const [past, future] = await t.app.db
      .insert(rewards)
      .values([
        reward('job:past', new Date(Date.now() - 1000)),
        reward('job:future', new Date(Date.now() + DAY)),
      ])
      .returning();
    const seen: unknown[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e));
    try {
      // Nobody reads the member's rewards and the operator calls nothing: the job's pass expires it.
      expect(await t.app.rewardExpiry.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      stop();
    }
    const statusOf = async (id: number) =>
      (await t.app.db.select().from(rewards).where(eq(rewards.id, id)))[0]?.status;
    expect(await statusOf(past!.id)).toBe('expired');
    expect(await statusOf(future!.id)).toBe('waiting');
    expect(seen).toContainEqual(
      expect.objectContaining({ type: 'promotions.changed', memberId: m.id, merchant: merchant.code }),
    );
  });

  it('draws a raffle per valid bets, idempotent by requestId, prize to the reward centre', async () => {
    const id = await create({
      kind: 'raffle',
      drawEvery: '1.00',
      drawBasis: 'validBets',
      prizes: [
        { name: { EN: 'One' }, amount: '1.00', stock: 1, weight: 1 },
        { name: { EN: 'Two' }, amount: '2.00', stock: 1, weight: 1 },
      ],
    });
    const m = await createMember(t.app, key, { prefix: 'pr' });
    const row = await memberRowOf(t, m);
    await svc.service.join(merchant, row, id);
    expect(await codeOf(svc.service.raffleDraw(merchant, row, { id, requestId: 'd1' }))).toBe(
      ErrorCode.raffleNoDraws,
    );
    await fund(t.app, m.account, '10.00');
    await play(t, m, '3.00', '0.00');
    expect(await stateOf(id, m)).toBe('inProgress');
    const first = await svc.service.raffleDraw(merchant, row, { id, requestId: 'd1' });
    expect(first.prize).not.toBeNull();
    expect(first.drawsLeft).toBe(2);
    expect(await svc.service.raffleDraw(merchant, row, { id, requestId: 'd1' })).toMatchObject({
      drawId: first.drawId,
      nonce: 1,
    });
    await svc.service.raffleDraw(merchant, row, { id, requestId: 'd2' });
    expect(await codeOf(svc.service.raffleDraw(merchant, row, { id, requestId: 'd3' }))).toBe(
      ErrorCode.raffleOutOfStock,
    );
    const waiting = await svc.service.rewards(
      merchant,
      row,
      { status: 'waiting', pageNo: 1, pageSize: 20 },
      'EN',
    );
    expect(waiting.list.map((r) => r.amount).sort()).toEqual(['1.00', '2.00']);
    expect(await stateOf(id, m)).toBe('closed');
  });

  it('pays a rebate promotion once its period ended, from the net loss', async () => {
    const id = await create(
      { kind: 'rebate', percent: 10, rebateBasis: 'netLoss', cap: '100.00' },
      { start: -1, end: 1 },
    );
    const m = await createMember(t.app, key, { prefix: 'pc' });
    const row = await memberRowOf(t, m);
    await svc.service.join(merchant, row, id);
    await fund(t.app, m.account, '50.00');
    await play(t, m, '20.00', '5.00');
    expect(await stateOf(id, m)).toBe('inProgress');
    expect(await codeOf(svc.service.claim(merchant, row, { id, requestId: 'k' }))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    svc.clock.offset = 2 * DAY;
    try {
      expect(await stateOf(id, m)).toBe('claim');
      expect((await svc.service.claim(merchant, row, { id, requestId: 'k' })).amount).toBe('1.50');
      expect(await stateOf(id, m)).toBe('claimed');
    } finally {
      svc.clock.offset = 0;
    }
    const [bonus] = rowsOf(
      await t.app.db.execute(
        sql`SELECT metadata->>'bonusType' AS b FROM ledger_transactions WHERE member_id = ${m.id} AND source = 'promotion'`,
      ),
    );
    expect(bonus?.['b']).toBe('rebate-cashback');
  });

  it('accrues the manual rebate on valid bets by rank, pays it once, keeps history', async () => {
    const m = await createMember(t.app, key, { prefix: 'pm' });
    const row = await memberRowOf(t, m);
    await fund(t.app, m.account, '500.00');
    await play(t, m, '100.00', '50.00');
    const summary = await svc.service.rebateSummary(merchant, row);
    expect(summary.accrued).toEqual([
      { category: 'OTHER', vendor: 'PROMO', validBets: '100.00', rate: '0.3', amount: '0.30' },
    ]);
    expect(await codeOf(svc.service.claimRebate(merchant, row, { requestId: 'm1' }))).toBe(
      ErrorCode.rebateBelowMinimum,
    );
    await play(t, m, '300.00', '0.00');
    const claim = await svc.service.claimRebate(merchant, row, { requestId: 'm1' });
    expect(claim.amount).toBe('1.20');
    expect(await svc.service.claimRebate(merchant, row, { requestId: 'm1' })).toEqual(claim);
    expect(await codeOf(svc.service.claimRebate(merchant, row, { requestId: 'm2' }))).toBe(
      ErrorCode.rebateBelowMinimum,
    );
    const today = brandDay();
    const history = await svc.service.rebateHistory(merchant, row, {
      startDate: today,
      endDate: today,
      pageNo: 1,
      pageSize: 10,
    });
    expect(history.totalCount).toBeGreaterThanOrEqual(1);
    expect((await svc.service.rebateSummary(merchant, row)).total).toBe('0.00');
    await expectLedgerOk(t.app);
  }, 90_000);
});
