import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { agentContracts } from '../../db/schema/index.js';
import { createMember, fund, settleRound, type TestMember } from '../../test/wallet.js';
import { createContractSettlement } from './agent-contract.settlement.js';
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
  useSettlementApp,
} from './agent-contract.settlement.test-setup.js';

useSettlementApp();

describe('contract settlement', () => {
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
        await settleRound(t.app, t.config.seamlessSecret, p.account, {
          id: roundId,
          bet: '120.37',
          win: '100.00',
          vendor: 'PROPA',
          game: 'g',
        });
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
