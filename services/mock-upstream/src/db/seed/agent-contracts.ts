import type { ContractKind, ContractPeriod, ContractTier } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  maxProportion,
  newContractStart,
  tiersFromWire,
  tiersToJson,
} from '../../modules/agent-contract/agent-contract.rules.js';
import type { Db } from '../client.js';
import { agentContractEvents, agentContracts, members, type merchants } from '../schema/index.js';

/**
 * The demo's agent contracts: the brand contracts demoagent for every kind, and
 * demoagent pays its sub-agent a dividend, all agreed in the past so that the settlement job (30 s
 * after start) pays their closed periods from the team's seeded history and the contract pages
 * have a contract, progress and settlements to show on a fresh start. Daily and weekly contracts
 * start 4 weeks back; the hourly one a day back, the 5-minute one 2 hours back (the job catches up
 * 300 periods a pass). Each is recorded as accepted in the change log. Seeded once: skipped when
 * demoagent holds any contract.
 */
const DAY = 86_400_000;

type Seeded = {
  kind: ContractKind;
  period: ContractPeriod;
  upline: 'brand' | 'demoagent';
  downline: 'demoagent' | 'demosubagent';
  back: number;
  tiers: ContractTier[];
};

const tier = (
  teamDays: number,
  activeNumber: number,
  totalAmount: string,
  proportion: string,
  extra = {},
) => ({
  teamDays,
  activeNumber,
  totalAmount,
  proportion,
  ...extra,
});

const CONTRACTS: Seeded[] = [
  {
    kind: 'dividend',
    period: 'weekly',
    upline: 'brand',
    downline: 'demoagent',
    back: 28 * DAY,
    tiers: [tier(1, 1, '100', '20'), tier(3, 3, '1000', '30'), tier(5, 5, '5000', '40')],
  },
  {
    kind: 'dividend',
    period: 'weekly',
    upline: 'demoagent',
    downline: 'demosubagent',
    back: 28 * DAY,
    tiers: [tier(1, 1, '100', '15'), tier(3, 2, '500', '25')],
  },
  {
    kind: 'dailyWages',
    period: 'daily',
    upline: 'brand',
    downline: 'demoagent',
    back: 28 * DAY,
    tiers: [tier(0, 1, '50', '0.5'), tier(0, 3, '500', '0.8'), tier(0, 5, '2000', '1')],
  },
  {
    kind: 'hourlySalary',
    period: 'hourly',
    upline: 'brand',
    downline: 'demoagent',
    back: DAY,
    tiers: [tier(0, 1, '10', '0.3'), tier(0, 2, '100', '0.5')],
  },
  {
    kind: 'realtimeSalary',
    period: 'fiveMinutes',
    upline: 'brand',
    downline: 'demoagent',
    back: 2 * 3_600_000,
    tiers: [tier(0, 1, '1', '0.2'), tier(0, 1, '50', '0.5')],
  },
];

export async function seedAgentContracts(tx: Db, merchant: typeof merchants.$inferSelect): Promise<void> {
  const agents = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.account, ['demoagent', 'demosubagent'])));
  const idOf = new Map(agents.map((a) => [a.account, a.id]));
  const agentId = idOf.get('demoagent');
  if (agentId === undefined) return;
  const [existing] = await tx
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(eq(agentContracts.downlineId, agentId))
    .limit(1);
  if (existing) return;
  for (const c of CONTRACTS) {
    const downlineId = idOf.get(c.downline);
    if (downlineId === undefined) continue;
    const uplineId = c.upline === 'brand' ? null : (idOf.get(c.upline) ?? null);
    const { tiers, fields } = tiersFromWire(c.tiers, merchant.currencyDecimals);
    if (Object.keys(fields).length > 0) throw new Error(`seed contract tiers: ${JSON.stringify(fields)}`);
    // Agreed `back` ago: it started at the next period boundary after that, as an acceptance would.
    const startsAt = new Date(newContractStart(c.period, Date.now() - c.back, merchant.timeZone));
    const [row] = await tx
      .insert(agentContracts)
      .values({
        merchantId: merchant.id,
        kind: c.kind,
        period: c.period,
        uplineId,
        downlineId,
        tiers: tiersToJson(tiers),
        maxProportionPpm: maxProportion(tiers),
        startsAt,
        createdAt: new Date(startsAt.getTime() - 60_000),
      })
      .returning({ id: agentContracts.id, tiers: agentContracts.tiers });
    if (!row) continue;
    await tx.insert(agentContractEvents).values({
      merchantId: merchant.id,
      kind: c.kind,
      uplineId,
      downlineId,
      event: 'accepted',
      contractId: row.id,
      actorId: downlineId,
      actorRole: 'downline',
      tiersAfter: row.tiers,
      detail: { action: 'new', period: c.period, startsAt: startsAt.toISOString() },
      createdAt: new Date(startsAt.getTime() - 60_000),
    });
  }
}
