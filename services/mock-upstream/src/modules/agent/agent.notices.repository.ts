/** The notices shown to agents, and the operator's choice of a notice's audience. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notices } from '../../db/schema/index.js';

export function createAgentNoticesRepository(db: Db) {
  return {
    agentNotices(merchantId: number, now: Date) {
      return db
        .select()
        .from(notices)
        .where(
          and(
            eq(notices.merchantId, merchantId),
            eq(notices.audience, 'agents'),
            sql`${notices.startAt} <= ${now}`,
            sql`(${notices.endAt} IS NULL OR ${notices.endAt} > ${now})`,
          ),
        )
        .orderBy(desc(notices.startAt), notices.sort, desc(notices.id));
    },

    async setNoticeAudience(merchantId: number, id: number, audience: 'all' | 'agents') {
      const [row] = await db
        .update(notices)
        .set({ audience })
        .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
        .returning({ id: notices.id, audience: notices.audience });
      return row;
    },
  };
}
