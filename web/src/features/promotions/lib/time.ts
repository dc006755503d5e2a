import { useEffect, useState } from 'react';
import { wallClockInZone } from '@/lib/dates';

/**
 * The instant of a brand-zone wall time ("YYYY-MM-DD HH:mm:ss" on the clock of `timeZone`), as the
 * platform writes a promotion's start and end. Null when the text is not such a time.
 */
export function instantInZone(wall: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at that moment: what its clock shows for `guess`, minus `guess`.
  const shown = wallClockInZone(new Date(guess), timeZone).replace(' ', 'T') + 'Z';
  const offset = Date.parse(shown) - guess;
  return Number.isNaN(offset) ? null : guess - offset;
}

/** Days, hours, minutes and seconds from now until `at` (all zero once it has passed). */
export function remaining(at: number, now: number) {
  const total = Math.max(0, Math.floor((at - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    isOver: total === 0,
  };
}

/** The time now, ticking every second while mounted (the countdowns of the cards). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The state to show: the member's own, or for a visitor (the platform answers null, since most
 * states depend on the member) what the schedule alone decides: coming soon before the start,
 * closed after the end, else null (the action asks the visitor to log in).
 */
export function withScheduleState<P extends { state: string | null; startsAt: string; endsAt: string }>(
  promotion: P,
  timeZone: string,
  now: number = Date.now(),
): P {
  if (promotion.state !== null) return promotion;
  const start = instantInZone(promotion.startsAt, timeZone);
  const end = instantInZone(promotion.endsAt, timeZone);
  if (start !== null && now < start) return { ...promotion, state: 'comingSoon' };
  if (end !== null && now >= end) return { ...promotion, state: 'closed' };
  return promotion;
}

/**
 * Whether a closed promotion is closed to this member only: it still runs (its end is ahead), but
 * the member cannot take part (a first-deposit bonus after the first deposit, a member outside the
 * audience, no stock left). It says "Not available to you", not "Ended".
 */
export function isClosedToMember(
  promotion: { state: string | null; endsAt: string },
  timeZone: string,
  now: number = Date.now(),
): boolean {
  if (promotion.state !== 'closed') return false;
  const end = instantInZone(promotion.endsAt, timeZone);
  return end !== null && now < end;
}
