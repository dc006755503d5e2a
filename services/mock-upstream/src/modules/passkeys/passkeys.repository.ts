import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeyChallenges, passkeyCredentials } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeyCredentials.$inferSelect;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;

/** The members' passkeys and the challenges they answer. */
export function createPasskeysRepository(db: Db) {
  return {
    async list(memberId: number): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.memberId, memberId))
        .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
    },

    async countOf(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.memberId, memberId));
      return row?.n ?? 0;
    },

    async hasAny(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: passkeyCredentials.id })
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.memberId, memberId))
        .limit(1);
      return row !== undefined;
    },

    /** A credential of this brand by the id the browser names it by. */
    async byCredentialId(merchantId: number, credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeyCredentials)
        .where(
          and(
            eq(passkeyCredentials.merchantId, merchantId),
            eq(passkeyCredentials.credentialId, credentialId),
          ),
        )
        .limit(1);
      return row;
    },

    async insert(row: typeof passkeyCredentials.$inferInsert): Promise<PasskeyRow> {
      const [inserted] = await db.insert(passkeyCredentials).values(row).returning();
      if (!inserted) throw new Error('passkey insert answered no row');
      return inserted;
    },

    async rename(memberId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeyCredentials)
        .set({ name })
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.memberId, memberId)))
        .returning();
      return row;
    },

    async remove(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(passkeyCredentials)
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.memberId, memberId)))
        .returning({ id: passkeyCredentials.id });
      return rows.length > 0;
    },

    /**
     * Moves the signature counter forward and stamps the use, in one guarded UPDATE: only when the
     * new counter is above the stored one (or both are 0, an authenticator that keeps no counter).
     * No row: the counter did not move forward.
     */
    async advance(id: number, newCounter: number): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeyCredentials)
        .set({ counter: newCounter, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(passkeyCredentials.id, id),
            or(
              lt(passkeyCredentials.counter, newCounter),
              and(eq(passkeyCredentials.counter, 0), sql`${newCounter} = 0`),
            ),
          ),
        )
        .returning();
      return row;
    },

    async markCloneSuspected(id: number): Promise<void> {
      await db
        .update(passkeyCredentials)
        .set({ cloneSuspectedAt: sql`now()` })
        .where(eq(passkeyCredentials.id, id));
    },

    async insertChallenge(row: typeof passkeyChallenges.$inferInsert): Promise<void> {
      await db.insert(passkeyChallenges).values(row);
      // Spent and lapsed challenges are only kept for a while; a cheap sweep on each issue.
      await db
        .delete(passkeyChallenges)
        .where(lt(passkeyChallenges.expiresAt, sql`now() - interval '1 day'`));
    },

    /**
     * Spends a challenge once: the one guarded UPDATE that admits it while it is unspent, unexpired,
     * of this brand, this purpose and this member (null for a sign-in). Of any number of calls that
     * answer it together exactly one gets the row.
     */
    async consume(
      id: string,
      merchantId: number,
      purpose: string,
      memberId: number | null,
    ): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .update(passkeyChallenges)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(passkeyChallenges.id, id),
            eq(passkeyChallenges.merchantId, merchantId),
            eq(passkeyChallenges.purpose, purpose),
            memberId === null ? isNull(passkeyChallenges.memberId) : eq(passkeyChallenges.memberId, memberId),
            isNull(passkeyChallenges.consumedAt),
            gt(passkeyChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
