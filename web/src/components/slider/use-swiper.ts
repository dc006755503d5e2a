import { startTransition, useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/idle';
import type * as SwiperModule from './swiper-parts';

export type SwiperParts = typeof SwiperModule;

let parts: SwiperParts | null = null;
let loading: Promise<SwiperParts> | null = null;

/** Loads Swiper (once); a carousel asks at once when someone reaches for it. */
export function loadSwiper(): Promise<SwiperParts> {
  loading ??= import('./swiper-parts').then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      loading = null; // the next attempt asks again
      throw error;
    },
  );
  return loading;
}

/**
 * Swiper's components once loaded, else null, and `reach` to load them at once (a pointer or focus
 * on the carousel). The carousels paint their first slides without Swiper (the markup and CSS Swiper
 * renders) and turn into a Swiper when it arrives, after the page has loaded. `wanted` false (one
 * banner: nothing to slide) never loads it.
 */
export function useSwiper(wanted: boolean): [parts: SwiperParts | null, reach: () => void] {
  const [loaded, setLoaded] = useState(parts);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    const load = () =>
      loadSwiper().then(
        (swiper) => {
          // The carousel becomes a Swiper in a transition: rendered in slices, the slides it shows
          // the same until then.
          if (live) startTransition(() => setLoaded(swiper));
        },
        // Not loaded: the carousel stays on its first slide; the next reach tries again.
        () => setReached(false),
      );
    const cancel = reached ? (void load(), () => {}) : afterLoadIdle(() => void load());
    return () => {
      live = false;
      cancel();
    };
  }, [wanted, loaded, reached]);
  return [wanted ? loaded : null, () => setReached(true)];
}
