/**
 * The books' clock (ADR 0021, ADR 0025): the real clock, which the operator's test hook
 * (`POST /admin/sportsbook/clock`, outside production only) moves forward so that a journey ends its
 * matches and series without waiting for them. One clock serves every book of the process (the
 * sportsbook and the e-sports book), so the hook moves them together; launch tickets keep the real
 * clock. The offset lives in the process: a test hook, not a shared clock.
 */
export interface BookClock {
  now(): number;
  /** Moves the clock forward by `ms`; answers the time now. */
  advance(ms: number): number;
}

export function createBookClock(real: () => number = Date.now): BookClock {
  let offsetMs = 0;
  const now = () => real() + offsetMs;
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
  };
}
