import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/** Whitelabel feature modules of a merchant, as a tree (parentModId null = root). */
export const modules = pgTable(
  'modules',
  {
    merchantId: merchantRef(),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);
