import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  members,
  merchants,
  roundTableBets,
  roundTableRounds,
  type RoundTableGame,
} from '../../../db/schema/index.js';

export type RoundRow = typeof roundTableRounds.$inferSelect;
export type BetRow = typeof roundTableBets.$inferSelect;
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
 * One game's rounds and bets on the round tables' pair (`round_table_rounds`, `round_table_bets`,
 * every query scoped to `game`). A bet is accepted under a share lock of its round's row (the close
 * takes the row's update lock, so no bet is accepted once a round closes) and a lock of the
 * member's part of the round (so the table's limit is read and written by one bet at a time).
 * `opposite` names the spot a spot may not be backed beside in one round (baccarat's player and
 * banker, cockfight's Meron and Wala), null for a spot that has none.
 */
export function createRoundTableRepository(
  db: Db,
  game: { game: RoundTableGame; opposite: (spot: string) => string | null },
) {
  const rounds = roundTableRounds;
  const bets = roundTableBets;
  const ofRound = (tableId: string, roundNo: number) =>
    and(eq(rounds.game, game.game), eq(rounds.tableId, tableId), eq(rounds.roundNo, roundNo));
  const betsOfRound = (tableId: string, roundNo: number) =>
    and(eq(bets.game, game.game), eq(bets.tableId, tableId), eq(bets.roundNo, roundNo));

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
        .insert(rounds)
        .values({
          game: game.game,
          tableId: o.tableId,
          roundNo: o.roundNo,
          serverSeed: o.commit.seed,
          serverSeedHash: o.commit.hash,
          opensAt: o.opensAt,
          closesAt: o.closesAt,
        })
        .onConflictDoNothing();
      const row = await this.round(o.tableId, o.roundNo);
      if (!row) throw new Error(`${game.game}: a round vanished`);
      return row;
    },

    async round(tableId: string, roundNo: number): Promise<RoundRow | null> {
      const [row] = await db.select().from(rounds).where(ofRound(tableId, roundNo));
      return row ?? null;
    },

    async bet(id: string): Promise<BetRow | null> {
      const [row] = await db
        .select()
        .from(bets)
        .where(and(eq(bets.game, game.game), eq(bets.id, id)));
      return row ?? null;
    },

    /**
     * Accepts a bet as `pending` (at `oddsHundredths` where the game's odds are the round's): the
     * same id answers the bet recorded; else refused when the round is not open at `now`, when it is
     * on the spot opposite one the member already backs, or when it would take the member's stakes
     * on the round past `maxMinor`.
     */
    async placeBet(o: {
      id: string;
      merchantId: number;
      memberId: number;
      tableId: string;
      roundNo: number;
      spot: string;
      amountMinor: bigint;
      oddsHundredths: number | null;
      maxMinor: bigint;
      now: Date;
    }): Promise<PlaceOutcome> {
      return db.transaction(async (tx) => {
        const [round] = await tx.select().from(rounds).where(ofRound(o.tableId, o.roundNo)).for('share');
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`${game.game}:${o.tableId}:${o.roundNo}:${o.memberId}`}))`,
        );
        const [existing] = await tx.select().from(bets).where(eq(bets.id, o.id));
        if (existing) return { kind: 'existing' as const, bet: existing };
        if (!round || round.status !== 'open' || o.now.getTime() >= round.closesAt.getTime()) {
          return { kind: 'closed' as const };
        }
        const mine = await tx
          .select({ spot: bets.spot, amountMinor: bets.amountMinor })
          .from(bets)
          .where(
            and(
              betsOfRound(o.tableId, o.roundNo),
              eq(bets.memberId, o.memberId),
              inArray(bets.status, LIVE_BETS),
            ),
          );
        const opposite = game.opposite(o.spot);
        if (opposite && mine.some((b) => b.spot === opposite)) return { kind: 'opposite' as const };
        const stakedMinor = mine.reduce((sum, b) => sum + b.amountMinor, 0n);
        if (stakedMinor + o.amountMinor > o.maxMinor) return { kind: 'over_limit' as const, stakedMinor };
        const [bet] = await tx
          .insert(bets)
          .values({
            id: o.id,
            game: game.game,
            merchantId: o.merchantId,
            memberId: o.memberId,
            tableId: o.tableId,
            roundNo: o.roundNo,
            spot: o.spot,
            amountMinor: o.amountMinor,
            oddsHundredths: o.oddsHundredths,
          })
          .returning();
        if (!bet) throw new Error(`${game.game}: a bet was not written`);
        return { kind: 'new' as const, bet };
      });
    },

    /** Moves a bet from one of `from` to `to` (a bet in another state keeps it). */
    async markBet(id: string, from: BetStatus[], to: BetStatus, error: string | null = null): Promise<void> {
      await db
        .update(bets)
        .set({ status: to, error, ...(to === 'pending' || to === 'placed' ? {} : { settledAt: sql`now()` }) })
        .where(and(eq(bets.id, id), inArray(bets.status, from)));
    },

    /** Records what each placed bet returned; a bet no longer `placed` keeps its state. */
    async settleBets(wins: { id: string; winMinor: bigint }[]): Promise<void> {
      if (wins.length === 0) return;
      await db.transaction(async (tx) => {
        for (const w of wins) {
          await tx
            .update(bets)
            .set({ status: 'settled', winMinor: w.winMinor, settledAt: sql`now()` })
            .where(and(eq(bets.id, w.id), eq(bets.status, 'placed')));
        }
      });
    },

    /** Fixes a round's result: `open` to `settling` with it, once (after every bet accepted). */
    async closeRound(tableId: string, roundNo: number, result: unknown): Promise<void> {
      await db
        .update(rounds)
        .set({ status: 'settling', result })
        .where(and(ofRound(tableId, roundNo), eq(rounds.status, 'open')));
    },

    /** A settling round whose bets have all ended becomes `settled`; true when it is. */
    async finishRound(tableId: string, roundNo: number): Promise<boolean> {
      const rows = await db
        .update(rounds)
        .set({ status: 'settled', settledAt: sql`now()` })
        .where(
          and(
            ofRound(tableId, roundNo),
            eq(rounds.status, 'settling'),
            sql`NOT EXISTS (SELECT 1 FROM ${bets} b WHERE b.game = ${game.game} AND b.table_id = ${tableId}
              AND b.round_no = ${roundNo} AND b.status IN ('pending', 'placed'))`,
          ),
        )
        .returning({ roundNo: rounds.roundNo });
      return rows.length > 0;
    },

    /** A round's bets still moving money, with whose they are. */
    async liveBets(tableId: string, roundNo: number) {
      return db
        .select({ bet: bets, account: members.account, merchantCode: merchants.code })
        .from(bets)
        .innerJoin(members, eq(members.id, bets.memberId))
        .innerJoin(merchants, eq(merchants.id, bets.merchantId))
        .where(and(betsOfRound(tableId, roundNo), inArray(bets.status, LIVE_BETS)))
        .orderBy(asc(bets.createdAt), asc(bets.id));
    },

    /** A member's bets on a round, in the order placed. */
    async betsOf(tableId: string, roundNo: number, memberId: number): Promise<BetRow[]> {
      return db
        .select()
        .from(bets)
        .where(and(betsOfRound(tableId, roundNo), eq(bets.memberId, memberId)))
        .orderBy(asc(bets.createdAt), asc(bets.id));
    },

    /** The table's played rounds (result fixed), newest first. */
    async playedRounds(tableId: string, limit: number): Promise<RoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(and(eq(rounds.game, game.game), eq(rounds.tableId, tableId), ne(rounds.status, 'open')))
        .orderBy(desc(rounds.roundNo))
        .limit(limit);
    },

    /** Rounds not settled whose betting closed before `before` (of one table, or of all). */
    async unsettledRounds(before: Date, limit: number, tableId?: string): Promise<RoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(
          and(
            eq(rounds.game, game.game),
            ne(rounds.status, 'settled'),
            lt(rounds.closesAt, before),
            tableId ? eq(rounds.tableId, tableId) : undefined,
          ),
        )
        .orderBy(asc(rounds.closesAt))
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
export type RoundTableRepository = ReturnType<typeof createRoundTableRepository>;
