/**
 * The agent centre's reports over a day range: the team overview against the previous range, bets
 * by member, vendor or category, profit and loss by member or level, the agent's income and its
 * team's wallet movements.
 */
import type {
  DownlineProfitLoss,
  DownlineProfitLossQuery,
  DownlineTransactionsQuery,
  Income,
  TeamBets,
  TeamBetsQuery,
  TeamOverview,
  TeamStats,
  TransactionType,
} from '@portal/contracts';
import { money } from '../../lib/money.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { descendantOf, previousRange, requireAgent, type AgentQueries } from './agent.common.js';
import type { DaySums, RangeDays } from './agent.repository.js';

export function createAgentReportsService(deps: { repo: AgentQueries<'reports' | 'wallet' | 'team'> }) {
  const { repo } = deps;
  const descendant = (merchant: MerchantRow, agent: MemberRow, account: string, field?: string) =>
    descendantOf(repo, merchant, agent, account, field);

  function range(q: { startDate: string; endDate: string }): RangeDays {
    return { start: q.startDate, end: q.endDate };
  }

  async function stats(merchant: MerchantRow, agentId: number, r: RangeDays): Promise<TeamStats> {
    const [sums, size, active] = await Promise.all([
      repo.reports.teamSums(agentId, r),
      repo.reports.teamSizeAt(agentId, r.end),
      repo.reports.activeMembers(agentId, r),
    ]);
    return {
      teamSizeDirect: size.direct,
      teamSizeAll: size.all,
      newMembers: sums.newMembers,
      activeMembers: active,
      firstDeposits: sums.firstDeposits,
      firstDepositAmount: money(sums.firstDepositAmount, merchant),
      deposits: money(sums.deposits, merchant),
      withdrawals: money(sums.withdrawals, merchant),
      validBets: money(sums.validBets, merchant),
      profitLoss: money(profitLossOf(sums), merchant),
    };
  }

  /** The team's result: payouts + bonuses + rebates - valid bets (agent.ts). */
  const profitLossOf = (s: DaySums) => s.payouts + s.bonuses + s.rebates - s.validBets;

  const betSums = (merchant: MerchantRow, s: DaySums) => ({
    betCount: s.betCount,
    bets: money(s.bets, merchant),
    validBets: money(s.validBets, merchant),
    payouts: money(s.payouts, merchant),
    profitLoss: money(s.payouts - s.validBets, merchant),
  });

  const plSums = (merchant: MerchantRow, s: DaySums) => ({
    bets: money(s.bets, merchant),
    validBets: money(s.validBets, merchant),
    payouts: money(s.payouts, merchant),
    bonuses: money(s.bonuses, merchant),
    rebates: money(s.rebates, merchant),
    profitLoss: money(profitLossOf(s), merchant),
  });

  return {
    async teamOverview(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string },
    ): Promise<TeamOverview> {
      const agent = requireAgent(member);
      const current = range(q);
      const previous = previousRange(current);
      const [now, before, days] = await Promise.all([
        stats(merchant, agent.id, current),
        stats(merchant, agent.id, previous),
        repo.reports.teamDays(agent.id, current),
      ]);
      return {
        range: { startDate: current.start, endDate: current.end },
        previousRange: { startDate: previous.start, endDate: previous.end },
        current: now,
        previous: before,
        days: days.map((d) => ({
          day: d.day,
          deposits: money(d.deposits, merchant),
          validBets: money(d.validBets, merchant),
          profitLoss: money(profitLossOf(d), merchant),
        })),
      };
    },

    async teamBets(merchant: MerchantRow, member: MemberRow, q: TeamBetsQuery): Promise<TeamBets> {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const result = await repo.reports.teamBets(agent.id, r, {
        groupBy: q.groupBy,
        memberId: target?.id,
        category: q.category,
        vendor: q.vendor,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      const names =
        q.groupBy === 'vendor' ? await repo.reports.vendorNames(result.rows.map((x) => x.key)) : new Map();
      return {
        ...pageOf(
          result.rows.map((x) => ({
            key: x.key,
            label: (names.get(x.key) as string | undefined) ?? x.key,
            ...betSums(merchant, x),
          })),
          result.total,
          q.pageNo,
          q.pageSize,
        ),
        totals: betSums(merchant, result.totals),
      };
    },

    async downlineProfitLoss(
      merchant: MerchantRow,
      member: MemberRow,
      q: DownlineProfitLossQuery,
    ): Promise<DownlineProfitLoss> {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const result = await repo.reports.profitLoss(agent.id, r, {
        groupBy: q.groupBy,
        memberId: target?.id,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return {
        ...pageOf(
          result.rows.map((x) => ({ key: x.key, level: x.level, ...plSums(merchant, x) })),
          result.total,
          q.pageNo,
          q.pageSize,
        ),
        totals: plSums(merchant, result.totals),
      };
    },

    async income(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string; period: 'day' | 'week' | 'month' },
    ): Promise<Income> {
      const agent = requireAgent(member);
      const r = range(q);
      const rows = await repo.wallet.income(agent.id, merchant.id, r, q.period, merchant.timeZone);
      const view = (x: Omit<(typeof rows)[number], 'period'>) => ({
        commission: money(x.commission, merchant),
        dividend: money(x.dividend, merchant),
        salary: money(x.salary, merchant),
        transfersIn: money(x.transfersIn, merchant),
        transfersOut: money(x.transfersOut, merchant),
        total: money(x.commission + x.dividend + x.salary + x.transfersIn + x.transfersOut, merchant),
      });
      const totals = rows.reduce(
        (acc, x) => ({
          commission: acc.commission + x.commission,
          dividend: acc.dividend + x.dividend,
          salary: acc.salary + x.salary,
          transfersIn: acc.transfersIn + x.transfersIn,
          transfersOut: acc.transfersOut + x.transfersOut,
        }),
        { commission: 0n, dividend: 0n, salary: 0n, transfersIn: 0n, transfersOut: 0n },
      );
      return { rows: rows.map((x) => ({ period: x.period, ...view(x) })), totals: view(totals) };
    },

    async downlineTransactions(merchant: MerchantRow, member: MemberRow, q: DownlineTransactionsQuery) {
      const agent = requireAgent(member);
      const r = range(q);
      const target = q.account ? await descendant(merchant, agent, q.account) : undefined;
      const { total, rows } = await repo.wallet.transactions(
        agent.id,
        merchant.id,
        r,
        { memberId: target?.id, type: q.type, pageNo: q.pageNo, pageSize: q.pageSize },
        merchant.timeZone,
      );
      return pageOf(
        rows.map((x) => ({
          id: x.id,
          account: x.account,
          time: x.time.toISOString(),
          type: x.type as TransactionType,
          amount: money(x.amount, merchant),
          balanceAfter: money(x.balanceAfter, merchant),
          reference: x.reference,
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    },
  };
}

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
