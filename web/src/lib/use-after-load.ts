import { startTransition, useCallback, useEffect, useState } from 'react';
import { afterLoadIdle } from './idle';

/**
 * For a part of a page its first paint does not need (the winner board's looping copy, the
 * navigation's closed drop-downs): false in the first render, true once the page has loaded and
 * the main thread is idle (set in a transition, so React draws it in slices, not one long task),
 * or at once when `now` is called (someone reached for it; calling it again changes nothing).
 */
export function useAfterLoad(): [after: boolean, now: () => void] {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    return afterLoadIdle(() => startTransition(() => setAfter(true)));
  }, [after]);
  const now = useCallback(() => setAfter(true), []);
  return [after, now];
}
