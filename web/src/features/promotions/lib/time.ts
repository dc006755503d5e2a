import { useEffect, useState } from 'react';
import { formatDateTimeInZone } from '@/lib/dates';

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
  const shown = formatDateTimeInZone(new Date(guess), timeZone).replace(' ', 'T') + 'Z';
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
