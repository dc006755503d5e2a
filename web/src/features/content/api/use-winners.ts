import { useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useWritePush } from '@/lib/pushed-data';
import { useTRPC } from '@/lib/trpc';
import type { Winner } from './types';

/**
 * The winner board: the latest 20 big wins, newest first. The query gives the first list; the
 * WebSocket push (`content.onWinners`: the list at subscribe and whenever a big win is recorded)
 * replaces it in the cache, so a new win appears without a reload. Public: no session needed.
 */
export function useWinners() {
  const trpc = useTRPC();
  const writeWinners = useWritePush(trpc.content.winners.queryKey());
  useSubscription(
    trpc.content.onWinners.subscriptionOptions(undefined, {
      onData: (list: Winner[]) => void writeWinners(list),
    }),
  );
  return useQuery({
    ...trpc.content.winners.queryOptions(),
    select: (data): Winner[] => data,
  });
}
