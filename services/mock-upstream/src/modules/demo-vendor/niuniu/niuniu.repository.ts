import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { members, merchants, pvpHands, pvpRoomHands, pvpSeats } from '../../../db/schema/index.js';

export type SeatRow = typeof pvpSeats.$inferSelect;
export type HandRow = typeof pvpHands.$inferSelect;
export type RoomHandRow = typeof pvpRoomHands.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The room's transaction lock: joins, entries, stake confirmations and the deal take it in turn. */
async function lockRoom(tx: Tx, merchantId: number, roomId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pvp-room:${merchantId}:${roomId}`}))`);
}

/** The room's hand not dealt yet, or a new `waiting` one numbered after the room's last (under the lock). */
async function openHandIn(
  tx: Tx,
  o: { merchantId: number; roomId: string; commit: SeedCommit },
): Promise<RoomHandRow> {
  const [current] = await tx
    .select()
    .from(pvpRoomHands)
    .where(
      and(
        eq(pvpRoomHands.merchantId, o.merchantId),
        eq(pvpRoomHands.roomId, o.roomId),
        inArray(pvpRoomHands.status, ['waiting', 'betting']),
      ),
    );
  if (current) return current;
  const [last] = await tx
    .select({ handNo: pvpRoomHands.handNo })
    .from(pvpRoomHands)
    .where(and(eq(pvpRoomHands.merchantId, o.merchantId), eq(pvpRoomHands.roomId, o.roomId)))
    .orderBy(desc(pvpRoomHands.handNo))
    .limit(1);
  const handNo = last ? last.handNo + 1 : 0;
  const [row] = await tx
    .insert(pvpRoomHands)
    .values({
      merchantId: o.merchantId,
      roomId: o.roomId,
      handNo,
      serverSeed: o.commit.seed,
      serverSeedHash: o.commit.hash,
      clientSeed: `${o.roomId}-${handNo}`,
    })
    .returning();
  if (!row) throw new Error('the room hand was not opened');
  return row;
}

/** A fresh server seed and its commitment, made by the caller (the repository holds no crypto). */
export interface SeedCommit {
  seed: string;
  hash: string;
}

/**
 * The table's seats and hands. A join, an entry into a hand, a stake's confirmation and a deal take
 * the room's advisory lock, so the seat count and a hand's people are read and written by one call at
 * a time; the unique (room, seat) and (room hand, seat) indexes back it.
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
        await lockRoom(tx, o.merchantId, o.roomId);
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
     * The room's hand not dealt yet, opened (with `commit` as its seed) when there is none: hand
     * numbers follow the room's last hand. Under the room's lock, so a room has one such hand.
     */
    async currentHand(o: { merchantId: number; roomId: string; commit: SeedCommit }): Promise<RoomHandRow> {
      return db.transaction(async (tx) => {
        await lockRoom(tx, o.merchantId, o.roomId);
        return openHandIn(tx, o);
      });
    },

    /** The last dealt hand of a room, or null. */
    async lastDealt(merchantId: number, roomId: string): Promise<RoomHandRow | null> {
      const [row] = await db
        .select()
        .from(pvpRoomHands)
        .where(
          and(
            eq(pvpRoomHands.merchantId, merchantId),
            eq(pvpRoomHands.roomId, roomId),
            eq(pvpRoomHands.status, 'dealt'),
          ),
        )
        .orderBy(desc(pvpRoomHands.handNo))
        .limit(1);
      return row ?? null;
    },

    /** The people's parts of a room hand (their seats and states). */
    async partsOf(roomHandId: number): Promise<HandRow[]> {
      return db.select().from(pvpHands).where(eq(pvpHands.roomHandId, roomHandId));
    },

    /**
     * A person's part in hand `handNo` of the room: the one recorded (whatever the hand's state), or a
     * new `open` one at their seat while the hand is not dealt (a `waiting` hand starts its clock:
     * betting closes at `closesAt`). Under the room's lock, so 50 calls at once make one part.
     */
    async enter(o: {
      merchantId: number;
      memberId: number;
      roomId: string;
      handNo: number;
      roundId: (roomHandId: number) => string;
      gameCode: string;
      stakeMinor: bigint;
      staleBefore: Date;
      closesAt: Date;
    }): Promise<
      | { kind: 'part'; hand: RoomHandRow; part: HandRow }
      | { kind: 'closed' | 'unknown' | 'not_seated' | 'seat_busy'; hand: RoomHandRow | null }
    > {
      return db.transaction(async (tx) => {
        await lockRoom(tx, o.merchantId, o.roomId);
        const [hand] = await tx
          .select()
          .from(pvpRoomHands)
          .where(
            and(
              eq(pvpRoomHands.merchantId, o.merchantId),
              eq(pvpRoomHands.roomId, o.roomId),
              eq(pvpRoomHands.handNo, o.handNo),
            ),
          );
        if (!hand) return { kind: 'unknown' as const, hand: null };
        const roundId = o.roundId(hand.id);
        const [existing] = await tx.select().from(pvpHands).where(eq(pvpHands.roundId, roundId));
        if (existing) return { kind: 'part' as const, hand, part: existing };
        if (hand.status === 'dealt') return { kind: 'closed' as const, hand };
        const [seat] = await tx
          .select()
          .from(pvpSeats)
          .where(
            and(
              eq(pvpSeats.memberId, o.memberId),
              eq(pvpSeats.roomId, o.roomId),
              gte(pvpSeats.seenAt, o.staleBefore),
            ),
          );
        if (!seat) return { kind: 'not_seated' as const, hand };
        // The seat's last occupant is in this hand (they left after staking): the next hand is theirs.
        const [busy] = await tx
          .select({ roundId: pvpHands.roundId })
          .from(pvpHands)
          .where(
            and(
              eq(pvpHands.roomHandId, hand.id),
              eq(pvpHands.seat, seat.seat),
              inArray(pvpHands.status, ['open', 'staked', 'settled']),
            ),
          );
        if (busy) return { kind: 'seat_busy' as const, hand };
        const [part] = await tx
          .insert(pvpHands)
          .values({
            roundId,
            merchantId: o.merchantId,
            memberId: o.memberId,
            gameCode: o.gameCode,
            roomId: o.roomId,
            seat: seat.seat,
            serverSeed: hand.serverSeed,
            serverSeedHash: hand.serverSeedHash,
            clientSeed: hand.clientSeed,
            nonce: hand.handNo,
            stakeMinor: o.stakeMinor,
            roomHandId: hand.id,
          })
          .returning();
        if (!part) throw new Error('the part was not recorded');
        await tx
          .update(pvpSeats)
          .set({ seenAt: sql`now()` })
          .where(eq(pvpSeats.id, seat.id));
        if (hand.status === 'waiting') {
          const [started] = await tx
            .update(pvpRoomHands)
            .set({ status: 'betting', closesAt: o.closesAt })
            .where(eq(pvpRoomHands.id, hand.id))
            .returning();
          return { kind: 'part' as const, hand: started ?? hand, part };
        }
        return { kind: 'part' as const, hand, part };
      });
    },

    /**
     * A part whose stake the wallet took is in for the deal (`open` -> `staked`) while its hand is not
     * dealt; under the room's lock, so the deal sees it either in or not at all. False when the hand
     * was dealt first (the stake is then to be returned).
     */
    async confirmStake(o: { merchantId: number; roomId: string; roundId: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockRoom(tx, o.merchantId, o.roomId);
        const [row] = await tx
          .select({ part: pvpHands, handStatus: pvpRoomHands.status })
          .from(pvpHands)
          .innerJoin(pvpRoomHands, eq(pvpRoomHands.id, pvpHands.roomHandId))
          .where(eq(pvpHands.roundId, o.roundId));
        if (!row) return false;
        if (row.part.status === 'staked' || row.part.status === 'settled') return true;
        if (row.part.status !== 'open' || row.handStatus === 'dealt') return false;
        await tx.update(pvpHands).set({ status: 'staked' }).where(eq(pvpHands.roundId, o.roundId));
        return true;
      });
    },

    /**
     * Deals the room's hand when its betting closed by `at`: the hand becomes `dealt` with the seats
     * people play (`staked` parts; an `open` one is out), and the room's next hand opens with `next`.
     * Under the room's lock: one deal per hand however many ask. Null when nothing was due.
     */
    async dealIfDue(o: {
      merchantId: number;
      roomId: string;
      at: Date;
      next: SeedCommit;
    }): Promise<RoomHandRow | null> {
      return db.transaction(async (tx) => {
        await lockRoom(tx, o.merchantId, o.roomId);
        const [hand] = await tx
          .select()
          .from(pvpRoomHands)
          .where(
            and(
              eq(pvpRoomHands.merchantId, o.merchantId),
              eq(pvpRoomHands.roomId, o.roomId),
              eq(pvpRoomHands.status, 'betting'),
              lte(pvpRoomHands.closesAt, o.at),
            ),
          );
        if (!hand) return null;
        const staked = await tx
          .select({ seat: pvpHands.seat })
          .from(pvpHands)
          .where(and(eq(pvpHands.roomHandId, hand.id), eq(pvpHands.status, 'staked')));
        const [dealt] = await tx
          .update(pvpRoomHands)
          .set({
            status: 'dealt',
            dealtAt: sql`now()`,
            result: { people: staked.map((s) => s.seat).sort((a, b) => a - b) },
          })
          .where(eq(pvpRoomHands.id, hand.id))
          .returning();
        await openHandIn(tx, { merchantId: o.merchantId, roomId: o.roomId, commit: o.next });
        return dealt ?? null;
      });
    },

    /** Rooms whose betting closed by `at` and whose hand nobody dealt yet (for the job). */
    async overdueRooms(at: Date, limit: number) {
      return db
        .select({ merchantId: pvpRoomHands.merchantId, roomId: pvpRoomHands.roomId })
        .from(pvpRoomHands)
        .where(and(eq(pvpRoomHands.status, 'betting'), lte(pvpRoomHands.closesAt, at)))
        .limit(limit);
    },

    /** The staked parts of dealt hands still to be paid, with whose they are. */
    async unpaidParts(roomHandId: number) {
      return db
        .select({ hand: pvpHands, account: members.account, merchantCode: merchants.code })
        .from(pvpHands)
        .innerJoin(members, eq(members.id, pvpHands.memberId))
        .innerJoin(merchants, eq(merchants.id, pvpHands.merchantId))
        .where(and(eq(pvpHands.roomHandId, roomHandId), eq(pvpHands.status, 'staked')));
    },

    /** Moves an open or staked hand to its end state once (a hand already ended keeps its state). */
    async finish(
      roundId: string,
      status: 'settled' | 'refused' | 'rolled_back',
      result: unknown,
    ): Promise<void> {
      await db
        .update(pvpHands)
        .set({ status, result, settledAt: sql`now()` })
        .where(and(eq(pvpHands.roundId, roundId), inArray(pvpHands.status, ['open', 'staked'])));
    },

    /** The seats of a room taken now (seats not seen since `staleBefore` left out). */
    async seatsOf(merchantId: number, roomId: string, staleBefore: Date) {
      return db
        .select({ seat: pvpSeats.seat, memberId: pvpSeats.memberId })
        .from(pvpSeats)
        .where(
          and(
            eq(pvpSeats.merchantId, merchantId),
            eq(pvpSeats.roomId, roomId),
            gte(pvpSeats.seenAt, staleBefore),
          ),
        )
        .orderBy(asc(pvpSeats.seat));
    },

    /** A seated person seen now (their page is polling the table): their seat is not idle. */
    async touchSeat(memberId: number): Promise<void> {
      await db
        .update(pvpSeats)
        .set({ seenAt: sql`now()` })
        .where(eq(pvpSeats.memberId, memberId));
    },

    /**
     * Parts still open or staked since before `before` whose room hand was dealt (or that have none),
     * with whose they are and whether their hand was dealt (a part of a hand still betting waits).
     */
    async stalledHands(before: Date, limit: number) {
      return db
        .select({
          hand: pvpHands,
          account: members.account,
          merchantCode: merchants.code,
          roomHandStatus: pvpRoomHands.status,
        })
        .from(pvpHands)
        .innerJoin(members, eq(members.id, pvpHands.memberId))
        .innerJoin(merchants, eq(merchants.id, pvpHands.merchantId))
        .leftJoin(pvpRoomHands, eq(pvpRoomHands.id, pvpHands.roomHandId))
        .where(
          and(
            inArray(pvpHands.status, ['open', 'staked']),
            lt(pvpHands.createdAt, before),
            or(isNull(pvpHands.roomHandId), eq(pvpRoomHands.status, 'dealt')),
          ),
        )
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
