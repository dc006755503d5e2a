import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import type { contactCodes, smsCodes } from './schema/index.js';

/** The tables of codes sent to prove a phone or a contact: each code is tried a few times, used once. */
type CodeTable = typeof smsCodes | typeof contactCodes;

/** The life of a one-time code, the same in every table of them. */
export function oneTimeCodes<T extends CodeTable>(db: Db, table: T) {
  const codes: CodeTable = table;
  return {
    /** The newest unused code among those `where` picks. */
    async latest(where: SQL | undefined): Promise<T['$inferSelect'] | undefined> {
      const [row] = await db
        .select()
        .from(codes)
        .where(and(where, isNull(codes.usedAt)))
        .orderBy(desc(codes.createdAt), desc(codes.id))
        .limit(1);
      return row as T['$inferSelect'] | undefined;
    },

    /**
     * Spends one of a code's attempts before it is compared, in one conditional statement, so
     * parallel guesses cannot exceed the limit. False when the code is used up or out of tries.
     */
    async claimAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(and(eq(codes.id, id), isNull(codes.usedAt), lt(codes.attempts, maxAttempts)))
        .returning({ id: codes.id });
      return rows.length > 0;
    },

    /** Marks a code used; false when another request used it first (single use under races). */
    async use(id: number): Promise<boolean> {
      const rows = await db
        .update(codes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(codes.id, id), isNull(codes.usedAt)))
        .returning({ id: codes.id });
      return rows.length > 0;
    },
  };
}
