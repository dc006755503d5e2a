import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  members,
  merchants,
  sportsbookBets,
  sportsbookFixtures,
  sportsbookLegs,
} from '../../../db/schema/index.js';

export type SportsBetRow = typeof sportsbookBets.$inferSelect;
export type SportsLegRow = typeof sportsbookLegs.$inferSelect;
export type SportsBetStatus = SportsBetRow['status'];
export type FixtureSeedRow = typeof sportsbookFixtures.$inferSelect;
/** A fixture's seed as it is first stored (its book is the repository's). */
export type NewFixtureSeed = Pick<FixtureSeedRow, 'fixtureNo' | 'scheme' | 'serverSeed' | 'serverSeedHash'>;
/** A bet with its legs in order. */
export type SportsBet = SportsBetRow & { legs: SportsLegRow[] };

export interface NewLeg {
  fixtureNo: number;
  market: string;
  line: number | null;
  selection: string;
  oddsH: number;
}

/** What asking to place a bet came to. */
export type PlaceOutcome =
  | { kind: 'new' | 'existing'; bet: SportsBet }
  | { kind: 'over_limit'; fixtureNo: number; stakedMinor: bigint };

/** Bets that still move money: accepted (maybe not yet debited) or debited. */
const LIVE: SportsBetStatus[] = ['pending', 'placed'];
/** Bets whose stake counts against a match's limit: all but those refused or returned. */
const STAKED: SportsBetStatus[] = ['pending', 'placed', 'settled', 'cashed_out'];
/** How long one instance keeps a bet it is settling before another may take it over. */
const LEASE = sql`interval '30 seconds'`;

/** The book a bet was taken by: the football sportsbook or the e-sports book (ADR 0025). */
export type BookKey = SportsBetRow['book'];

/**
 * One book's bets and their legs (every query is the `book`'s own: the fixture numbers of two books
 * are not the same fixtures). A bet is accepted under a lock of the member, so each fixture's stake
 * limit is read and written by one bet at a time; it is closed by one decision (`closeBet`: the
 * result or a cash-out), written once.
 */
export function createSportsbookRepository(db: Db, book: BookKey) {
  async function withLegs(rows: SportsBetRow[], from: Pick<Db, 'select'> = db): Promise<SportsBet[]> {
    if (rows.length === 0) return [];
    const legs = await from
      .select()
      .from(sportsbookLegs)
      .where(
        inArray(
          sportsbookLegs.betId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(sportsbookLegs.betId), asc(sportsbookLegs.legNo));
    return rows.map((r) => ({ ...r, legs: legs.filter((l) => l.betId === r.id) }));
  }

  /** One bet with its legs. */
  async function withLegsOne(row: SportsBetRow, from: Pick<Db, 'select'> = db): Promise<SportsBet> {
    const [bet] = await withLegs([row], from);
    if (!bet) throw new Error(`sportsbook: bet ${row.id} not read back`);
    return bet;
  }

  async function bet(id: string): Promise<SportsBet | null> {
    const [row] = await db
      .select()
      .from(sportsbookBets)
      .where(and(eq(sportsbookBets.id, id), eq(sportsbookBets.book, book)));
    return row ? withLegsOne(row) : null;
  }

  return {
    bet,

    /**
     * The book's fixtures' seeds, stored the first time each is asked for: `seedOf` makes a missing
     * one (`hadBets`: the fixture has bets of this book from before seeds were stored). Racing
     * processes store one seed per fixture (the first insert wins) and all read that one back.
     */
    async fixtureSeeds(
      fixtureNos: readonly number[],
      seedOf: (fixtureNo: number, hadBets: boolean) => NewFixtureSeed,
    ): Promise<FixtureSeedRow[]> {
      const wanted = [...new Set(fixtureNos)];
      if (wanted.length === 0) return [];
      const read = () =>
        db
          .select()
          .from(sportsbookFixtures)
          .where(and(eq(sportsbookFixtures.book, book), inArray(sportsbookFixtures.fixtureNo, wanted)));
      const found = await read();
      const known = new Set(found.map((r) => r.fixtureNo));
      const missing = wanted.filter((n) => !known.has(n));
      if (missing.length === 0) return found;
      const withBets = new Set(
        (
          await db
            .selectDistinct({ fixtureNo: sportsbookLegs.fixtureNo })
            .from(sportsbookLegs)
            .innerJoin(sportsbookBets, eq(sportsbookBets.id, sportsbookLegs.betId))
            .where(and(eq(sportsbookBets.book, book), inArray(sportsbookLegs.fixtureNo, missing)))
        ).map((r) => r.fixtureNo),
      );
      await db
        .insert(sportsbookFixtures)
        .values(missing.map((n) => ({ ...seedOf(n, withBets.has(n)), book })))
        .onConflictDoNothing();
      return read();
    },

    /**
     * Accepts a bet as `pending`: the same id answers the bet recorded; else refused when it would
     * take the member's stakes on one of its matches past `fixtureMaxMinor`.
     */
    async placeBet(o: {
      id: string;
      merchantId: number;
      memberId: number;
      kind: 'single' | 'parlay';
      oddsH: number;
      amountMinor: bigint;
      dueAt: Date;
      legs: NewLeg[];
      fixtureMaxMinor: bigint;
    }): Promise<PlaceOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sportsbook:member:${o.memberId}`}))`);
        const [existing] = await tx.select().from(sportsbookBets).where(eq(sportsbookBets.id, o.id));
        if (existing) return { kind: 'existing' as const, bet: await withLegsOne(existing, tx) };
        for (const leg of o.legs) {
          const [staked] = await tx
            .select({ sum: sql<string>`coalesce(sum(${sportsbookBets.amountMinor}), 0)::text` })
            .from(sportsbookBets)
            .where(
              and(
                eq(sportsbookBets.memberId, o.memberId),
                eq(sportsbookBets.book, book),
                inArray(sportsbookBets.status, STAKED),
                sql`EXISTS (SELECT 1 FROM ${sportsbookLegs} l WHERE l.bet_id = ${sportsbookBets.id}
                  AND l.fixture_no = ${leg.fixtureNo})`,
              ),
            );
          const stakedMinor = BigInt(staked?.sum ?? '0');
          if (stakedMinor + o.amountMinor > o.fixtureMaxMinor) {
            return { kind: 'over_limit' as const, fixtureNo: leg.fixtureNo, stakedMinor };
          }
        }
        const [row] = await tx
          .insert(sportsbookBets)
          .values({
            id: o.id,
            merchantId: o.merchantId,
            memberId: o.memberId,
            book,
            kind: o.kind,
            oddsH: o.oddsH,
            amountMinor: o.amountMinor,
            dueAt: o.dueAt,
          })
          .returning();
        if (!row) throw new Error('sportsbook: a bet was not written');
        const legs = await tx
          .insert(sportsbookLegs)
          .values(o.legs.map((leg, legNo) => ({ ...leg, betId: o.id, legNo })))
          .returning();
        return { kind: 'new' as const, bet: { ...row, legs } };
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

    /**
     * Closes a placed bet once: by its result (its outcome, each leg's, and what it returns) or by a
     * cash-out (the offer taken). Null when it was already closed (by either) or is not placed: the
     * first decision written is the one its credit pays, however many race.
     */
    async closeBet(
      id: string,
      close:
        | {
            by: 'result';
            outcome: NonNullable<SportsBetRow['outcome']>;
            winMinor: bigint;
            legOutcomes: NonNullable<SportsLegRow['outcome']>[];
          }
        | { by: 'cash_out'; winMinor: bigint },
    ): Promise<SportsBet | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(sportsbookBets)
          .set({
            closedBy: close.by,
            winMinor: close.winMinor,
            outcome: close.by === 'result' ? close.outcome : null,
          })
          .where(
            and(
              eq(sportsbookBets.id, id),
              eq(sportsbookBets.status, 'placed'),
              isNull(sportsbookBets.closedBy),
            ),
          )
          .returning();
        if (!row) return null;
        if (close.by === 'result') {
          for (const [legNo, outcome] of close.legOutcomes.entries()) {
            await tx
              .update(sportsbookLegs)
              .set({ outcome })
              .where(and(eq(sportsbookLegs.betId, id), eq(sportsbookLegs.legNo, legNo)));
          }
        }
        return withLegsOne(row, tx);
      });
    },

    /** Records that a closed bet's credit was paid: `settled` (its result) or `cashed_out`. */
    async paid(id: string): Promise<void> {
      await db
        .update(sportsbookBets)
        .set({
          status: sql`CASE ${sportsbookBets.closedBy} WHEN 'cash_out' THEN 'cashed_out' ELSE 'settled' END`,
          settledAt: sql`now()`,
          leaseUntil: null,
        })
        .where(and(eq(sportsbookBets.id, id), eq(sportsbookBets.status, 'placed')));
    },

    /**
     * Takes the next bet to settle, for this caller alone for a while (a lease, so several service
     * instances never work on one bet at once): a live bet whose last match is over at `now`, or
     * one already closed whose credit is still to be paid (a cash-out whose credit did not answer).
     * Optionally only `memberId`'s. Null when there is none free.
     */
    async leaseDueBet(now: Date, memberId?: number) {
      const [row] = await db
        .update(sportsbookBets)
        .set({ leaseUntil: sql`now() + ${LEASE}` })
        .where(
          sql`${sportsbookBets.id} = (
            SELECT b.id FROM ${sportsbookBets} b
            WHERE b.status IN ('pending', 'placed')
              AND b.book = ${book}
              AND (b.due_at <= ${now.toISOString()}::timestamptz OR b.closed_by IS NOT NULL)
              AND (b.lease_until IS NULL OR b.lease_until < now())
              ${memberId === undefined ? sql`` : sql`AND b.member_id = ${memberId}`}
            ORDER BY b.due_at, b.id
            LIMIT 1
            FOR UPDATE SKIP LOCKED)`,
        )
        .returning();
      if (!row) return null;
      const [who] = await db
        .select({ account: members.account, merchantCode: merchants.code })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, row.memberId));
      if (!who) throw new Error(`sportsbook: bet ${row.id} names no member`);
      return { bet: await withLegsOne(row), ...who };
    },

    /** Gives a lease back (the settlement could not finish now: the next pass tries again). */
    async release(id: string): Promise<void> {
      await db.update(sportsbookBets).set({ leaseUntil: null }).where(eq(sportsbookBets.id, id));
    },

    /** A member's latest bets, newest first. */
    async betsOf(memberId: number, limit: number): Promise<SportsBet[]> {
      return withLegs(
        await db
          .select()
          .from(sportsbookBets)
          .where(and(eq(sportsbookBets.memberId, memberId), eq(sportsbookBets.book, book)))
          .orderBy(desc(sportsbookBets.createdAt), desc(sportsbookBets.id))
          .limit(limit),
      );
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
