/** `YYYY-MM-DD HH:mm:ss` of an instant in an IANA time zone (the format the platform sends). */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The instant of a brand-zone "YYYY-MM-DD HH:mm:ss" (the zone's offset at that moment): the
 * inverse of formatDateTime. */
export function zonedInstant(local: string, timeZone: string): Date {
  const guess = Date.parse(`${local.replace(' ', 'T')}Z`);
  if (Number.isNaN(guess)) throw new Error(`not a brand time: ${local}`);
  const shown = Date.parse(`${formatDateTime(new Date(guess), timeZone).replace(' ', 'T')}Z`);
  const first = guess - (shown - guess);
  // Once more, so a change of offset between the guess and the answer is taken into account.
  const again = Date.parse(`${formatDateTime(new Date(first), timeZone).replace(' ', 'T')}Z`);
  return new Date(first - (again - guess));
}
