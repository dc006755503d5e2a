import type { ContractKind } from '@portal/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newestFirstPage } from '../../db/paging.js';
import { agentContractOffers } from '../../db/schema/index.js';

export type OfferRow = typeof agentContractOffers.$inferSelect;

/** The offers' rows (agent-contract.repository.ts composes them): the pending one of a pair, by id,
 * decided, and the lists the pages read. */
export function createOfferQueries(db: Db) {
  return {
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
      return newestFirstPage(db, agentContractOffers, and(...where), f);
    },
  };
}
