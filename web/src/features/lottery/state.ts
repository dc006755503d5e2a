import { atom, type WritableAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { readStored, textStorage } from '@/lib/preferences';

/** Spec section 3: lottery favourites live in the browser, per username, as a list of gameId. */
export function favouritesKey(username: string): string {
  return `portal.lotteryFavourites.${username}`;
}

/** The stored JSON list (`[1001,1002]`), whatever is not a list of gameIds read as none. */
function parseFavourites(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

// Another tab changing the list is picked up through the storage event.
const favouritesStorage = textStorage<number[]>({
  parse: parseFavourites,
  format: (ids) => JSON.stringify(ids),
  crossTab: true,
});

type FavouritesAtom = WritableAtom<number[], [gameId: number], void>;
const byUsername = new Map<string, FavouritesAtom>();

/**
 * The favourite gameIds of `username`; writing a gameId toggles it. Atoms are configurations
 * (the values live in the jotai store), so one per username is kept for the page's life.
 */
export function lotteryFavouritesAtom(username: string): FavouritesAtom {
  let favourites = byUsername.get(username);
  if (!favourites) {
    const key = favouritesKey(username);
    const stored = atomWithStorage<number[]>(key, [], favouritesStorage, { getOnInit: true });
    favourites = atom(
      (get) => get(stored),
      (_get, set, gameId: number) => {
        // Read again: another tab may have changed the list since this one last looked.
        const ids = parseFavourites(readStored(key));
        set(stored, ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [...ids, gameId]);
      },
    );
    byUsername.set(username, favourites);
  }
  return favourites;
}
