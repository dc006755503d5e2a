import { and, asc, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  memberMessages,
  members,
  pushLog,
  pushSettings,
  pushSubscriptions,
  rewards,
} from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushSettingsRow = typeof pushSettings.$inferSelect;
export type PushLogRow = typeof pushLog.$inferSelect;
export type PushOutcomeValue = PushLogRow['outcome'];

/** Subscriptions, settings and the send log of web push, and the news a push tells of. */
export function createPushRepository(db: Db) {
  return {
    async subscriptions(memberId: number): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId))
        .orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
    },

    async countSubscriptions(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId));
      return row?.n ?? 0;
    },

    /** Inserts, or takes over the browser's row (same endpoint) for this member with its new keys. */
    async upsertSubscription(row: typeof pushSubscriptions.$inferInsert): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            merchantId: row.merchantId,
            memberId: row.memberId,
            p256dh: row.p256dh,
            auth: row.auth,
            language: row.language,
            updatedAt: sql`now()`,
          },
        });
    },

    async subscriptionByEndpoint(endpoint: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row;
    },

    async removeSubscription(memberId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async removeSubscriptionById(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async settings(memberId: number): Promise<PushSettingsRow | undefined> {
      const [row] = await db.select().from(pushSettings).where(eq(pushSettings.memberId, memberId));
      return row;
    },

    async saveSettings(row: typeof pushSettings.$inferInsert): Promise<void> {
      const { memberId: _memberId, ...set } = row;
      await db
        .insert(pushSettings)
        .values(row)
        .onConflictDoUpdate({ target: pushSettings.memberId, set: { ...set, updatedAt: sql`now()` } });
    },

    /**
     * Claims the push of one item for a member: true for the first caller only (the unique key on
     * member and ref), so news of the same item arriving twice, even at once, pushes it once.
     */
    async claim(
      merchantId: number,
      memberId: number,
      kind: PushLogRow['kind'],
      ref: string,
    ): Promise<number | null> {
      const [row] = await db
        .insert(pushLog)
        .values({ merchantId, memberId, kind, ref, outcome: 'pending' })
        .onConflictDoNothing()
        .returning({ id: pushLog.id });
      return row?.id ?? null;
    },

    async settle(
      id: number,
      result: { outcome: PushOutcomeValue; delivered?: number; removed?: number; failStatus?: number | null },
    ): Promise<void> {
      await db
        .update(pushLog)
        .set({
          outcome: result.outcome,
          delivered: result.delivered ?? 0,
          removed: result.removed ?? 0,
          failStatus: result.failStatus ?? null,
        })
        .where(eq(pushLog.id, id));
    },

    /** The brand's log, newest first, with each member's account. */
    async log(merchantId: number, limit: number, account?: string) {
      return db
        .select({
          id: pushLog.id,
          account: members.account,
          kind: pushLog.kind,
          ref: pushLog.ref,
          outcome: pushLog.outcome,
          delivered: pushLog.delivered,
          removed: pushLog.removed,
          failStatus: pushLog.failStatus,
          at: pushLog.createdAt,
        })
        .from(pushLog)
        .innerJoin(members, eq(members.id, pushLog.memberId))
        .where(and(eq(pushLog.merchantId, merchantId), account ? eq(members.account, account) : undefined))
        .orderBy(desc(pushLog.id))
        .limit(limit);
    },

    /** Unread messages of the member newer than `since` that no push has told of yet, newest first. */
    async unpushedMessages(memberId: number, since: Date) {
      return db
        .select()
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.memberId, memberId),
            isNull(memberMessages.readAt),
            gt(memberMessages.createdAt, since),
            notExists(
              db
                .select({ one: sql`1` })
                .from(pushLog)
                .where(
                  and(
                    eq(pushLog.memberId, memberId),
                    eq(pushLog.ref, sql`'message:' || ${memberMessages.id}`),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(memberMessages.id))
        .limit(5);
    },

    /** Rewards waiting for the member's claim, issued after `since`, that no push has told of yet. */
    async unpushedRewards(memberId: number, since: Date) {
      return db
        .select()
        .from(rewards)
        .where(
          and(
            eq(rewards.memberId, memberId),
            eq(rewards.status, 'waiting'),
            gt(rewards.issuedAt, since),
            notExists(
              db
                .select({ one: sql`1` })
                .from(pushLog)
                .where(and(eq(pushLog.memberId, memberId), eq(pushLog.ref, sql`'reward:' || ${rewards.id}`))),
            ),
          ),
        )
        .orderBy(desc(rewards.id))
        .limit(5);
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
