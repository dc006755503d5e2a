import { cidr, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The offline IP-to-country list. PostgreSQL's cidr type lets the lookup use `>>=` containment
 * for IPv4 and IPv6 alike and pick the most specific block.
 */
export const geoCidrs = pgTable('geo_cidrs', {
  cidr: cidr('cidr').primaryKey(),
  country: text('country').notNull(),
  source: text('source').$type<'seed' | 'admin'>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
