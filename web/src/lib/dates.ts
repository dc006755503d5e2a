import { dateFormat } from './locale-format';

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

/** Date and time fields as every table shows them: numeric, with seconds, in the language's order. */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/**
 * A date and time (ISO string, "YYYY-MM-DD HH:mm:ss" string or Date) as the language writes it (its
 * order of day, month and year, its separators, hour cycle and digits: lib/locale-format). With
 * `timeZone` (the brand's zone), an instant is shown on that zone's clock, so a record's time and
 * the calendar days its filter uses always agree, wherever the browser is; without, on the
 * browser's clock, where a wall-clock time without a zone is read as written. Something that is no
 * date stays as it is.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: string,
  timeZone?: string,
): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return dateFormat(language, { ...DATE, ...TIME, ...(timeZone ? { timeZone } : {}) }).format(d);
}

/** The date and the time of an instant apart (narrow table columns put them on two lines). */
export function formatDateAndTime(
  value: string | Date,
  language: string,
  timeZone?: string,
): { date: string; time: string } {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return { date: String(value), time: '' };
  const zone = timeZone ? { timeZone } : {};
  return {
    date: dateFormat(language, { ...DATE, ...zone }).format(d),
    time: dateFormat(language, { ...TIME, ...zone }).format(d),
  };
}

/**
 * A calendar day of the brand ("2026-11-01") as the language writes it; the day is formatted as it
 * is, never shifted by a zone. `options` picks the fields (numeric day, month and year by default).
 */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions = DATE): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(d.getTime())) return day;
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(d);
}

/**
 * An instant's wall-clock time on the clock of `timeZone` as "YYYY-MM-DD HH:mm:ss": a machine value
 * (to compare with the platform's brand-zone times), never shown to a person.
 */
export function wallClockInZone(value: string | Date, timeZone: string): string {
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
