import type { GameCategory } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * The game types (slot classifies) of a category's vendor tab, with their number of games (the spec's
 * "vassal game type"): the slot filters offer a type only for these. Its own file: only the slot
 * filters' chunk, loaded after the first paint, reads it.
 */
export function useVassalGameTypes(gameType: GameCategory, vassalage: string | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.games.vassalGameTypes.queryOptions({ gameType, vassalage }),
    staleTime: 60_000,
    select: (types) => new Map(types.list.map((t) => [t.gameClassify, t.gameCount])),
  });
}
