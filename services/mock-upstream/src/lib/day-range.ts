import { ErrorCode, MAX_RECORD_RANGE_DAYS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from './errors.js';

const DAY_MS = 86_400_000;

/** Validates a brand-zone day range: real dates, in order, at most MAX_RECORD_RANGE_DAYS days. */
export function checkRange(startDate: string, endDate: string): void {
  const parse = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const time = Date.UTC(y, m - 1, d);
    return new Date(time).toISOString().slice(0, 10) === day ? time : null;
  };
  const start = parse(startDate);
  const end = parse(endDate);
  const refuse = (message: string) =>
    AppError.rule(ErrorCode.recordRangeInvalid, message, { startDate: 'RECORD_RANGE_INVALID' });
  if (start === null || end === null) throw refuse('not a calendar day');
  if (end < start) throw refuse('the end date is before the start date');
  if ((end - start) / DAY_MS + 1 > MAX_RECORD_RANGE_DAYS) {
    throw refuse(`a range spans at most ${MAX_RECORD_RANGE_DAYS} days`);
  }
}

/** The first instant of a brand-zone calendar day, and the first instant after it (SQL). */
export const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
export const dayEnd = (day: string, timeZone: string) =>
  sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${timeZone})`;
