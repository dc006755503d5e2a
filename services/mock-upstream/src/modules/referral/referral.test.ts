/**
 * Referral through the platform's routes (real database): the member's stable code, friends who
 * registered through it and their progress (registered, deposited, active), the reward in the
 * reward centre once both terms are met (claimable, paid through the ledger), the abuse rule, and
 * the operator's terms.
 */
import {
  ErrorCode,
  promotionsEndpoints,
  ReferralFriendsPageSchema,
  ReferralInfoSchema,
  RewardClaimSchema,
  RewardPageSchema,
  referralEndpoints as e,
  type RsaKey,
  type UpstreamEvent,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, rewards } from '../../db/schema/index.js';
import { adminHeaders, startTestApp, type TestApp } from '../../test/app.js';
import { login, loginValueOf, nextIp, rsaKey } from '../../test/accounts.js';
import {
  codeOf,
  get,
  ledgerProblems,
  post,
  requestId,
  valueOf,
  waitFor,
} from '../payments/payments.fixtures.js';
import { bankDeposit, play, registered } from './referral.fixtures.js';

let t: TestApp;
let key: RsaKey;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => t?.close());

const infoOf = async (token: string) => valueOf(ReferralInfoSchema, await get(t.app, token, e.info.path));
const friendsOf = async (token: string, query = '') =>
  valueOf(ReferralFriendsPageSchema, await get(t.app, token, `${e.friends.path}${query}`));
const referralRewards = (memberId: number) =>
  t.app.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.source, 'referral')));

describe('referral', () => {
  it('gives a stable code, lists the friend, and rewards the referrer once when both terms are met', async () => {
    const referrer = await registered(t, key);
    const first = await infoOf(referrer.token);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await infoOf(referrer.token)).code).toBe(first.code);
    expect(first.rules).toEqual({
      enabled: true,
      minFirstDeposit: '20.00',
      minValidBets: '100.00',
      reward: '10.00',
      turnoverMultiplier: 1,
    });
    expect(await friendsOf(referrer.token)).toMatchObject({ list: [], totalCount: 0 });

    const friend = await registered(t, key, { referralCode: first.code.toLowerCase() });
    let [row] = (await friendsOf(referrer.token)).list;
    expect(row).toMatchObject({
      account: `${friend.account.slice(0, 2)}***${friend.account.slice(-2)}`,
      status: 'registered',
      depositedAt: null,
      reward: 'pending',
      refusal: null,
    });
    // A friend has no upline from a member's code.
    const [friendRow] = await t.app.db.select().from(members).where(eq(members.id, friend.id));
    expect(friendRow?.uplineId).toBeNull();

    await bankDeposit(t, friend.token, '150');
    await bankDeposit(t, friend.token, '60');
    [row] = (await friendsOf(referrer.token)).list;
    expect(row).toMatchObject({ status: 'deposited', firstDeposit: '150.00', reward: 'pending' });
    expect(row?.depositedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await play(t, friend.account, '60');
    [row] = (await friendsOf(referrer.token)).list;
    expect(row).toMatchObject({ status: 'deposited', validBets: '60.00', activeAt: null });
    expect(await referralRewards(referrer.id)).toHaveLength(0);

    const events: UpstreamEvent[] = [];
    const unsubscribe = t.app.events.subscribe((event) => events.push(event));
    try {
      await play(t, friend.account, '40');
      // The referrer's gateways hear of it: the reward centre's badge counts it without a reload.
      await waitFor('the referrer’s promotions.changed', async () =>
        events.some((ev) => ev.type === 'promotions.changed' && ev.memberId === referrer.id),
      );
    } finally {
      unsubscribe();
    }
    await play(t, friend.account, '5');
    [row] = (await friendsOf(referrer.token)).list;
    expect(row).toMatchObject({
      status: 'active',
      validBets: '105.00',
      reward: 'rewarded',
      rewardAmount: '10.00',
    });
    expect(await referralRewards(referrer.id)).toHaveLength(1);
    expect((await infoOf(referrer.token)).summary).toEqual({
      invited: 1,
      deposited: 1,
      active: 1,
      rewarded: 1,
      rewardTotal: '10.00',
    });

    // Waiting in the reward centre, and claimed there through the ledger.
    const waiting = valueOf(
      RewardPageSchema,
      await get(t.app, referrer.token, `${promotionsEndpoints.rewards.path}?status=waiting`),
    );
    const reward = waiting.list.find((r) => r.source === 'referral');
    expect(reward).toMatchObject({ amount: '10.00', status: 'waiting' });
    const claimed = valueOf(
      RewardClaimSchema,
      await post(t.app, referrer.token, promotionsEndpoints.claimRewards.path, {
        requestId: requestId(),
        rewardId: reward?.id,
      }),
    );
    expect(claimed.total).toBe('10.00');
    expect(await ledgerProblems(t.app.db)).toEqual([]);
  });

  it('refuses the reward of a friend registered from the referrer’s device or IP, with the reason', async () => {
    const referrer = await registered(t, key);
    const { code } = await infoOf(referrer.token);
    // The referrer logs in from another address: that address counts as the referrer's too.
    const laterIp = nextIp();
    loginValueOf(
      await login(t.app, key, {
        username: referrer.account,
        password: 'secret12',
        ip: laterIp,
        loginDeviceId: referrer.device,
      }),
    );
    const sameDevice = await registered(t, key, { referralCode: code, device: referrer.device });
    const sameIp = await registered(t, key, { referralCode: code, ip: laterIp });
    for (const friend of [sameDevice, sameIp]) {
      await bankDeposit(t, friend.token, '100');
      await play(t, friend.account, '100');
    }
    const { list } = await friendsOf(referrer.token);
    expect(list.map((f) => [f.status, f.reward, f.refusal])).toEqual([
      ['active', 'refused', 'same_ip'],
      ['active', 'refused', 'same_device'],
    ]);
    expect(list.every((f) => f.rewardAmount === null)).toBe(true);
    expect(await referralRewards(referrer.id)).toHaveLength(0);
  });

  it('pages the friends, newest first, and ignores an unknown referralCode', async () => {
    const referrer = await registered(t, key);
    const { code } = await infoOf(referrer.token);
    const friends = [];
    for (let i = 0; i < 3; i += 1) friends.push(await registered(t, key, { referralCode: code }));
    const page1 = await friendsOf(referrer.token, '?pageNo=1&pageSize=2');
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    const page2 = await friendsOf(referrer.token, '?pageNo=2&pageSize=2');
    expect(page2.list).toHaveLength(1);
    expect(codeOf(await get(t.app, referrer.token, `${e.friends.path}?pageSize=500`))).toBe(
      ErrorCode.requestParamErr,
    );
    const stranger = await registered(t, key, { referralCode: 'ZZZZZZZZ' });
    expect(stranger.id).toBeGreaterThan(0);
    expect((await friendsOf(referrer.token)).totalCount).toBe(3);
    // A client that copies the code into the affiliate field too (the original site's register
    // form did) names the referrer only: no affiliate error, no upline.
    const both = await registered(t, key, { referralCode: code, affiliateCode: code });
    const [bothRow] = await t.app.db.select().from(members).where(eq(members.id, both.id));
    expect(bothRow?.uplineId).toBeNull();
    expect((await friendsOf(referrer.token)).totalCount).toBe(4);
    const anonymous = await t.app.inject({ method: 'GET', url: e.info.path });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the operator set the terms per brand, validated, and stops rewards while disabled', async () => {
    const put = (payload: Record<string, unknown>, headers: Record<string, string> = adminHeaders) =>
      t.app.inject({ method: 'PUT', url: '/admin/referral/settings', headers, payload });
    const terms = {
      enabled: true,
      minFirstDeposit: '50',
      minValidBets: '20',
      reward: '7.5',
      turnoverMultiplier: 3,
    };
    expect((await put(terms, {})).statusCode).toBe(401);
    const bad = await put({ ...terms, reward: '0', minFirstDeposit: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('minFirstDeposit');
    const tooFine = await put({ ...terms, reward: '1.001' });
    expect(tooFine.statusCode).toBe(400);
    try {
      const saved = await put({ ...terms, enabled: false });
      expect(saved.statusCode, saved.body).toBe(200);
      const referrer = await registered(t, key);
      expect((await infoOf(referrer.token)).rules).toEqual({
        enabled: false,
        minFirstDeposit: '50.00',
        minValidBets: '20.00',
        reward: '7.50',
        turnoverMultiplier: 3,
      });
      const friend = await registered(t, key, { referralCode: (await infoOf(referrer.token)).code });
      await bankDeposit(t, friend.token, '60');
      await play(t, friend.account, '25');
      const [row] = (await friendsOf(referrer.token)).list;
      expect(row).toMatchObject({ status: 'active', reward: 'pending' });
      expect(await referralRewards(referrer.id)).toHaveLength(0);
      // Switched on again, the friend's next qualifying event pays once.
      expect((await put(terms)).statusCode).toBe(200);
      await play(t, friend.account, '1');
      expect(await referralRewards(referrer.id)).toMatchObject([
        { amountMinor: 750n, turnoverMultiplier: 3 },
      ]);
    } finally {
      await put({
        enabled: true,
        minFirstDeposit: '20',
        minValidBets: '100',
        reward: '10',
        turnoverMultiplier: 1,
      });
    }
  });
});
