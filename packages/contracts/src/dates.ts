/**
 * The one rule every date and range input meets, on the gateway (tRPC inputs) and on the platform
 * (its request schemas) alike, because both parse with these schemas:
 *
 * - a day is `YYYY-MM-DD` naming a real calendar day (zod's ISO date: month 01-12, the month's own
 *   last day, 29 February of leap years only) from FIRST_YEAR on; `2024-13-01`, `0000-00-00` and
 *   `2023-02-29` are refused, not handed to the database (which answers them with an error, a 500);
 * - an instant is an ISO date-time with its offset, on a real day of the same years;
 * - a brand time (`YYYY-MM-DD HH:mm:ss`, the brand's zone) is a real day and a real time of day;
 * - a range has its start on or before its end and, for record queries, spans at most
 *   MAX_RECORD_RANGE_DAYS days, both ends included.
 *
 * Each refusal names its field with one of DATE_FIELD_ERRORS, and both services answer any of them
 * with RECORD_RANGE_INVALID (400), as the record queries always did: the gateway's message key is
 * `validation.<error>` (e.g. `fields.startDate = 'validation.day_invalid'`), the platform's the bare
 * error (`fields.startDate = 'day_invalid'`).
 */
import { z } from 'zod';

/** The field messages of the date rule. */
export const DATE_FIELD_ERRORS = ['day_invalid', 'instant_invalid', 'range_order', 'range_too_long'] as const;
export type DateFieldError = (typeof DATE_FIELD_ERRORS)[number];

const DATE_FIELD_ERROR_SET = new Set<string>(DATE_FIELD_ERRORS);
export function isDateFieldError(message: string): message is DateFieldError {
  return DATE_FIELD_ERROR_SET.has(message);
}

/** No input names a day before this year (nothing of the portal's is older; PostgreSQL has no year 0). */
export const FIRST_YEAR = 1900;

/** Longest span a record query may ask for, both ends included (the spec's widest range is 30 days). */
export const MAX_RECORD_RANGE_DAYS = 31;

const DAY_MS = 86_400_000;
const ISO_DAY = z.iso.date();
const ISO_INSTANT = z.iso.datetime({ offset: true });
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** `YYYY-MM-DD` naming a real calendar day from FIRST_YEAR on. */
export function isCalendarDay(value: unknown): value is string {
  return (
    typeof value === 'string' && ISO_DAY.safeParse(value).success && Number(value.slice(0, 4)) >= FIRST_YEAR
  );
}

/** An ISO date-time with an offset (`Z` or `+07:00`) on a real day from FIRST_YEAR on. */
export function isInstant(value: unknown): value is string {
  return (
    typeof value === 'string' && ISO_INSTANT.safeParse(value).success && isCalendarDay(value.slice(0, 10))
  );
}

/** `YYYY-MM-DD HH:mm:ss`: a real day and a real time of day (read in the brand's zone). */
export function isBrandDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length === 19 &&
    value[10] === ' ' &&
    isCalendarDay(value.slice(0, 10)) &&
    TIME_OF_DAY.test(value.slice(11))
  );
}

/** YYYY-MM-DD, a calendar day in the brand's time zone. */
export const DaySchema = z.string({ error: 'day_invalid' }).refine(isCalendarDay, { error: 'day_invalid' });
/** An instant, ISO 8601 with its offset. */
export const InstantSchema = z
  .string({ error: 'instant_invalid' })
  .refine(isInstant, { error: 'instant_invalid' });
/** A wall-clock time in the brand's zone, `YYYY-MM-DD HH:mm:ss`. */
export const BrandDateTimeSchema = z
  .string({ error: 'instant_invalid' })
  .refine(isBrandDateTime, { error: 'instant_invalid' });

/** Days from `start` to `end`, both included (both real days). */
export function daysSpanned(start: string, end: string): number {
  const at = (day: string) =>
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return (at(end) - at(start)) / DAY_MS + 1;
}

/** What is wrong with a day range, and on which end; null when it may be asked. */
export function dayRangeProblem(
  startDate: string,
  endDate: string,
  maxDays: number | null = MAX_RECORD_RANGE_DAYS,
): { end: 'start' | 'end'; error: DateFieldError } | null {
  if (!isCalendarDay(startDate)) return { end: 'start', error: 'day_invalid' };
  if (!isCalendarDay(endDate)) return { end: 'end', error: 'day_invalid' };
  if (startDate > endDate) return { end: 'end', error: 'range_order' };
  if (maxDays !== null && daysSpanned(startDate, endDate) > maxDays)
    return { end: 'start', error: 'range_too_long' };
  return null;
}

export interface RangeOptions {
  /** The fields holding the range's ends. */
  start?: string;
  end?: string;
  /** Longest span in days, both ends included (day ranges only); null: unbounded. */
  maxDays?: number | null;
  /** What each end must be for the order to mean anything (default: a calendar day). */
  valid?: (value: unknown) => boolean;
}

/**
 * The range rule on an object schema: start on or before end (refused on the end's field,
 * `range_order`) and a bounded span (on the start's field, `range_too_long`). Judged whenever both
 * ends are valid, even while other fields are wrong, so a refusal always names the range. An end
 * left out (an optional range) is not judged. Keeps the schema's type: extend it with new fields
 * (`.extend`), or replace fields with `.safeExtend` (zod refuses `.extend` over a refined object).
 */
export function withRange<T extends z.ZodObject>(schema: T, options: RangeOptions = {}): T {
  const start = options.start ?? 'startDate';
  const end = options.end ?? 'endDate';
  const valid = options.valid ?? isCalendarDay;
  const maxDays = options.maxDays === undefined ? MAX_RECORD_RANGE_DAYS : options.maxDays;
  const ends = (value: unknown): [string, string] | null => {
    const o = value as Record<string, unknown> | null;
    if (typeof o !== 'object' || o === null) return null;
    const [a, b] = [o[start], o[end]];
    return valid(a) && valid(b) ? [a as string, b as string] : null;
  };
  // Both kinds of value compare in time order as strings: fixed-width, most significant first.
  const ordered = schema.refine(
    (v) => {
      const pair = ends(v);
      return pair === null || pair[0] <= pair[1];
    },
    { path: [end], error: 'range_order', when: (payload) => ends(payload.value) !== null },
  );
  if (maxDays === null) return ordered as T;
  return ordered.refine(
    (v) => {
      const pair = ends(v);
      return (
        pair === null ||
        pair[0] > pair[1] ||
        daysSpanned(pair[0].slice(0, 10), pair[1].slice(0, 10)) <= maxDays
      );
    },
    { path: [start], error: 'range_too_long', when: (payload) => ends(payload.value) !== null },
  ) as T;
}

/** The usual record range: `startDate`..`endDate`, at most MAX_RECORD_RANGE_DAYS days. */
export const DayRangeShape = { startDate: DaySchema, endDate: DaySchema };
