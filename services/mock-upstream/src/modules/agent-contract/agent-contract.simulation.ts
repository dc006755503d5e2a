import {
  ErrorCode,
  PERIODS_OF_KIND,
  ppmToPercent,
  SIMULATION_DAYS,
  type ContractPeriod,
  type ContractSimulation,
  type ContractSimulationRequest,
  type ContractSimulationRow,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { requireAgent } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { checkOfferBound } from './agent-contract.chain.js';
import type { ContractFiguresReader } from './agent-contract.figures.js';
import { figuresToWire } from './agent-contract.figures-wire.js';
import { dayOf, isDayBased, periodsUntil } from './agent-contract.periods.js';
import type { AgentContractRepository } from './agent-contract.repository.js';
import { contractAmount, tiersFromWire, type TeamFigures } from './agent-contract.rules.js';
import { findDirectDownline } from './agent-contract.views.js';

/**
 * The contract simulator: what drafted tiers would have paid a direct downline agent over
 * the last SIMULATION_DAYS of its team's real figures, by the same reader and rules as the
 * settlement. Part of the reports (agent-contract.reports.ts).
 */
export function createContractSimulation(deps: {
  repo: AgentContractRepository;
  reader: ContractFiguresReader;
  dbNow: () => Promise<number>;
}) {
  const { repo, reader, dbNow } = deps;
  const { db } = repo;
  return {
    async simulate(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractSimulationRequest,
    ): Promise<ContractSimulation> {
      const me = requireAgent(member);
      const downline = await findDirectDownline(repo, merchant, me, body.downline, 'downline');
      const period: ContractPeriod = body.period ?? PERIODS_OF_KIND[body.kind][0];
      const { tiers, fields } = tiersFromWire(body.tiers, merchant.currencyDecimals);
      if (Object.keys(fields).length > 0) throw AppError.badRequest('tiers finer than the currency', fields);
      const own = await repo.contracts.activeContract(db, me.id, body.kind, { lock: false });
      const bound = own?.maxProportionPpm ?? null;
      const above = checkOfferBound(tiers, bound);
      if (Object.keys(above).length > 0) {
        throw AppError.rule(ErrorCode.contractProportionAboveUpline, 'a proportion exceeds your own', above);
      }
      const cap = bound ?? 0;
      const zone = merchant.timeZone;
      const now = await dbNow();
      const from = now - SIMULATION_DAYS * 86_400_000;
      const periods = periodsUntil(period, from, now, zone);
      const series = await reader.series(
        { kind: body.kind, period, downlineId: downline.id, timeZone: zone },
        periods,
      );
      const results = periods.map((p, i) => {
        const f = series[i] as TeamFigures;
        return { p, f, r: contractAmount(body.kind, tiers, f, cap) };
      });
      let rows: ContractSimulationRow[];
      if (isDayBased(period)) {
        rows = results.map(({ p, f, r }) => ({
          start: new Date(p.start).toISOString(),
          end: new Date(p.end).toISOString(),
          periods: 1,
          paying: r.amount > 0n ? 1 : 0,
          figures: figuresToWire(f, merchant),
          tierIndex: r.tierIndex,
          proportion: r.tierIndex === null ? null : ppmToPercent(r.proportionPpm),
          amount: money(r.amount, merchant),
        }));
      } else {
        // One row per brand day: its periods summed (active number and team days: the day's highest).
        const byDay = new Map<string, typeof results>();
        for (const x of results) {
          const day = dayOf(x.p.start, zone);
          byDay.set(day, [...(byDay.get(day) ?? []), x]);
        }
        rows = [...byDay.values()].map((day) => {
          const sum = (pick: (f: TeamFigures) => bigint) => day.reduce((s, x) => s + pick(x.f), 0n);
          const f: TeamFigures = {
            teamDays: Math.max(...day.map((x) => x.f.teamDays)),
            activeNumber: Math.max(...day.map((x) => x.f.activeNumber)),
            validBets: sum((x) => x.validBets),
            payouts: sum((x) => x.payouts),
            bonuses: sum((x) => x.bonuses),
            rebates: sum((x) => x.rebates),
            betCount: day.reduce((s, x) => s + x.f.betCount, 0),
          };
          const best = day.reduce<number | null>(
            (m, x) => (x.r.tierIndex === null ? m : Math.max(m ?? -1, x.r.tierIndex)),
            null,
          );
          const first = day[0] as (typeof day)[number];
          const last = day.at(-1) as (typeof day)[number];
          return {
            start: new Date(first.p.start).toISOString(),
            end: new Date(last.p.end).toISOString(),
            periods: day.length,
            paying: day.filter((x) => x.r.amount > 0n).length,
            figures: figuresToWire(f, merchant),
            tierIndex: best,
            proportion: null,
            amount: money(
              day.reduce((s, x) => s + x.r.amount, 0n),
              merchant,
            ),
          };
        });
      }
      rows.reverse(); // newest first, as every list of the centre
      const total = results.reduce((s, x) => s + x.r.amount, 0n);
      return {
        period,
        from: new Date(periods[0]?.start ?? now).toISOString(),
        to: new Date(periods.at(-1)?.end ?? now).toISOString(),
        cap: ppmToPercent(cap),
        rows,
        totals: {
          periods: results.length,
          paying: results.filter((x) => x.r.amount > 0n).length,
          amount: money(total, merchant),
        },
      };
    },
  };
}
