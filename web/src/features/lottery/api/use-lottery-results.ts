import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { DRAW_REFRESH_MS } from './draw-refresh';

/** How many of a game's latest draws the results panel shows (the first in full). */
export const RESULTS_SHOWN = 5;

/** The latest drawn results of a VN game, latest first (nothing is asked without a game). */
export function useLotteryResults(gameCode: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.results.queryOptions(gameCode ? { gameCode, count: RESULTS_SHOWN } : skipToken),
    staleTime: DRAW_REFRESH_MS / 2,
    refetchInterval: DRAW_REFRESH_MS,
  });
}
