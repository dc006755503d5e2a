import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants.js';

/** Per-merchant validation rule of one registration field. */
export const registerRules = pgTable(
  'register_rules',
  {
    merchantId: merchantRef(),
    field: text('field').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: integer('pattern_id').notNull(),
    required: boolean('required').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);
