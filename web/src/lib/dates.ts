export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A date and time without a zone ("YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss[.SSS]]", T or a space between):
 * a wall-clock time, read on the browser's clock. Anything else (an ISO instant with Z or an offset)
 * goes to Date.
 */
const WALL_CLOCK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt\s]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?)?$/;

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = WALL_CLOCK.exec(value.trim());
  if (!m) return new Date(value);
  const [, y, mo, d, h, mi, s, ms] = m;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    Number((ms ?? '0').slice(0, 3).padEnd(3, '0')),
  );
  // Out of range (month 13, 25 o'clock) is no date, not the next year or day.
  const exact =
    date.getMonth() === Number(mo) - 1 &&
    date.getDate() === Number(d) &&
    date.getHours() === Number(h ?? 0) &&
    date.getMinutes() === Number(mi ?? 0) &&
    date.getSeconds() === Number(s ?? 0);
  return exact ? date : new Date(Number.NaN);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date (ISO string, "YYYY-MM-DD HH:mm:ss" string or Date) as YYYY-MM-DD HH:mm:ss on the
 * browser's clock; something that is no date stays as it is.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Formats an instant as YYYY-MM-DD HH:mm:ss on the clock of `timeZone` (the brand's zone), so a
 * record's time and the calendar days its filter uses always agree, wherever the browser is.
 */
export function formatDateTimeInZone(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
