import { useAtom } from 'jotai';
import type { LanguageCode } from '@/lib/languages';
import { languageAtom } from '@/lib/preferences-state';

/** The interface language and a setter that remembers it and switches i18next. */
export function useLanguage(): [LanguageCode, (code: LanguageCode) => void] {
  return useAtom(languageAtom);
}
