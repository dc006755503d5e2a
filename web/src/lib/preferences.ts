/** localStorage keys; public/boot.js reads the same keys before the first paint. */
export const THEME_STORAGE_KEY = 'portal.theme';
export const LANGUAGE_STORAGE_KEY = 'portal.language';
/** The brand's default theme as last seen, so the next first paint already uses it. */
export const DEFAULT_THEME_STORAGE_KEY = 'portal.defaultTheme';
/** "1" when the person hid their balance in the header. */
export const BALANCE_HIDDEN_STORAGE_KEY = 'portal.balanceHidden';

export type Theme = 'light' | 'dark';

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked (private mode, policies); the choice then lasts for this page only.
  }
}

export function readStoredTheme(): Theme | null {
  return parseTheme(readStored(THEME_STORAGE_KEY));
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  // The browser's and the installed app's title bar follow the header's colour (index.html).
  const bar = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const colour = bar?.getAttribute(`data-${theme}`);
  if (bar && colour) bar.content = colour;
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was written either.
  }
}

/** The synchronous storage `atomWithStorage` takes (jotai does not export its type). */
export type TextStorage<T> = {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => () => void;
};

/**
 * A jotai storage over one localStorage key that keeps the key's existing text format (a bare
 * `dark`, `VI`, `1`, a JSON list), not jotai's default JSON of the value: people keep the choices
 * they made before the state moved into atoms, and public/boot.js reads the same text.
 * `format` answering null removes the key. `crossTab` follows changes made in other tabs.
 */
export function textStorage<T>({
  parse,
  format,
  crossTab = false,
}: {
  parse: (stored: string | null) => T;
  format: (value: T) => string | null;
  crossTab?: boolean;
}): TextStorage<T> {
  return {
    getItem: (key) => parse(readStored(key)),
    setItem: (key, value) => {
      const text = format(value);
      if (text === null) removeStored(key);
      else writeStored(key, text);
    },
    removeItem: removeStored,
    ...(crossTab
      ? {
          subscribe: (key: string, callback: (value: T) => void) => {
            const onStorage = (event: StorageEvent) => {
              if (event.key === key) callback(parse(event.newValue));
            };
            window.addEventListener('storage', onStorage);
            return () => window.removeEventListener('storage', onStorage);
          },
        }
      : {}),
  };
}

export function parseTheme(stored: string | null): Theme | null {
  return stored === 'light' || stored === 'dark' ? stored : null;
}
