import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { members, merchants, pvpHands, pvpSeats } from '../../../db/schema/index.js';

export type SeatRow = typeof pvpSeats.$inferSelect;
export type HandRow = typeof pvpHands.$inferSelect;

/** A fresh server seed and its commitment, made by the caller (the repository holds no crypto). */
export interface SeedCommit {
  seed: string;
  hash: string;
}

/**
 * The table's seats and hands. A join takes the room's advisory lock, so the seat count is read and
 * written by one join at a time; the unique (room, seat) index backs it.
 */
export function createNiuniuRepository(db: Db) {
  return {
    async join(o: {
      merchantId: number;
      memberId: number;
      roomId: string;
      seats: number;
      staleBefore: Date;
      commit: SeedCommit;
    }): Promise<SeatRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`pvp-room:${o.merchantId}:${o.roomId}`}))`,
        );
        await tx
          .delete(pvpSeats)
          .where(
            and(
              eq(pvpSeats.merchantId, o.merchantId),
              eq(pvpSeats.roomId, o.roomId),
              lt(pvpSeats.seenAt, o.staleBefore),
            ),
          );
        const [mine] = await tx.select().from(pvpSeats).where(eq(pvpSeats.memberId, o.memberId));
        if (mine && mine.roomId === o.roomId) {
          const [seen] = await tx
            .update(pvpSeats)
            .set({ seenAt: sql`now()` })
            .where(eq(pvpSeats.id, mine.id))
            .returning();
          return seen ?? mine;
        }
        const taken = await tx
          .select({ seat: pvpSeats.seat })
          .from(pvpSeats)
          .where(and(eq(pvpSeats.merchantId, o.merchantId), eq(pvpSeats.roomId, o.roomId)));
        const used = new Set(taken.map((t) => t.seat));
        const free = Array.from({ length: o.seats }, (_, i) => i).find((i) => !used.has(i));
        if (free === undefined) return null;
        // Sitting down in one room leaves the other.
        if (mine) await tx.delete(pvpSeats).where(eq(pvpSeats.id, mine.id));
        const [row] = await tx
          .insert(pvpSeats)
          .values({
            merchantId: o.merchantId,
            memberId: o.memberId,
            roomId: o.roomId,
            seat: free,
            nextSeed: o.commit.seed,
            nextSeedHash: o.commit.hash,
          })
          .returning();
        return row ?? null;
      });
    },

    async seatOf(memberId: number): Promise<SeatRow | null> {
      const [row] = await db.select().from(pvpSeats).where(eq(pvpSeats.memberId, memberId));
      return row ?? null;
    },

    async leave(memberId: number): Promise<void> {
      await db.delete(pvpSeats).where(eq(pvpSeats.memberId, memberId));
    },

    async hand(roundId: string): Promise<HandRow | null> {
      const [row] = await db.select().from(pvpHands).where(eq(pvpHands.roundId, roundId));
      return row ?? null;
    },

    /**
     * The hand of this round id: the one recorded, or a new one dealt from the seat's committed seed,
     * under the seat's lock (the seat then commits to `next` for the hand after). Null when the
     * member has no seat in the room.
     */
    async takeHand(o: {
      roundId: string;
      merchantId: number;
      memberId: number;
      roomId: string;
      gameCode: string;
      clientSeed: string;
      stakeMinor: bigint;
      next: SeedCommit;
    }): Promise<HandRow | null> {
      return db.transaction(async (tx) => {
        const [seat] = await tx
          .select()
          .from(pvpSeats)
          .where(and(eq(pvpSeats.memberId, o.memberId), eq(pvpSeats.roomId, o.roomId)))
          .for('update');
        const [existing] = await tx.select().from(pvpHands).where(eq(pvpHands.roundId, o.roundId));
        if (existing) return existing;
        if (!seat) return null;
        const [hand] = await tx
          .insert(pvpHands)
          .values({
            roundId: o.roundId,
            merchantId: o.merchantId,
            memberId: o.memberId,
            gameCode: o.gameCode,
            roomId: o.roomId,
            seat: seat.seat,
            serverSeed: seat.nextSeed,
            serverSeedHash: seat.nextSeedHash,
            clientSeed: o.clientSeed,
            nonce: seat.hands,
            stakeMinor: o.stakeMinor,
          })
          .returning();
        await tx
          .update(pvpSeats)
          .set({
            nextSeed: o.next.seed,
            nextSeedHash: o.next.hash,
            hands: sql`${pvpSeats.hands} + 1`,
            seenAt: sql`now()`,
          })
          .where(eq(pvpSeats.id, seat.id));
        return hand ?? null;
      });
    },

    /** Moves an open hand to its end state once (a hand already ended keeps its state). */
    async finish(
      roundId: string,
      status: 'settled' | 'refused' | 'rolled_back',
      result: unknown,
    ): Promise<void> {
      await db
        .update(pvpHands)
        .set({ status, result, settledAt: sql`now()` })
        .where(and(eq(pvpHands.roundId, roundId), eq(pvpHands.status, 'open')));
    },

    /** Hands still open since before `before` (the page went away mid-hand), with whose they are. */
    async stalledHands(before: Date, limit: number) {
      return db
        .select({ hand: pvpHands, account: members.account, merchantCode: merchants.code })
        .from(pvpHands)
        .innerJoin(members, eq(members.id, pvpHands.memberId))
        .innerJoin(merchants, eq(merchants.id, pvpHands.merchantId))
        .where(and(eq(pvpHands.status, 'open'), lt(pvpHands.createdAt, before)))
        .orderBy(asc(pvpHands.createdAt))
        .limit(limit);
    },

    /** The member a launch ticket names (its brand's code and its account). */
    async memberOf(merchantCode: string, account: string) {
      const [row] = await db
        .select({ memberId: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(merchants.code, merchantCode), eq(members.account, account)));
      return row ?? null;
    },

    /** People seated per room of a brand, seats not seen since `staleBefore` left out. */
    async seatedPerRoom(merchantId: number, staleBefore: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ roomId: pvpSeats.roomId, n: count() })
        .from(pvpSeats)
        .where(and(eq(pvpSeats.merchantId, merchantId), gte(pvpSeats.seenAt, staleBefore)))
        .groupBy(pvpSeats.roomId);
      return new Map(rows.map((r) => [r.roomId, r.n]));
    },
  };
}
export type NiuniuRepository = ReturnType<typeof createNiuniuRepository>;
