import { AGENT_TYPES, type ContractEndReason, type ContractKind } from '@portal/contracts';
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  agentContractEvents,
  agentContractOffers,
  agentContracts,
  members,
  type ContractTierRow,
} from '../../db/schema/index.js';

/**
 * The agent contracts' queries (ADR 0009). Writes run inside the service's transactions, under the
 * locks below: the partial unique indexes (one pending offer, one active contract per downline and
 * kind) stay the last word, the locks make the answer a clean "already pending" instead of a
 * constraint error, and keep the bound and the automatic ends of one kind consistent.
 */
export type ContractRow = typeof agentContracts.$inferSelect;
export type OfferRow = typeof agentContractOffers.$inferSelect;
export type NewEvent = typeof agentContractEvents.$inferInsert;
export type EventRow = typeof agentContractEvents.$inferSelect;

const AGENT_TYPE_LIST = sql.raw(AGENT_TYPES.join(', '));
const int = (v: unknown): number => Number(v ?? 0);

// Two-key advisory locks, one class per scope (a space apart from the other areas' classes).
const LOCKS = { kind: 7_016_001, pair: 7_016_002, feed: 7_016_003 } as const;

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

    // ------------------------------------------------------------ contracts

    /** The pair's active contract of a kind (at most one: agent_contracts_active_uq), locked unless
     * only read (the bound an offer is checked against: acceptance checks it again, locked). */
    async activeContract(
      tx: Db,
      downlineId: number,
      kind: ContractKind,
      options: { lock: boolean } = { lock: true },
    ): Promise<ContractRow | undefined> {
      const query = tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.downlineId, downlineId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.status, 'active'),
          ),
        );
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async contractForUpdate(tx: Db, id: number): Promise<ContractRow | undefined> {
      const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
      return row;
    },

    /** Live contracts (active and ending) of the members given as downlines; optionally paid by one
     * upline and of one kind. Oldest first: an ending contract before the one that replaces it. */
    async liveContracts(
      downlineIds: number[],
      filter: { uplineId?: number; kind?: ContractKind | undefined } = {},
    ): Promise<ContractRow[]> {
      if (downlineIds.length === 0) return [];
      const where: SQL[] = [
        inArray(agentContracts.downlineId, downlineIds),
        ne(agentContracts.status, 'ended'),
      ];
      if (filter.uplineId !== undefined) where.push(eq(agentContracts.uplineId, filter.uplineId));
      if (filter.kind) where.push(eq(agentContracts.kind, filter.kind));
      return db
        .select()
        .from(agentContracts)
        .where(and(...where))
        .orderBy(agentContracts.startsAt, agentContracts.id);
    },

    /** A member's live contracts as a downline, locked, in the caller's transaction. */
    async liveContractsIn(tx: Db, downlineId: number): Promise<ContractRow[]> {
      return tx
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.downlineId, downlineId), ne(agentContracts.status, 'ended')))
        .orderBy(agentContracts.id)
        .for('update');
    },

    /** Offers addressed to a member still pending, locked, in the caller's transaction. */
    async pendingOffersTo(tx: Db, downlineId: number): Promise<OfferRow[]> {
      return tx
        .select()
        .from(agentContractOffers)
        .where(and(eq(agentContractOffers.downlineId, downlineId), eq(agentContractOffers.status, 'pending')))
        .orderBy(agentContractOffers.id)
        .for('update');
    },

    /** Live contracts of a kind an upline pays (its downlines'), oldest first. */
    async liveContractsFrom(uplineId: number, kind: ContractKind): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, uplineId),
            eq(agentContracts.kind, kind),
            ne(agentContracts.status, 'ended'),
          ),
        )
        .orderBy(agentContracts.startsAt, agentContracts.id);
    },

    /** The kind's active contracts of an agent's team (every level below it), for the automatic ends. */
    async activeBelow(tx: Db, agentId: number, kind: ContractKind): Promise<ContractRow[]> {
      return tx
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.kind, kind),
            eq(agentContracts.status, 'active'),
            sql`${agentContracts.downlineId} IN (SELECT descendant_id FROM member_closure
              WHERE ancestor_id = ${agentId} AND depth > 0)`,
          ),
        )
        .for('update');
    },

    async insertContract(tx: Db, row: typeof agentContracts.$inferInsert): Promise<ContractRow> {
      const [created] = await tx.insert(agentContracts).values(row).returning();
      if (!created) throw new Error('contract insert returned nothing');
      return created;
    },

    /** Decides a contract's end: `ending` at a period boundary, or `ended` at once when it ends
     * before it ever started (it has no period to settle). */
    async endContract(
      tx: Db,
      id: number,
      endsAt: Date,
      reason: ContractEndReason,
      status: 'ending' | 'ended',
    ): Promise<ContractRow> {
      const [row] = await tx
        .update(agentContracts)
        .set({ endsAt, endReason: reason, status })
        .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'active')))
        .returning();
      if (!row) throw new Error(`contract ${id} was not active when its end was decided`);
      return row;
    },

    // ------------------------------------------------------------ offers

    async pendingOffer(tx: Db, downlineId: number, kind: ContractKind): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(agentContractOffers)
        .where(
          and(
            eq(agentContractOffers.downlineId, downlineId),
            eq(agentContractOffers.kind, kind),
            eq(agentContractOffers.status, 'pending'),
          ),
        );
      return row;
    },

    async offerById(merchantId: number, id: number): Promise<OfferRow | undefined> {
      const [row] = await db
        .select()
        .from(agentContractOffers)
        .where(and(eq(agentContractOffers.id, id), eq(agentContractOffers.merchantId, merchantId)));
      return row;
    },

    async offerForUpdate(tx: Db, id: number): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(agentContractOffers)
        .where(eq(agentContractOffers.id, id))
        .for('update');
      return row;
    },

    async insertOffer(tx: Db, row: typeof agentContractOffers.$inferInsert): Promise<OfferRow> {
      const [created] = await tx.insert(agentContractOffers).values(row).returning();
      if (!created) throw new Error('offer insert returned nothing');
      return created;
    },

    /** Moves a pending offer to its decision; undefined when it was no longer pending. */
    async decideOffer(
      tx: Db,
      id: number,
      change: {
        status: 'accepted' | 'rejected' | 'cancelled';
        decidedAt: Date;
        decidedBy: number | null;
        resultContractId?: number;
      },
    ): Promise<OfferRow | undefined> {
      const [row] = await tx
        .update(agentContractOffers)
        .set(change)
        .where(and(eq(agentContractOffers.id, id), eq(agentContractOffers.status, 'pending')))
        .returning();
      return row;
    },

    /** Pending termination offers of contracts that just ended (nothing is left to terminate). */
    async pendingTerminationsOf(tx: Db, contractIds: number[]): Promise<OfferRow[]> {
      if (contractIds.length === 0) return [];
      return tx
        .select()
        .from(agentContractOffers)
        .where(
          and(
            inArray(agentContractOffers.contractId, contractIds),
            eq(agentContractOffers.status, 'pending'),
          ),
        )
        .for('update');
    },

    /** Pending offers addressed to a member (at most one per kind). */
    async offersTo(downlineId: number, kind?: ContractKind): Promise<OfferRow[]> {
      const where: SQL[] = [
        eq(agentContractOffers.downlineId, downlineId),
        eq(agentContractOffers.status, 'pending'),
      ];
      if (kind) where.push(eq(agentContractOffers.kind, kind));
      return db
        .select()
        .from(agentContractOffers)
        .where(and(...where))
        .orderBy(agentContractOffers.id);
    },

    /** Pending offers an upline sent, newest first (agent_contract_offers_upline_idx), paged;
     * optionally to some downlines only. */
    async offersFrom(
      uplineId: number,
      f: { kind?: ContractKind | undefined; downlineIds?: number[]; pageNo: number; pageSize: number },
    ): Promise<{ total: number; rows: OfferRow[] }> {
      const where: SQL[] = [
        eq(agentContractOffers.uplineId, uplineId),
        eq(agentContractOffers.status, 'pending'),
      ];
      if (f.kind) where.push(eq(agentContractOffers.kind, f.kind));
      if (f.downlineIds) {
        if (f.downlineIds.length === 0) return { total: 0, rows: [] };
        where.push(inArray(agentContractOffers.downlineId, f.downlineIds));
      }
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentContractOffers)
        .where(and(...where));
      const rows = await db
        .select()
        .from(agentContractOffers)
        .where(and(...where))
        .orderBy(desc(agentContractOffers.id))
        .limit(f.pageSize)
        .offset((f.pageNo - 1) * f.pageSize);
      return { total: int(count?.n), rows };
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

    // ------------------------------------------------------------ the change log

    async insertEvents(tx: Db, events: NewEvent[]): Promise<void> {
      if (events.length > 0) await tx.insert(agentContractEvents).values(events);
    },

    /** A pair's events newest first: the downline's, with one upline (a moved downline's history with
     * its former upline is not the new upline's to read), or with any (the downline's own view). */
    async events(f: {
      downlineId: number;
      uplineId?: number | null;
      kind?: ContractKind | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<{ total: number; rows: EventRow[] }> {
      const where: SQL[] = [eq(agentContractEvents.downlineId, f.downlineId)];
      if (f.uplineId === null) where.push(isNull(agentContractEvents.uplineId));
      else if (f.uplineId !== undefined) where.push(eq(agentContractEvents.uplineId, f.uplineId));
      if (f.kind) where.push(eq(agentContractEvents.kind, f.kind));
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentContractEvents)
        .where(and(...where));
      const rows = await db
        .select()
        .from(agentContractEvents)
        .where(and(...where))
        .orderBy(desc(agentContractEvents.id))
        .limit(f.pageSize)
        .offset((f.pageNo - 1) * f.pageSize);
      return { total: int(count?.n), rows };
    },

    /** The member's published events (as upline or downline) after `afterSeq`, oldest first: two
     * index ranges (upline_id, seq) and (downline_id, seq) merged. */
    async feed(memberId: number, afterSeq: number, limit: number): Promise<EventRow[]> {
      const mine = (column: typeof agentContractEvents.uplineId | typeof agentContractEvents.downlineId) =>
        db
          .select()
          .from(agentContractEvents)
          .where(and(eq(column, memberId), sql`${agentContractEvents.seq} > ${afterSeq}`))
          .orderBy(agentContractEvents.seq)
          .limit(limit);
      const [asUpline, asDownline] = await Promise.all([
        mine(agentContractEvents.uplineId),
        mine(agentContractEvents.downlineId),
      ]);
      return [...asUpline, ...asDownline].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).slice(0, limit);
    },

    /** The member's newest published seq (0: none yet). */
    async latestSeq(memberId: number): Promise<number> {
      const [row] = rowsOf(
        await db.execute(sql`SELECT greatest(
            (SELECT max(seq) FROM agent_contract_events WHERE upline_id = ${memberId}),
            (SELECT max(seq) FROM agent_contract_events WHERE downline_id = ${memberId})) AS seq`),
      );
      return int(row?.['seq']);
    },

    /**
     * Publishes what committed since the last pass: gives the unpublished events (those visible now,
     * in id order, at most `batch`) the next seqs, under an advisory lock so that one publisher at a
     * time numbers them (another process's pass returns nothing meanwhile and the next one catches
     * up). An event whose transaction has not committed is not visible, so it gets a later seq when
     * it is: seqs only grow. Answers the published events' merchants and parties.
     */
    async publishPending(batch = 500): Promise<{ merchant: string; memberIds: number[] }[]> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf(
          await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${LOCKS.feed}, 0) AS ok`),
        );
        if (lock?.['ok'] !== true) return [];
        const rows = rowsOf(
          await tx.execute(sql`
            WITH pending AS (
              SELECT id, row_number() OVER (ORDER BY id) AS n FROM (
                SELECT id FROM agent_contract_events WHERE seq IS NULL ORDER BY id LIMIT ${batch}
              ) p
            ), base AS (SELECT coalesce(max(seq), 0) AS s FROM agent_contract_events)
            UPDATE agent_contract_events e SET seq = base.s + pending.n
            FROM pending, base WHERE e.id = pending.id
            RETURNING (SELECT code FROM merchants m WHERE m.id = e.merchant_id) AS merchant,
                      e.upline_id, e.downline_id`),
        );
        const parties = new Map<string, Set<number>>();
        for (const r of rows) {
          const merchant = String(r['merchant']);
          const set = parties.get(merchant) ?? new Set<number>();
          for (const id of [r['upline_id'], r['downline_id']])
            if (id !== null && id !== undefined) set.add(int(id));
          parties.set(merchant, set);
        }
        return [...parties].map(([merchant, ids]) => ({ merchant, memberIds: [...ids] }));
      });
    },
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
