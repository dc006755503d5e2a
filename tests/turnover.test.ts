/**
 * The withdrawal turnover follows play, through the real gateway and upstream: a game
 * vendor's seamless calls settle a round, the member's withdraw info shows the round's valid bet
 * counted at once, the member's socket is told (even for a lost round, whose 0.00 credit moves no
 * money), and the betting record and P&L show the round pending until then and settled after.
 */
import { toMinor } from '@portal/contracts';
import { signedSeamlessRequest } from '@portal/mock-upstream/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './support/browser.js';
import { brandDay } from './support/days.js';
import { eventually, startStack, type TestStack } from './support/stack.js';
import { wsClient } from './support/trpc.js';

describe('turnover from play through the real gateway and upstream', () => {
  let stack: TestStack;
  let browser: Browser;
  let trpc: ReturnType<Browser['client']>;
  let day: string;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000' });
    browser = new Browser(stack.gatewayUrl);
    trpc = browser.client(stack.gatewayUrl);
    day = brandDay((await trpc.system.bootstrap.query()).brand.timeZone);
    await trpc.auth.login.mutate({
      username: 'demoplayer',
      password: 'Demo1234',
      rememberMe: false,
      verification: await browser.verification(stack.gatewayUrl),
    });
    // Money to play with, owing a turnover of 110.00 on it.
    const funded = await stack.admin('POST', '/admin/members/demoplayer/bonus', {
      requestId: 'it-turnover-funds',
      amount: '110.00',
      bonusType: 'WELCOME',
      turnoverMultiplier: 1,
    });
    expect(funded.status).toBe(200);
  });
  afterAll(() => stack?.close());

  /** A seamless call as the demo vendor signs it, straight to the platform. */
  async function vendor(kind: 'debit' | 'credit', body: Record<string, string>) {
    const request = signedSeamlessRequest(stack.upstream.config.seamlessSecret, kind, {
      vendor: 'DEMO',
      account: 'demoplayer',
      gameCode: 'DEMOSLOT',
      ...body,
    });
    const res = await fetch(`${stack.upstreamUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  it('counts a lost round when it settles, pushes the change, and shows it pending until then', async () => {
    const before = await trpc.withdraw.info.query();
    const owed = toMinor(before.turnoverRequired, 2) - toMinor(before.turnoverDone, 2);
    expect(owed).toBeGreaterThanOrEqual(11_000n);

    const ws = wsClient(stack.gatewayUrl, browser.cookieHeader());
    let pushes = 0;
    const sub = ws.client.wallet.onBalance.subscribe(undefined, { onData: () => (pushes += 1) });
    try {
      await eventually(
        async () => pushes,
        (n) => n >= 1,
      );
      await vendor('debit', { txId: 'it-turn-d1', roundId: 'it-turn-r1', amount: '7.00' });
      await eventually(
        async () => pushes,
        (n) => n >= 2,
      );
      // Bet, not settled: nothing counts yet, and the record calls it pending, not a loss.
      expect((await trpc.withdraw.info.query()).turnoverDone).toBe(before.turnoverDone);
      const open = await trpc.games.betRecords.query({ startDate: day, endDate: day });
      expect(open.list[0]).toMatchObject({
        roundId: 'it-turn-r1',
        status: 'pending',
        win: null,
        profit: null,
      });
      expect(open.summary).toMatchObject({ pendingBet: '7.00', validBet: '0.00', profit: '0.00' });
      expect(await trpc.records.profitLoss.query({ startDate: day, endDate: day })).toMatchObject({
        bet: '0.00',
        pendingBet: '7.00',
      });

      const settledPushes = pushes;
      await vendor('credit', { txId: 'it-turn-c1', roundId: 'it-turn-r1', amount: '0.00' });
      // The balance did not move, yet the member's socket hears of it (the withdraw page re-reads).
      await eventually(
        async () => pushes,
        (n) => n > settledPushes,
      );
      const after = await trpc.withdraw.info.query();
      expect(toMinor(after.turnoverDone, 2) - toMinor(before.turnoverDone, 2)).toBe(700n);
      const settled = await trpc.games.betRecords.query({ startDate: day, endDate: day });
      expect(settled.list[0]).toMatchObject({
        status: 'settled',
        validBet: '7.00',
        win: '0.00',
        profit: '-7.00',
      });
      expect(await trpc.records.profitLoss.query({ startDate: day, endDate: day })).toMatchObject({
        bet: settled.summary.validBet,
        win: settled.summary.win,
        pendingBet: '0.00',
      });
    } finally {
      sub.unsubscribe();
      ws.close();
    }
  });
});
