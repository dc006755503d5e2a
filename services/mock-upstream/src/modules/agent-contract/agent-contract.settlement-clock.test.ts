import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { agentContracts } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { rsaKey } from '../../test/accounts.js';
import { demoBrand, insertContract } from '../../test/contracts.js';
import { createMember, expectLedgerOk } from '../../test/wallet.js';
import { createContractSettlement, SETTLEMENT_GRACE_MS } from './agent-contract.settlement.js';
import { periodContaining } from './agent-contract.periods.js';

/**
 * Runners whose clocks differ settle the same periods, each once. What is closed is decided
 * by the database's clock (`now()`, after the grace), never by the runner's: a runner an hour ahead
 * settles no period that has not closed, and one an hour behind misses none.
 */
let t: TestApp;
const FIVE_MINUTES = 5 * 60_000;

beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await expectLedgerOk(t.app);
});
afterAll(async () => t?.close());

async function databaseNow(): Promise<number> {
  const [row] = rowsOf(await t.app.db.execute(sql`SELECT now() AS now`));
  return new Date(String(row?.['now'])).getTime();
}

/** Runs one pass with the runner's clock moved by `skewMs` (Date only: the driver's timers run). */
async function settleWithClock(skewMs: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + skewMs);
  try {
    return await createContractSettlement({ db: t.app.db }).settleDue();
  } finally {
    vi.useRealTimers();
  }
}

describe('contract settlement under runners with different clocks', () => {
  it('settles exactly the periods the database clock has closed, once, whichever runner runs', async () => {
    const { merchantId, timeZone } = await demoBrand(t.app);
    const agent = await createMember(t.app, await rsaKey(t.app), { type: 1, uplineId: null, prefix: 'clk' });
    const start = periodContaining('fiveMinutes', (await databaseNow()) - 30 * 60_000, timeZone).start;
    const id = await insertContract(t.app, merchantId, {
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      uplineId: null,
      downlineId: agent.id,
      tiers: [{ teamDays: 0, activeNumber: 0, totalAmount: '100', proportion: '0.1' }],
      startsAt: start,
    });
    const settledUntil = async () => {
      const [c] = await t.app.db.select().from(agentContracts).where(eq(agentContracts.id, id));
      return c?.settledUntil?.getTime() ?? null;
    };
    const closedBy = (now: number) =>
      periodContaining('fiveMinutes', now - SETTLEMENT_GRACE_MS, timeZone).start;

    // An hour ahead: a runner that trusted its own clock would settle the next twelve periods too.
    const before = await databaseNow();
    const ahead = await settleWithClock(60 * 60_000);
    const after = await databaseNow();
    const ours = (report: typeof ahead) => report.settled.filter((s) => s.contractId === id);
    expect(ahead.failed).toEqual([]);
    const until = await settledUntil();
    // The database's clock moved between the two reads: the watermark is what it had closed then.
    expect([closedBy(before), closedBy(after)]).toContain(until);
    expect(ours(ahead)).toHaveLength(((until ?? start) - start) / FIVE_MINUTES);

    // An hour behind, then on time: nothing settled twice, nothing the database had closed missed.
    const behind = await settleWithClock(-60 * 60_000);
    const onTime = await createContractSettlement({ db: t.app.db }).settleDue();
    const now = await databaseNow();
    const periods = rowsOf(
      await t.app.db.execute(sql`SELECT period_start, count(*)::int AS n FROM agent_contract_settlements
        WHERE contract_id = ${id} GROUP BY period_start ORDER BY period_start`),
    );
    expect(periods.every((p) => Number(p['n']) === 1)).toBe(true);
    const last = (await settledUntil()) ?? start;
    expect([closedBy(now), closedBy(now) - FIVE_MINUTES]).toContain(last);
    expect(ours(ahead).length + ours(behind).length + ours(onTime).length).toBe(
      (last - start) / FIVE_MINUTES,
    );
    expect(periods).toHaveLength((last - start) / FIVE_MINUTES);
  });
});
