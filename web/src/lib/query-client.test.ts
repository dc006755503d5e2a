import { ErrorCode } from '@portal/contracts';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, PENDING_ASKS, refetchFresh, shouldAskAgain } from './query-client';

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

describe('a money call whose outcome is pending', () => {
  /** A gateway refusal as the tRPC client hands it to a mutation. */
  const refusal = (code: string) =>
    Object.assign(new Error(code), { data: { code, details: { requestId: 'r1' } } });

  it('asks again with the same input until the outcome is known, and shows the success, never a failure', async () => {
    vi.useFakeTimers();
    try {
      const qc = createQueryClient();
      const seen: unknown[] = [];
      const answers = [refusal(ErrorCode.requestPending), refusal(ErrorCode.busy), { transferId: 'T1' }];
      const observer = new MutationObserver(qc, {
        mutationFn: async (input: { requestId: string }) => {
          seen.push(input);
          const next = answers.shift();
          if (next instanceof Error) throw next;
          return next;
        },
      });
      const done = observer.mutate({ requestId: 'r1' });
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(done).resolves.toEqual({ transferId: 'T1' });
      expect(seen).toEqual([{ requestId: 'r1' }, { requestId: 'r1' }, { requestId: 'r1' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not repeat a definite refusal', () => {
    expect(shouldAskAgain(0, refusal(ErrorCode.insufficientBalance))).toBe(false);
    expect(shouldAskAgain(0, refusal(ErrorCode.paymentPasswordLocked))).toBe(false);
    expect(shouldAskAgain(0, refusal(ErrorCode.requestPending))).toBe(true);
    expect(shouldAskAgain(PENDING_ASKS, refusal(ErrorCode.requestPending))).toBe(false);
  });
});
