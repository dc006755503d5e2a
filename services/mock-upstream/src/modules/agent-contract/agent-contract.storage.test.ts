import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentContractOffers,
  agentContracts,
  agentContractSettlements,
  memberFreezes,
} from '../../db/schema/index.js';
import { errorChain } from '../../db/errors.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { insertAgent } from '../../test/contracts.js';
import { maxProportion, tiersFromJson, tiersFromWire, tiersToJson } from './agent-contract.rules.js';

/**
 * The storage of agent contracts (migration 0018) holds the rules that must survive any code path
 * and any number of concurrent writers: one pending offer and one active contract per pair and
 * kind, one settlement per (contract, period), the kinds' periods, and amounts and statuses that
 * agree with each other. The service and the jobs of the next steps rely on these, not on checks
 * made before a write.
 */
let t: TestApp;
let merchantId = 0;
let ids: { top: number; sub: number; sub2: number };

/** The SQLSTATE and constraint a refused write answered with (drizzle wraps the driver's error). */
async function refusal(write: Promise<unknown>): Promise<{ code: unknown; constraint: unknown }> {
  try {
    await write;
  } catch (err) {
    for (const e of errorChain(err)) {
      if (typeof e.code === 'string') return { code: e.code, constraint: e.constraint };
    }
    throw err;
  }
  throw new Error('the write was accepted');
}

async function agent(uplineId: number | null): Promise<number> {
  const made = await insertAgent(t.app, uplineId, 'ac');
  merchantId = made.merchantId;
  return made.id;
}

const { tiers: stored } = tiersFromWire(
  [
    { teamDays: 0, activeNumber: 0, totalAmount: '0', proportion: '0.5' },
    { teamDays: 0, activeNumber: 5, totalAmount: '92233720368547758.07', proportion: '0.8' },
  ],
  2,
);
const tiers = tiersToJson(stored);

const newOffer = (downlineId: number, uplineId: number | null) => ({
  merchantId,
  action: 'new' as const,
  kind: 'dailyWages' as const,
  uplineId,
  downlineId,
  period: 'daily' as const,
  tiers,
  maxProportionPpm: maxProportion(stored),
  offeredBy: uplineId,
});

const contract = (
  downlineId: number,
  uplineId: number | null,
  startsAt = new Date('2030-01-01T00:00:00Z'),
) => ({
  merchantId,
  kind: 'dailyWages' as const,
  period: 'daily' as const,
  uplineId,
  downlineId,
  tiers,
  maxProportionPpm: maxProportion(stored),
  startsAt,
});

beforeAll(async () => {
  t = await startTestApp();
  const top = await agent(null);
  const sub = await agent(top);
  const sub2 = await agent(top);
  ids = { top, sub, sub2 };
});
afterAll(async () => t?.close());

describe('agent contract storage', () => {
  it('keeps one pending offer per pair and kind, new or terminate alike', async () => {
    const [first] = await t.app.db.insert(agentContractOffers).values(newOffer(ids.sub, ids.top)).returning();
    expect(await refusal(t.app.db.insert(agentContractOffers).values(newOffer(ids.sub, ids.top)))).toEqual({
      code: '23505',
      constraint: 'agent_contract_offers_pending_uq',
    });
    // Another kind of the same pair, and the same kind of another pair, may be pending meanwhile.
    await t.app.db
      .insert(agentContractOffers)
      .values({ ...newOffer(ids.sub, ids.top), kind: 'dividend', period: 'weekly' });
    await t.app.db.insert(agentContractOffers).values(newOffer(ids.sub2, ids.top));
    // Once decided, the pair may be offered again.
    await t.app.db
      .update(agentContractOffers)
      .set({ status: 'rejected', decidedAt: new Date(), decidedBy: ids.sub })
      .where(eq(agentContractOffers.id, first?.id ?? 0));
    await t.app.db.insert(agentContractOffers).values(newOffer(ids.sub, ids.top));
  });

  it('refuses an offer whose shape does not fit its action, kind or decision', async () => {
    const shape = { code: '23514', constraint: 'agent_contract_offers_shape' };
    expect(
      await refusal(
        t.app.db.insert(agentContractOffers).values({ ...newOffer(ids.sub, ids.top), period: 'weekly' }),
      ),
    ).toEqual(shape);
    expect(
      await refusal(
        t.app.db.insert(agentContractOffers).values({ ...newOffer(ids.sub, ids.top), tiers: [] }),
      ),
    ).toEqual(shape);
    expect(
      await refusal(
        t.app.db
          .insert(agentContractOffers)
          .values({ ...newOffer(ids.sub, ids.top), kind: 'hourlySalary', maxProportionPpm: 0 }),
      ),
    ).toEqual(shape);
    expect(
      await refusal(
        t.app.db.insert(agentContractOffers).values({
          ...newOffer(ids.sub, ids.top),
          kind: 'realtimeSalary',
          period: 'fiveMinutes',
          status: 'accepted',
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'agent_contract_offers_decided' });
    expect(await refusal(t.app.db.insert(agentContractOffers).values(newOffer(ids.sub, ids.sub)))).toEqual({
      code: '23514',
      constraint: 'agent_contract_offers_pair',
    });
  });

  it('keeps one active contract per pair and kind; an ending one may overlap its successor', async () => {
    const [old] = await t.app.db.insert(agentContracts).values(contract(ids.sub2, ids.top)).returning();
    expect(await refusal(t.app.db.insert(agentContracts).values(contract(ids.sub2, ids.top)))).toEqual({
      code: '23505',
      constraint: 'agent_contracts_active_uq',
    });
    const boundary = new Date('2030-02-01T00:00:00Z');
    await t.app.db
      .update(agentContracts)
      .set({ status: 'ending', endsAt: boundary, endReason: 'replaced' })
      .where(eq(agentContracts.id, old?.id ?? 0));
    await t.app.db
      .insert(agentContracts)
      .values({ ...contract(ids.sub2, ids.top, boundary), replacesId: old?.id });
    // An active contract has no end; an ending one must say when and why.
    expect(
      await refusal(
        t.app.db
          .update(agentContracts)
          .set({ status: 'active' })
          .where(eq(agentContracts.id, old?.id ?? 0)),
      ),
    ).toEqual({ code: '23514', constraint: 'agent_contracts_end' });
    expect(
      await refusal(
        t.app.db
          .update(agentContracts)
          .set({ endReason: null })
          .where(eq(agentContracts.id, old?.id ?? 0)),
      ),
    ).toEqual({ code: '23514', constraint: 'agent_contracts_end' });
  });

  it('keeps the tiers exactly, amounts beyond 2^53 included', async () => {
    const [row] = await t.app.db
      .select({ tiers: agentContracts.tiers })
      .from(agentContracts)
      .where(eq(agentContracts.downlineId, ids.sub2))
      .limit(1);
    expect(tiersFromJson(row?.tiers)).toEqual(stored);
  });

  it('settles a (contract, period) once, whatever the number of concurrent runners', async () => {
    const [c] = await t.app.db.insert(agentContracts).values(contract(ids.top, null)).returning();
    const periodStart = new Date('2030-01-01T00:00:00Z');
    const row = {
      merchantId,
      contractId: c?.id ?? 0,
      kind: 'dailyWages' as const,
      uplineId: null,
      downlineId: ids.top,
      periodStart,
      periodEnd: new Date('2030-01-02T00:00:00Z'),
      figures: { validBets: '1000' },
      base: 1000n,
      tierIndex: 0,
      tierPpm: 5000,
      proportionPpm: 5000,
      amount: 5n,
      paidAmount: 5n,
      status: 'paid' as const,
    };
    // Eight runners race for the same period: the key lets exactly one write.
    const written = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.db
          .insert(agentContractSettlements)
          .values(row)
          .onConflictDoNothing({
            target: [agentContractSettlements.contractId, agentContractSettlements.periodStart],
          })
          .returning({ id: agentContractSettlements.id }),
      ),
    );
    expect(written.flat()).toHaveLength(1);
    const stored = await t.app.db
      .select({ id: agentContractSettlements.id })
      .from(agentContractSettlements)
      .where(eq(agentContractSettlements.contractId, c?.id ?? 0));
    expect(stored).toHaveLength(1);
    // Amounts and status must agree; the brand never owes.
    const next = {
      ...row,
      periodStart: new Date('2030-01-02T00:00:00Z'),
      periodEnd: new Date('2030-01-03T00:00:00Z'),
    };
    expect(
      await refusal(t.app.db.insert(agentContractSettlements).values({ ...next, paidAmount: 6n })),
    ).toMatchObject({
      code: '23514',
    });
    expect(
      await refusal(
        t.app.db.insert(agentContractSettlements).values({ ...next, paidAmount: 0n, status: 'owed' }),
      ),
    ).toEqual({ code: '23514', constraint: 'agent_contract_settlements_status' });
    expect(
      await refusal(t.app.db.insert(agentContractSettlements).values({ ...next, proportionPpm: 6000 })),
    ).toEqual({ code: '23514', constraint: 'agent_contract_settlements_amounts' });
  });

  it('freezes a member once per reason', async () => {
    await t.app.db.insert(memberFreezes).values({ memberId: ids.top, merchantId, reason: 'contractUnpaid' });
    expect(
      await refusal(
        t.app.db.insert(memberFreezes).values({ memberId: ids.top, merchantId, reason: 'contractUnpaid' }),
      ),
    ).toMatchObject({ code: '23505' });
    await t.app.db.delete(memberFreezes).where(eq(memberFreezes.memberId, ids.top));
  });
});
