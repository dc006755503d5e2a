import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '@/lib/preferences';

/** Spec section 3: lottery favourites live in the browser, per username, as a list of gameId. */
export function favouritesKey(username: string): string {
  return `portal.lotteryFavourites.${username}`;
}

export function readFavourites(username: string): number[] {
  const raw = readStored(favouritesKey(username));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function writeFavourites(username: string, ids: number[]): void {
  writeStored(favouritesKey(username), JSON.stringify(ids));
}

/**
 * The favourite gameIds of `username` (none without one) and a toggle. Another tab changing the
 * list is picked up through the storage event.
 */
export function useLotteryFavourites(username: string | null) {
  const [state, setState] = useState(() => ({
    username,
    ids: username ? readFavourites(username) : [],
  }));
  let current = state;
  if (state.username !== username) {
    // Another person logged in (or out): their own list, read during render rather than after it.
    current = { username, ids: username ? readFavourites(username) : [] };
    setState(current);
  }

  useEffect(() => {
    if (!username) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === favouritesKey(username)) setState({ username, ids: readFavourites(username) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const toggle = useCallback(
    (gameId: number) => {
      if (!username) return;
      // Read again: another tab may have changed the list since this one last looked.
      const stored = readFavourites(username);
      const ids = stored.includes(gameId) ? stored.filter((id) => id !== gameId) : [...stored, gameId];
      writeFavourites(username, ids);
      setState({ username, ids });
    },
    [username],
  );

  return { ids: current.ids, toggle };
}
