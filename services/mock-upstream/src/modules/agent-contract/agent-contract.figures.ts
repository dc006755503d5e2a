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

/** An int[] parameter. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const emptyFigures = (teamDays: number): TeamFigures => ({
  teamDays,
  activeNumber: 0,
  validBets: 0n,
  payouts: 0n,
  bonuses: 0n,
  rebates: 0n,
  betCount: 0,
});

export function createContractFigures(db: Db) {
  /** Per agent, the days of [from, to] with at least one active member of its team. */
  async function activeDays(agentIds: readonly number[], from: string, to: string) {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT DISTINCT agent_id, day::text AS day FROM agent_active_days
        WHERE agent_id = ANY(${intArray(agentIds)}::int[]) AND day BETWEEN ${from}::date AND ${to}::date
          AND members > 0`),
    );
    const out = new Map<number, Set<string>>(agentIds.map((id) => [id, new Set<string>()]));
    for (const r of rows) out.get(int(r['agent_id']))?.add(String(r['day']).slice(0, 10));
    return out;
  }

  /** The days of a period's team-days window (ADR 0009): the period's days for a dividend, the
   * month to date for a salary. The same for every agent of a period: read the clock once. */
  const windowDays = (c: Omit<FiguresOf, 'downlineId'>, p: Period): string[] => {
    const { firstDay, lastDay } = periodDays(p, c.timeZone);
    const out: string[] = [];
    for (
      let day = isSalaryKind(c.kind) ? monthStart(lastDay) : firstDay;
      day <= lastDay;
      day = addDays(day, 1)
    )
      out.push(day);
    return out;
  };

  /** Team days of a period: the days of its window with an active member. */
  const teamDaysOf = (window: readonly string[], days: Set<string> | undefined): number => {
    let n = 0;
    if (days) for (const day of window) if (days.has(day)) n++;
    return n;
  };

  /**
   * The figures of one period for many downline agents of the same kind, period and zone, in a
   * handful of queries whatever their number (the settlement reads a whole batch of contracts at
   * once; the progress of one contract is the same read with one agent).
   */
  async function figuresOfMany(
    c: Omit<FiguresOf, 'downlineId'>,
    agentIds: readonly number[],
    p: Period,
  ): Promise<Map<number, TeamFigures>> {
    const { firstDay, lastDay } = periodDays(p, c.timeZone);
    const windowStart = isSalaryKind(c.kind) ? monthStart(lastDay) : firstDay;
    const days = await activeDays(agentIds, windowStart, lastDay);
    const window = windowDays(c, p);
    const teamDays = new Map(agentIds.map((id) => [id, teamDaysOf(window, days.get(id))]));
    if (!isDayBased(c.period)) {
      const grid = await subDayGrid(agentIds, [p], (id) => teamDays.get(id) ?? 0);
      return new Map(agentIds.map((id) => [id, grid.get(id)?.[0] ?? emptyFigures(teamDays.get(id) ?? 0)]));
    }
    const ids = intArray(agentIds);
    const sums = rowsOf(
      await db.execute(sql`
        SELECT agent_id, coalesce(sum(valid_bets), 0)::text AS valid_bets, coalesce(sum(payouts), 0)::text AS payouts,
               coalesce(sum(bonuses), 0)::text AS bonuses, coalesce(sum(rebates), 0)::text AS rebates,
               coalesce(sum(bet_count), 0)::text AS bet_count
        FROM agent_daily WHERE agent_id = ANY(${ids}::int[]) AND day BETWEEN ${firstDay}::date AND ${lastDay}::date
        GROUP BY agent_id`),
    );
    // Distinct members over the days: the agent centre's count (ranges of at most 31 days).
    const active = rowsOf(
      await db.execute(sql`
        SELECT agent_id, coalesce(sum(members), 0)::int AS n FROM agent_active_days
        WHERE agent_id = ANY(${ids}::int[]) AND day BETWEEN ${firstDay}::date AND ${lastDay}::date
          AND gap > day - ${firstDay}::date
        GROUP BY agent_id`),
    );
    const sumsOf = new Map(sums.map((r) => [int(r['agent_id']), r]));
    const activeOf = new Map(active.map((r) => [int(r['agent_id']), int(r['n'])]));
    return new Map(
      agentIds.map((id) => {
        const s = sumsOf.get(id);
        return [
          id,
          {
            teamDays: teamDays.get(id) ?? 0,
            activeNumber: activeOf.get(id) ?? 0,
            validBets: big(s?.['valid_bets']),
            payouts: big(s?.['payouts']),
            bonuses: big(s?.['bonuses']),
            rebates: big(s?.['rebates']),
            betCount: int(s?.['bet_count']),
          },
        ];
      }),
    );
  }

  /** The figures of one period of one downline agent. */
  async function figures(c: FiguresOf, p: Period): Promise<TeamFigures> {
    const one = (await figuresOfMany(c, [c.downlineId], p)).get(c.downlineId);
    if (!one) throw new Error('no figures for the period');
    return one;
  }

  /**
   * The figures of consecutive sub-day periods of equal length (hourly, 5 minutes) of many agents'
   * teams in two queries: the teams' settled rounds and bonuses bucketed by (agent, period).
   * `teamDays`: an agent's team days of a period (the caller reads the active days once).
   */
  async function subDayGrid(
    agentIds: readonly number[],
    periods: readonly Period[],
    teamDays: (agentId: number, p: Period) => number,
  ): Promise<Map<number, TeamFigures[]>> {
    const first = periods[0];
    const last = periods.at(-1);
    if (!first || !last) return new Map();
    const length = first.end - first.start;
    const ids = intArray(agentIds);
    // One period (the settlement, a contract's progress): every row is bucket 0, no arithmetic.
    const bucket = (column: string) =>
      sql.raw(
        periods.length === 1
          ? '0'
          : `floor((extract(epoch FROM ${column}) * 1000 - ${first.start}) / ${length})::int`,
      );
    // Per member and bucket first, then per agent: a team's active members are its members'
    // groups (no count(DISTINCT), no sort of every round), and the member filter lets one agent's
    // read walk game_rounds_member_settled while a batch's reads the period's rounds once.
    const play = rowsOf(
      await db.execute(sql`
        SELECT mc.ancestor_id AS agent_id, m.b, coalesce(sum(m.bets), 0)::text AS valid_bets,
               coalesce(sum(m.wins), 0)::text AS payouts,
               sum(m.n)::int AS bet_count, count(*)::int AS active
        FROM member_closure mc
        JOIN (SELECT r.member_id, ${bucket('r.settled_at')} AS b, sum(r.bet_minor) AS bets,
                     sum(r.win_minor) AS wins, count(*) AS n
              FROM game_rounds r
              WHERE r.status = 'settled' AND r.settled_at >= ${iso(first.start)}::timestamptz
                AND r.settled_at < ${iso(last.end)}::timestamptz
                AND r.member_id IN (SELECT t.descendant_id FROM member_closure t
                                    WHERE t.ancestor_id = ANY(${ids}::int[]) AND t.depth > 0)
              GROUP BY 1, 2) m ON m.member_id = mc.descendant_id
        WHERE mc.ancestor_id = ANY(${ids}::int[]) AND mc.depth > 0
        GROUP BY 1, 2`),
    );
    // The team's bonuses and rebates (agent income is no team bonus: migration 0022).
    const money = rowsOf(
      await db.execute(sql`
        SELECT mc.ancestor_id AS agent_id, ${bucket('t.created_at')} AS b,
               coalesce(sum(e.amount) FILTER (WHERE lower(coalesce(t.metadata->>'bonusType', '')) NOT LIKE 'rebate%'), 0)::text AS bonuses,
               coalesce(sum(e.amount) FILTER (WHERE lower(coalesce(t.metadata->>'bonusType', '')) LIKE 'rebate%'), 0)::text AS rebates
        FROM member_closure mc
        JOIN ledger_transactions t ON t.member_id = mc.descendant_id AND t.type = 'BONUS'
          AND t.created_at >= ${iso(first.start)}::timestamptz AND t.created_at < ${iso(last.end)}::timestamptz
          AND NOT bonus_is_agent_income(t.metadata)
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
          AND a.account_type_id = ${MAIN_WALLET_ID}
        WHERE mc.ancestor_id = ANY(${ids}::int[]) AND mc.depth > 0
        GROUP BY 1, 2`),
    );
    const key = (agentId: unknown, b: unknown) => `${int(agentId)}:${int(b)}`;
    const playOf = new Map(play.map((r) => [key(r['agent_id'], r['b']), r]));
    const moneyOf = new Map(money.map((r) => [key(r['agent_id'], r['b']), r]));
    return new Map(
      agentIds.map((id) => [
        id,
        periods.map((p) => {
          const b = Math.floor((p.start - first.start) / length);
          const r = playOf.get(key(id, b));
          const m = moneyOf.get(key(id, b));
          return {
            teamDays: teamDays(id, p),
            activeNumber: int(r?.['active']),
            validBets: big(r?.['valid_bets']),
            payouts: big(r?.['payouts']),
            bonuses: big(m?.['bonuses']),
            rebates: big(m?.['rebates']),
            betCount: int(r?.['bet_count']),
          };
        }),
      ]),
    );
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
    const days = (await activeDays([c.downlineId], monthStart(firstDay), lastDay)).get(c.downlineId);
    const grid = await subDayGrid([c.downlineId], periods, (_id, p) => teamDaysOf(windowDays(c, p), days));
    return grid.get(c.downlineId) ?? [];
  }

  return { figures, figuresOfMany, series };
}

export type ContractFiguresReader = ReturnType<typeof createContractFigures>;
