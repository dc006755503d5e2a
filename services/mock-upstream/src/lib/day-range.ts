/**
 * SQL bounds of brand-zone calendar days. The days are valid by then: every day and range input is
 * parsed with the contracts' date rule (dates.ts) at the route, refused with RECORD_RANGE_INVALID.
 */
import { sql } from 'drizzle-orm';

/** The first instant of a brand-zone calendar day, and the first instant after it (SQL). */
export const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
export const dayEnd = (day: string, timeZone: string) =>
  sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${timeZone})`;
