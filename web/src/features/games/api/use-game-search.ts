import type { GameCategory } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export type GameListTarget = { gameType: GameCategory; vassalage?: string };

/** The first page of one vendor's games (the cockfight entry launches the first of them). */
export function useFirstGamePage(target: GameListTarget) {
  const trpc = useTRPC();
  return useQuery(trpc.games.list.queryOptions({ ...target, pageNo: 1 }));
}

/** The first page of each lane's games whose name or code matches (a link naming a game by code). */
export function useGameSearch(targets: GameListTarget[], gameName: string) {
  const trpc = useTRPC();
  return useQueries({
    queries: targets.map((target) => trpc.games.list.queryOptions({ ...target, gameName, pageNo: 1 })),
  });
}
