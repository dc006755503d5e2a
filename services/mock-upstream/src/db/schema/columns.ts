/**
 * The timestamp columns most tables share, written once. Each call makes a new column builder
 * (drizzle builders are not shared between tables). The references to a brand and to a member sit
 * beside the table they point at (`merchantRef` in merchants.ts, `memberRef` in accounts.ts), so no
 * schema file imports another in a cycle.
 */
import { timestamp } from 'drizzle-orm/pg-core';

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}
