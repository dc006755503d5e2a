import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { DRAW_REFRESH_MS } from './draw-refresh';

/** Hits of the two-digit numbers 00-99 over a VN game's latest draws. */
export function useVnNumbers(gameCode: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.vnNumbers.queryOptions(gameCode ? { gameCode } : skipToken),
    staleTime: DRAW_REFRESH_MS / 2,
    refetchInterval: DRAW_REFRESH_MS,
  });
}
