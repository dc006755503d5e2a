import {
  ContractProgressSchema,
  ContractSettlementsSchema,
  ContractSimulationSchema,
  ErrorCode,
  type ContractTier,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import {
  contractCall,
  demoBrand,
  insertContract,
  refusalOf,
  settleNow,
  teamDay as insertTeamDay,
  valueOf,
} from '../../test/contracts.js';
import { createMember, expectLedgerOk, fund, settleRound, type TestMember } from '../../test/wallet.js';
import { addDays, dayOf, periodContaining } from './agent-contract.periods.js';

/**
 * What the contract pages read (agent-contract.reports.ts) on a real database: the period in
 * progress against the tiers, the settlements of a range with their totals and schedule, and the
 * simulator, which must answer for past periods exactly what the settlement paid for them.
 */
let t: TestApp;
let key: Awaited<ReturnType<typeof rsaKey>>;
let merchantId = 0;
let timeZone = 'UTC';
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  ({ merchantId, timeZone } = await demoBrand(t.app));
});
afterEach(async () => expectLedgerOk(t.app));
afterAll(async () => t?.close());

const agent = (uplineId: number | null, prefix: string) =>
  createMember(t.app, key, { type: 1, uplineId, prefix });

const contract = (input: Parameters<typeof insertContract>[2]) => insertContract(t.app, merchantId, input);
const teamDay = (agentId: number, day: string, f: { active: number; validBets: string; payouts: string }) =>
  insertTeamDay(t.app, agentId, day, f);
const settle = () => settleNow(t.app);

const WAGES: ContractTier[] = [
  { teamDays: 0, activeNumber: 5, totalAmount: '10000', proportion: '0.3' },
  { teamDays: 0, activeNumber: 10, totalAmount: '30000', proportion: '0.6' },
];

describe('contract reports', () => {
  let a: TestMember;
  let b: TestMember;
  let today = '';
  let closedDay = '';

  beforeAll(async () => {
    a = await agent(null, 'rpa');
    b = await agent(a.id, 'rpb');
    await fund(t.app, a.account, '1000.00');
    const now = Date.now();
    today = dayOf(now, timeZone);
    closedDay = addDays(today, -2);
    const start = periodContaining('daily', now - 3 * DAY, timeZone).start;
    // The brand pays A 0.8 % from the first bet (a tier every team meets): B's cap is 0.8 %.
    await contract({
      kind: 'dailyWages',
      period: 'daily',
      uplineId: null,
      downlineId: a.id,
      tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '0', proportion: '0.8' }],
      startsAt: start,
    });
    await contract({
      kind: 'dailyWages',
      period: 'daily',
      uplineId: a.id,
      downlineId: b.id,
      tiers: WAGES,
      startsAt: start,
    });
    await teamDay(b.id, closedDay, { active: 12, validBets: '31000', payouts: '30000' });
    await teamDay(b.id, today, { active: 6, validBets: '31000', payouts: '30000' });
    await settle();
  });

  it('shows the period in progress: the tier met so far, its estimate and what the next tier needs', async () => {
    const mine = ContractProgressSchema.parse(
      valueOf(await contractCall(t.app, b.token, 'progress', { kind: 'dailyWages' })),
    );
    expect(mine.contract?.upline).toBe(a.account);
    expect(dayOf(Date.parse(mine.periodStart ?? ''), timeZone)).toBe(today);
    expect(mine.figures).toMatchObject({ activeNumber: 6, validBets: '31000.00', netLoss: '1000.00' });
    expect([mine.tierIndex, mine.tierProportion, mine.proportion, mine.estimatedAmount]).toEqual([
      0,
      '0.3',
      '0.3',
      '93.00',
    ]);
    expect(mine.nextTier).toEqual({
      index: 1,
      proportion: '0.6',
      // The tier asks no team days: no "24 of 0" condition is listed.
      conditions: [
        { field: 'activeNumber', required: '10', current: '6', met: false },
        { field: 'totalAmount', required: '30000.00', current: '31000.00', met: true },
      ],
    });
    // The upline reads the same progress of the contract it pays.
    const theirs = ContractProgressSchema.parse(
      valueOf(await contractCall(t.app, a.token, 'progress', { kind: 'dailyWages', downline: b.account })),
    );
    expect(theirs.estimatedAmount).toBe('93.00');
    expect(theirs.nextTier?.index).toBe(1);
    // No contract of a kind: nothing to show, no error.
    const none = ContractProgressSchema.parse(
      valueOf(await contractCall(t.app, b.token, 'progress', { kind: 'hourlySalary' })),
    );
    expect(none).toMatchObject({ contract: null, figures: null, estimatedAmount: null });
    // A stranger's downline is nobody's business.
    const stranger = await agent(null, 'rpx');
    const refused = await contractCall(t.app, stranger.token, 'progress', {
      kind: 'dailyWages',
      downline: b.account,
    });
    expect(refusalOf(refused).code).toBe(ErrorCode.notInDownline);
  });

  it('lists the settlements of a range with totals, received and paid, and the schedule ahead', async () => {
    const range = {
      kind: 'dailyWages',
      startDate: addDays(today, -6),
      endDate: today,
      pageNo: 1,
      pageSize: 20,
    };
    const received = ContractSettlementsSchema.parse(
      valueOf(await contractCall(t.app, b.token, 'settlements', { ...range, role: 'received' })),
    );
    // Three closed days since the start; only the day with figures paid (12 active, 31,000: 0.6 %).
    expect(received.totals).toEqual({ periods: 3, amount: '186.00', paidAmount: '186.00', owed: '0.00' });
    expect(received.list.map((s) => dayOf(Date.parse(s.periodStart), timeZone))).toEqual([
      addDays(today, -1),
      closedDay,
      addDays(today, -3),
    ]);
    expect(received.list[1]).toMatchObject({
      upline: a.account,
      downline: b.account,
      tierIndex: 1,
      tierProportion: '0.6',
      proportion: '0.6',
      amount: '186.00',
      status: 'paid',
    });
    const paid = ContractSettlementsSchema.parse(
      valueOf(
        await contractCall(t.app, a.token, 'settlements', { ...range, role: 'paid', downline: b.account }),
      ),
    );
    expect(paid.totals.amount).toBe('186.00');
    expect(paid.list.every((s) => s.downline === b.account)).toBe(true);
    // A's own receipts are the brand's (nothing: A's team had no figures of its own).
    const own = ContractSettlementsSchema.parse(
      valueOf(await contractCall(t.app, a.token, 'settlements', { ...range, role: 'received' })),
    );
    expect(own.list.every((s) => s.upline === null)).toBe(true);
    // The next 7 days: nothing settled yet, 7 periods to close, the first at tomorrow's midnight.
    const ahead = ContractSettlementsSchema.parse(
      valueOf(
        await contractCall(t.app, b.token, 'settlements', {
          ...range,
          role: 'received',
          startDate: today,
          endDate: addDays(today, 6),
        }),
      ),
    );
    expect(ahead.totals.periods).toBe(0);
    expect(ahead.schedule).toEqual({
      contracts: 1,
      periodsToClose: 7,
      nextPeriodEnd: new Date(periodContaining('daily', Date.now(), timeZone).end).toISOString(),
    });
    // A range over 31 days is refused with the field to fix.
    const tooLong = await contractCall(t.app, b.token, 'settlements', {
      ...range,
      role: 'received',
      startDate: addDays(today, -40),
    });
    expect(refusalOf(tooLong).code).toBe(ErrorCode.recordRangeInvalid);
  });

  it('simulates drafted tiers over the last 30 days exactly as the settlement paid them', async () => {
    const sim = ContractSimulationSchema.parse(
      valueOf(
        await contractCall(t.app, a.token, 'simulate', {
          downline: b.account,
          kind: 'dailyWages',
          tiers: WAGES,
        }),
      ),
    );
    expect(sim.period).toBe('daily');
    expect(sim.cap).toBe('0.8');
    // Closed periods only (today's is still open), newest first.
    expect(sim.rows.length).toBeGreaterThanOrEqual(30);
    expect(sim.rows.some((r) => dayOf(Date.parse(r.start), timeZone) === today)).toBe(false);
    const day = sim.rows.find((r) => dayOf(Date.parse(r.start), timeZone) === closedDay);
    expect(day).toMatchObject({ tierIndex: 1, proportion: '0.6', amount: '186.00', paying: 1 });
    expect(sim.totals).toMatchObject({ paying: 1, amount: '186.00' });
    // A richer draft pays more; the bound still holds.
    const richer = ContractSimulationSchema.parse(
      valueOf(
        await contractCall(t.app, a.token, 'simulate', {
          downline: b.account,
          kind: 'dailyWages',
          tiers: [{ teamDays: 0, activeNumber: 1, totalAmount: '1', proportion: '0.8' }],
        }),
      ),
    );
    expect(richer.totals.amount).toBe('248.00');
    const above = await contractCall(t.app, a.token, 'simulate', {
      downline: b.account,
      kind: 'dailyWages',
      tiers: [{ teamDays: 0, activeNumber: 1, totalAmount: '1', proportion: '0.9' }],
    });
    expect(refusalOf(above)).toEqual({
      code: ErrorCode.contractProportionAboveUpline,
      fields: { 'tiers.0.proportion': 'proportion_above_upline' },
    });
    // Only a direct downline agent: B's player is A's descendant, not a contract partner.
    const player = await createMember(t.app, key, { uplineId: b.id, prefix: 'rpp' });
    const deeper = await contractCall(t.app, a.token, 'simulate', {
      downline: player.account,
      kind: 'dailyWages',
      tiers: WAGES,
    });
    expect(refusalOf(deeper).code).toBe(ErrorCode.contractDirectAgentOnly);
    const unknown = await contractCall(t.app, a.token, 'simulate', {
      downline: 'nobody-here',
      kind: 'dailyWages',
      tiers: WAGES,
    });
    expect(refusalOf(unknown).code).toBe(ErrorCode.notInDownline);
  });

  it('simulates a real-time salary from the rounds of each 5 minutes, summed per day', async () => {
    const x = await agent(null, 'rsx');
    const y = await agent(x.id, 'rsy');
    const player = await createMember(t.app, key, { prefix: 'rsp', uplineId: y.id });
    await contract({
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      uplineId: null,
      downlineId: x.id,
      tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.1' }],
      startsAt: Date.now() - DAY,
    });
    await fund(t.app, player.account, '1000.00');
    // Three rounds in three 5-minute periods of an hour ago, one of them under the tier's 100.00.
    const base = periodContaining('fiveMinutes', Date.now() - 60 * 60_000, timeZone).start;
    for (const [i, stake] of [
      [0, '120.37'],
      [1, '99.99'],
      [2, '200.00'],
    ] as const) {
      const roundId = `rs-${player.id}-${i}`;
      await settleRound(t.app, t.config.seamlessSecret, player.account, {
        id: roundId,
        bet: stake,
        win: '10.00',
        vendor: 'PROPA',
        game: 'g',
      });
      await t.app.db
        .execute(sql`UPDATE game_rounds SET settled_at = ${new Date(base + i * 5 * 60_000 + 60_000).toISOString()}::timestamptz
        WHERE member_id = ${player.id} AND round_id = ${roundId}`);
    }
    const sim = ContractSimulationSchema.parse(
      valueOf(
        await contractCall(t.app, x.token, 'simulate', {
          downline: y.account,
          kind: 'realtimeSalary',
          tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.05' }],
        }),
      ),
    );
    // 120.37 x 0.05 % = 0.06, 99.99 meets no tier, 200.00 x 0.05 % = 0.10.
    expect(sim.totals).toMatchObject({ paying: 2, amount: '0.16' });
    expect(sim.totals.periods).toBeGreaterThanOrEqual(30 * 288 - 1);
    const withPlay = sim.rows.filter((r) => r.figures.betCount > 0);
    expect(withPlay.reduce((s, r) => s + r.figures.betCount, 0)).toBe(3);
    expect(sim.rows.every((r) => r.periods <= 300)).toBe(true);
  });
});
