import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { cockfightBets, cockfightFights, members, merchants } from '../../../db/schema/index.js';

export type FightRow = typeof cockfightFights.$inferSelect;
export type BetRow = typeof cockfightBets.$inferSelect;
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
 * The arenas' fights and bets. A bet is accepted under a share lock of its fight's row (the close
 * takes the row's update lock, so no bet is accepted once a fight closes) and a lock of the
 * member's part of the fight (so the arena's limit is read and written by one bet at a time).
 */
export function createCockfightRepository(db: Db) {
  return {
    /** The fight's row: the one recorded, or a new one committed to `commit`. */
    async ensureFight(o: {
      arenaId: string;
      fightNo: number;
      opensAt: Date;
      closesAt: Date;
      commit: SeedCommit;
    }): Promise<FightRow> {
      await db
        .insert(cockfightFights)
        .values({
          arenaId: o.arenaId,
          fightNo: o.fightNo,
          serverSeed: o.commit.seed,
          serverSeedHash: o.commit.hash,
          opensAt: o.opensAt,
          closesAt: o.closesAt,
        })
        .onConflictDoNothing();
      const row = await this.fight(o.arenaId, o.fightNo);
      if (!row) throw new Error('cockfight: a fight vanished');
      return row;
    },

    async fight(arenaId: string, fightNo: number): Promise<FightRow | null> {
      const [row] = await db
        .select()
        .from(cockfightFights)
        .where(and(eq(cockfightFights.arenaId, arenaId), eq(cockfightFights.fightNo, fightNo)));
      return row ?? null;
    },

    async bet(id: string): Promise<BetRow | null> {
      const [row] = await db.select().from(cockfightBets).where(eq(cockfightBets.id, id));
      return row ?? null;
    },

    /**
     * Accepts a bet as `pending` at `oddsHundredths`: the same id answers the bet recorded; else
     * refused when the fight is not open at `now`, when it is on the side opposite one the member
     * already backs (Meron against Wala), or when it would take the member's stakes on the fight
     * past `maxMinor`.
     */
    async placeBet(o: {
      id: string;
      merchantId: number;
      memberId: number;
      arenaId: string;
      fightNo: number;
      side: string;
      amountMinor: bigint;
      oddsHundredths: number;
      maxMinor: bigint;
      now: Date;
    }): Promise<PlaceOutcome> {
      return db.transaction(async (tx) => {
        const [fight] = await tx
          .select()
          .from(cockfightFights)
          .where(and(eq(cockfightFights.arenaId, o.arenaId), eq(cockfightFights.fightNo, o.fightNo)))
          .for('share');
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`cockfight:${o.arenaId}:${o.fightNo}:${o.memberId}`}))`,
        );
        const [existing] = await tx.select().from(cockfightBets).where(eq(cockfightBets.id, o.id));
        if (existing) return { kind: 'existing' as const, bet: existing };
        if (!fight || fight.status !== 'open' || o.now.getTime() >= fight.closesAt.getTime()) {
          return { kind: 'closed' as const };
        }
        const mine = await tx
          .select({ side: cockfightBets.side, amountMinor: cockfightBets.amountMinor })
          .from(cockfightBets)
          .where(
            and(
              eq(cockfightBets.arenaId, o.arenaId),
              eq(cockfightBets.fightNo, o.fightNo),
              eq(cockfightBets.memberId, o.memberId),
              inArray(cockfightBets.status, LIVE_BETS),
            ),
          );
        const opposite = o.side === 'meron' ? 'wala' : o.side === 'wala' ? 'meron' : null;
        if (opposite && mine.some((b) => b.side === opposite)) return { kind: 'opposite' as const };
        const stakedMinor = mine.reduce((sum, b) => sum + b.amountMinor, 0n);
        if (stakedMinor + o.amountMinor > o.maxMinor) return { kind: 'over_limit' as const, stakedMinor };
        const [bet] = await tx
          .insert(cockfightBets)
          .values({
            id: o.id,
            merchantId: o.merchantId,
            memberId: o.memberId,
            arenaId: o.arenaId,
            fightNo: o.fightNo,
            side: o.side,
            amountMinor: o.amountMinor,
            oddsHundredths: o.oddsHundredths,
          })
          .returning();
        if (!bet) throw new Error('cockfight: a bet was not written');
        return { kind: 'new' as const, bet };
      });
    },

    /** Moves a bet from one of `from` to `to` (a bet in another state keeps it). */
    async markBet(id: string, from: BetStatus[], to: BetStatus, error: string | null = null): Promise<void> {
      await db
        .update(cockfightBets)
        .set({ status: to, error, ...(to === 'pending' || to === 'placed' ? {} : { settledAt: sql`now()` }) })
        .where(and(eq(cockfightBets.id, id), inArray(cockfightBets.status, from)));
    },

    /** Records what each placed bet returned; a bet no longer `placed` keeps its state. */
    async settleBets(wins: { id: string; winMinor: bigint }[]): Promise<void> {
      if (wins.length === 0) return;
      await db.transaction(async (tx) => {
        for (const w of wins) {
          await tx
            .update(cockfightBets)
            .set({ status: 'settled', winMinor: w.winMinor, settledAt: sql`now()` })
            .where(and(eq(cockfightBets.id, w.id), eq(cockfightBets.status, 'placed')));
        }
      });
    },

    /** Fixes a fight's result: `open` to `settling` with it, once (after every bet accepted). */
    async closeFight(arenaId: string, fightNo: number, result: unknown): Promise<void> {
      await db
        .update(cockfightFights)
        .set({ status: 'settling', result })
        .where(
          and(
            eq(cockfightFights.arenaId, arenaId),
            eq(cockfightFights.fightNo, fightNo),
            eq(cockfightFights.status, 'open'),
          ),
        );
    },

    /** A settling fight whose bets have all ended becomes `settled`; true when it is. */
    async finishFight(arenaId: string, fightNo: number): Promise<boolean> {
      const rows = await db
        .update(cockfightFights)
        .set({ status: 'settled', settledAt: sql`now()` })
        .where(
          and(
            eq(cockfightFights.arenaId, arenaId),
            eq(cockfightFights.fightNo, fightNo),
            eq(cockfightFights.status, 'settling'),
            sql`NOT EXISTS (SELECT 1 FROM ${cockfightBets} b WHERE b.arena_id = ${arenaId}
              AND b.fight_no = ${fightNo} AND b.status IN ('pending', 'placed'))`,
          ),
        )
        .returning({ fightNo: cockfightFights.fightNo });
      return rows.length > 0;
    },

    /** A fight's bets still moving money, with whose they are. */
    async liveBets(arenaId: string, fightNo: number) {
      return db
        .select({ bet: cockfightBets, account: members.account, merchantCode: merchants.code })
        .from(cockfightBets)
        .innerJoin(members, eq(members.id, cockfightBets.memberId))
        .innerJoin(merchants, eq(merchants.id, cockfightBets.merchantId))
        .where(
          and(
            eq(cockfightBets.arenaId, arenaId),
            eq(cockfightBets.fightNo, fightNo),
            inArray(cockfightBets.status, LIVE_BETS),
          ),
        )
        .orderBy(asc(cockfightBets.createdAt), asc(cockfightBets.id));
    },

    /** A member's bets on a fight, in the order placed. */
    async betsOf(arenaId: string, fightNo: number, memberId: number): Promise<BetRow[]> {
      return db
        .select()
        .from(cockfightBets)
        .where(
          and(
            eq(cockfightBets.arenaId, arenaId),
            eq(cockfightBets.fightNo, fightNo),
            eq(cockfightBets.memberId, memberId),
          ),
        )
        .orderBy(asc(cockfightBets.createdAt), asc(cockfightBets.id));
    },

    /** The arena's fought fights, newest first. */
    async foughtFights(arenaId: string, limit: number): Promise<FightRow[]> {
      return db
        .select()
        .from(cockfightFights)
        .where(and(eq(cockfightFights.arenaId, arenaId), ne(cockfightFights.status, 'open')))
        .orderBy(desc(cockfightFights.fightNo))
        .limit(limit);
    },

    /** Fights not settled whose betting closed before `before` (of one arena, or of all). */
    async unsettledFights(before: Date, limit: number, arenaId?: string): Promise<FightRow[]> {
      return db
        .select()
        .from(cockfightFights)
        .where(
          and(
            ne(cockfightFights.status, 'settled'),
            lt(cockfightFights.closesAt, before),
            arenaId ? eq(cockfightFights.arenaId, arenaId) : undefined,
          ),
        )
        .orderBy(asc(cockfightFights.closesAt))
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
export type CockfightRepository = ReturnType<typeof createCockfightRepository>;
