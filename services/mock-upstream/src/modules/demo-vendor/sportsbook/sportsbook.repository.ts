import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { members, merchants, sportsbookBets } from '../../../db/schema/index.js';

export type SportsBetRow = typeof sportsbookBets.$inferSelect;
export type SportsBetStatus = SportsBetRow['status'];

/** What asking to place a bet came to. */
export type PlaceOutcome =
  { kind: 'new' | 'existing'; bet: SportsBetRow } | { kind: 'over_limit'; stakedMinor: bigint };

/** Bets that still move money: accepted (maybe not yet debited) or debited. */
const LIVE: SportsBetStatus[] = ['pending', 'placed'];

/**
 * The sportsbook's bets. A bet is accepted under a lock of the member's part of the fixture, so
 * the fixture's stake limit is read and written by one bet at a time.
 */
export function createSportsbookRepository(db: Db) {
  return {
    async bet(id: string): Promise<SportsBetRow | null> {
      const [row] = await db.select().from(sportsbookBets).where(eq(sportsbookBets.id, id));
      return row ?? null;
    },

    /**
     * Accepts a bet as `pending`: the same id answers the bet recorded; else refused when it
     * would take the member's live stakes on the fixture past `fixtureMaxMinor`.
     */
    async placeBet(o: {
      id: string;
      merchantId: number;
      memberId: number;
      fixtureNo: number;
      market: string;
      line: number | null;
      selection: string;
      oddsH: number;
      amountMinor: bigint;
      fixtureMaxMinor: bigint;
    }): Promise<PlaceOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`sportsbook:${o.fixtureNo}:${o.memberId}`}))`,
        );
        const [existing] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, o.id));
        if (existing) return { kind: 'existing' as const, bet: existing };
        const [staked] = await tx
          .select({ sum: sql<string>`coalesce(sum(${sportsbookBets.amountMinor}), 0)::text` })
          .from(sportsbookBets)
          .where(
            and(
              eq(sportsbookBets.fixtureNo, o.fixtureNo),
              eq(sportsbookBets.memberId, o.memberId),
              inArray(sportsbookBets.status, [...LIVE, 'settled']),
            ),
          );
        const stakedMinor = BigInt(staked?.sum ?? '0');
        if (stakedMinor + o.amountMinor > o.fixtureMaxMinor)
          return { kind: 'over_limit' as const, stakedMinor };
        const [bet] = await tx
          .insert(sportsbookBets)
          .values({
            id: o.id,
            merchantId: o.merchantId,
            memberId: o.memberId,
            fixtureNo: o.fixtureNo,
            market: o.market,
            line: o.line,
            selection: o.selection,
            oddsH: o.oddsH,
            amountMinor: o.amountMinor,
          })
          .returning();
        if (!bet) throw new Error('sportsbook: a bet was not written');
        return { kind: 'new' as const, bet };
      });
    },

    /** Moves a bet from one of `from` to `to` (a bet in another state keeps it). */
    async markBet(
      id: string,
      from: SportsBetStatus[],
      to: SportsBetStatus,
      error: string | null = null,
    ): Promise<void> {
      await db
        .update(sportsbookBets)
        .set({ status: to, error, ...(LIVE.includes(to) ? {} : { settledAt: sql`now()` }) })
        .where(and(eq(sportsbookBets.id, id), inArray(sportsbookBets.status, from)));
    },

    /** Records what a placed bet came to; a bet no longer `placed` keeps its state. */
    async settleBet(id: string, outcome: string, winMinor: bigint): Promise<void> {
      await db
        .update(sportsbookBets)
        .set({ status: 'settled', outcome, winMinor, settledAt: sql`now()` })
        .where(and(eq(sportsbookBets.id, id), eq(sportsbookBets.status, 'placed')));
    },

    /** Live bets on fixtures up to `lastEnded`, oldest first, with whose they are. */
    async dueBets(lastEnded: number, limit: number) {
      return db
        .select({ bet: sportsbookBets, account: members.account, merchantCode: merchants.code })
        .from(sportsbookBets)
        .innerJoin(members, eq(members.id, sportsbookBets.memberId))
        .innerJoin(merchants, eq(merchants.id, sportsbookBets.merchantId))
        .where(and(lte(sportsbookBets.fixtureNo, lastEnded), inArray(sportsbookBets.status, LIVE)))
        .orderBy(asc(sportsbookBets.fixtureNo), asc(sportsbookBets.createdAt))
        .limit(limit);
    },

    /** A member's latest bets, newest first. */
    async betsOf(memberId: number, limit: number): Promise<SportsBetRow[]> {
      return db
        .select()
        .from(sportsbookBets)
        .where(eq(sportsbookBets.memberId, memberId))
        .orderBy(desc(sportsbookBets.createdAt), desc(sportsbookBets.id))
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
export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
