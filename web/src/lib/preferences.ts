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
  const value = readStored(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
