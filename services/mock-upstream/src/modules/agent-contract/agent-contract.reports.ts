import {
  PROPORTION_SCALE,
  ppmToPercent,
  type ContractKind,
  type ContractProgress,
  type ContractProgressQuery,
  type ContractSettlements,
  type ContractSettlementsQuery,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, toDate } from '../../db/rows.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { money } from '../../lib/money.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { requireAgent } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createContractFigures } from './agent-contract.figures.js';
import {
  dayStart as zoneDayStart,
  addDays,
  periodContaining,
  periodsUntil,
  type Period,
} from './agent-contract.periods.js';
import type { AgentContractRepository, ContractRow } from './agent-contract.repository.js';
import { contractAmount, tiersFromJson, type TeamFigures } from './agent-contract.rules.js';
import { createContractSimulation } from './agent-contract.simulation.js';
import { createContractViews, findDirectDownline } from './agent-contract.views.js';
import { conditionsOf, figuresToWire } from './agent-contract.figures-wire.js';

/**
 * What the contract pages read beside the lifecycle (schemas in
 * @portal/contracts agent-contract-reports.ts): the period in progress against the tiers, the
 * settlements of a range with totals and the schedule ahead, and the simulator. Reads only: the
 * figures come from the same reader as the settlement (agent-contract.figures.ts) and the amounts
 * from the same rules, so what a page estimates is what the job will compute. The simulator is in
 * agent-contract.simulation.ts, the figures' wire form in agent-contract.figures-wire.ts.
 */
export interface ContractReportsDeps {
  repo: AgentContractRepository;
}

const int = (v: unknown): number => Number(v ?? 0);
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));

export function createContractReports(deps: ContractReportsDeps) {
  const { repo } = deps;
  const { db } = repo;
  const reader = createContractFigures(db);
  const { contractView, namesOf } = createContractViews(repo);

  async function dbNow(): Promise<number> {
    const [row] = rowsOf(await db.execute(sql`SELECT now() AS now`));
    return toDate(row?.['now']).getTime();
  }

  const simulation = createContractSimulation({ repo, reader, dbNow });

  /** The highest proportion the payer of a contract is itself paid (the brand: 100 %; 0: none). */
  async function payerBound(uplineId: number | null, kind: ContractKind): Promise<number> {
    if (uplineId === null) return PROPORTION_SCALE;
    const own = await repo.contracts.activeContract(db, uplineId, kind, { lock: false });
    return own?.maxProportionPpm ?? 0;
  }

  /** The live contract of a pair and kind in force at `now`, else the one about to start. */
  function inForce(contracts: ContractRow[], now: number): ContractRow | undefined {
    const live = contracts.filter(
      (c) => c.status !== 'ended' && (c.endsAt === null || c.endsAt.getTime() > now),
    );
    return (
      live.find((c) => c.startsAt.getTime() <= now) ??
      live.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]
    );
  }

  return {
    async progress(
      merchant: MerchantRow,
      member: MemberRow,
      q: ContractProgressQuery,
    ): Promise<ContractProgress> {
      const me = requireAgent(member);
      const downline = q.downline
        ? await findDirectDownline(repo, merchant, me, q.downline, 'downline')
        : undefined;
      const now = await dbNow();
      const contracts = await repo.contracts.liveContracts([downline?.id ?? me.id], {
        kind: q.kind,
        ...(downline ? { uplineId: me.id } : {}),
      });
      const c = inForce(contracts, now);
      const asOf = new Date(now).toISOString();
      const empty = {
        periodStart: null,
        periodEnd: null,
        figures: null,
        tierIndex: null,
        tierProportion: null,
        proportion: null,
        estimatedAmount: null,
        nextTier: null,
        asOf,
      };
      if (!c) return { contract: null, ...empty };
      const names = await namesOf([c]);
      const view = contractView(merchant, names, c);
      if (c.startsAt.getTime() > now) return { contract: view, ...empty };
      const current = periodContaining(c.period, now, merchant.timeZone);
      const p: Period = { start: Math.max(current.start, c.startsAt.getTime()), end: current.end };
      const tiers = tiersFromJson(c.tiers);
      const f = await reader.figures(
        { kind: c.kind, period: c.period, downlineId: c.downlineId, timeZone: merchant.timeZone },
        p,
      );
      const result = contractAmount(c.kind, tiers, f, await payerBound(c.uplineId, c.kind));
      const nextIndex = result.tierIndex === null ? 0 : result.tierIndex + 1;
      const next = tiers[nextIndex];
      return {
        contract: view,
        periodStart: new Date(p.start).toISOString(),
        periodEnd: new Date(p.end).toISOString(),
        figures: figuresToWire(f, merchant),
        tierIndex: result.tierIndex,
        tierProportion: result.tierIndex === null ? null : ppmToPercent(result.tierPpm),
        proportion: result.tierIndex === null ? null : ppmToPercent(result.proportionPpm),
        estimatedAmount: money(result.amount, merchant),
        nextTier: next
          ? {
              index: nextIndex,
              proportion: ppmToPercent(next.proportionPpm),
              conditions: conditionsOf(c.kind, next, f, merchant),
            }
          : null,
        asOf,
      };
    },

    async settlements(
      merchant: MerchantRow,
      member: MemberRow,
      q: ContractSettlementsQuery,
    ): Promise<ContractSettlements> {
      const me = requireAgent(member);
      const downline =
        q.role === 'paid' && q.downline
          ? await findDirectDownline(repo, merchant, me, q.downline, 'downline')
          : undefined;
      const zone = merchant.timeZone;
      const where: SQL[] = [
        sql`s.kind = ${q.kind}`,
        sql`s.period_start >= ${dayStart(q.startDate, zone)}`,
        sql`s.period_start < ${dayEnd(q.endDate, zone)}`,
        q.role === 'received' ? sql`s.downline_id = ${me.id}` : sql`s.upline_id = ${me.id}`,
      ];
      if (downline) where.push(sql`s.downline_id = ${downline.id}`);
      const filter = sql.join(where, sql` AND `);
      const [totals] = rowsOf(
        await db.execute(sql`
          SELECT count(*)::int AS n, coalesce(sum(s.amount), 0)::text AS amount,
                 coalesce(sum(s.paid_amount), 0)::text AS paid
          FROM agent_contract_settlements s WHERE ${filter}`),
      );
      const rows = rowsOf(
        await db.execute(sql`
          SELECT s.id, s.upline_id, s.downline_id, s.period_start, s.period_end, s.figures, s.base::text AS base,
                 s.tier_index, s.tier_ppm, s.proportion_ppm, s.amount::text AS amount,
                 s.paid_amount::text AS paid_amount, s.status, s.created_at
          FROM agent_contract_settlements s WHERE ${filter}
          ORDER BY s.period_start DESC, s.id DESC
          LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      );
      const names = await repo.accounts(
        rows.flatMap((r) => [r['upline_id'] as number | null, int(r['downline_id'])]),
      );
      const list = rows.map((r) => {
        const raw = (typeof r['figures'] === 'string' ? JSON.parse(r['figures']) : r['figures']) as Record<
          string,
          unknown
        >;
        const f: TeamFigures = {
          teamDays: int(raw['teamDays']),
          activeNumber: int(raw['activeNumber']),
          validBets: big(raw['validBets']),
          payouts: big(raw['payouts']),
          bonuses: big(raw['bonuses']),
          rebates: big(raw['rebates']),
          betCount: int(raw['betCount']),
        };
        const tierIndex = r['tier_index'] == null ? null : int(r['tier_index']);
        const uplineId = r['upline_id'] == null ? null : int(r['upline_id']);
        return {
          id: int(r['id']),
          kind: q.kind,
          upline: uplineId === null ? null : (names.get(uplineId) ?? ''),
          downline: names.get(int(r['downline_id'])) ?? '',
          periodStart: toDate(r['period_start']).toISOString(),
          periodEnd: toDate(r['period_end']).toISOString(),
          figures: figuresToWire(f, merchant),
          tierIndex,
          tierProportion: tierIndex === null ? null : ppmToPercent(int(r['tier_ppm'])),
          proportion: tierIndex === null ? null : ppmToPercent(int(r['proportion_ppm'])),
          base: money(big(r['base']), merchant),
          amount: money(big(r['amount']), merchant),
          paidAmount: money(big(r['paid_amount']), merchant),
          status: r['status'] === 'owed' ? ('owed' as const) : ('paid' as const),
          settledAt: toDate(r['created_at']).toISOString(),
        };
      });
      const amount = big(totals?.['amount']);
      const paid = big(totals?.['paid']);

      // The schedule: periods of the live contracts that close after now and within the range.
      const now = await dbNow();
      const live =
        q.role === 'received'
          ? await repo.contracts.liveContracts([me.id], { kind: q.kind })
          : downline
            ? await repo.contracts.liveContracts([downline.id], { kind: q.kind, uplineId: me.id })
            : await repo.contracts.liveContractsFrom(me.id, q.kind);
      const rangeStart = zoneDayStart(q.startDate, zone);
      const rangeEnd = zoneDayStart(addDays(q.endDate, 1), zone);
      let periodsToClose = 0;
      let nextPeriodEnd: number | null = null;
      for (const c of live) {
        const from = Math.max(now, c.startsAt.getTime(), rangeStart);
        const stop = Math.min(rangeEnd, c.endsAt?.getTime() ?? Infinity);
        const ahead = periodsUntil(c.period, from, stop, zone).filter(
          (p) => p.start >= rangeStart && p.end > now,
        );
        periodsToClose += ahead.length;
        const next = ahead[0]?.end;
        if (next !== undefined && (nextPeriodEnd === null || next < nextPeriodEnd)) nextPeriodEnd = next;
      }
      return {
        ...pageOf(list, int(totals?.['n']), q.pageNo, q.pageSize),
        totals: {
          periods: int(totals?.['n']),
          amount: money(amount, merchant),
          paidAmount: money(paid, merchant),
          owed: money(amount - paid, merchant),
        },
        schedule: {
          contracts: live.length,
          periodsToClose,
          nextPeriodEnd: nextPeriodEnd === null ? null : new Date(nextPeriodEnd).toISOString(),
        },
      };
    },

    /** The simulator: the agent's own figures run through a contract's tiers (.simulation.ts). */
    simulation,
  };
}

export type ContractReports = ReturnType<typeof createContractReports>;
