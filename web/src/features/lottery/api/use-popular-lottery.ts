import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The spec's 20 most played lottery games of a prize mode (by bets of the last 24 hours). */
export function usePopularLottery(prizeMode: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.popular.queryOptions(prizeMode ? { prizeMode } : {}),
    staleTime: 60_000,
  });
}
