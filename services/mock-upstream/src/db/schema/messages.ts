import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from './content.js';
import { bytea } from './payments.js';
import { merchantRef } from './merchants.js';
import { memberRef } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * Platform messages (member centre messageV2). One row per recipient: a message sent to every
 * member is written once per member, so reading it (read_at) is each member's own.
 * `content` is operator HTML, stored as given and sanitised by clients before display.
 * `translations`: the message in other languages, by upper-case language code, like a content row's
 * (the platform's own messages, such as a contract offer, are written in every complete language;
 * `title` and `content` are the default language's, shown where a language has none).
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_member_created_idx').on(t.memberId, t.createdAt)],
);

/** Feedback a member sent through the feedback form. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    content: text('content').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant_created_idx').on(t.merchantId, t.createdAt)],
);

/** Images of a feedback (at most 3, png or jpeg by content, 5 MB each), stored by the upstream. */
export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  mimeType: text('mime_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  data: bytea('data').notNull(),
});
