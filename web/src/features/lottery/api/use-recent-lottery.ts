import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The member's recently played lottery games (only asked for with a session). */
export function useRecentLottery(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.games.recent.queryOptions({ gameType: 'LOTT', pageNo: 1 }),
    enabled,
    staleTime: 0,
  });
}
