import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LimitKind, LimitPeriod } from '@portal/contracts';
import { memberRef } from './accounts.js';
import { updatedAt } from './columns.js';

/**
 * Player protection (ADR 0011). One settings row per member who ever set anything or
 * deposited: it is also the member's lock (SELECT ... FOR UPDATE) that serialises limit changes and
 * deposits, so concurrent deposits cannot pass a limit together.
 */
export const protectionSettings = pgTable('protection_settings', {
  memberId: memberRef('cascade').primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes'),
  timeoutUntil: timestamp('timeout_until', { withTimezone: true }),
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * One limit of a member: `amount_minor` is in force (null: none) until `next_at`, when `next_minor`
 * is (null with a `next_at`: the limit is removed). Raises and removals wait 24 hours; the row is
 * normalised (next promoted) on every write and read through `inForce` otherwise.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: memberRef('cascade'),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    nextMinor: bigint('next_minor', { mode: 'bigint' }),
    nextAt: timestamp('next_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_kind', sql`${t.kind} IN ('deposit', 'loss')`),
    check('protection_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
    check(
      'protection_limits_amounts',
      sql`(${t.amountMinor} IS NULL OR ${t.amountMinor} >= 0) AND (${t.nextMinor} IS NULL OR ${t.nextMinor} >= 0)`,
    ),
  ],
);
