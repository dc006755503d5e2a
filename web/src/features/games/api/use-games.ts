import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCategory, MinBet, SlotClassify } from '@portal/contracts';
import { useSessionState } from '@/lib/session-state';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import type { FavouriteToggle, Game } from './types';

/** The list tabs of a game page (spec section 4): all (empty), hot, favourites, recent. */
export type ListTab = 'all' | 'hot' | 'fav' | 'recent';

export type GameFilters = {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: SlotClassify;
  gameName?: string;
  minBet?: MinBet;
};

export type GamePage = { games: Game[]; pageNo: number; totalPages: number; totalCount: number };

const nextPage = (last: GamePage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined);

/**
 * One list tab as pages of 21. Hot is a single local page (no paging); favourites and recent need a
 * session. TanStack Query never runs two fetches of one query at once, so a second load cannot start
 * while one is running; a new filter is a new query, starting again at page 1.
 */
export function useGamePages(tab: ListTab, filters: GameFilters) {
  const client = useTRPCClient();
  const loggedIn = useSessionState().data?.isLoggedIn === true;
  const enabled = tab === 'all' || tab === 'hot' || loggedIn;
  return useInfiniteQuery({
    queryKey: ['games', 'pages', tab, filters, loggedIn],
    enabled,
    initialPageParam: 1,
    staleTime: tab === 'all' || tab === 'hot' ? 60_000 : 0,
    getNextPageParam: nextPage,
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      if (tab === 'hot') {
        const list = await client.games.hot.query(
          { gameType: filters.gameType, vassalage: filters.vassalage },
          { signal },
        );
        return { games: list, pageNo: 1, totalPages: 1, totalCount: list.length };
      }
      if (tab === 'all') return client.games.list.query({ ...filters, pageNo: pageParam }, { signal });
      const member = { gameType: filters.gameType, vassalage: filters.vassalage, pageNo: pageParam };
      const page =
        tab === 'fav'
          ? await client.games.favourites.query(member, { signal })
          : await client.games.recent.query(member, { signal });
      return {
        games: page.list,
        pageNo: page.pageNo,
        totalPages: page.totalPages,
        totalCount: page.totalCount,
      };
    },
  });
}

/** Whether a vendor tab has hot games (the hot tab shows only when it does). */
export function useHasHotGames(gameType: GameCategory, vassalage: string | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.games.hot.queryOptions({ gameType, vassalage }),
    staleTime: 60_000,
    select: (list) => list.length > 0,
  });
}

/** The member's favourite game ids (a set for the tiles' stars); empty while logged out. */
export function useFavouriteIds() {
  const trpc = useTRPC();
  const loggedIn = useSessionState().data?.isLoggedIn === true;
  return useQuery({
    ...trpc.games.favouriteIds.queryOptions(),
    enabled: loggedIn,
    staleTime: 60_000,
    select: (ids) => new Set(ids),
  });
}

/**
 * Sets a favourite optimistically: the star changes at once, goes back if the platform refuses, and
 * the favourites list is re-read after either outcome so it matches the platform after a reload.
 */
export function useSetFavourite() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const idsKey = trpc.games.favouriteIds.queryKey();
  return useMutation({
    mutationFn: (input: FavouriteToggle) => client.games.setFavourite.mutate(input),
    onMutate: async (input: FavouriteToggle) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      queryClient.setQueryData<number[]>(idsKey, (ids = []) =>
        input.favourite
          ? [input.nodeId, ...ids.filter((id) => id !== input.nodeId)]
          : ids.filter((id) => id !== input.nodeId),
      );
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: idsKey });
      void queryClient.invalidateQueries({ queryKey: ['games', 'pages', 'fav'] });
    },
  });
}
