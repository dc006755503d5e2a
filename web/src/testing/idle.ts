/**
 * The page's load-and-idle moment (lib/idle.ts), given by the test: a test file mocks the module
 * with `vi.mock('@/lib/idle', () => import('@/testing/idle'))`, renders, checks what the first
 * render draws, then calls `comeIdle()` and checks what is drawn after the load.
 */
const waiting = new Set<() => void>();

export function afterLoadIdle(run: () => void): () => void {
  waiting.add(run);
  return () => void waiting.delete(run);
}

/** The page has loaded and the main thread is idle: what waited for it runs. */
export function comeIdle(): void {
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}
