import { useQueries } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** The lottery menus (groups of games) of each prize mode; the gateway caches them per language. */
export function useLotteryMenus(prizeModes: string[]) {
  const trpc = useTRPC();
  return useQueries({
    queries: prizeModes.map((prizeMode) => ({
      ...trpc.games.lotteryMenus.queryOptions({ prizeMode }),
      staleTime: 5 * 60_000,
    })),
  });
}
