import { formatDateTime } from '../../lib/time.js';

/** The instant of a brand-zone "YYYY-MM-DD HH:mm:ss" (the zone's offset at that moment). */
export function zonedInstant(local: string, timeZone: string): Date {
  const guess = Date.parse(`${local.replace(' ', 'T')}Z`);
  if (Number.isNaN(guess)) throw new Error(`not a brand time: ${local}`);
  const shown = Date.parse(`${formatDateTime(new Date(guess), timeZone).replace(' ', 'T')}Z`);
  const first = guess - (shown - guess);
  // Once more, so a change of offset between the guess and the answer is taken into account.
  const again = Date.parse(`${formatDateTime(new Date(first), timeZone).replace(' ', 'T')}Z`);
  return new Date(first - (again - guess));
}
