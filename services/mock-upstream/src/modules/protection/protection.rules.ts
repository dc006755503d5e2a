/**
 * The plain rules of player protection (ADR 0011), without a database: which limit is in force at
 * an instant, what a change does, and whether an amount fits. The property test checks the
 * platform against a model built on these.
 */
import { LIMIT_RAISE_DELAY_MS } from '@portal/contracts';

/** A limit row's money part: `amount` in force until `nextAt`, then `next` (null: none). */
export interface LimitState {
  amountMinor: bigint | null;
  nextMinor: bigint | null;
  nextAt: Date | null;
}

export const NO_LIMIT: LimitState = { amountMinor: null, nextMinor: null, nextAt: null };

/** The limit in force at `now` (null: none). */
export function inForce(s: LimitState, now: Date): bigint | null {
  if (s.nextAt && s.nextAt.getTime() <= now.getTime()) return s.nextMinor;
  return s.amountMinor;
}

/** The pending change still to come at `now`, if any. */
export function pendingAt(s: LimitState, now: Date): { amountMinor: bigint | null; at: Date } | null {
  if (!s.nextAt || s.nextAt.getTime() <= now.getTime()) return null;
  return { amountMinor: s.nextMinor, at: s.nextAt };
}

/**
 * The state after the member asks for `wanted` (null: remove) at `now`. Lower than (or equal to) the
 * limit in force, or a first limit: in force at once, and any pending raise is dropped. Higher, or a
 * removal: the limit in force stays and the change waits 24 hours (asking again for the same pending
 * change keeps its time; asking for another replaces it).
 */
export function changeLimit(s: LimitState, wanted: bigint | null, now: Date): LimitState {
  const current = inForce(s, now);
  if (wanted !== null && (current === null || wanted <= current)) {
    return { amountMinor: wanted, nextMinor: null, nextAt: null };
  }
  if (current === null) return NO_LIMIT; // removing a limit that is not there: nothing waits
  const pending = pendingAt(s, now);
  const at =
    pending && pending.amountMinor === wanted ? pending.at : new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
  return { amountMinor: current, nextMinor: wanted, nextAt: at };
}

/** Room left under a limit after `used` (0 when it is used up); null: no limit. */
export function roomLeft(limit: bigint | null, used: bigint): bigint | null {
  if (limit === null) return null;
  return used >= limit ? 0n : limit - used;
}

/** `from` plus whole calendar months (UTC), for self-exclusion ends. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
