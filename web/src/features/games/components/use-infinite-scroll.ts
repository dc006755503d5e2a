import { INFINITE_SCROLL_THROTTLE_MS } from '@portal/contracts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Infinite scroll, throttled (spec section 9: 200 ms): `loadMore` runs when `end` comes near the
 * viewport, at most once per 200 ms. An end still near when the 200 ms are up loads then (a report
 * dropped inside the 200 ms would leave a short list waiting for the next scroll); one that left
 * before does not. While `active` is false (no next page, or one loading) nothing is watched.
 */
export function useInfiniteScroll(
  end: RefObject<Element | null>,
  active: boolean,
  loadMore: () => unknown,
): void {
  const lastLoad = useRef(-Infinity);
  useEffect(() => {
    const target = end.current;
    if (!target || !active || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      if (!entries.some((e) => e.isIntersecting)) return;
      const wait = lastLoad.current + INFINITE_SCROLL_THROTTLE_MS - Date.now();
      timer = setTimeout(
        () => {
          lastLoad.current = Date.now();
          void loadMore();
        },
        Math.max(0, wait),
      );
    });
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [end, active, loadMore]);
}
