/**
 * Results, number statistics and open draws change at every draw (VNST1 draws each minute): the
 * lobby asks again this often while it is on screen (TanStack Query pauses the interval while the
 * tab is hidden). The gateway caches them for a few seconds, so many visitors cost it little.
 */
export const DRAW_REFRESH_MS = 10_000;
