import type { ContractPeriod } from '@portal/contracts';

/**
 * Settlement periods of agent contracts in the brand's time zone (ADR 0009, "Periods"). A period is
 * the half-open interval of instants [start, end); consecutive periods tile time, so the settlement
 * job can walk them from a contract's start without a gap or an overlap, and (contract, start) names
 * one period for ever (the settlements' unique key).
 *
 * - Day-based periods (daily, weekly = ISO week from Monday, semimonthly = 1st-15th and 16th-end,
 *   monthly) run between brand-zone midnights: the day a period covers is the day PostgreSQL's
 *   merchant_day() files money and play under (migration 0014), so a period's figures are whole
 *   rows of the daily rollups.
 * - hourly and fiveMinutes are real-time lengths (always 60 and 5 minutes long), aligned so that
 *   their boundaries fall on the brand-zone clock's whole hours and 5-minute marks. A daylight-saving
 *   change shifts a zone by a whole hour, so sub-day periods keep tiling across it (a zone that shifts
 *   by 30 minutes, Australia/Lord_Howe, has no brand here).
 *
 * Only Intl is used (no time-zone library): the offset of a zone at an instant comes from
 * formatting it, and formatters are cached per zone (settling 10,000 contracts asks for a handful
 * of boundaries, not one per contract).
 */

export interface Period {
  /** First instant of the period (epoch milliseconds). */
  start: number;
  /** First instant after it. */
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The brand-zone wall clock of an instant, as if it were UTC (epoch ms of the same Y-M-D h:m:s.ms). */
export function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const ms = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(
      parts['year'] ?? 1970,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
      parts['second'] ?? 0,
    ) + ms
  );
}

/** The zone's offset from UTC at an instant (wall clock - instant). */
export const offsetAt = (instant: number, timeZone: string) => wallClock(instant, timeZone) - instant;

/** The brand-zone calendar day of an instant, YYYY-MM-DD (what merchant_day() answers). */
export const dayOf = (instant: number, timeZone: string) =>
  new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDay(utcDay(day) + n * DAY);

/**
 * The first instant of a brand-zone calendar day. Usually local midnight; where a daylight-saving
 * jump skips midnight, the instant of the jump (the first one whose local date is the day), as
 * PostgreSQL's `(day::timestamp AT TIME ZONE zone)` also answers.
 */
export function dayStart(day: string, timeZone: string): number {
  const local = utcDay(day);
  // The offsets around the day: one of them is in force at its midnight (offsets change at most
  // once or twice a year, never twice within four days).
  const offsets = new Set([
    offsetAt(local - 2 * DAY, timeZone),
    offsetAt(local, timeZone),
    offsetAt(local + 2 * DAY, timeZone),
  ]);
  const candidates = [...offsets].map((o) => local - o).sort((a, b) => a - b);
  for (const c of candidates) if (wallClock(c, timeZone) === local) return c;
  // Midnight was skipped: find the jump, the first instant whose local day is `day`, between the
  // earliest candidate (still the day before) and the latest (already the day), to the second.
  let lo = candidates[0] ?? local;
  let hi = candidates[candidates.length - 1] ?? local;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (wallClock(mid, timeZone) >= local) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The day-based period's first day for a brand-zone day. */
function firstDayOf(period: 'daily' | 'weekly' | 'semimonthly' | 'monthly', day: string): string {
  switch (period) {
    case 'daily':
      return day;
    case 'weekly': {
      // ISO week: Monday first (getUTCDay: Sunday 0).
      const weekday = (new Date(utcDay(day)).getUTCDay() + 6) % 7;
      return addDays(day, -weekday);
    }
    case 'semimonthly':
      return `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? '01' : '16'}`;
    case 'monthly':
      return `${day.slice(0, 8)}01`;
  }
}

/** The day after the last day of the day-based period that starts on `first`. */
function nextFirstDay(period: 'daily' | 'weekly' | 'semimonthly' | 'monthly', first: string): string {
  switch (period) {
    case 'daily':
      return addDays(first, 1);
    case 'weekly':
      return addDays(first, 7);
    case 'semimonthly':
      return first.endsWith('-01') ? `${first.slice(0, 8)}16` : nextMonth(first);
    case 'monthly':
      return nextMonth(first);
  }
}

function nextMonth(day: string): string {
  const d = new Date(utcDay(day));
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

const SUB_DAY: Partial<Record<ContractPeriod, number>> = { hourly: HOUR, fiveMinutes: 5 * MINUTE };

export const isDayBased = (period: ContractPeriod) => SUB_DAY[period] === undefined;

/** The period of a kind that contains an instant. */
export function periodContaining(period: ContractPeriod, instant: number, timeZone: string): Period {
  const length = SUB_DAY[period];
  if (length !== undefined) {
    // Aligned to the zone's clock at that instant: the wall clock's whole hour (or 5 minutes).
    const local = wallClock(instant, timeZone);
    const start = instant - (((local % length) + length) % length);
    return { start, end: start + length };
  }
  const p = period as 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  const first = firstDayOf(p, dayOf(instant, timeZone));
  return { start: dayStart(first, timeZone), end: dayStart(nextFirstDay(p, first), timeZone) };
}

/** The period right after `previous` (the job's walk: it never re-derives a start from a clock). */
export const periodAfter = (period: ContractPeriod, previous: Period, timeZone: string): Period =>
  periodContaining(period, previous.end, timeZone);

/**
 * The consecutive periods from the one containing `from` to the last that ends at or before
 * `until`, oldest first: sub-day ones (always the same length) by arithmetic, day-based ones one
 * boundary at a time (30 days of 5-minute periods are 8,640 of them: no clock formatting each).
 */
export function periodsUntil(
  period: ContractPeriod,
  from: number,
  until: number,
  timeZone: string,
): Period[] {
  const out: Period[] = [];
  const first = periodContaining(period, from, timeZone);
  const length = SUB_DAY[period];
  if (length !== undefined) {
    for (let start = first.start; start + length <= until; start += length) {
      out.push({ start, end: start + length });
    }
    return out;
  }
  for (let p = first; p.end <= until; p = periodAfter(period, p, timeZone)) out.push(p);
  return out;
}

/**
 * The brand-zone days a day-based period covers, first and last inclusive: the rollup rows
 * (member_daily, agent_daily, agent_active_days) its figures are read from. For a sub-day period,
 * the one day it lies in.
 */
export function periodDays(period: Period, timeZone: string): { firstDay: string; lastDay: string } {
  return { firstDay: dayOf(period.start, timeZone), lastDay: dayOf(period.end - 1, timeZone) };
}

/**
 * Every period of a contract that has closed by `now` and not been settled yet: from `from` (the
 * contract's start, or the end of its last settled period) to the first of `until` (the contract's
 * end, if decided) and `now`. A period cut by the contract's end is settled as the part before it
 * (ADR 0009: an automatic end may fall inside a lower contract's period). At most `limit`, oldest
 * first, so a job that was down for a week catches up in bounded steps.
 */
export function closedPeriods(
  period: ContractPeriod,
  from: number,
  until: number | null,
  now: number,
  timeZone: string,
  limit = 1000,
): Period[] {
  const out: Period[] = [];
  const stop = until === null ? now : Math.min(until, now);
  let current = periodContaining(period, from, timeZone);
  // A contract starts at a period boundary; should `from` fall inside one (a zone change), the first
  // period is the part from `from`, never an earlier part that another contract may have covered.
  current = { start: from, end: current.end };
  while (out.length < limit) {
    const end = until !== null && current.end > until ? until : current.end;
    if (end > stop || end <= current.start) break;
    out.push({ start: current.start, end });
    if (end === until) break;
    current = periodAfter(period, current, timeZone);
  }
  return out;
}
