import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { DRAW_REFRESH_MS } from './draw-refresh';

/**
 * The Vietnamese lottery menu (the brand's lottery type) with the draw each game has open for
 * betting: its numero, close and draw times.
 */
export function useVnMenu() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.lottery.vnMenu.queryOptions({}),
    staleTime: DRAW_REFRESH_MS / 2,
    refetchInterval: DRAW_REFRESH_MS,
  });
}
