import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { merchantRef } from './merchants.js';

/**
 * A member's browsers subscribed to web push (ADR 0017). The endpoint is the push service's URL for
 * one browser: unique, so a browser that subscribes again (or for another member after a logout on
 * a shared device) updates its row and is pushed to once. A 404 or 410 from the push service deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Upper-case portal code: what the service worker words the notification in. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);

/** What a member wants pushed and the hours it is quiet (no row: every kind on, no quiet hours). */
export const pushSettings = pgTable(
  'push_settings',
  {
    memberId: memberRef('cascade').primaryKey(),
    messages: boolean('messages').notNull().default(true),
    rewards: boolean('rewards').notNull().default(true),
    security: boolean('security').notNull().default(true),
    /** `HH:MM` in `quiet_time_zone`; all three or none. */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    quietTimeZone: text('quiet_time_zone'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'push_settings_quiet_all_or_none',
      sql`(${t.quietFrom} IS NULL) = (${t.quietTo} IS NULL) AND (${t.quietFrom} IS NULL) = (${t.quietTimeZone} IS NULL)`,
    ),
  ],
);

/**
 * Every push decided, sent or not, one row per (member, item): the operator's log
 * (`GET /admin/push/log`) and, by its unique key, what keeps an item from being pushed twice when
 * the news of it arrives twice (`ref` is the item: `message:<id>`, `reward:<id>`,
 * `security:<event>:<id>`). The row is claimed `pending` before any push service is asked.
 */
export const pushLog = pgTable(
  'push_log',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    kind: text('kind').$type<'messages' | 'rewards' | 'security'>().notNull(),
    ref: text('ref').notNull(),
    outcome: text('outcome')
      .$type<'pending' | 'sent' | 'quiet' | 'protection' | 'off' | 'none' | 'gone' | 'failed'>()
      .notNull(),
    /** Subscriptions the push service accepted it for, and those it answered 404/410 for (removed). */
    delivered: integer('delivered').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** The last push service status that was not a success, when one was. */
    failStatus: integer('fail_status'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_log_member_ref_uq').on(t.memberId, t.ref),
    index('push_log_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('push_log_kind', sql`${t.kind} IN ('messages','rewards','security')`),
    check(
      'push_log_outcome',
      sql`${t.outcome} IN ('pending','sent','quiet','protection','off','none','gone','failed')`,
    ),
  ],
);
