import type { VnNumberStat } from '../api/types';
/** How many numbers are marked hot and how many cold. */
export const HOT_COLD_SIZE = 10;

export type Temperature = 'hot' | 'cold';

/**
 * Hot: the 10 numbers drawn most often in the window (ties: seen more recently, then the lower
 * number). Cold: of the rest, the 10 longest without a draw, those not drawn at all in the window
 * first (ties: fewer hits, then the lower number). Nothing is marked before a first draw.
 */
export function temperatures(numbers: VnNumberStat[]): Map<string, Temperature> {
  const out = new Map<string, Temperature>();
  const seenAgo = (n: VnNumberStat) => (n.drawsSinceSeen === null ? Infinity : n.drawsSinceSeen);
  const hot = numbers
    .filter((n) => n.hits > 0)
    .sort((a, b) => b.hits - a.hits || seenAgo(a) - seenAgo(b) || a.number.localeCompare(b.number))
    .slice(0, HOT_COLD_SIZE);
  if (hot.length === 0) return out;
  for (const n of hot) out.set(n.number, 'hot');
  numbers
    .filter((n) => !out.has(n.number))
    .sort((a, b) => seenAgo(b) - seenAgo(a) || a.hits - b.hits || a.number.localeCompare(b.number))
    .slice(0, HOT_COLD_SIZE)
    .forEach((n) => out.set(n.number, 'cold'));
  return out;
}
