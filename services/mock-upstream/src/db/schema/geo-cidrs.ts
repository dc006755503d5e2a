import { cidr, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/**
 * The offline IP-to-country list. PostgreSQL's cidr type lets the lookup use `>>=` containment
 * for IPv4 and IPv6 alike and pick the most specific block.
 */
export const geoCidrs = pgTable('geo_cidrs', {
  cidr: cidr('cidr').primaryKey(),
  country: text('country').notNull(),
  source: text('source').$type<'seed' | 'admin'>().notNull(),
  updatedAt: updatedAt(),
});
