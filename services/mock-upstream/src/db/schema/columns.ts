/**
 * Columns most tables share, written once: the brand and member a row belongs to and its timestamps.
 * Each call makes a new column builder (drizzle builders are not shared between tables). Function
 * declarations, not consts: the schema files import each other in a cycle (this file needs the
 * members and merchants tables for the references), and hoisted functions are ready whichever file
 * loads first.
 */
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts.js';
import { merchants } from './merchants.js';

/** The brand the row belongs to; the row goes with the brand. */
export function merchantRef() {
  return integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
}

/** The member the row belongs to: `restrict` for money records, which outlive nothing. */
export function memberRef(onDelete: 'cascade' | 'restrict') {
  return integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete });
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
