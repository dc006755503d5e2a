/**
 * Calendar days as the brand counts them. Records, reports and rollups are asked for by the brand's
 * day (the demo brand is UTC+7): a test asking for "today" in UTC asks for yesterday's records for
 * seven hours of every day.
 */
export const BRAND_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The brand's calendar day (YYYY-MM-DD) now, in `timeZone` (bootstrap's `brand.timeZone`). */
export function brandDay(timeZone = BRAND_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
