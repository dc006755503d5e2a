import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useMe, useSaveMemberLanguage } from '@/features/accounts/api/use-member';
import type { LanguageCode } from '@/lib/languages';
import { languageAtom } from '@/lib/preferences-state';

/**
 * The language follows the member: at login (and at each page load while logged in) the language
 * kept in the member's profile is restored, so a login on another device starts in it; with none
 * kept yet, the one in use is kept. From then on every change of language is kept there too. The
 * device's own choice (`portal.language`) stays what a visitor and a reload start from.
 */
export function useMemberLanguage(isLoggedIn: boolean) {
  const me = useMe(isLoggedIn);
  const [language, setLanguage] = useAtom(languageAtom);
  const { mutate: save } = useSaveMemberLanguage();
  /** The member the language was restored for, and the language last kept on the platform. */
  const member = useRef<{ id: number; kept: LanguageCode | null } | null>(null);
  const info = isLoggedIn ? me.data?.info : undefined;

  useEffect(() => {
    if (!info) {
      member.current = null;
      return;
    }
    if (member.current?.id !== info.id) {
      member.current = { id: info.id, kept: info.language ?? null };
      if (info.language && info.language !== language) {
        setLanguage(info.language);
        return;
      }
    }
    if (member.current.kept !== language) {
      member.current.kept = language;
      save({ language });
    }
  }, [info, language, setLanguage, save]);
}
