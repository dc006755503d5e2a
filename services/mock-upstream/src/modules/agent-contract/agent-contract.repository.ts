import { AGENT_TYPES, type ContractKind } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { members, type ContractTierRow } from '../../db/schema/index.js';
import { createContractQueries } from './agent-contract.repository.contracts.js';
import { createEventQueries } from './agent-contract.repository.events.js';
import { createOfferQueries } from './agent-contract.repository.offers.js';

// Each row type is declared beside the queries of its table; the service and the tests name them here.
export type { ContractRow } from './agent-contract.repository.contracts.js';
export type { EventRow, NewEvent } from './agent-contract.repository.events.js';
export type { OfferRow } from './agent-contract.repository.offers.js';

/**
 * The agent contracts' queries (ADR 0009). Writes run inside the service's transactions, under the
 * locks below: the partial unique indexes (one pending offer, one active contract per downline and
 * kind) stay the last word, the locks make the answer a clean "already pending" instead of a
 * constraint error, and keep the bound and the automatic ends of one kind consistent.
 */

const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));
const int = (v: unknown): number => Number(v ?? 0);

// Two-key advisory locks, one class per scope (a space apart from the other areas' classes; the
// feed publisher's, 7_016_003, is in agent-contract.repository.events.ts).
const LOCKS = { kind: 7_016_001, pair: 7_016_002 } as const;

/** A member as the lifecycle needs it: who it is, under whom, and whether it is an agent. */
export interface ContractMember {
  id: number;
  account: string;
  type: number;
  uplineId: number | null;
  /** Depth below the caller (1: a direct downline). */
  depth: number;
}

export function createAgentContractRepository(db: Db) {
  return {
    db,

    /**
     * Serialises every acceptance of a kind in a brand: accepting reads the upline's contract (the
     * bound) and ends contracts below (automatic ends), so two acceptances on one chain must not
     * interleave. Acceptances are rare human actions; the lock costs nothing measurable.
     * Taken before the pair lock, never after it: the order that keeps the two from deadlocking.
     */
    async lockKind(tx: Db, merchantId: number, kind: ContractKind): Promise<void> {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${LOCKS.kind}, hashtext(${`${merchantId}:${kind}`}))`,
      );
    },

    /** Serialises the offers and decisions of one pair and kind (a downline has one upline). */
    async lockPair(tx: Db, downlineId: number, kind: ContractKind): Promise<void> {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${LOCKS.pair}, hashtext(${`${downlineId}:${kind}`}))`,
      );
    },

    /** The database's clock: periods are decided by it (ADR 0009), never by a process's. */
    async now(tx: Db): Promise<number> {
      const [row] = rowsOf(await tx.execute(sql`SELECT now() AS now`));
      const value = row?.['now'];
      return (value instanceof Date ? value : new Date(String(value))).getTime();
    },

    /** The member named `account` when it is the caller's descendant, else undefined (unknown and
     * foreign alike: no existence oracle). */
    async descendant(
      callerId: number,
      merchantId: number,
      account: string,
    ): Promise<ContractMember | undefined> {
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT m.id, m.account, m.type, m.upline_id, c.depth FROM members m
          JOIN member_closure c ON c.descendant_id = m.id AND c.ancestor_id = ${callerId} AND c.depth > 0
          WHERE m.merchant_id = ${merchantId} AND m.account = ${account.trim().toLowerCase()}`),
      );
      return row ? memberOf(row) : undefined;
    },

    /** A member of the brand by account (the operator names top agents so). */
    async memberByAccount(merchantId: number, account: string): Promise<ContractMember | undefined> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT m.id, m.account, m.type, m.upline_id, 0 AS depth FROM members m
          WHERE m.merchant_id = ${merchantId} AND m.account = ${account.trim().toLowerCase()}`),
      );
      return row ? memberOf(row) : undefined;
    },

    /** The current upline of a member (read under the pair lock, at acceptance). */
    async uplineOf(tx: Db, memberId: number): Promise<number | null | undefined> {
      const [row] = await tx
        .select({ uplineId: members.uplineId })
        .from(members)
        .where(eq(members.id, memberId));
      return row ? row.uplineId : undefined;
    },

    /** Accounts of members, by id (the views name members, the rows hold ids). */
    async accounts(ids: Iterable<number | null>): Promise<Map<number, string>> {
      const list = [...new Set([...ids].filter((id): id is number => id !== null))];
      if (list.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(inArray(members.id, list));
      return new Map(rows.map((r) => [r.id, r.account]));
    },

    // ------------------------------------------------------------ the downline page

    /** The caller's direct downline agents, newest first (the closure's (ancestor, depth,
     * descendant) index walked backwards), or the one named. */
    async directAgents(
      callerId: number,
      f: { memberId?: number | undefined; pageNo: number; pageSize: number },
    ): Promise<{ total: number; rows: Array<{ id: number; account: string; nickname: string }> }> {
      const only = f.memberId === undefined ? sql`` : sql` AND c.descendant_id = ${f.memberId}`;
      const base = sql`FROM member_closure c JOIN members m ON m.id = c.descendant_id
        WHERE c.ancestor_id = ${callerId} AND c.depth = 1 AND m.type IN (${AGENT_TYPE_LIST})${only}`;
      const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n ${base}`));
      const rows = rowsOf(
        await db.execute(sql`SELECT m.id, m.account, m.nickname ${base}
          ORDER BY c.descendant_id DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`),
      );
      return {
        total: int(count?.['n']),
        rows: rows.map((r) => ({
          id: int(r['id']),
          account: String(r['account']),
          nickname: String(r['nickname']),
        })),
      };
    },

    /** The contracts (agent-contract.repository.contracts.ts). */
    contracts: createContractQueries(db),
    /** Offers and their answers (agent-contract.repository.offers.ts). */
    offers: createOfferQueries(db),
    /** The event log and the feed it publishes (agent-contract.repository.events.ts). */
    events: createEventQueries(db),
  };
}
export type AgentContractRepository = ReturnType<typeof createAgentContractRepository>;

function memberOf(row: Record<string, unknown>): ContractMember {
  const upline = row['upline_id'];
  return {
    id: int(row['id']),
    account: String(row['account']),
    type: int(row['type']),
    uplineId: upline === null || upline === undefined ? null : int(upline),
    depth: int(row['depth']),
  };
}

export type { ContractTierRow };
