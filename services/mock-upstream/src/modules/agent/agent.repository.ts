import { AGENT_TYPES } from '@portal/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate, type Row } from '../../db/rows.js';
import { agentApplications, agentInviteLinks, members, notices } from '../../db/schema/index.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { MEMBER_TYPE } from '../wallet/records.repository.js';

/**
 * The agent area's queries. Every question about a team goes through member_closure (ancestor,
 * descendant, depth) and the rollups the triggers of migration 0014 keep; nothing here walks the
 * upline tree.
 */
const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));
const big = (v: unknown): bigint => BigInt(String(v ?? '0'));
const int = (v: unknown): number => Number(v ?? 0);

export interface Descendant {
  id: number;
  account: string;
  depth: number;
}

export interface TeamFilter {
  /** Whose children or team: the caller, or a descendant named by parentAccount. */
  baseId: number;
  /** Depth of the base below the caller (0 for the caller itself). */
  baseDepth: number;
  scope: 'direct' | 'all';
  account?: string | undefined;
  kind?: 'player' | 'agent' | undefined;
  level?: number | undefined;
  status?: 'active' | 'locked' | undefined;
  lastLoginFrom?: string | undefined;
  lastLoginTo?: string | undefined;
  timeZone: string;
  pageNo: number;
  pageSize: number;
}

export interface RangeDays {
  start: string;
  end: string;
}

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

export function createAgentRepository(db: Db) {
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
    /** The member named `account` when it is the agent's descendant (depth >= 1), else undefined:
     * unknown and foreign accounts are the same answer. */
    async findDescendant(
      agentId: number,
      merchantId: number,
      account: string,
    ): Promise<Descendant | undefined> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT m.id, m.account, c.depth FROM members m
          JOIN member_closure c ON c.descendant_id = m.id AND c.ancestor_id = ${agentId} AND c.depth > 0
          WHERE m.merchant_id = ${merchantId} AND m.account = ${account.trim().toLowerCase()}`),
      );
      return row
        ? { id: int(row['id']), account: String(row['account']), depth: int(row['depth']) }
        : undefined;
    },

    /** Depth of `memberId` below `agentId`, or null when it is not a descendant. */
    async depthBelow(agentId: number, memberId: number): Promise<number | null> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT depth FROM member_closure
          WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId} AND depth > 0`),
      );
      return row ? int(row['depth']) : null;
    },

    /** Member ids of the agent-type ancestors of a member (who the live feed tells). */
    async agentAncestors(memberId: number): Promise<number[]> {
      return rowsOf(
        await db.execute(sql`SELECT c.ancestor_id FROM member_closure c JOIN members m ON m.id = c.ancestor_id
          WHERE c.descendant_id = ${memberId} AND c.depth > 0 AND m.type IN (${AGENT_TYPE_LIST})
          ORDER BY c.depth`),
      ).map((r) => int(r['ancestor_id']));
    },

    async memberByAccount(merchantId: number, account: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())));
      return row?.id;
    },

    /** A member of the brand by account, with its type (the operator's tools name members so). */
    async memberWithType(
      merchantId: number,
      account: string,
    ): Promise<{ id: number; type: number } | undefined> {
      const [row] = await db
        .select({ id: members.id, type: members.type })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.trim().toLowerCase())));
      return row;
    },

    async setStatus(memberId: number, status: 'active' | 'disabled'): Promise<void> {
      await db.update(members).set({ status }).where(eq(members.id, memberId));
    },

    /**
     * Moves a member (and its whole team) under another agent, or to the top with null. Moves of a
     * brand are serialised (an advisory lock): two crossing moves could otherwise each pass the
     * cycle check and make a loop. The closure and the rollups follow in the triggers of migration
     * 0014, in this transaction. Answers 'cycle' when the new upline is the member or in its team.
     */
    async moveUpline(
      merchantId: number,
      memberId: number,
      uplineId: number | null,
      /** Runs in the move's transaction when the upline really changed. */
      afterMove?: (tx: Db) => Promise<void>,
    ): Promise<'moved' | 'cycle'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upline-move:${merchantId}`}))`);
        if (uplineId !== null) {
          const [loop] = rowsOf(
            await tx.execute(sql`SELECT 1 FROM member_closure
              WHERE ancestor_id = ${memberId} AND descendant_id = ${uplineId} LIMIT 1`),
          );
          if (loop || uplineId === memberId) return 'cycle';
        }
        const [before] = await tx
          .select({ uplineId: members.uplineId })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
        if (before && before.uplineId !== uplineId) await afterMove?.(tx);
        return 'moved';
      });
    },

    async statusOf(memberId: number): Promise<'active' | 'disabled'> {
      const [row] = await db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
      return row?.status ?? 'active';
    },

    /**
     * The team list: children of the base (direct) or the caller's whole team (all), filtered, newest
     * registration first. Registration order is the member id's (ids are drawn as members register),
     * so a page walks the closure's (ancestor, depth, descendant) index backwards and stops after it:
     * its cost does not grow with the team. The count reads the team's totals row when nothing is
     * filtered and the closure alone when only the level is; kind and status are counted on their rare
     * side (agents, locked members: partial indexes, migration 0017) and the rest by difference; only
     * an account prefix (indexed) or a last-login range joins the members it counts.
     */
    async team(callerId: number, f: TeamFilter) {
      // Depth below the base: direct is 1; a level filter on the caller's team is that depth.
      let depth: SQL;
      if (f.scope === 'direct' || f.baseId !== callerId) {
        if (f.level !== undefined && f.level !== f.baseDepth + 1) return { total: 0, rows: [] };
        depth = sql`c.depth = 1`;
      } else {
        depth = f.level !== undefined ? sql`c.depth = ${f.level}` : sql`c.depth > 0`;
      }
      const closure = sql`c.ancestor_id = ${f.baseId} AND ${depth}`;
      const conditions: SQL[] = [];
      if (f.account) {
        const prefix = f.account.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
        conditions.push(sql`m.account COLLATE "C" LIKE ${`${prefix}%`}`);
      }
      if (f.kind === 'agent') conditions.push(sql`m.type IN (${AGENT_TYPE_LIST})`);
      if (f.kind === 'player') conditions.push(sql`m.type NOT IN (${AGENT_TYPE_LIST})`);
      if (f.status) conditions.push(sql`m.status = ${f.status === 'locked' ? 'disabled' : 'active'}`);
      const lastLogin = sql`(SELECT max(s.created_at) FROM member_sessions s WHERE s.member_id = m.id)`;
      if (f.lastLoginFrom) conditions.push(sql`${lastLogin} >= ${dayStart(f.lastLoginFrom, f.timeZone)}`);
      if (f.lastLoginTo) conditions.push(sql`${lastLogin} < ${dayEnd(f.lastLoginTo, f.timeZone)}`);
      const memberWhere = conditions.length > 0 ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;

      const total = await (async (): Promise<number> => {
        const countOf = async (query: SQL) => int(rowsOf(await db.execute(query))[0]?.['n']);
        const joined = (where: SQL) =>
          countOf(sql`SELECT count(*)::int AS n FROM member_closure c JOIN members m ON m.id = c.descendant_id
            WHERE ${closure} AND ${where}`);
        // An account prefix has its index; a last-login range is a filter that reads every row.
        if (f.account || f.lastLoginFrom || f.lastLoginTo) return joined(sql.join(conditions, sql` AND `));
        const everyone =
          f.level !== undefined
            ? await countOf(sql`SELECT count(*)::int AS n FROM member_closure c WHERE ${closure}`)
            : await countOf(sql`SELECT ${f.scope === 'direct' || f.baseId !== callerId ? sql`direct_count` : sql`team_count`} AS n
                FROM member_totals WHERE member_id = ${f.baseId}`);
        if (!f.kind && !f.status) return everyone;
        // Kind and status split the team in a common and a rare part (players and agents, active and
        // locked): count the rare parts from their partial indexes and the rest by difference, so
        // no count joins every member of a large team.
        const agents = sql`m.type IN (${AGENT_TYPE_LIST})`;
        const locked = sql`m.status = 'disabled'`;
        const a = f.kind ? await joined(agents) : 0;
        const l = f.status ? await joined(locked) : 0;
        const al = f.kind && f.status ? await joined(sql`${agents} AND ${locked}`) : 0;
        if (!f.status) return f.kind === 'agent' ? a : everyone - a;
        if (!f.kind) return f.status === 'locked' ? l : everyone - l;
        if (f.kind === 'agent') return f.status === 'locked' ? al : a - al;
        return f.status === 'locked' ? l - al : everyone - a - l + al;
      })();
      const rows = rowsOf(
        await db.execute(sql`
          SELECT m.id, m.account, m.nickname, m.type, m.status, m.created_at, ${f.baseDepth} + c.depth AS level,
                 coalesce(u.account, '') AS upline_account, ${lastLogin} AS last_login,
                 coalesce(t.deposits, 0)::text AS deposits, coalesce(t.valid_bets, 0)::text AS valid_bets,
                 coalesce(t.direct_count, 0) AS direct_count,
                 coalesce((SELECT sum(a.balance) FROM ledger_accounts a
                   WHERE a.kind = 'player' AND a.member_id = m.id AND a.merchant_id = m.merchant_id), 0)::text AS balance
          FROM member_closure c JOIN members m ON m.id = c.descendant_id
          LEFT JOIN members u ON u.id = m.upline_id
          LEFT JOIN member_totals t ON t.member_id = m.id
          WHERE ${closure}${memberWhere}
          ORDER BY c.descendant_id DESC
          LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`),
      );
      return {
        total,
        rows: rows.map((r) => ({
          id: int(r['id']),
          account: String(r['account']),
          nickname: String(r['nickname']),
          type: int(r['type']),
          status: String(r['status']),
          registeredAt: toDate(r['created_at']),
          level: int(r['level']),
          uplineAccount: String(r['upline_account']),
          lastLoginAt: r['last_login'] ? toDate(r['last_login']) : null,
          deposits: big(r['deposits']),
          validBets: big(r['valid_bets']),
          directCount: int(r['direct_count']),
          balance: big(r['balance']),
        })),
      };
    },

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

    /** The agent's own main-wallet income by period: bonuses named commission, dividend or
     * salary, and agent transfers in and out. */
    async income(
      agentId: number,
      merchantId: number,
      r: RangeDays,
      period: 'day' | 'week' | 'month',
      timeZone: string,
    ) {
      const unit = sql.raw(`'${period}'`);
      const rows = rowsOf(
        await db.execute(sql`
          WITH moves AS (
            SELECT date_trunc(${unit}, (e.created_at AT TIME ZONE ${timeZone})::date)::date AS p,
                   CASE
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'commission%' THEN 'commission'
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'dividend%' THEN 'dividend'
                     WHEN t.type = 'BONUS' AND lower(t.metadata->>'bonusType') LIKE 'salary%' THEN 'salary'
                     WHEN t.type IN ('AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT') AND e.amount > 0 THEN 'transfersIn'
                     WHEN t.type IN ('AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT') THEN 'transfersOut'
                   END AS source, e.amount
            FROM ledger_accounts a
            JOIN ledger_entries e ON e.account_id = a.id
            JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE a.merchant_id = ${merchantId} AND a.kind = 'player' AND a.member_id = ${agentId}
              AND a.account_type_id = 1
              AND e.created_at >= ${dayStart(r.start, timeZone)} AND e.created_at < ${dayEnd(r.end, timeZone)}
              AND t.type IN ('BONUS', 'AGENT_TRANSFER_IN', 'AGENT_TRANSFER_OUT')
          )
          SELECT to_char(g.p, ${period === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}) AS period,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'commission'), 0)::text AS commission,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'dividend'), 0)::text AS dividend,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'salary'), 0)::text AS salary,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'transfersIn'), 0)::text AS transfers_in,
                 coalesce(sum(m.amount) FILTER (WHERE m.source = 'transfersOut'), 0)::text AS transfers_out
          FROM (SELECT DISTINCT date_trunc(${unit}, d)::date AS p
                FROM generate_series(${r.start}::date, ${r.end}::date, interval '1 day') AS s(d)) g
          LEFT JOIN moves m ON m.p = g.p
          GROUP BY g.p ORDER BY g.p`),
      );
      return rows.map((row) => ({
        period: String(row['period']),
        commission: big(row['commission']),
        dividend: big(row['dividend']),
        salary: big(row['salary']),
        transfersIn: big(row['transfers_in']),
        transfersOut: big(row['transfers_out']),
      }));
    },

    /** Main-wallet movements of the agent's descendants (or one of them), newest first. */
    async transactions(
      agentId: number,
      merchantId: number,
      r: RangeDays,
      q: { memberId?: number | undefined; type?: string | undefined; pageNo: number; pageSize: number },
      timeZone: string,
    ) {
      const who =
        q.memberId !== undefined
          ? sql`a.member_id = ${q.memberId}`
          : sql`a.member_id IN (SELECT c.descendant_id FROM member_closure c
              WHERE c.ancestor_id = ${agentId} AND c.depth > 0)`;
      const base = sql`SELECT e.id, e.created_at, e.amount, e.balance_after, t.reference, m.account,
          ${MEMBER_TYPE} AS type
        FROM ledger_accounts a
        JOIN ledger_entries e ON e.account_id = a.id
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN members m ON m.id = a.member_id
        WHERE a.merchant_id = ${merchantId} AND a.kind = 'player' AND a.account_type_id = 1 AND ${who}
          AND e.created_at >= ${dayStart(r.start, timeZone)} AND e.created_at < ${dayEnd(r.end, timeZone)}`;
      const typeFilter = q.type ? sql`WHERE type = ${q.type}` : sql``;
      const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM (${base}) x ${typeFilter}`));
      const rows = rowsOf(
        await db.execute(sql`SELECT id::text, created_at, amount::text, balance_after::text, reference, account, type
          FROM (${base}) x ${typeFilter} ORDER BY created_at DESC, id DESC
          LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      );
      return {
        total: int(count?.['n']),
        rows: rows.map((row) => ({
          id: String(row['id']),
          account: String(row['account']),
          time: toDate(row['created_at']),
          type: String(row['type']),
          amount: big(row['amount']),
          balanceAfter: big(row['balance_after']),
          reference: String(row['reference']),
        })),
      };
    },

    // ------------------------------------------------------------ invite links

    listLinks(agentId: number) {
      return db
        .select()
        .from(agentInviteLinks)
        .where(eq(agentInviteLinks.agentId, agentId))
        .orderBy(desc(agentInviteLinks.id));
    },

    /**
     * A new link unless the agent has `limit` already. The agent's totals row is locked first, so
     * concurrent creates queue and each counts what the previous ones made (count under the lock,
     * then insert): the limit holds however many arrive at once.
     */
    async createLink(
      merchantId: number,
      agentId: number,
      kind: 'player' | 'agent',
      code: string,
      limit: number,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM member_totals WHERE member_id = ${agentId} FOR UPDATE`);
        const [made] = rowsOf(
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM agent_invite_links WHERE agent_id = ${agentId}`,
          ),
        );
        if (int(made?.['n']) >= limit) return null;
        const [row] = await tx
          .insert(agentInviteLinks)
          .values({ merchantId, agentId, kind, code })
          .returning();
        return row ?? null;
      });
    },

    async findLink(merchantId: number, code: string) {
      const [row] = await db
        .select()
        .from(agentInviteLinks)
        .where(
          and(
            eq(agentInviteLinks.merchantId, merchantId),
            eq(agentInviteLinks.code, code.trim().toUpperCase()),
          ),
        )
        .limit(1);
      return row;
    },

    /** Sets an affiliate code on an agent that has none (kept when another request set one first). */
    async ensureAffiliateCode(memberId: number, code: string): Promise<string> {
      await db.execute(sql`UPDATE members SET affiliate_code = ${code}
        WHERE id = ${memberId} AND affiliate_code IS NULL`);
      const [row] = await db
        .select({ code: members.affiliateCode })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.code ?? code;
    },

    // ------------------------------------------------------------ notices

    agentNotices(merchantId: number, now: Date) {
      return db
        .select()
        .from(notices)
        .where(
          and(
            eq(notices.merchantId, merchantId),
            eq(notices.audience, 'agents'),
            sql`${notices.startAt} <= ${now}`,
            sql`(${notices.endAt} IS NULL OR ${notices.endAt} > ${now})`,
          ),
        )
        .orderBy(desc(notices.startAt), notices.sort, desc(notices.id));
    },

    async setNoticeAudience(merchantId: number, id: number, audience: 'all' | 'agents') {
      const [row] = await db
        .update(notices)
        .set({ audience })
        .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
        .returning({ id: notices.id, audience: notices.audience });
      return row;
    },

    // ------------------------------------------------------------ join applications

    async insertApplication(row: typeof agentApplications.$inferInsert) {
      const [created] = await db.insert(agentApplications).values(row).returning();
      if (!created) throw new Error('application insert returned no row');
      return created;
    },

    async latestApplication(memberId: number) {
      const [row] = await db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.memberId, memberId))
        .orderBy(desc(agentApplications.id))
        .limit(1);
      return row;
    },

    listApplications(merchantId: number, status?: 'pending' | 'approved' | 'rejected') {
      return db
        .select({ a: agentApplications, account: members.account })
        .from(agentApplications)
        .leftJoin(members, eq(members.id, agentApplications.memberId))
        .where(
          and(
            eq(agentApplications.merchantId, merchantId),
            status ? eq(agentApplications.status, status) : undefined,
          ),
        )
        .orderBy(desc(agentApplications.id))
        .limit(500);
    },

    /** pending -> approved or rejected; approving a member's application makes it an agent (type 1)
     * with an affiliate code, in the same transaction. Undefined when it was not pending. */
    async decideApplication(
      merchantId: number,
      id: number,
      decision: 'approve' | 'reject',
      affiliateCode: string,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(agentApplications)
          .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: new Date() })
          .where(
            and(
              eq(agentApplications.merchantId, merchantId),
              eq(agentApplications.id, id),
              eq(agentApplications.status, 'pending'),
            ),
          )
          .returning();
        if (row && decision === 'approve' && row.memberId !== null) {
          await tx.execute(sql`UPDATE members SET
              type = CASE WHEN type IN (${AGENT_TYPE_LIST}) THEN type ELSE 1 END,
              affiliate_code = coalesce(affiliate_code, ${affiliateCode})
            WHERE id = ${row.memberId}`);
        }
        return row;
      });
    },

    async findApplication(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(agentApplications)
        .where(and(eq(agentApplications.merchantId, merchantId), eq(agentApplications.id, id)));
      return row;
    },

    /** The member's account when the deposit order's ledger movement was its first deposit ever. */
    async firstDepositor(merchantId: number, memberId: number, orderNo: string): Promise<string | null> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT m.account FROM ledger_transactions x
          JOIN member_totals t ON t.member_id = x.member_id
          JOIN members m ON m.id = x.member_id
          WHERE x.merchant_id = ${merchantId} AND x.source = 'deposit' AND x.idempotency_key = ${orderNo}
            AND x.member_id = ${memberId} AND t.first_deposit_at = x.created_at`),
      );
      return row ? String(row['account']) : null;
    },
  };
}
export type AgentRepository = ReturnType<typeof createAgentRepository>;
