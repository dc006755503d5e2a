import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { applyTheme } from '@/lib/preferences';
import { languageAtom, themeAtom } from '@/lib/preferences-state';

/**
 * Keeps the page in step with the preference atoms (rendered once, under the jotai provider): the
 * theme on <html>, and the language atom mounted, so it and i18next follow each other.
 */
export function PreferencesSync() {
  const theme = useAtomValue(themeAtom);
  useAtomValue(languageAtom);
  // Before paint: a changed theme never shows one frame in the old colours.
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
