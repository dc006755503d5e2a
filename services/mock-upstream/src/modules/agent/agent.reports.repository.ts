/**
 * The team's reports from the rollups the triggers of migration 0014 keep (agent_daily,
 * member_daily and their per-game twins, member_totals): sums and days over a range, team sizes,
 * active members, bets by member, vendor or category, and profit and loss by member or level.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, type Row } from '../../db/rows.js';
import { big, int, type RangeDays } from './agent.repository.common.js';

const SUM_COLUMNS = [
  'deposits',
  'withdrawals',
  'bet_count',
  'bets',
  'valid_bets',
  'payouts',
  'bonuses',
  'rebates',
];
/** The rollup columns summed, as text (bigint sums exceed a JS number's exact range). */
const SUMS = sql.raw(SUM_COLUMNS.map((c) => `coalesce(sum(${c}), 0)::text AS ${c}`).join(', '));
/** A grouped subquery's columns as text, and their sums over every group (before a LIMIT). */
const TEXT_COLUMNS = sql.raw(SUM_COLUMNS.map((c) => `${c}::text AS ${c}`).join(', '));
const WINDOW_TOTALS = sql.raw(SUM_COLUMNS.map((c) => `sum(${c}) OVER ()::text AS t_${c}`).join(', '));
const PLAIN_TOTALS = sql.raw(SUM_COLUMNS.map((c) => `coalesce(sum(${c}), 0)::text AS t_${c}`).join(', '));
/** The same, kept numeric, for a grouped subquery that an outer query sums again. */
const NUMERIC_SUMS = sql.raw(SUM_COLUMNS.map((c) => `coalesce(sum(${c}), 0) AS ${c}`).join(', '));

export interface DaySums {
  deposits: bigint;
  withdrawals: bigint;
  betCount: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
  bonuses: bigint;
  rebates: bigint;
}

const daySums = (r: Row | undefined): DaySums => ({
  deposits: big(r?.['deposits']),
  withdrawals: big(r?.['withdrawals']),
  betCount: int(r?.['bet_count']),
  bets: big(r?.['bets']),
  validBets: big(r?.['valid_bets']),
  payouts: big(r?.['payouts']),
  bonuses: big(r?.['bonuses']),
  rebates: big(r?.['rebates']),
});

/** The `t_` columns of a page's first row (window totals) as sums. */
const totalsOf = (r: Row | undefined): DaySums =>
  daySums(
    r &&
      Object.fromEntries(
        Object.entries(r).flatMap(([k, v]) => (k.startsWith('t_') ? [[k.slice(2), v]] : [])),
      ),
  );

interface PageMember {
  id: number;
  account: string;
  depth: number;
}
const pageMember = (r: Row): PageMember => ({
  id: int(r['id']),
  account: String(r['account']),
  depth: int(r['depth']),
});
/** Member ids as a PostgreSQL array literal (integers only). */
const idArray = (list: PageMember[]) => `{${list.map((m) => String(m.id)).join(',')}}`;

export function createAgentReportsRepository(db: Db) {
  /**
   * A page of the by-member reports: the agent's descendants, every level, newest member first
   * (member ids are given at registration), walked backwards on member_closure's primary key
   * (ancestor_id, descendant_id) so a page costs its own rows and the offset, not the team; or the
   * one descendant the report is narrowed to. `total` is the team's size (member_totals), so the
   * count costs one row too. Members with nothing in the range are listed with zeros: finding only
   * those with figures, or ranking by an amount, would read every member's days of the range.
   */
  async function membersPage(
    agentId: number,
    memberId: number | undefined,
    pageNo: number,
    pageSize: number,
  ) {
    const offset = (pageNo - 1) * pageSize;
    if (memberId !== undefined) {
      const rows =
        offset > 0
          ? []
          : rowsOf(
              await db.execute(sql`SELECT m.id, m.account, c.depth FROM member_closure c
                JOIN members m ON m.id = c.descendant_id
                WHERE c.ancestor_id = ${agentId} AND c.descendant_id = ${memberId} AND c.depth > 0`),
            );
      return { total: 1, members: rows.map(pageMember) };
    }
    const [count] = rowsOf(
      await db.execute(sql`SELECT team_count FROM member_totals WHERE member_id = ${agentId}`),
    );
    const rows = rowsOf(
      await db.execute(sql`SELECT m.id, m.account, p.depth
        FROM (SELECT c.descendant_id, c.depth FROM member_closure c
              WHERE c.ancestor_id = ${agentId} AND c.depth > 0
              ORDER BY c.descendant_id DESC LIMIT ${pageSize} OFFSET ${offset}) p
        JOIN members m ON m.id = p.descendant_id
        ORDER BY p.descendant_id DESC`),
    );
    return { total: int(count?.['team_count']), members: rows.map(pageMember) };
  }
  return {
    /** The team's sums over the days (one agent_daily row per day, whatever the team's size). */
    async teamSums(agentId: number, r: RangeDays) {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT ${SUMS}, coalesce(sum(new_members), 0)::int AS new_members,
                 coalesce(sum(first_deposits), 0)::int AS first_deposits,
                 coalesce(sum(first_deposit_amount), 0)::text AS first_deposit_amount
          FROM agent_daily WHERE agent_id = ${agentId} AND day BETWEEN ${r.start}::date AND ${r.end}::date`),
      );
      return {
        ...daySums(row),
        newMembers: int(row?.['new_members']),
        firstDeposits: int(row?.['first_deposits']),
        firstDepositAmount: big(row?.['first_deposit_amount']),
      };
    },

    /** Team sizes as they were at the end of `day`: today's counts less who joined after it. */
    async teamSizeAt(agentId: number, day: string) {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT t.team_count - coalesce(sum(d.new_members), 0) AS team_all,
                 t.direct_count - coalesce(sum(d.new_members) FILTER (WHERE d.depth = 1), 0) AS team_direct
          FROM member_totals t
          LEFT JOIN agent_daily d ON d.agent_id = t.member_id AND d.day > ${day}::date
          WHERE t.member_id = ${agentId} GROUP BY t.team_count, t.direct_count`),
      );
      return { all: int(row?.['team_all']), direct: int(row?.['team_direct']) };
    },

    /** Team members who bet within the days, counted once each: on its first active day d of the
     * range, the one whose previous active day is before the range (gap > d - start; see
     * agent_active_days). At most 31 days x 33 gaps of the agent's own rows. */
    async activeMembers(agentId: number, r: RangeDays): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT coalesce(sum(members), 0)::int AS n FROM agent_active_days
          WHERE agent_id = ${agentId} AND day BETWEEN ${r.start}::date AND ${r.end}::date
            AND gap > day - ${r.start}::date`),
      );
      return int(row?.['n']);
    },

    async teamDays(agentId: number, r: RangeDays) {
      const rows = rowsOf(
        await db.execute(sql`
          SELECT to_char(g.day, 'YYYY-MM-DD') AS day, coalesce(d.deposits, 0)::text AS deposits,
                 coalesce(d.valid_bets, 0)::text AS valid_bets, coalesce(d.payouts, 0)::text AS payouts,
                 coalesce(d.bonuses, 0)::text AS bonuses, coalesce(d.rebates, 0)::text AS rebates
          FROM generate_series(${r.start}::date, ${r.end}::date, interval '1 day') AS g(day)
          LEFT JOIN (SELECT day, ${NUMERIC_SUMS} FROM agent_daily
              WHERE agent_id = ${agentId} AND day BETWEEN ${r.start}::date AND ${r.end}::date GROUP BY day) d
            ON d.day = g.day::date
          ORDER BY g.day`),
      );
      return rows.map((row) => ({ day: String(row['day']), ...daySums(row) }));
    },

    /**
     * Team bets grouped by member, vendor or category. Per vendor or category reads the agent's own
     * game days (a few rows a day whatever the team's size), unless narrowed to one member (that
     * member's game days). Per member is `membersPage`: the page's members' own game days, and the
     * totals from the agent's game days.
     */
    async teamBets(
      agentId: number,
      r: RangeDays,
      q: {
        groupBy: 'member' | 'category' | 'vendor';
        memberId?: number | undefined;
        category?: string | undefined;
        vendor?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const filters: SQL[] = [sql`g.day BETWEEN ${r.start}::date AND ${r.end}::date`];
      if (q.category) filters.push(sql`g.category = ${q.category.toUpperCase()}`);
      if (q.vendor) filters.push(sql`g.vendor = ${q.vendor.toUpperCase()}`);
      const filter = sql.join(filters, sql` AND `);
      const sums = sql`coalesce(sum(g.bet_count), 0)::text AS bet_count, coalesce(sum(g.bets), 0)::text AS bets,
          coalesce(sum(g.valid_bets), 0)::text AS valid_bets, coalesce(sum(g.payouts), 0)::text AS payouts`;
      if (q.groupBy === 'member') {
        const page = await membersPage(agentId, q.memberId, q.pageNo, q.pageSize);
        const [totals] = rowsOf(
          await db.execute(
            q.memberId !== undefined
              ? sql`SELECT ${sums} FROM member_daily_games g WHERE g.member_id = ${q.memberId} AND ${filter}`
              : sql`SELECT ${sums} FROM agent_daily_games g WHERE g.agent_id = ${agentId} AND ${filter}`,
          ),
        );
        const rows =
          page.members.length === 0
            ? []
            : rowsOf(
                await db.execute(sql`SELECT p.id, ${sums}
                  FROM unnest(${idArray(page.members)}::integer[]) AS p(id)
                  LEFT JOIN member_daily_games g ON g.member_id = p.id AND ${filter}
                  GROUP BY p.id`),
              );
        const byId = new Map(rows.map((row) => [int(row['id']), row]));
        return {
          total: page.total,
          totals: daySums(totals),
          rows: page.members.map((m) => ({ key: m.account, level: m.depth, ...daySums(byId.get(m.id)) })),
        };
      }
      const source =
        q.memberId !== undefined
          ? sql`member_daily_games g WHERE g.member_id = ${q.memberId}`
          : sql`agent_daily_games g WHERE g.agent_id = ${agentId}`;
      const key = q.groupBy === 'vendor' ? sql`g.vendor` : sql`g.category`;
      const grouped = sql`SELECT ${key} AS key, sum(g.bet_count)::bigint AS bet_count, sum(g.bets) AS bets,
          sum(g.valid_bets) AS valid_bets, sum(g.payouts) AS payouts
        FROM ${source} AND ${filter} GROUP BY 1 HAVING sum(g.bets) <> 0 OR sum(g.bet_count) <> 0`;
      // The page, the count and the totals in one pass over the groups (window sums before LIMIT).
      const rows = rowsOf(
        await db.execute(sql`SELECT key, bet_count::text, bets::text, valid_bets::text, payouts::text,
            count(*) OVER () AS n, sum(bet_count) OVER ()::text AS t_bet_count, sum(bets) OVER ()::text AS t_bets,
            sum(valid_bets) OVER ()::text AS t_valid_bets, sum(payouts) OVER ()::text AS t_payouts
          FROM (${grouped}) x ORDER BY bets DESC, key LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      );
      let head: Row | undefined = rows[0];
      if (!head) {
        // A page past the end: the count and totals alone.
        [head] = rowsOf(
          await db.execute(sql`SELECT count(*) AS n, coalesce(sum(bet_count), 0)::text AS t_bet_count,
            coalesce(sum(bets), 0)::text AS t_bets, coalesce(sum(valid_bets), 0)::text AS t_valid_bets,
            coalesce(sum(payouts), 0)::text AS t_payouts FROM (${grouped}) x`),
        );
      }
      return {
        total: int(head?.['n']),
        totals: totalsOf(head),
        rows: rows.map((row) => ({ key: String(row['key']), level: null, ...daySums(row) })),
      };
    },

    /** Display names of vendors (their first card's). */
    async vendorNames(vendors: string[]): Promise<Map<string, string>> {
      if (vendors.length === 0) return new Map();
      const rows = rowsOf(
        await db.execute(sql`SELECT DISTINCT ON (vendor) vendor, display_name FROM game_vendors
          WHERE vendor IN (${sql.join(
            vendors.map((v) => sql`${v}`),
            sql`, `,
          )}) ORDER BY vendor, id`),
      );
      return new Map(rows.map((r) => [String(r['vendor']), String(r['display_name'])]));
    },

    /**
     * Each descendant's own figures (or per level below the caller) over the days. Per member is
     * `membersPage`: the page's members' own days, and the totals from the agent's own days (or the
     * one member's when narrowed to it).
     */
    async profitLoss(
      agentId: number,
      r: RangeDays,
      q: { groupBy: 'member' | 'level'; memberId?: number | undefined; pageNo: number; pageSize: number },
    ) {
      const days = sql`day BETWEEN ${r.start}::date AND ${r.end}::date`;
      if (q.groupBy === 'member') {
        const page = await membersPage(agentId, q.memberId, q.pageNo, q.pageSize);
        const [totals] = rowsOf(
          await db.execute(
            q.memberId !== undefined
              ? sql`SELECT ${SUMS} FROM member_daily WHERE member_id = ${q.memberId} AND ${days}`
              : sql`SELECT ${SUMS} FROM agent_daily WHERE agent_id = ${agentId} AND ${days}`,
          ),
        );
        const rows =
          page.members.length === 0
            ? []
            : rowsOf(
                await db.execute(sql`SELECT p.id, ${SUMS}
                  FROM unnest(${idArray(page.members)}::integer[]) AS p(id)
                  LEFT JOIN member_daily d ON d.member_id = p.id
                    AND d.day BETWEEN ${r.start}::date AND ${r.end}::date
                  GROUP BY p.id`),
              );
        const byId = new Map(rows.map((row) => [int(row['id']), row]));
        return {
          total: page.total,
          totals: daySums(totals),
          rows: page.members.map((m) => ({ key: m.account, level: m.depth, ...daySums(byId.get(m.id)) })),
        };
      }
      const memberFilter = q.memberId !== undefined ? sql`AND c.descendant_id = ${q.memberId}` : sql``;
      // Per level of the whole team: the agent's own rows, a few a day whatever the team's size;
      // of one member: its own days.
      const grouped =
        q.memberId === undefined
          ? sql`SELECT depth::text AS key, depth AS level, ${NUMERIC_SUMS} FROM agent_daily
              WHERE agent_id = ${agentId} AND ${days}
              GROUP BY depth HAVING sum(bets) <> 0 OR sum(deposits) <> 0 OR sum(bonuses) <> 0
                OR sum(rebates) <> 0 OR sum(withdrawals) <> 0 OR sum(payouts) <> 0`
          : sql`SELECT c.depth::text AS key, min(c.depth) AS level, ${NUMERIC_SUMS}
        FROM member_closure c JOIN member_daily d ON d.member_id = c.descendant_id
        WHERE c.ancestor_id = ${agentId} AND c.depth > 0 ${memberFilter}
          AND d.day BETWEEN ${r.start}::date AND ${r.end}::date
        GROUP BY 1`;
      // The page, the count and the totals in one pass over the groups (window sums before LIMIT).
      const rows = rowsOf(
        await db.execute(sql`SELECT key, level, ${TEXT_COLUMNS}, count(*) OVER () AS n, ${WINDOW_TOTALS}
          FROM (${grouped}) x ORDER BY level, key LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      );
      let head: Row | undefined = rows[0];
      if (!head) {
        [head] = rowsOf(await db.execute(sql`SELECT count(*) AS n, ${PLAIN_TOTALS} FROM (${grouped}) x`));
      }
      return {
        total: int(head?.['n']),
        totals: totalsOf(head),
        rows: rows.map((row) => ({ key: String(row['key']), level: int(row['level']), ...daySums(row) })),
      };
    },
  };
}
