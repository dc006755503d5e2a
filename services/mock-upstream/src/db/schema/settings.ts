import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/**
 * Operator switches (maintenance, blocked countries, ...). Kept in the database rather than in
 * memory so that every process serving the API agrees on them.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
