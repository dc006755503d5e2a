import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  feedback,
  feedbackImages,
  memberMessages,
  members,
  type ContentTranslations,
} from '../../db/schema/index.js';
import type { ImageMime } from '../../lib/images.js';

export type MessageRow = typeof memberMessages.$inferSelect;

export function createMessagesRepository(db: Db) {
  return {
    async page(memberId: number, pageNo: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberMessages)
          .where(eq(memberMessages.memberId, memberId))
          .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(memberMessages).where(eq(memberMessages.memberId, memberId)),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** Marks the member's message read (first read only) and returns it; undefined if not theirs. */
    async read(memberId: number, id: number): Promise<{ row: MessageRow; wasUnread: boolean } | undefined> {
      const [updated] = await db
        .update(memberMessages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(memberMessages.id, id),
            eq(memberMessages.memberId, memberId),
            isNull(memberMessages.readAt),
          ),
        )
        .returning();
      if (updated) return { row: updated, wasUnread: true };
      const [row] = await db
        .select()
        .from(memberMessages)
        .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId)));
      return row ? { row, wasUnread: false } : undefined;
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
      return row?.n ?? 0;
    },

    /** `translations`: the message in other languages (the platform's own messages have them). */
    async insertForMember(
      merchantId: number,
      memberId: number,
      title: string,
      content: string,
      translations: ContentTranslations = {},
    ) {
      await db.insert(memberMessages).values({ merchantId, memberId, title, content, translations });
    },

    /** One row per member of the merchant; returns how many were written. */
    async insertForAll(
      merchantId: number,
      title: string,
      content: string,
      translations: ContentTranslations = {},
    ): Promise<number> {
      const ids = await db.select({ id: members.id }).from(members).where(eq(members.merchantId, merchantId));
      if (ids.length === 0) return 0;
      await db
        .insert(memberMessages)
        .values(ids.map(({ id }) => ({ merchantId, memberId: id, title, content, translations })));
      return ids.length;
    },

    /** The feedback and its images in one transaction: all of it is stored or none. */
    async insertFeedback(
      row: { merchantId: number; memberId: number; content: string; comment: string },
      images: { mimeType: ImageMime; data: Buffer }[],
    ): Promise<{ id: number; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(feedback)
          .values(row)
          .returning({ id: feedback.id, createdAt: feedback.createdAt });
        if (!inserted) throw new Error('feedback insert returned nothing');
        if (images.length > 0) {
          await tx
            .insert(feedbackImages)
            .values(images.map((img, position) => ({ feedbackId: inserted.id, position, ...img })));
        }
        return inserted;
      });
    },

    async feedbackPage(merchantId: number, pageNo: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: feedback.id,
            account: members.account,
            content: feedback.content,
            comment: feedback.comment,
            createdAt: feedback.createdAt,
            images: sql<{ mimeType: ImageMime; bytes: number }[]>`coalesce((
              select json_agg(json_build_object('mimeType', fi.mime_type, 'bytes', octet_length(fi.data))
                order by fi.position)
              from ${feedbackImages} fi where fi.feedback_id = ${feedback.id}), '[]'::json)`,
          })
          .from(feedback)
          .innerJoin(members, eq(members.id, feedback.memberId))
          .where(eq(feedback.merchantId, merchantId))
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(feedback).where(eq(feedback.merchantId, merchantId)),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
