import { cdnUrl } from '@/lib/cdn';

/** What is known of an image already: loaded (with the URL that worked) or failed for good. */
export type KnownImage = { url: string } | 'failed';

/**
 * hidden: not near the viewport yet; loading: the <img> is on the page; retrying: a try failed and
 * the next waits (no <img>, so no broken-image icon); loaded; failed: the fallback stands in.
 */
export type ImagePhase = 'hidden' | 'loading' | 'retrying' | 'loaded' | 'failed';
export type ImageState = { path: string; phase: ImagePhase; attempt: number; url: string };

/** Where an image starts: as known (drawn at once), loading (eager), or waiting for the viewport. */
export function firstState(
  path: string,
  cdn: string,
  eager: boolean,
  known: KnownImage | undefined,
): ImageState {
  if (known === 'failed') return { path, phase: 'failed', attempt: 0, url: '' };
  if (known) return { path, phase: 'loaded', attempt: 0, url: known.url };
  // Without IntersectionObserver (an old browser) every image loads at once.
  const now = eager || typeof IntersectionObserver === 'undefined';
  return { path, phase: now ? 'loading' : 'hidden', attempt: 0, url: cdnUrl(cdn, path) };
}
