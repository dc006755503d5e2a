import {
  QueryClient,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
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
