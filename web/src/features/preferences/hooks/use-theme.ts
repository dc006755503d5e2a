import { useAtom } from 'jotai';
import type { Theme } from '@/lib/preferences';
import { themeAtom } from '@/lib/preferences-state';

/** The theme shown and a setter that remembers the person's choice. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return useAtom(themeAtom);
}
