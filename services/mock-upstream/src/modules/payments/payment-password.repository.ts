import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentPasswords } from '../../db/schema/index.js';

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
     * Counts one more attempt in one guarded UPDATE and answers the hash, unless the member is locked
     * (or has no password): `maxAttempts` consecutive ones set a lock of `lockMinutes`, and a lock
     * that has run out starts a fresh count.
     */
    async takeAttempt(
      memberId: number,
      limits: { maxAttempts: number; lockMinutes: number },
    ): Promise<{ hash: string } | undefined> {
      const lapsed = sql`${paymentPasswords.lockedUntil} <= now()`;
      const next = sql`CASE WHEN ${lapsed} THEN 1 ELSE ${paymentPasswords.failedAttempts} + 1 END`;
      const [row] = await db
        .update(paymentPasswords)
        .set({
          failedAttempts: next,
          lockedUntil: sql`CASE WHEN ${next} >= ${limits.maxAttempts}
            THEN now() + make_interval(mins => ${limits.lockMinutes}) ELSE NULL END`,
        })
        .where(
          and(
            eq(paymentPasswords.memberId, memberId),
            or(
              lapsed,
              and(
                isNull(paymentPasswords.lockedUntil),
                lt(paymentPasswords.failedAttempts, limits.maxAttempts),
              ),
            ),
          ),
        )
        .returning({ hash: paymentPasswords.hash });
      return row;
    },

    async resetAttempts(memberId: number): Promise<void> {
      await db
        .update(paymentPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
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
