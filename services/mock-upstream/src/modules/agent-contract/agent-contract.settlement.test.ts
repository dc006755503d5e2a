import {
  agentContractEndpoints,
  ContractFeedSchema,
  ErrorCode,
  MAIN_WALLET_ID,
  walletEndpoints,
  type ContractTier,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { agentContracts, memberFreezes } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, rsaKey } from '../../test/accounts.js';
import {
  createMember,
  expectLedgerOk,
  fund,
  nextRequestId,
  transfer,
  vendorWallets,
  type TestMember,
} from '../../test/wallet.js';
import { setPaymentPassword } from '../payments/payment-password.js';
import { signedSeamlessRequest } from '../seamless/seamless.service.js';
import { demoBrand, insertContract, settleNow, teamDay as insertTeamDay } from '../../test/contracts.js';
import { createContractSettlement } from './agent-contract.settlement.js';
import { dayOf, periodContaining } from './agent-contract.periods.js';

/**
 * The settlement of agent contracts on a real database (ADR 0009): the worked examples end to end
 * through the admin route that runs the job's pass, exactly once under two runners, nothing left
 * by a runner that dies mid-period, and the ledger balanced after each. Periods are made closed by
 * the database's own clock: the contracts start in the past (no sleeping, no fake runner clock).
 * The team figures of day-based periods are written into the daily rollups directly (the rollups
 * have their own property test); sub-day periods read rounds inserted with a past settled_at.
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
const teamDay = (...args: Parameters<typeof insertTeamDay> extends [unknown, ...infer R] ? R : never) =>
  insertTeamDay(t.app, ...args);
const settle = () => settleNow(t.app);

async function settlementsOf(contractId: number) {
  return rowsOf(
    await t.app.db.execute(sql`SELECT id, period_start, amount::text AS amount, paid_amount::text AS paid,
      status, tier_index, proportion_ppm FROM agent_contract_settlements WHERE contract_id = ${contractId}
      ORDER BY period_start`),
  );
}

async function mainBalance(memberId: number): Promise<bigint> {
  const [row] = rowsOf(
    await t.app.db.execute(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts
      WHERE kind = 'player' AND member_id = ${memberId} AND account_type_id = ${MAIN_WALLET_ID}`),
  );
  return BigInt(String(row?.['b'] ?? '0'));
}

const days = (first: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10),
  );

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

  it('settles a real-time salary from the rounds settled in each 5 minutes, each period once under two runners', async () => {
    const a = await agent(null, 'rta');
    const b = await agent(a.id, 'rtb');
    const players: TestMember[] = [];
    for (let i = 0; i < 3; i++)
      players.push(await createMember(t.app, key, { prefix: 'rtp', uplineId: b.id }));
    // The 12 five-minute periods of an hour that ended at least 2 minutes ago (both contracts end
    // with it, so exactly those 12 are closed whatever the time).
    const end = periodContaining('fiveMinutes', Date.now() - 2 * 60_000, timeZone).start;
    const start = end - 12 * 5 * 60_000;
    const brandA = await contract({
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      uplineId: null,
      downlineId: a.id,
      tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.1' }],
      startsAt: start,
      endsAt: end,
    });
    const aB = await contract({
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      uplineId: a.id,
      downlineId: b.id,
      tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.05' }],
      startsAt: start,
      endsAt: end,
    });
    // Each period: a round of 120.37 by each player, played through the seamless wallet (so the
    // ledger holds its money) and then dated back: settled 2 minutes into the period.
    for (const p of players) await fund(t.app, p.account, '2000.00');
    for (let i = 0; i < 12; i++) {
      for (const p of players) {
        const roundId = `rt-${p.id}-${i}`;
        for (const [kind, amount] of [
          ['debit', '120.37'],
          ['credit', '100.00'],
        ] as const) {
          const res = await t.app.inject(
            signedSeamlessRequest(t.config.seamlessSecret, kind, {
              vendor: 'PROPA',
              account: p.account,
              txId: `${roundId}-${kind}`,
              roundId,
              gameCode: 'g',
              amount,
            }),
          );
          expect(res.statusCode, res.body).toBe(200);
        }
        const settledAt = new Date(start + i * 5 * 60_000 + 2 * 60_000);
        await t.app.db.execute(sql`UPDATE game_rounds SET settled_at = ${settledAt.toISOString()}::timestamptz
          WHERE member_id = ${p.id} AND round_id = ${roundId}`);
      }
    }
    // Two runners at once (two services on the same database, as two processes would be).
    const runners = [createContractSettlement({ db: t.app.db }), createContractSettlement({ db: t.app.db })];
    const reports = await Promise.all(runners.map((r) => r.settleDue()));
    const settledHere = reports
      .flatMap((r) => r.settled)
      .filter((s) => s.contractId === brandA || s.contractId === aB);
    // Whoever settled what, each (contract, period) once.
    const rows = rowsOf(
      await t.app.db
        .execute(sql`SELECT contract_id, count(*)::int AS n, count(DISTINCT period_start)::int AS periods,
        sum(amount)::text AS amount FROM agent_contract_settlements WHERE contract_id IN (${brandA}, ${aB})
        GROUP BY contract_id ORDER BY contract_id`),
    );
    // A's team (B's players) bet 361.11 a period: A 0.36 each; B's team the same: 0.18 each.
    expect(rows).toEqual([
      { contract_id: brandA, n: 12, periods: 12, amount: String(12 * 36) },
      { contract_id: aB, n: 12, periods: 12, amount: String(12 * 18) },
    ]);
    expect(settledHere).toHaveLength(24);
    const [postings] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions t
        JOIN agent_contract_settlements s ON t.reference = 'CT-' || s.id
        WHERE t.source = 'agent-contract' AND s.contract_id IN (${brandA}, ${aB})`),
    );
    expect(Number(postings?.['n'])).toBe(24);
    expect(await mainBalance(b.id)).toBe(12n * 18n);
    expect(await mainBalance(a.id)).toBe(12n * 36n - 12n * 18n);
    const [c] = await t.app.db.select().from(agentContracts).where(eq(agentContracts.id, aB));
    expect(c?.settledUntil?.getTime()).toBe(end);
    expect(c?.status).toBe('ended');
  });

  it('leaves nothing of a period whose runner dies after the insert, and the next run settles it', async () => {
    const a = await agent(null, 'kla');
    const period = periodContaining('daily', Date.now() - 2 * DAY, timeZone);
    const id = await contract({
      kind: 'dailyWages',
      period: 'daily',
      uplineId: null,
      downlineId: a.id,
      tiers: [{ teamDays: 0, activeNumber: 1, totalAmount: '100', proportion: '1' }],
      startsAt: period.start,
      endsAt: period.end,
    });
    await teamDay(a.id, dayOf(period.start, timeZone), { active: 3, validBets: '1234.56', payouts: '1000' });
    const dying = createContractSettlement({
      db: t.app.db,
      hooks: {
        afterPost: () => {
          throw new Error('killed');
        },
      },
    });
    const died = await dying.settleDue();
    expect(died.failed).toContainEqual({ contractId: id, error: 'killed' });
    expect(died.settled.filter((s) => s.contractId === id)).toEqual([]);
    expect(await settlementsOf(id)).toEqual([]);
    expect(await mainBalance(a.id)).toBe(0n);
    const [before] = await t.app.db.select().from(agentContracts).where(eq(agentContracts.id, id));
    expect(before).toMatchObject({ settledUntil: null, status: 'ending' });
    const [posted] = rowsOf(
      await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions t
        JOIN members m ON m.id = t.member_id WHERE m.id = ${a.id} AND t.source = 'agent-contract'`),
    );
    expect(Number(posted?.['n'])).toBe(0);

    const report = await settle();
    expect(report.settled.filter((s) => Number(s['contractId']) === id).map((s) => s['amount'])).toEqual([
      '12.34',
    ]);
    expect(await mainBalance(a.id)).toBe(1234n);
    const [after] = await t.app.db
      .select({ status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.id, id));
    expect(after?.status).toBe('ended');
  });
});
