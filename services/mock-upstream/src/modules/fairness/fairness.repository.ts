import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fairRounds, fairSeedPairs, gameRounds, members, merchants } from '../../db/schema/index.js';

export type SeedPairRow = typeof fairSeedPairs.$inferSelect;
export type FairRoundRow = typeof fairRounds.$inferSelect;

/** The members' seed pairs and the rounds played on them (ADR 0016). */
export function createFairnessRepository(db: Db) {
  return {
    async active(memberId: number, tx: Db = db): Promise<SeedPairRow | undefined> {
      const [row] = await tx
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.memberId, memberId), eq(fairSeedPairs.status, 'active')))
        .limit(1);
      return row;
    },

    /** Inserts an active pair unless the member has one (a racing insert loses silently). */
    async insertActive(row: typeof fairSeedPairs.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(fairSeedPairs).values(row).onConflictDoNothing();
    },

    async revealed(memberId: number, limit: number): Promise<SeedPairRow[]> {
      return db
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.memberId, memberId), eq(fairSeedPairs.status, 'revealed')))
        .orderBy(desc(fairSeedPairs.revealedAt), desc(fairSeedPairs.id))
        .limit(limit);
    },

    async byHash(memberId: number, hash: string, tx: Db = db): Promise<SeedPairRow | undefined> {
      const [row] = await tx
        .select()
        .from(fairSeedPairs)
        .where(and(eq(fairSeedPairs.memberId, memberId), eq(fairSeedPairs.serverSeedHash, hash)))
        .limit(1);
      return row;
    },

    /**
     * Rotates the member's active pair named by `hash`: locks it, marks it revealed and inserts the
     * new active pair, in one transaction. Undefined when no active pair of theirs has that hash (it
     * was rotated already, by this call's twin, or never was theirs).
     */
    async rotate(
      memberId: number,
      hash: string,
      next: Omit<typeof fairSeedPairs.$inferInsert, 'memberId' | 'merchantId'>,
    ): Promise<{ revealed: SeedPairRow; active: SeedPairRow } | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(fairSeedPairs)
          .where(
            and(
              eq(fairSeedPairs.memberId, memberId),
              eq(fairSeedPairs.status, 'active'),
              eq(fairSeedPairs.serverSeedHash, hash),
            ),
          )
          .for('update');
        if (!locked) return undefined;
        const [revealed] = await tx
          .update(fairSeedPairs)
          .set({ status: 'revealed', revealedAt: sql`now()` })
          .where(eq(fairSeedPairs.id, locked.id))
          .returning();
        const [active] = await tx
          .insert(fairSeedPairs)
          .values({ ...next, memberId, merchantId: locked.merchantId })
          .returning();
        if (!revealed || !active) throw new Error('seed rotation answered no row');
        return { revealed, active };
      });
    },

    /**
     * Takes the next nonce of the member's active pair (one atomic UPDATE: two rounds never get the
     * same one) and records the round on it, in one transaction. Undefined when the member has no
     * active pair (the caller creates one and asks again). A round id recorded already raises the
     * unique violation; the caller reads the recorded round instead.
     */
    async recordRound(
      memberId: number,
      round: Omit<
        typeof fairRounds.$inferInsert,
        'memberId' | 'merchantId' | 'seedPairId' | 'nonce' | 'winMinor'
      >,
      winOf: (pair: SeedPairRow, nonce: number) => bigint,
    ): Promise<{ pair: SeedPairRow; round: FairRoundRow } | undefined> {
      return db.transaction(async (tx) => {
        const [pair] = await tx
          .update(fairSeedPairs)
          .set({ nextNonce: sql`${fairSeedPairs.nextNonce} + 1` })
          .where(and(eq(fairSeedPairs.memberId, memberId), eq(fairSeedPairs.status, 'active')))
          .returning();
        if (!pair) return undefined;
        const nonce = pair.nextNonce - 1;
        const [row] = await tx
          .insert(fairRounds)
          .values({
            ...round,
            memberId,
            merchantId: pair.merchantId,
            seedPairId: pair.id,
            nonce,
            winMinor: winOf(pair, nonce),
          })
          .returning();
        if (!row) throw new Error('fair round insert answered no row');
        return { pair, round: row };
      });
    },

    /** A recorded round with its pair (of this brand and member when they are given). */
    async round(where: { vendor: string; roundId: string; merchantId?: number; memberId?: number }) {
      const { vendor, roundId, merchantId, memberId } = where;
      const [row] = await db
        .select({ round: fairRounds, pair: fairSeedPairs })
        .from(fairRounds)
        .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, fairRounds.seedPairId))
        .where(
          and(
            eq(fairRounds.vendor, vendor),
            eq(fairRounds.roundId, roundId),
            ...(merchantId === undefined ? [] : [eq(fairRounds.merchantId, merchantId)]),
            ...(memberId === undefined ? [] : [eq(fairRounds.memberId, memberId)]),
          ),
        )
        .limit(1);
      return row;
    },

    /** The wallet's record of a real-money round: what its debits took and its credit paid. */
    async walletRound(merchantId: number, vendor: string, roundId: string) {
      const [row] = await db
        .select({ status: gameRounds.status, betMinor: gameRounds.betMinor, winMinor: gameRounds.winMinor })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.vendor, vendor),
            eq(gameRounds.roundId, roundId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The member a launch ticket names (merchant code and account). */
    async memberOf(merchantCode: string, account: string) {
      const [row] = await db
        .select({ memberId: members.id, merchantId: merchants.id })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(merchants.code, merchantCode), eq(members.account, account)))
        .limit(1);
      return row;
    },
  };
}
export type FairnessRepository = ReturnType<typeof createFairnessRepository>;
