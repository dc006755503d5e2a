import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchFresh } from './query-client';

/** A query function whose answers the test releases by hand, in the language asked for. */
function controlledFetch() {
  const pending: { language: string; release: () => void }[] = [];
  let language = 'EN';
  const queryFn = () => {
    const asked = language;
    return new Promise<string>((resolve) => pending.push({ language: asked, release: () => resolve(asked) }));
  };
  return { pending, queryFn, switchTo: (next: string) => (language = next) };
}

describe('refetchFresh', () => {
  it('asks again for a query whose first answer is still on its way (a language switch during the first load)', async () => {
    const qc = createQueryClient();
    const fetch = controlledFetch();
    const observer = new QueryObserver(qc, { queryKey: ['notices'], queryFn: fetch.queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(fetch.pending).toHaveLength(1); // the first load, in English, not answered yet

    fetch.switchTo('VI');
    const refreshed = refetchFresh(qc);
    await Promise.resolve();
    // The first answer arrives late, after the switch: it must not be what the page keeps.
    fetch.pending[0]?.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch.pending.map((p) => p.language)).toEqual(['EN', 'VI']);
    fetch.pending[1]?.release();
    await refreshed;
    await new Promise((r) => setTimeout(r, 0));
    expect(qc.getQueryData(['notices'])).toBe('VI');
    unsubscribe();
  });
});
