import { ErrorCode, MAIN_WALLET_ID, promotionsEndpoints } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { rewards } from '../../db/schema/index.js';
import { json } from '../../test/app.js';
import { balances, call, createMember, expectLedgerOk, fund } from '../../test/wallet.js';
import { brandDay } from '../../test/days.js';
import { admin, codeOf, memberRowOf, play } from './promotions.fixtures.js';
import {
  t,
  key,
  merchant,
  svc,
  DAY,
  PNG,
  create,
  stateOf,
  usePromotionsApp,
} from './promotions.test-setup.js';

usePromotionsApp();

describe('promotions', () => {
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
    const detail = await svc.service.listing.detail(merchant, await memberRowOf(t, m), id, 'EN');
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
    const waiting = await svc.service.rewards.list(
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
        svc.service.rewards.claimRewards(
          merchant,
          await memberRowOf(t, other),
          { requestId: 'x', rewardId },
          'EN',
        ),
      ),
    ).toBe(ErrorCode.notFound);
    const claim = await svc.service.rewards.claimRewards(
      merchant,
      await memberRowOf(t, m),
      { requestId: 'r1', rewardId },
      'EN',
    );
    expect(claim.total).toBe('12.50');
    expect(
      (
        await svc.service.rewards.claimRewards(
          merchant,
          await memberRowOf(t, m),
          { requestId: 'r1', rewardId },
          'EN',
        )
      ).total,
    ).toBe('12.50');
    expect(
      await codeOf(
        svc.service.rewards.claimRewards(
          merchant,
          await memberRowOf(t, m),
          { requestId: 'r2', all: true },
          'EN',
        ),
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
        svc.service.rewards.claimRewards(
          merchant,
          await memberRowOf(t, m),
          { requestId: 'e', rewardId: r?.id ?? 0 },
          'EN',
        ),
      ),
    ).toBe(ErrorCode.rewardExpired);
    expect((await svc.service.listing.unclaimed(merchant, await memberRowOf(t, m))).rewards).toBe(0);
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
    await svc.service.takingPart.join(merchant, row, id);
    expect(await codeOf(svc.service.raffle.draw(merchant, row, { id, requestId: 'd1' }))).toBe(
      ErrorCode.raffleNoDraws,
    );
    await fund(t.app, m.account, '10.00');
    await play(t, m, '3.00', '0.00');
    expect(await stateOf(id, m)).toBe('inProgress');
    const first = await svc.service.raffle.draw(merchant, row, { id, requestId: 'd1' });
    expect(first.prize).not.toBeNull();
    expect(first.drawsLeft).toBe(2);
    expect(await svc.service.raffle.draw(merchant, row, { id, requestId: 'd1' })).toMatchObject({
      drawId: first.drawId,
      nonce: 1,
    });
    await svc.service.raffle.draw(merchant, row, { id, requestId: 'd2' });
    expect(await codeOf(svc.service.raffle.draw(merchant, row, { id, requestId: 'd3' }))).toBe(
      ErrorCode.raffleOutOfStock,
    );
    const waiting = await svc.service.rewards.list(
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
    await svc.service.takingPart.join(merchant, row, id);
    await fund(t.app, m.account, '50.00');
    await play(t, m, '20.00', '5.00');
    expect(await stateOf(id, m)).toBe('inProgress');
    expect(await codeOf(svc.service.takingPart.claim(merchant, row, { id, requestId: 'k' }))).toBe(
      ErrorCode.promotionStateInvalid,
    );
    svc.clock.offset = 2 * DAY;
    try {
      expect(await stateOf(id, m)).toBe('claim');
      expect((await svc.service.takingPart.claim(merchant, row, { id, requestId: 'k' })).amount).toBe('1.50');
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
    const summary = await svc.service.manualRebate.rebateSummary(merchant, row);
    expect(summary.accrued).toEqual([
      { category: 'OTHER', vendor: 'PROMO', validBets: '100.00', rate: '0.3', amount: '0.30' },
    ]);
    expect(await codeOf(svc.service.manualRebate.claimRebate(merchant, row, { requestId: 'm1' }))).toBe(
      ErrorCode.rebateBelowMinimum,
    );
    await play(t, m, '300.00', '0.00');
    const claim = await svc.service.manualRebate.claimRebate(merchant, row, { requestId: 'm1' });
    expect(claim.amount).toBe('1.20');
    expect(await svc.service.manualRebate.claimRebate(merchant, row, { requestId: 'm1' })).toEqual(claim);
    expect(await codeOf(svc.service.manualRebate.claimRebate(merchant, row, { requestId: 'm2' }))).toBe(
      ErrorCode.rebateBelowMinimum,
    );
    const today = brandDay();
    const history = await svc.service.manualRebate.rebateHistory(merchant, row, {
      startDate: today,
      endDate: today,
      pageNo: 1,
      pageSize: 10,
    });
    expect(history.totalCount).toBeGreaterThanOrEqual(1);
    expect((await svc.service.manualRebate.rebateSummary(merchant, row)).total).toBe('0.00');
    await expectLedgerOk(t.app);
  }, 90_000);
});
