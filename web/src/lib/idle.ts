/**
 * Runs `run` after the page has loaded and the main thread is idle (at the latest `timeout` ms after
 * the load): for work no part of the first paint needs (Swiper, bookkeeping in storage), so it never
 * lengthens the first load's tasks. Returns a cancel.
 */
export function afterLoadIdle(run: () => void, timeout = 2000): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => run(), { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
