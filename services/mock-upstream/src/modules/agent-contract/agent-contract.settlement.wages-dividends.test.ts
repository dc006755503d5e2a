import {
  agentContractEndpoints,
  ContractFeedSchema,
  ErrorCode,
  MAIN_WALLET_ID,
  walletEndpoints,
  type ContractTier,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { agentContracts, memberFreezes } from '../../db/schema/index.js';
import { json } from '../../test/app.js';
import { encrypted, errorOf } from '../../test/accounts.js';
import { fund, nextRequestId, transfer, vendorWallets } from '../../test/wallet.js';
import { setPaymentPassword } from '../payments/payment-password.js';
import { dayOf, periodContaining } from './agent-contract.periods.js';
import {
  t,
  key,
  timeZone,
  DAY,
  agent,
  contract,
  teamDay,
  settle,
  settlementsOf,
  mainBalance,
  days,
  useSettlementApp,
} from './agent-contract.settlement.test-setup.js';

useSettlementApp();

describe('contract settlement', () => {
  it('pays the daily wages example top-down: A receives 578.76 from the brand, B 186.00 from A', async () => {
    const a = await agent(null, 'dwa');
    const b = await agent(a.id, 'dwb');
    // The day before yesterday (brand clock): closed whatever the time of day the test runs.
    const period = periodContaining('daily', Date.now() - 2 * DAY, timeZone);
    const day = dayOf(period.start, timeZone);
    const brandA = await contract({
      kind: 'dailyWages',
      period: 'daily',
      uplineId: null,
      downlineId: a.id,
      tiers: [
        { teamDays: 0, activeNumber: 5, totalAmount: '10000', proportion: '0.5' },
        { teamDays: 0, activeNumber: 20, totalAmount: '50000', lossRate: '2', proportion: '0.8' },
      ],
      startsAt: period.start,
      endsAt: period.end,
    });
    const aB = await contract({
      kind: 'dailyWages',
      period: 'daily',
      uplineId: a.id,
      downlineId: b.id,
      tiers: [
        { teamDays: 0, activeNumber: 5, totalAmount: '10000', proportion: '0.3' },
        { teamDays: 0, activeNumber: 10, totalAmount: '30000', proportion: '0.6' },
      ],
      startsAt: period.start,
      endsAt: period.end,
    });
    await teamDay(a.id, day, {
      active: 25,
      validBets: '72345.67',
      payouts: '69900',
      bonuses: '300',
      rebates: '100',
    });
    await teamDay(b.id, day, { active: 12, validBets: '31000', payouts: '30000' });

    const report = await settle();
    expect(report.failed).toEqual([]);
    const mine = report.settled.filter((s) => [brandA, aB].includes(Number(s['contractId'])));
    // The brand's contract first: B's period reads A's applied proportion.
    expect(mine.map((s) => [s['contractId'], s['amount'], s['status']])).toEqual([
      [brandA, '578.76', 'paid'],
      [aB, '186.00', 'paid'],
    ]);
    expect(await mainBalance(a.id)).toBe(57876n - 18600n);
    expect(await mainBalance(b.id)).toBe(18600n);
    // Both ended with their last period, with an event each.
    const ended = await t.app.db
      .select({ status: agentContracts.status, settledUntil: agentContracts.settledUntil })
      .from(agentContracts)
      .where(sql`${agentContracts.id} IN (${brandA}, ${aB})`);
    expect(ended.map((c) => c.status)).toEqual(['ended', 'ended']);
    const [events] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM agent_contract_events
        WHERE contract_id IN (${brandA}, ${aB}) AND event = 'ended'`),
    );
    expect(Number(events?.['n'])).toBe(2);
    // Each credit is an event of its pair, for the live feed.
    const credits = rowsOf(
      await t.app.db.execute(sql`SELECT contract_id, detail->>'amount' AS amount, detail->>'status' AS status
        FROM agent_contract_events WHERE contract_id IN (${brandA}, ${aB}) AND event = 'settled' ORDER BY id`),
    );
    expect(credits.map((r) => [Number(r['contract_id']), r['amount'], r['status']])).toEqual([
      [brandA, '57876', 'paid'],
      [aB, '18600', 'paid'],
    ]);
    // B's feed says it, with the period and the amount.
    await t.app.contractFeed.runOnce();
    const feedRes = await t.app.inject({
      method: 'GET',
      url: `${agentContractEndpoints.feed.path}?afterSeq=0`,
      headers: { authorization: b.token },
    });
    const feed = ContractFeedSchema.parse((json(feedRes) as { value: unknown }).value);
    expect(feed.list.filter((e) => e.event === 'settled').map((e) => e.settlement)).toEqual([
      expect.objectContaining({ amount: '186.00', paidAmount: '186.00', status: 'paid' }),
    ]);
    // The payments are the agents' income, not a team bonus of anyone above them.
    const [income] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions
        WHERE member_id IN (${a.id}, ${b.id}) AND type = 'BONUS' AND metadata->>'bonusType' = 'salary'
          AND metadata->>'contractKind' = 'dailyWages'`),
    );
    expect(Number(income?.['n'])).toBe(2);
    // A second pass finds nothing left.
    const again = await settle();
    expect(again.settled.filter((s) => [brandA, aB].includes(Number(s['contractId'])))).toEqual([]);
  });

  it('freezes an upline that cannot pay a dividend, refuses its transfers out, and sweeps the debt from a later credit', async () => {
    const a = await agent(null, 'dva');
    const b = await agent(a.id, 'dvb');
    // Last week (ISO, brand clock): closed for the whole of this week.
    const week = periodContaining('weekly', Date.now() - 7 * DAY, timeZone);
    const first = dayOf(week.start, timeZone);
    const tiers = (p: [string, string, string]): ContractTier[] => [
      { teamDays: 0, activeNumber: 0, totalAmount: '0', proportion: p[0] },
      { teamDays: 5, activeNumber: 10, totalAmount: '100000', proportion: p[1] },
      { teamDays: 7, activeNumber: 30, totalAmount: '500000', proportion: p[2] },
    ];
    const brandA = await contract({
      kind: 'dividend',
      period: 'weekly',
      uplineId: null,
      downlineId: a.id,
      tiers: tiers(['20', '30', '40']),
      startsAt: week.start,
    });
    const aB = await contract({
      kind: 'dividend',
      period: 'weekly',
      uplineId: a.id,
      downlineId: b.id,
      tiers: tiers(['15', '25', '35']),
      startsAt: week.start,
      endsAt: week.end,
    });
    // A's team as a whole won (net loss -10,000.00, third tier met): A receives 0. B's sub-team lost
    // 28,500.00 over 6 days: 25 %, 7,125.00 owed by A, who holds 3,000.00.
    await teamDay(
      a.id,
      first,
      { active: 42, validBets: '620000', payouts: '620000', bonuses: '8000', rebates: '2000' },
      days(first, 7),
    );
    await teamDay(
      b.id,
      first,
      { active: 12, validBets: '180000', payouts: '150000', bonuses: '1000', rebates: '500' },
      days(first, 6),
    );
    await fund(t.app, a.account, '3000.00');

    const report = await settle();
    const mine = report.settled.filter((s) => [brandA, aB].includes(Number(s['contractId'])));
    expect(mine.map((s) => [s['contractId'], s['amount'], s['paidAmount'], s['status']])).toEqual([
      [brandA, '0.00', '0.00', 'paid'],
      [aB, '7125.00', '3000.00', 'owed'],
    ]);
    const [owed] = await settlementsOf(aB);
    expect(owed).toMatchObject({ tier_index: 1, proportion_ppm: 250_000 });
    expect(await mainBalance(a.id)).toBe(0n);
    expect(await mainBalance(b.id)).toBe(300000n);
    const frozen = await t.app.db.select().from(memberFreezes).where(eq(memberFreezes.memberId, a.id));
    expect(frozen.map((f) => f.reason)).toEqual(['contractUnpaid']);

    // While frozen, money that arrives stays for the debt: no agent transfer, no transfer into a
    // vendor wallet, no withdrawal.
    await fund(t.app, a.account, '1000.00');
    await setPaymentPassword(t.app.db, a.id, { newPaymentPassword: '123456' });
    const sent = await encrypted(
      t.app,
      key,
      'POST',
      walletEndpoints.agentTransfer.path,
      {
        requestId: nextRequestId('fz'),
        targetAccount: b.account,
        amount: '10.00',
        paymentPassword: '123456',
      },
      { authorization: a.token },
    );
    expect(errorOf(sent).errorCode).toBe(ErrorCode.accountFrozen);
    const [vendor] = await vendorWallets(t.app);
    if (vendor) {
      const out = await transfer(t.app, a.token, {
        fromAccountTypeId: MAIN_WALLET_ID,
        toAccountTypeId: vendor.accountTypeId,
        amount: '10.00',
      });
      expect(errorOf(out).errorCode).toBe(ErrorCode.accountFrozen);
    }
    expect(await mainBalance(a.id)).toBe(100000n);

    // The next pass pays 1,000.00 more (still owed, still frozen); a credit of 5,000.00 then pays
    // the remaining 3,125.00 and lifts the freeze in the same transaction.
    const partly = await settle();
    expect(partly.swept).toBeGreaterThanOrEqual(1);
    expect((await settlementsOf(aB))[0]).toMatchObject({ paid: '400000', status: 'owed' });
    await fund(t.app, a.account, '5000.00');
    const swept = await settle();
    expect(swept.unfrozen).toBeGreaterThanOrEqual(1);
    expect((await settlementsOf(aB))[0]).toMatchObject({ amount: '712500', paid: '712500', status: 'paid' });
    expect(await mainBalance(a.id)).toBe(500000n - 312500n);
    expect(await mainBalance(b.id)).toBe(712500n);
    expect(await t.app.db.select().from(memberFreezes).where(eq(memberFreezes.memberId, a.id))).toEqual([]);
    // Each part under its own key: contract:<id>:<paid before>.
    const keys = rowsOf(
      await t.app.db.execute(sql`SELECT idempotency_key FROM ledger_transactions
        WHERE source = 'agent-contract' AND reference = ${`CT-${String(owed?.['id'])}`} ORDER BY id`),
    ).map((r) => r['idempotency_key']);
    expect(keys).toEqual([
      `contract:${String(owed?.['id'])}:0`,
      `contract:${String(owed?.['id'])}:300000`,
      `contract:${String(owed?.['id'])}:400000`,
    ]);
    // Unfrozen: an agent transfer goes through again.
    const after = await encrypted(
      t.app,
      key,
      'POST',
      walletEndpoints.agentTransfer.path,
      {
        requestId: nextRequestId('uf'),
        targetAccount: b.account,
        amount: '10.00',
        paymentPassword: '123456',
      },
      { authorization: a.token },
    );
    expect(after.statusCode, after.body).toBe(200);
  });
});
