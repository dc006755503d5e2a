import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  DEFAULT_THEME_STORAGE_KEY,
  readStoredTheme,
  THEME_STORAGE_KEY,
  writeStored,
  type Theme,
} from '@/lib/preferences';

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme, { remember = true }: { remember?: boolean } = {}) {
  applyTheme(theme);
  if (remember) writeStored(THEME_STORAGE_KEY, theme);
  listeners.forEach((l) => l());
}

/** The brand's default applies only until the person picks a theme themselves. */
export function applyDefaultTheme(brandDefault: Theme) {
  writeStored(DEFAULT_THEME_STORAGE_KEY, brandDefault);
  const stored = readStoredTheme();
  setTheme(stored ?? brandDefault, { remember: false });
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const set = useCallback((next: Theme) => setTheme(next), []);
  return [theme, set];
}
