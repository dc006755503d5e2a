/**
 * Missions through the platform's routes (real database): the operator defines missions (bad input
 * refused field by field), progress moves with settled rounds of the right category, approved
 * deposits and logins, a completed mission's reward waits in the reward centre and is paid there
 * once, the summary and its badge count follow, the leaderboard ranks by mission points with the
 * member's own place and others' names masked, trial accounts are refused and REWCEN3 gates it all.
 */
import {
  DepositOrderSchema,
  ErrorCode,
  missionsEndpoints as e,
  paymentsEndpoints,
  promotionsEndpoints,
  type Mission,
  type MissionLeaderboard,
  type MissionSummary,
  type RsaKey,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, missions } from '../../db/schema/index.js';
import { adminHeaders, json, startTestApp, type TestApp } from '../../test/app.js';
import { errorOf, rsaKey, setModule } from '../../test/accounts.js';
import {
  call,
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  settleRound,
  type TestMember,
} from '../../test/wallet.js';

let t: TestApp;
let key: RsaKey;
let rounds = 0;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  // Only this file's missions count (the seeded ones are switched off).
  await t.app.db.update(missions).set({ active: false });
  const define = async (name: string, body: Record<string, unknown>) => {
    const res = await adminCall('POST', '/admin/missions', {
      title: { EN: name, VI: `${name} (VI)` },
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    ids[name] = (json(res) as { value: { id: number } }).value.id;
  };
  await define('Spin 3 slots', {
    period: 'daily',
    kind: 'rounds',
    category: 'RNG',
    target: '3',
    reward: '2.00',
    missionPoints: 10,
  });
  await define('Bet 20', {
    period: 'daily',
    kind: 'validBet',
    target: '20.00',
    reward: '1.00',
    missionPoints: 5,
    sort: 1,
  });
  await define('Deposit 50', {
    period: 'daily',
    kind: 'deposit',
    target: '50.00',
    reward: '3.00',
    missionPoints: 20,
    sort: 2,
  });
  await define('Log in', {
    period: 'weekly',
    kind: 'loginDays',
    target: '1',
    reward: '0.50',
    missionPoints: 1,
    sort: 3,
  });
  await define('One live round', {
    period: 'daily',
    kind: 'rounds',
    category: 'LIVE',
    target: '1',
    reward: '1.00',
    sort: 4,
  });
});
afterAll(async () => t?.close());

function adminCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: adminHeaders, ...(payload ? { payload } : {}) });
}
const value = <T>(res: { body: string }) => (json(res) as { value: T }).value;
const get = async <T>(m: TestMember, url: string) => {
  const res = await call(t.app, m.token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return value<T>(res);
};
const missionsOf = async (m: TestMember) => {
  const { list } = await get<{ list: Mission[] }>(m, e.list.path);
  return Object.fromEntries(list.map((x) => [x.title.replace(/ \(VI\)$/, ''), x]));
};

/** One settled round of the demo slot (RNG) through the seamless wallet, counted. */
async function play(m: TestMember, bet: string) {
  await settleRound(t.app, t.config.seamlessSecret, m.account, {
    id: `msn-${process.pid}-${++rounds}`,
    bet,
    win: '0',
  });
  // The round's progress is applied by the bet outbox (ADR 0024).
  await t.app.betOutbox.drain();
}

async function deposit(m: TestMember, amount: string) {
  const [channel] = await t.app.db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.code, 'BANK_TRANSFER'));
  const res = await call(t.app, m.token, 'POST', paymentsEndpoints.deposit.path, {
    requestId: nextRequestId('msd'),
    channelId: channel?.id ?? 0,
    amount,
    payerName: 'Pham Van D',
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = DepositOrderSchema.parse(value(res));
  const approved = await adminCall('POST', `/admin/deposits/${order.orderId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('missions', () => {
  it('refuses bad mission definitions field by field and creates nothing', async () => {
    const before = (await adminCall('GET', '/admin/missions').then((r) => value<unknown[]>(r))).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'rounds', target: '1.5' }, 'target', 'count_format'],
      [{ kind: 'deposit', category: 'RNG' }, 'category', 'category_not_applicable'],
      [{ kind: 'loginDays', period: 'weekly', target: '8' }, 'target', 'login_days_exceed_period'],
      [{ reward: '0' }, 'reward', 'amount_positive'],
    ];
    for (const [body, field, message] of cases) {
      const res = await adminCall('POST', '/admin/missions', {
        title: { EN: 'Bad' },
        period: 'daily',
        kind: 'validBet',
        target: '10',
        reward: '1',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(errorOf(res))).toContain(field);
      expect(JSON.stringify(errorOf(res))).toContain(message);
    }
    const tooFine = await adminCall('POST', '/admin/missions', {
      title: { EN: 'Bad' },
      period: 'daily',
      kind: 'deposit',
      target: '10.001',
      reward: '1',
    });
    expect(tooFine.statusCode).toBe(400);
    expect((await adminCall('GET', '/admin/missions').then((r) => value<unknown[]>(r))).length).toBe(before);
  });

  it('moves progress with logins, settled slot rounds and approved deposits; a reward per completion', async () => {
    const m = await createMember(t.app, key, { prefix: 'msn' });
    let list = await missionsOf(m);
    // The login that made the session completed the login mission.
    expect(list['Log in']).toMatchObject({
      completed: true,
      progress: '1',
      rewardState: 'waiting',
      period: 'weekly',
    });
    expect(list['Spin 3 slots']).toMatchObject({
      progress: '0',
      target: '3',
      percent: 0,
      rewardState: 'none',
    });
    expect(list['Bet 20']).toMatchObject({ progress: '0.00', target: '20.00' });

    await fund(t.app, m.account, '100.00');
    await play(m, '7.50');
    await play(m, '7.50');
    list = await missionsOf(m);
    expect(list['Spin 3 slots']).toMatchObject({ progress: '2', percent: 66, completed: false });
    expect(list['Bet 20']).toMatchObject({ progress: '15.00', percent: 75 });
    expect(list['One live round']).toMatchObject({ progress: '0' }); // slot rounds are not live rounds

    await play(m, '7.50');
    await play(m, '1.00');
    list = await missionsOf(m);
    expect(list['Spin 3 slots']).toMatchObject({
      progress: '3',
      percent: 100,
      completed: true,
      rewardState: 'waiting',
    });
    expect(list['Bet 20']).toMatchObject({ progress: '20.00', completed: true, rewardState: 'waiting' });
    expect(list['Deposit 50']).toMatchObject({ completed: false });

    await deposit(m, '60.00');
    list = await missionsOf(m);
    expect(list['Deposit 50']).toMatchObject({ progress: '50.00', completed: true, reward: '3.00' });

    const summary = await get<MissionSummary>(m, e.summary.path);
    expect(summary).toMatchObject({
      completed: 4,
      total: 5,
      rewardsEarned: '6.50',
      weekPoints: 36,
      unclaimed: 4,
    });

    // The rewards wait in the reward centre, once each; claiming one pays it through the ledger.
    const rewards = await get<{ list: { id: number; source: string; amount: string }[] }>(
      m,
      `${promotionsEndpoints.rewards.path}?status=waiting`,
    );
    expect(
      rewards.list
        .filter((r) => r.source === 'mission')
        .map((r) => r.amount)
        .sort(),
    ).toEqual(['0.50', '1.00', '2.00', '3.00']);
    const slotReward = list['Spin 3 slots']?.rewardId;
    const claim = await call(t.app, m.token, 'POST', promotionsEndpoints.claimRewards.path, {
      requestId: nextRequestId('msc'),
      rewardId: slotReward,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await missionsOf(m))['Spin 3 slots']?.rewardState).toBe('claimed');
    expect((await get<MissionSummary>(m, e.summary.path)).unclaimed).toBe(3);

    // More play adds nothing: each mission pays once a period.
    await play(m, '5.00');
    expect((await get<MissionSummary>(m, e.summary.path)).unclaimed).toBe(3);
    await expectLedgerOk(t.app);
  });

  it('ranks the period by mission points, with the member’s own place and others masked', async () => {
    const a = await createMember(t.app, key, { prefix: 'msla' });
    const b = await createMember(t.app, key, { prefix: 'mslb' });
    await fund(t.app, a.account, '100.00');
    await play(a, '20.00'); // Bet 20: 5 more points on the login's 1
    const board = await get<MissionLeaderboard>(b, `${e.leaderboard.path}?period=weekly&limit=1`);
    expect(board.list).toHaveLength(1);
    expect(board.list[0]?.isMe).toBe(false);
    expect(board.list[0]?.name).toMatch(/^.{0,2}\*\*\*.{0,2}$/);
    expect(board.list[0]?.points).toBe(36); // the previous test's member leads
    // b has only the login's point: ranked, outside the top 1.
    expect(board.me).toEqual({ rank: expect.any(Number), points: 1 });
    expect(board.me.rank).toBeGreaterThan(2);
    const daily = await get<MissionLeaderboard>(a, `${e.leaderboard.path}?period=daily&limit=50`);
    const mine = daily.list.find((r) => r.isMe);
    // The day counts every mission completed on it: the weekly login's point and the bet's 5.
    expect(mine).toMatchObject({ name: a.account, points: 6 });
    expect(daily.me).toEqual({ rank: mine?.rank, points: 6 });
    const bad = await call(t.app, a.token, 'GET', `${e.leaderboard.path}?period=monthly&limit=500`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses trial accounts, and REWCEN3 off closes the area', async () => {
    const trial = await createMember(t.app, key, { prefix: 'mst', type: 4 });
    const res = await call(t.app, trial.token, 'GET', e.summary.path);
    expect(errorOf(res).errorCode).toBe(ErrorCode.trialAccount);
    const m = await createMember(t.app, key, { prefix: 'msm' });
    await setModule(t.app, 'REWCEN3', false);
    try {
      const off = await call(t.app, m.token, 'GET', e.list.path);
      expect(off.statusCode).not.toBe(200);
    } finally {
      await setModule(t.app, 'REWCEN3', true);
    }
    expect((await call(t.app, m.token, 'GET', e.list.path)).statusCode).toBe(200);
  });
});
