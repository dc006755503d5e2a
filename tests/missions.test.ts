/**
 * Missions through the real gateway and upstream: the operator defines a small daily
 * mission, a member spins the demo slot (the vendor's seamless calls settle the rounds), the
 * mission's progress and completion show through `missions.*`, its reward waits in the reward centre
 * and is paid there once, the summary's badge count follows, and the leaderboard names the member.
 * Bad input is refused by the gateway before it reaches the platform; a visitor is refused.
 */
import { signedSeamlessRequest } from '@portal/mock-upstream/seamless';
import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { startStack, type TestStack } from './support/stack.js';

const MEMBER = 'demovip';
const errorOf = (err: unknown) =>
  (err as TRPCClientError<never>).data as { code?: string; fields?: Record<string, string> } | undefined;

describe('missions through the gateway', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;
  let missionId: number;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000' });
    const created = await stack.admin('POST', '/admin/missions', {
      title: { EN: 'Spin the slot twice', VI: 'Quay slot hai lần', CN: '旋转老虎机两次' },
      period: 'daily',
      kind: 'rounds',
      category: 'RNG',
      target: '2',
      reward: '1.25',
      missionPoints: 30,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    missionId = ((await created.json()) as { value: { id: number } }).value.id;
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
    await trpc.auth.login.mutate({
      username: MEMBER,
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    const funded = await stack.admin('POST', `/admin/members/${MEMBER}/bonus`, {
      requestId: 'it-missions-funds',
      amount: '50.00',
      bonusType: 'TEST',
      turnoverMultiplier: 0,
    });
    expect(funded.status).toBe(200);
  }, 120_000);
  afterAll(() => stack?.close());

  /** One settled round of the demo slot, as the demo vendor's seamless calls make it. */
  async function spin(n: number) {
    for (const [kind, amount] of [
      ['debit', '2.00'],
      ['credit', '0.00'],
    ] as const) {
      const request = signedSeamlessRequest(stack.upstream.config.seamlessSecret, kind, {
        vendor: 'DEMO',
        account: MEMBER,
        gameCode: 'DEMOSLOT',
        txId: `it-msn-${n}-${kind}`,
        roundId: `it-msn-${n}`,
        amount,
      });
      const res = await fetch(`${stack.upstreamUrl}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    // The round's mission progress is applied by the platform's bet outbox (ADR 0024).
    await stack.upstream.betOutbox.drain();
  }

  const mine = async () => (await trpc.missions.list.query()).list.find((m) => m.id === missionId);

  it('a visitor is refused, and bad leaderboard input never reaches the platform', async () => {
    const visitor = new Browser(stack.gatewayUrl).client(stack.gatewayUrl);
    const refused = await visitor.missions.summary.query().catch((err: unknown) => err);
    expect(errorOf(refused)?.code).toBe('LOGIN_REQUIRED');
    const bad = await trpc.missions.leaderboard
      .query({ period: 'daily', limit: 500 })
      .catch((err: unknown) => err);
    expect(errorOf(bad)?.code).toBe('VALIDATION');
    expect(Object.keys(errorOf(bad)?.fields ?? {})).toContain('limit');
  });

  it('spinning the slot completes the mission; its reward is claimed once in the reward centre', async () => {
    expect(await mine()).toMatchObject({ progress: '0', target: '2', completed: false, rewardState: 'none' });
    const before = await trpc.missions.summary.query();
    await spin(1);
    expect(await mine()).toMatchObject({ progress: '1', percent: 50, completed: false });
    await spin(2);
    const done = await mine();
    expect(done).toMatchObject({ progress: '2', completed: true, rewardState: 'waiting', reward: '1.25' });
    const summary = await trpc.missions.summary.query();
    expect(summary.unclaimed).toBe(before.unclaimed + 1);
    expect(summary.completed).toBe(before.completed + 1);

    const waiting = await trpc.promotions.rewards.query({ status: 'waiting', pageNo: 1, pageSize: 50 });
    const reward = waiting.list.find((r) => r.id === done?.rewardId);
    expect(reward).toMatchObject({ source: 'mission', amount: '1.25', title: 'Spin the slot twice' });
    const claimed = await trpc.promotions.claimRewards.mutate({
      requestId: 'it-msn-claim-1',
      rewardId: reward?.id,
    });
    expect(claimed.total).toBe('1.25');
    expect((await mine())?.rewardState).toBe('claimed');
    expect((await trpc.missions.summary.query()).unclaimed).toBe(before.unclaimed);

    // More spins pay nothing more this period.
    await spin(3);
    expect((await trpc.missions.summary.query()).unclaimed).toBe(before.unclaimed);

    const board = await trpc.missions.leaderboard.query({ period: 'daily', limit: 10 });
    expect(board.me.points).toBeGreaterThanOrEqual(30);
    expect(board.list.find((r) => r.isMe)).toMatchObject({ name: MEMBER, rank: board.me.rank });
  });
});
