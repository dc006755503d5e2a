import { isSalaryKind, MAIN_WALLET_ID, type ContractKind, type ContractPeriod } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { addDays, isDayBased, periodDays, type Period } from './agent-contract.periods.js';
import type { TeamFigures } from './agent-contract.rules.js';

/**
 * A downline agent's team figures over a period (ADR 0009, "Figures"), read the one way the
 * settlement, the progress of the period in progress and the simulator all read them:
 * day-based periods from the daily rollups of its team (itself excluded: agent_daily holds depth
 * >= 1), sub-day periods from the team's rounds settled in the period. Team days: active days of
 * the window, the period's days for a dividend, the month to date for a salary.
 */
export interface FiguresOf {
  kind: ContractKind;
  period: ContractPeriod;
  downlineId: number;
  timeZone: string;
}

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const int = (v: unknown): number => Number(v ?? 0);
const iso = (ms: number) => new Date(ms).toISOString();
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

export function createContractFigures(db: Db) {
  /** Days of [from, to] with at least one active member of the agent's team. */
  async function activeDays(agentId: number, from: string, to: string): Promise<Set<string>> {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT DISTINCT day::text AS day FROM agent_active_days
        WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date AND members > 0`),
    );
    return new Set(rows.map((r) => String(r['day']).slice(0, 10)));
  }

  /** Team days of a period: the days of its window (ADR 0009) with an active member. */
  const teamDaysOf = (c: FiguresOf, p: Period, days: Set<string>): number => {
    const { firstDay, lastDay } = periodDays(p, c.timeZone);
    const from = isSalaryKind(c.kind) ? monthStart(lastDay) : firstDay;
    let n = 0;
    for (let day = from; day <= lastDay; day = addDays(day, 1)) if (days.has(day)) n++;
    return n;
  };

  /** The figures of one period. */
  async function figures(c: FiguresOf, p: Period): Promise<TeamFigures> {
    const { firstDay, lastDay } = periodDays(p, c.timeZone);
    const windowStart = isSalaryKind(c.kind) ? monthStart(lastDay) : firstDay;
    const teamDays = teamDaysOf(c, p, await activeDays(c.downlineId, windowStart, lastDay));
    if (isDayBased(c.period)) {
      const [sums] = rowsOf(
        await db.execute(sql`
          SELECT coalesce(sum(valid_bets), 0)::text AS valid_bets, coalesce(sum(payouts), 0)::text AS payouts,
                 coalesce(sum(bonuses), 0)::text AS bonuses, coalesce(sum(rebates), 0)::text AS rebates,
                 coalesce(sum(bet_count), 0)::text AS bet_count
          FROM agent_daily WHERE agent_id = ${c.downlineId} AND day BETWEEN ${firstDay}::date AND ${lastDay}::date`),
      );
      // Distinct members over the days: the agent centre's count (ranges of at most 31 days).
      const [active] = rowsOf(
        await db.execute(sql`
          SELECT coalesce(sum(members), 0)::int AS n FROM agent_active_days
          WHERE agent_id = ${c.downlineId} AND day BETWEEN ${firstDay}::date AND ${lastDay}::date
            AND gap > day - ${firstDay}::date`),
      );
      return {
        teamDays,
        activeNumber: int(active?.['n']),
        validBets: big(sums?.['valid_bets']),
        payouts: big(sums?.['payouts']),
        bonuses: big(sums?.['bonuses']),
        rebates: big(sums?.['rebates']),
        betCount: int(sums?.['bet_count']),
      };
    }
    const [one] = await subDaySeries(c, [p], new Map([[p.start, teamDays]]));
    if (!one) throw new Error('no figures for the period');
    return one;
  }

  /**
   * The figures of consecutive sub-day periods of equal length (hourly, 5 minutes) in two queries:
   * the team's settled rounds and its bonuses bucketed by period. `teamDays`: each period's team
   * days, by start (the caller reads the active days once for the whole span).
   */
  async function subDaySeries(
    c: FiguresOf,
    periods: readonly Period[],
    teamDays: Map<number, number>,
  ): Promise<TeamFigures[]> {
    const first = periods[0];
    const last = periods.at(-1);
    if (!first || !last) return [];
    const length = first.end - first.start;
    const bucket = (column: string) =>
      sql.raw(`floor((extract(epoch FROM ${column}) * 1000 - ${first.start}) / ${length})::int`);
    const play = rowsOf(
      await db.execute(sql`
        SELECT ${bucket('r.settled_at')} AS b,
               coalesce(sum(r.bet_minor), 0)::text AS valid_bets, coalesce(sum(r.win_minor), 0)::text AS payouts,
               count(*)::int AS bet_count, count(DISTINCT r.member_id)::int AS active
        FROM member_closure mc
        JOIN game_rounds r ON r.member_id = mc.descendant_id AND r.status = 'settled'
          AND r.settled_at >= ${iso(first.start)}::timestamptz AND r.settled_at < ${iso(last.end)}::timestamptz
        WHERE mc.ancestor_id = ${c.downlineId} AND mc.depth > 0
        GROUP BY 1`),
    );
    // The team's bonuses and rebates (agent income is no team bonus: migration 0022).
    const money = rowsOf(
      await db.execute(sql`
        SELECT ${bucket('t.created_at')} AS b,
               coalesce(sum(e.amount) FILTER (WHERE lower(coalesce(t.metadata->>'bonusType', '')) NOT LIKE 'rebate%'), 0)::text AS bonuses,
               coalesce(sum(e.amount) FILTER (WHERE lower(coalesce(t.metadata->>'bonusType', '')) LIKE 'rebate%'), 0)::text AS rebates
        FROM member_closure mc
        JOIN ledger_transactions t ON t.member_id = mc.descendant_id AND t.type = 'BONUS'
          AND t.created_at >= ${iso(first.start)}::timestamptz AND t.created_at < ${iso(last.end)}::timestamptz
          AND NOT bonus_is_agent_income(t.metadata)
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
          AND a.account_type_id = ${MAIN_WALLET_ID}
        WHERE mc.ancestor_id = ${c.downlineId} AND mc.depth > 0
        GROUP BY 1`),
    );
    const playOf = new Map(play.map((r) => [int(r['b']), r]));
    const moneyOf = new Map(money.map((r) => [int(r['b']), r]));
    return periods.map((p) => {
      const b = Math.floor((p.start - first.start) / length);
      const r = playOf.get(b);
      const m = moneyOf.get(b);
      return {
        teamDays: teamDays.get(p.start) ?? 0,
        activeNumber: int(r?.['active']),
        validBets: big(r?.['valid_bets']),
        payouts: big(r?.['payouts']),
        bonuses: big(m?.['bonuses']),
        rebates: big(m?.['rebates']),
        betCount: int(r?.['bet_count']),
      };
    });
  }

  /**
   * Figures of many consecutive periods of one contract (the simulator): sub-day periods in two
   * bucketed queries, day-based ones period by period (a month holds at most 31 of them).
   */
  async function series(c: FiguresOf, periods: readonly Period[]): Promise<TeamFigures[]> {
    const first = periods[0];
    const last = periods.at(-1);
    if (!first || !last) return [];
    if (isDayBased(c.period)) {
      const out: TeamFigures[] = [];
      for (const p of periods) out.push(await figures(c, p));
      return out;
    }
    const { firstDay } = periodDays(first, c.timeZone);
    const { lastDay } = periodDays(last, c.timeZone);
    const days = await activeDays(c.downlineId, monthStart(firstDay), lastDay);
    const teamDays = new Map(periods.map((p) => [p.start, teamDaysOf(c, p, days)]));
    return subDaySeries(c, periods, teamDays);
  }

  return { figures, series };
}

export type ContractFiguresReader = ReturnType<typeof createContractFigures>;
