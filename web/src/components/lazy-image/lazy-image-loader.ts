import { throttle } from 'throttle-debounce';
import { lru } from 'tiny-lru';
import { cdnUrl } from '@/lib/cdn';
import type { ImageHosts } from '@/lib/image-cdn';
import { firstState, type ImageState, type KnownImage } from './lazy-image-state';

/**
 * What a lazy image needs once it is on the page, in a chunk of its own (lazy-image.tsx loads it
 * after the first render): which images are near the viewport, which URL to try next after a
 * failure and when, and which images are already known. Spec section 9: "lazy image retries 3,
 * cache 200, throttle 200 ms" (the retries are the contracts' LAZY_IMAGE_RETRIES, counted by
 * lazy-image.tsx, which drops the <img> of a failed try at once).
 */

/** Images remembered (loaded, with the URL that worked, or failed for good): the least recently used go first. */
export const LAZY_IMAGE_CACHE_SIZE = 200;
/** At most one visibility check per this many milliseconds while scrolling brings images in. */
export const LAZY_IMAGE_THROTTLE_MS = 200;
/** The pause before the first retry; each later one waits twice the one before (0.5 s, 1 s, 2 s). */
export const LAZY_IMAGE_BACKOFF_MS = 500;
/** How near the viewport (above or below) an image starts loading. */
const NEAR = '300px 0px';

// Keyed by the image's path as the API gives it: the same picture on another host is the same image.
const known = lru<KnownImage>(LAZY_IMAGE_CACHE_SIZE);

/** What is known of an image (a use counts as recent), or undefined: it has to be loaded. */
export function rememberedImage(path: string): KnownImage | undefined {
  return known.get(path);
}

export function rememberImage(path: string, image: KnownImage): void {
  known.set(path, image);
}

/** How many images are remembered (for the tests of the cache's bound). */
export function rememberedCount(): number {
  return known.size;
}

/**
 * The URL of try `attempt` (0 the first): each retry goes to the next host of the server's list,
 * starting from the page's own; once every host has been tried, the URL carries `retry=n` so that
 * no cache answers with the failure again. An absolute URL has only its own host.
 */
export function attemptUrl(path: string, attempt: number, hosts: ImageHosts): string {
  const start = Math.max(0, hosts.cdns.indexOf(hosts.cdn));
  const rotated = [...hosts.cdns.slice(start), ...hosts.cdns.slice(0, start)];
  const urls = [...new Set([hosts.cdn, ...rotated].map((host) => cdnUrl(host, path)))];
  const url = urls[attempt % urls.length] ?? path;
  if (attempt < urls.length || url.startsWith('data:')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** The pause before try `attempt` (1 to 3): growing, so a host that is down is not hammered. */
export function retryDelay(attempt: number): number {
  return LAZY_IMAGE_BACKOFF_MS * 2 ** (attempt - 1);
}

/**
 * What a waiting image does next, told through `set`: a retry after its pause (on the next host),
 * a remembered image at once, or a hidden one when it comes near the viewport. The answer stops it.
 */
export function follow(
  element: Element,
  state: ImageState,
  hosts: ImageHosts,
  eager: boolean,
  set: (next: ImageState) => void,
): () => void {
  if (state.phase === 'retrying') {
    const attempt = state.attempt + 1;
    const url = attemptUrl(state.path, attempt, hosts);
    const timer = setTimeout(() => set({ ...state, phase: 'loading', attempt, url }), retryDelay(attempt));
    return () => clearTimeout(timer);
  }
  const seen = known.get(state.path);
  if (seen) {
    set(firstState(state.path, hosts.cdn, eager, seen));
    return () => {};
  }
  return watchImage(element, () => set({ ...state, phase: 'loading' }));
}

// ---------------------------------------------------------------- near the viewport

const watched = new Map<Element, () => void>();
/** Watched images the observer last reported near the viewport, waiting for the next check. */
const near = new Set<Element>();
let observer: IntersectionObserver | null = null;

/**
 * Starts the images that are near the viewport now: at once for the first report, then at most once
 * per 200 ms while scrolling keeps reporting (the last report of a burst is checked at its end). An
 * image that a fast scroll carried past before the check is not loaded.
 */
const startNear = () => {
  for (const element of near) {
    const show = watched.get(element);
    unwatchImage(element);
    show?.();
  }
};
let check = throttle(LAZY_IMAGE_THROTTLE_MS, startNear);

function observed(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!watched.has(entry.target)) continue;
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      if (near.size > 0) check();
    },
    { rootMargin: NEAR },
  );
  return observer;
}

/**
 * Calls `show` once `element` is near the viewport (at once where the browser has no
 * IntersectionObserver); the answer stops watching.
 */
export function watchImage(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => {};
  }
  watched.set(element, show);
  observed().observe(element);
  return () => unwatchImage(element);
}

function unwatchImage(element: Element): void {
  if (!watched.delete(element)) return;
  near.delete(element);
  observer?.unobserve(element);
}

/** Forgets every image and watcher (tests: each starts from an empty page). */
export function resetLazyImagesForTests(): void {
  known.clear();
  watched.clear();
  near.clear();
  observer?.disconnect();
  observer = null;
  check.cancel();
  check = throttle(LAZY_IMAGE_THROTTLE_MS, startNear);
}
