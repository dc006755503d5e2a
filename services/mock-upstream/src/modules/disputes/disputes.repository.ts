import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  gameRoundOps,
  gameRounds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  members,
  roundDisputes,
} from '../../db/schema/index.js';

export type DisputeRow = typeof roundDisputes.$inferSelect;
export type NewDispute = typeof roundDisputes.$inferInsert;
export type RoundRow = typeof gameRounds.$inferSelect;

/** The round disputes store, and what a dispute attaches: the round and its ledger entries. */
export function createDisputesRepository(db: Db) {
  return {
    /** One of the member's rounds (another member's is not found, whoever asks). */
    async memberRound(memberId: number, vendor: string, roundId: string): Promise<RoundRow | undefined> {
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.vendor, vendor),
            eq(gameRounds.roundId, roundId),
          ),
        )
        .limit(1);
      return row;
    },

    /** Every ledger entry the round's vendor calls made (the member's wallet and the other side). */
    roundLedger(round: RoundRow) {
      return db
        .select({
          transactionId: ledgerTransactions.id,
          call: gameRoundOps.kind,
          txId: gameRoundOps.txId,
          type: ledgerTransactions.type,
          kind: ledgerAccounts.kind,
          accountTypeId: ledgerAccounts.accountTypeId,
          systemCode: ledgerAccounts.systemCode,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
        })
        .from(gameRoundOps)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, gameRoundOps.ledgerTransactionId))
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(gameRoundOps.merchantId, round.merchantId),
            eq(gameRoundOps.vendor, round.vendor),
            eq(gameRoundOps.roundId, round.roundId),
          ),
        )
        .orderBy(ledgerEntries.id);
    },

    /**
     * Inserts the dispute unless the member's request id or the round's open dispute is already
     * there (either unique index: the insert waits for a simultaneous one and then does nothing).
     * `then` runs in the same transaction when this insert made the row.
     */
    async insert(row: NewDispute, then: (tx: Db, created: DisputeRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(roundDisputes).values(row).onConflictDoNothing().returning();
        if (created) await then(tx, created);
        return created;
      });
    },

    async byRequest(memberId: number, requestId: string): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(roundDisputes)
        .where(and(eq(roundDisputes.memberId, memberId), eq(roundDisputes.requestId, requestId)));
      return row;
    },

    async openOfRound(gameRoundId: number): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(roundDisputes)
        .where(and(eq(roundDisputes.gameRoundId, gameRoundId), eq(roundDisputes.status, 'open')));
      return row;
    },

    memberDisputes(memberId: number, roundId: string | undefined) {
      return db
        .select()
        .from(roundDisputes)
        .where(
          and(
            eq(roundDisputes.memberId, memberId),
            roundId === undefined ? undefined : eq(roundDisputes.roundId, roundId),
          ),
        )
        .orderBy(desc(roundDisputes.id))
        .limit(200);
    },

    async memberDispute(memberId: number, id: number): Promise<DisputeRow | undefined> {
      const [row] = await db
        .select()
        .from(roundDisputes)
        .where(and(eq(roundDisputes.memberId, memberId), eq(roundDisputes.id, id)));
      return row;
    },

    /** Operator: the brand's disputes, oldest open first when filtered by status, else newest first. */
    merchantDisputes(merchantId: number, status: 'open' | 'answered' | undefined, limit: number) {
      return db
        .select({ dispute: roundDisputes, account: members.account })
        .from(roundDisputes)
        .innerJoin(members, eq(members.id, roundDisputes.memberId))
        .where(
          and(
            eq(roundDisputes.merchantId, merchantId),
            status === undefined ? undefined : eq(roundDisputes.status, status),
          ),
        )
        .orderBy(status === 'open' ? roundDisputes.id : desc(roundDisputes.id))
        .limit(limit);
    },

    async merchantDispute(merchantId: number, id: number) {
      const [row] = await db
        .select({ dispute: roundDisputes, account: members.account })
        .from(roundDisputes)
        .innerJoin(members, eq(members.id, roundDisputes.memberId))
        .where(and(eq(roundDisputes.merchantId, merchantId), eq(roundDisputes.id, id)));
      return row;
    },

    /**
     * open -> answered, once: a guarded UPDATE, so of simultaneous answers one wins. `then` (the
     * member's message) runs in the same transaction as the answer it tells of.
     */
    async answer(
      merchantId: number,
      id: number,
      answer: { outcome: 'upheld' | 'rejected'; message: string },
      then: (tx: Db, answered: DisputeRow) => Promise<void>,
    ): Promise<DisputeRow | undefined> {
      return db.transaction(async (tx) => {
        const [answered] = await tx
          .update(roundDisputes)
          .set({
            status: 'answered',
            outcome: answer.outcome,
            answer: answer.message,
            answeredAt: sql`now()`,
          })
          .where(
            and(
              eq(roundDisputes.merchantId, merchantId),
              eq(roundDisputes.id, id),
              eq(roundDisputes.status, 'open'),
            ),
          )
          .returning();
        if (answered) await then(tx, answered);
        return answered;
      });
    },
  };
}
export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
