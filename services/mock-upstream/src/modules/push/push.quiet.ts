import type { QuietHours } from '@portal/contracts';

/** `HH:MM` of `at` in `timeZone`, on a 24-hour clock. */
export function clockIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}

/**
 * Whether `at` falls in the member's quiet hours: from `from` (included) to `to` (excluded), read on
 * the member's own clock; `from` after `to` spans midnight (22:00 to 07:00).
 */
export function isQuiet(quiet: QuietHours | null, at: Date): boolean {
  if (!quiet) return false;
  const now = clockIn(at, quiet.timeZone);
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to;
}
