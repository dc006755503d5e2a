import type { ContractEndReason, ContractKind } from '@portal/contracts';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentContractOffers, agentContracts } from '../../db/schema/index.js';
import type { OfferRow } from './agent-contract.repository.offers.js';

export type ContractRow = typeof agentContracts.$inferSelect;

/** The contracts' rows (agent-contract.repository.ts composes them): reads, locked reads in the
 * caller's transaction, inserts and decided ends. */
export function createContractQueries(db: Db) {
  return {
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
  };
}
