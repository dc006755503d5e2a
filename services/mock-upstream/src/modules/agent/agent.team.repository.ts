/**
 * Team queries: who is in an agent's team (a descendant by account, the agent ancestors the live
 * feed tells) and the team list, every one through member_closure.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { dayEnd, dayStart } from '../../lib/day-range.js';
import { AGENT_TYPE_LIST, big, int } from './agent.repository.common.js';

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
  status?: 'active' | 'locked' | 'suspended' | undefined;
  lastLoginFrom?: string | undefined;
  lastLoginTo?: string | undefined;
  timeZone: string;
  pageNo: number;
  pageSize: number;
}

export function createAgentTeamRepository(db: Db) {
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
      // A locked member of either kind is in the small part (members_locked_idx); active is the rest.
      const disabled = sql`m.status = 'disabled'`;
      const inStatus =
        f.status === 'suspended'
          ? sql`${disabled} AND m.operator_locked`
          : f.status === 'locked'
            ? sql`${disabled} AND NOT m.operator_locked`
            : disabled;
      if (f.status) conditions.push(f.status === 'active' ? sql`m.status = 'active'` : inStatus);
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
        // locked or suspended): count the rare parts from their partial indexes and the rest by
        // difference, so no count joins every member of a large team. Active is what is left once
        // every locked member (either lock) is taken away.
        const agents = sql`m.type IN (${AGENT_TYPE_LIST})`;
        const rest = f.status === 'active';
        const a = f.kind ? await joined(agents) : 0;
        const l = f.status ? await joined(inStatus) : 0;
        const al = f.kind && f.status ? await joined(sql`${agents} AND ${inStatus}`) : 0;
        if (!f.status) return f.kind === 'agent' ? a : everyone - a;
        if (!f.kind) return rest ? everyone - l : l;
        if (f.kind === 'agent') return rest ? a - al : al;
        return rest ? everyone - a - l + al : l - al;
      })();
      const rows = rowsOf(
        await db.execute(sql`
          SELECT m.id, m.account, m.nickname, m.type, m.operator_locked, m.agent_locked, m.created_at, ${f.baseDepth} + c.depth AS level,
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
          operatorLocked: r['operator_locked'] === true,
          agentLocked: r['agent_locked'] === true,
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
  };
}
