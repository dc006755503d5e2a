import {
  QueryClient,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { ErrorCode } from '@portal/contracts';
import { errorCode } from './errors';

/**
 * Answers that ask for the same call again: REQUEST_PENDING (a money call whose outcome the gateway
 * did not hear in time) and BUSY (the platform could not start it yet). Every money call carries
 * its requestId in its input, so sending the same input again asks for the first outcome and never
 * moves money twice; meanwhile the form stays "in progress" and a success is never shown as a
 * failure.
 */
const ASK_AGAIN = new Set<string>([ErrorCode.requestPending, ErrorCode.busy]);

/** How often a pending money call is asked about before the pending message is shown. */
export const PENDING_ASKS = 6;

export function shouldAskAgain(failureCount: number, error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && ASK_AGAIN.has(code) && failureCount < PENDING_ASKS;
}

/** 1, 2, 4, 8, 8, 8 seconds: about half a minute in all. */
export const askAgainDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: shouldAskAgain,
        retryDelay: askAgainDelay,
      },
    },
  });
}

/**
 * Everything (or what `filters` match) asked for again, now: after a language switch, a session
 * change or the end of maintenance. A plain invalidate does not restart a fetch still in flight for
 * a query that has no data yet (TanStack cancels only a fetch that would replace data), so a first
 * load sent in the old language or session would keep its answer; cancelling first restarts it.
 */
export async function refetchFresh(
  queryClient: QueryClient,
  filters?: InvalidateQueryFilters,
): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/**
 * Marks the queries under each key stale (the ones on screen are read again); the promise settles
 * when they have been. What a mutation calls with the keys of what its write changed.
 */
export function useInvalidate(): (...queryKeys: QueryKey[]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (...queryKeys) => {
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
