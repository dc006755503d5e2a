import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { baccaratBets, baccaratRounds, members, merchants } from '../../../db/schema/index.js';

export type RoundRow = typeof baccaratRounds.$inferSelect;
export type BetRow = typeof baccaratBets.$inferSelect;
export type BetStatus = BetRow['status'];

/** A fresh server seed and its commitment, made by the caller (the repository holds no crypto). */
export interface SeedCommit {
  seed: string;
  hash: string;
}

/** What asking to place a bet came to. */
export type PlaceOutcome =
  | { kind: 'new' | 'existing'; bet: BetRow }
  | { kind: 'closed' }
  | { kind: 'opposite' }
  | { kind: 'over_limit'; stakedMinor: bigint };

/** Bets that still move money: accepted (maybe not yet debited) or debited. */
const LIVE_BETS: BetStatus[] = ['pending', 'placed'];

/**
 * The tables' rounds and bets. A bet is accepted under a share lock of its round's row (the close
 * takes the row's update lock, so no bet is accepted once a round closes) and a lock of the
 * member's part of the round (so the table's limit is read and written by one bet at a time).
 */
export function createBaccaratRepository(db: Db) {
  return {
    /** The round's row: the one recorded, or a new one committed to `commit`. */
    async ensureRound(o: {
      tableId: string;
      roundNo: number;
      opensAt: Date;
      closesAt: Date;
      commit: SeedCommit;
    }): Promise<RoundRow> {
      await db
        .insert(baccaratRounds)
        .values({
          tableId: o.tableId,
          roundNo: o.roundNo,
          serverSeed: o.commit.seed,
          serverSeedHash: o.commit.hash,
          opensAt: o.opensAt,
          closesAt: o.closesAt,
        })
        .onConflictDoNothing();
      const row = await this.round(o.tableId, o.roundNo);
      if (!row) throw new Error('baccarat: a round vanished');
      return row;
    },

    async round(tableId: string, roundNo: number): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(baccaratRounds)
        .where(and(eq(baccaratRounds.tableId, tableId), eq(baccaratRounds.roundNo, roundNo)));
      return row ?? null;
    },

    async bet(id: string): Promise<BetRow | null> {
      const [row] = await db.select().from(baccaratBets).where(eq(baccaratBets.id, id));
      return row ?? null;
    },

    /**
     * Accepts a bet as `pending`: the same id answers the bet recorded; else refused when the
     * round is not open at `now`, when it is on the side opposite one the member already backs
     * (player against banker), or when it would take the member's stakes on the round past `maxMinor`.
     */
    async placeBet(o: {
      id: string;
      merchantId: number;
      memberId: number;
      tableId: string;
      roundNo: number;
      spot: string;
      amountMinor: bigint;
      maxMinor: bigint;
      now: Date;
    }): Promise<PlaceOutcome> {
      return db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(baccaratRounds)
          .where(and(eq(baccaratRounds.tableId, o.tableId), eq(baccaratRounds.roundNo, o.roundNo)))
          .for('share');
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`baccarat:${o.tableId}:${o.roundNo}:${o.memberId}`}))`,
        );
        const [existing] = await tx.select().from(baccaratBets).where(eq(baccaratBets.id, o.id));
        if (existing) return { kind: 'existing' as const, bet: existing };
        if (!round || round.status !== 'open' || o.now.getTime() >= round.closesAt.getTime()) {
          return { kind: 'closed' as const };
        }
        const mine = await tx
          .select({ spot: baccaratBets.spot, amountMinor: baccaratBets.amountMinor })
          .from(baccaratBets)
          .where(
            and(
              eq(baccaratBets.tableId, o.tableId),
              eq(baccaratBets.roundNo, o.roundNo),
              eq(baccaratBets.memberId, o.memberId),
              inArray(baccaratBets.status, LIVE_BETS),
            ),
          );
        const opposite = o.spot === 'player' ? 'banker' : o.spot === 'banker' ? 'player' : null;
        if (opposite && mine.some((b) => b.spot === opposite)) return { kind: 'opposite' as const };
        const stakedMinor = mine.reduce((sum, b) => sum + b.amountMinor, 0n);
        if (stakedMinor + o.amountMinor > o.maxMinor) return { kind: 'over_limit' as const, stakedMinor };
        const [bet] = await tx
          .insert(baccaratBets)
          .values({
            id: o.id,
            merchantId: o.merchantId,
            memberId: o.memberId,
            tableId: o.tableId,
            roundNo: o.roundNo,
            spot: o.spot,
            amountMinor: o.amountMinor,
          })
          .returning();
        if (!bet) throw new Error('baccarat: a bet was not written');
        return { kind: 'new' as const, bet };
      });
    },

    /** Moves a bet from one of `from` to `to` (a bet in another state keeps it). */
    async markBet(id: string, from: BetStatus[], to: BetStatus, error: string | null = null): Promise<void> {
      await db
        .update(baccaratBets)
        .set({ status: to, error, ...(to === 'pending' || to === 'placed' ? {} : { settledAt: sql`now()` }) })
        .where(and(eq(baccaratBets.id, id), inArray(baccaratBets.status, from)));
    },

    /** Records what each placed bet returned; a bet no longer `placed` keeps its state. */
    async settleBets(wins: { id: string; winMinor: bigint }[]): Promise<void> {
      if (wins.length === 0) return;
      await db.transaction(async (tx) => {
        for (const w of wins) {
          await tx
            .update(baccaratBets)
            .set({ status: 'settled', winMinor: w.winMinor, settledAt: sql`now()` })
            .where(and(eq(baccaratBets.id, w.id), eq(baccaratBets.status, 'placed')));
        }
      });
    },

    /** Fixes a round's deal: `open` to `settling` with its result, once (after every bet accepted). */
    async closeRound(tableId: string, roundNo: number, result: unknown): Promise<void> {
      await db
        .update(baccaratRounds)
        .set({ status: 'settling', result })
        .where(
          and(
            eq(baccaratRounds.tableId, tableId),
            eq(baccaratRounds.roundNo, roundNo),
            eq(baccaratRounds.status, 'open'),
          ),
        );
    },

    /** A settling round whose bets have all ended becomes `settled`; true when it is. */
    async finishRound(tableId: string, roundNo: number): Promise<boolean> {
      const rows = await db
        .update(baccaratRounds)
        .set({ status: 'settled', settledAt: sql`now()` })
        .where(
          and(
            eq(baccaratRounds.tableId, tableId),
            eq(baccaratRounds.roundNo, roundNo),
            eq(baccaratRounds.status, 'settling'),
            sql`NOT EXISTS (SELECT 1 FROM ${baccaratBets} b WHERE b.table_id = ${tableId}
              AND b.round_no = ${roundNo} AND b.status IN ('pending', 'placed'))`,
          ),
        )
        .returning({ roundNo: baccaratRounds.roundNo });
      return rows.length > 0;
    },

    /** A round's bets still moving money, with whose they are. */
    async liveBets(tableId: string, roundNo: number) {
      return db
        .select({ bet: baccaratBets, account: members.account, merchantCode: merchants.code })
        .from(baccaratBets)
        .innerJoin(members, eq(members.id, baccaratBets.memberId))
        .innerJoin(merchants, eq(merchants.id, baccaratBets.merchantId))
        .where(
          and(
            eq(baccaratBets.tableId, tableId),
            eq(baccaratBets.roundNo, roundNo),
            inArray(baccaratBets.status, LIVE_BETS),
          ),
        )
        .orderBy(asc(baccaratBets.createdAt), asc(baccaratBets.id));
    },

    /** A member's bets on a round, in the order placed. */
    async betsOf(tableId: string, roundNo: number, memberId: number): Promise<BetRow[]> {
      return db
        .select()
        .from(baccaratBets)
        .where(
          and(
            eq(baccaratBets.tableId, tableId),
            eq(baccaratBets.roundNo, roundNo),
            eq(baccaratBets.memberId, memberId),
          ),
        )
        .orderBy(asc(baccaratBets.createdAt), asc(baccaratBets.id));
    },

    /** The table's dealt rounds, newest first. */
    async dealtRounds(tableId: string, limit: number): Promise<RoundRow[]> {
      return db
        .select()
        .from(baccaratRounds)
        .where(and(eq(baccaratRounds.tableId, tableId), ne(baccaratRounds.status, 'open')))
        .orderBy(desc(baccaratRounds.roundNo))
        .limit(limit);
    },

    /** Rounds not settled whose betting closed before `before` (of one table, or of all). */
    async unsettledRounds(before: Date, limit: number, tableId?: string): Promise<RoundRow[]> {
      return db
        .select()
        .from(baccaratRounds)
        .where(
          and(
            ne(baccaratRounds.status, 'settled'),
            lt(baccaratRounds.closesAt, before),
            tableId ? eq(baccaratRounds.tableId, tableId) : undefined,
          ),
        )
        .orderBy(asc(baccaratRounds.closesAt))
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
  };
}
export type BaccaratRepository = ReturnType<typeof createBaccaratRepository>;
