import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { lotteryFavouritesAtom } from '../state';

/** A visitor has no favourites and cannot keep any. */
const noFavouritesAtom = atom<number[], [gameId: number], void>(
  () => [],
  () => {},
);

/** The favourite gameIds of `username` (none without one) and a toggle. */
export function useLotteryFavourites(username: string | null) {
  const favourites = username ? lotteryFavouritesAtom(username) : noFavouritesAtom;
  const ids = useAtomValue(favourites);
  const setFavourite = useSetAtom(favourites);
  const toggle = useCallback((gameId: number) => setFavourite(gameId), [setFavourite]);
  return { ids, toggle };
}
