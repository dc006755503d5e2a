import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentPasswords } from '../../db/schema/index.js';

/** How long a reserved check holds its attempt at most: an argon2 check takes milliseconds. */
const CHECK_LEASE_SECONDS = 30;

/** The members' payment password hashes and their wrong-attempt counts. */
export function createPaymentPasswordRepository(db: Db) {
  return {
    async isSet(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ memberId: paymentPasswords.memberId })
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, memberId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Reserves one check in one guarded UPDATE and answers the hash: allowed while the wrong answers
     * counted so far plus the checks running now stay under `maxAttempts`, so however many calls
     * arrive together no more than that many are ever evaluated before the lock. A lock that has run
     * out starts a fresh count; a hold whose lease ran out (a process that died mid-check) is
     * dropped. Nothing answered: locked, busy (every attempt is being checked) or no password.
     */
    async reserveCheck(memberId: number, maxAttempts: number): Promise<{ hash: string } | undefined> {
      const lapsed = sql`(${paymentPasswords.lockedUntil} IS NOT NULL AND ${paymentPasswords.lockedUntil} <= now())`;
      const failed = sql`CASE WHEN ${lapsed} THEN 0 ELSE ${paymentPasswords.failedAttempts} END`;
      const running = sql`CASE WHEN ${paymentPasswords.checksLeaseUntil} IS NULL
        OR ${paymentPasswords.checksLeaseUntil} <= now() THEN 0 ELSE ${paymentPasswords.checksInFlight} END`;
      const [row] = await db
        .update(paymentPasswords)
        .set({
          failedAttempts: failed,
          lockedUntil: sql`CASE WHEN ${lapsed} THEN NULL ELSE ${paymentPasswords.lockedUntil} END`,
          checksInFlight: sql`${running} + 1`,
          checksLeaseUntil: sql`now() + make_interval(secs => ${CHECK_LEASE_SECONDS})`,
        })
        .where(
          and(
            eq(paymentPasswords.memberId, memberId),
            or(isNull(paymentPasswords.lockedUntil), lapsed),
            sql`${failed} + ${running} < ${maxAttempts}`,
          ),
        )
        .returning({ hash: paymentPasswords.hash });
      return row;
    },

    /** Why a check could not be reserved. */
    async refusal(memberId: number): Promise<'notSet' | 'locked' | 'busy'> {
      const [row] = await db
        .select({ locked: sql<boolean>`${paymentPasswords.lockedUntil} > now()` })
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, memberId))
        .limit(1);
      if (!row) return 'notSet';
      return row.locked ? 'locked' : 'busy';
    },

    /**
     * Ends a reserved check. A right password clears the count of wrong ones; a wrong one adds to it,
     * and the one that reaches `maxAttempts` sets the lock.
     */
    async finishCheck(
      memberId: number,
      right: boolean,
      limits: { maxAttempts: number; lockMinutes: number },
    ): Promise<void> {
      const released = sql`GREATEST(${paymentPasswords.checksInFlight} - 1, 0)`;
      if (right) {
        await db
          .update(paymentPasswords)
          .set({ failedAttempts: 0, checksInFlight: released })
          .where(eq(paymentPasswords.memberId, memberId));
        return;
      }
      const next = sql`${paymentPasswords.failedAttempts} + 1`;
      await db
        .update(paymentPasswords)
        .set({
          failedAttempts: next,
          checksInFlight: released,
          lockedUntil: sql`CASE WHEN ${next} >= ${limits.maxAttempts}
            THEN now() + make_interval(mins => ${limits.lockMinutes}) ELSE ${paymentPasswords.lockedUntil} END`,
        })
        .where(eq(paymentPasswords.memberId, memberId));
    },

    /** Stores the first password; false when one was set in the meantime. */
    async insertIfNone(memberId: number, hash: string): Promise<boolean> {
      const inserted = await db
        .insert(paymentPasswords)
        .values({ memberId, hash })
        .onConflictDoNothing()
        .returning({ memberId: paymentPasswords.memberId });
      return inserted.length > 0;
    },

    /** Replaces the password; the count and any lock start afresh. */
    async replace(memberId: number, hash: string): Promise<void> {
      await db
        .update(paymentPasswords)
        .set({ hash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
        .where(eq(paymentPasswords.memberId, memberId));
    },
  };
}
