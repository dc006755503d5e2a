export const RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangeKey = (typeof RANGES)[number];
export type DayRange = { startDate: string; endDate: string };

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A calendar day moved by whole days (calendar arithmetic in UTC, so no zone can shift it). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The spec's record ranges as calendar days of the brand's zone, both ends included. */
export function rangeFor(key: RangeKey, timeZone: string, now: Date = new Date()): DayRange {
  const today = dayIn(timeZone, now);
  switch (key) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
  }
}
