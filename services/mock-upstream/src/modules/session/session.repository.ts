import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformKeys } from '../../db/schema/index.js';

export type PlatformKeyRow = typeof platformKeys.$inferSelect;

export function createSessionRepository(db: Db) {
  return {
    async latestKey(kind: 'rsa' | 'secret'): Promise<PlatformKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(platformKeys)
        .where(eq(platformKeys.kind, kind))
        .orderBy(desc(platformKeys.createdAt))
        .limit(1);
      return row;
    },

    async findKey(keyId: string): Promise<PlatformKeyRow | undefined> {
      const [row] = await db.select().from(platformKeys).where(eq(platformKeys.keyId, keyId)).limit(1);
      return row;
    },

    async insertKey(row: typeof platformKeys.$inferInsert): Promise<void> {
      await db.insert(platformKeys).values(row).onConflictDoNothing();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
