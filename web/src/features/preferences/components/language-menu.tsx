import clsx from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import {
  ALL_LANGUAGES,
  HEADER_LANGUAGES,
  isCompleteLanguage,
  LANGUAGE_NATIVE_NAMES,
  toI18nCode,
  type LanguageCode,
} from '@/lib/languages';
import { removeStored, writeStored } from '@/lib/preferences';
import { isPseudoLocale, PSEUDO_LOCALES, PSEUDO_STORAGE_KEY, type PseudoLocale } from '@/lib/pseudo-locale';
import { useLanguage } from '../hooks/use-language';

/** The keys that move the focus among the open panel's buttons, and where to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

const isHeaderLanguage = (code: LanguageCode) => (HEADER_LANGUAGES as readonly string[]).includes(code);

/**
 * The language selector's open panel (language-select.tsx keeps the button): the header
 * languages, the "more languages" list, and in the dev server the pseudo-locales. Languages
 * without a complete translation say so ("partial (English)").
 */
export function LanguageMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('layout');
  const [active, setLanguage] = useLanguage();
  // The active language is one of the "more" list's: that list opens too, so it shows (and takes
  // the focus).
  const [showAll, setShowAll] = useState(() => !isHeaderLanguage(active));
  const panelRef = useRef<HTMLDivElement>(null);

  // Opened: the focus goes to the active language (or the first), so the arrows start from there.
  useEffect(() => {
    const panel = panelRef.current;
    (
      panel?.querySelector<HTMLButtonElement>('[aria-current="true"]') ?? panel?.querySelector('button')
    )?.focus();
  }, []);

  function onPanelKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    const buttons = [...(panelRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (!move || buttons.length === 0) return;
    event.preventDefault();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[move(index, buttons.length)]?.focus();
  }

  function choose(code: LanguageCode) {
    if (import.meta.env.DEV && isPseudoLocale(i18n.language)) {
      // Out of a pseudo-locale: it is English's portal code, so the language atom sees no change.
      removeStored(PSEUDO_STORAGE_KEY);
      void i18n.changeLanguage(toI18nCode(code));
    }
    setLanguage(code);
    onClose();
  }

  /** The dev server's pseudo-locales (lib/pseudo-locale.ts), kept across reloads like a language. */
  function choosePseudo(lng: PseudoLocale) {
    writeStored(PSEUDO_STORAGE_KEY, lng);
    void i18n.changeLanguage(lng);
    onClose();
  }

  const renderOption = (code: LanguageCode) => (
    <li key={code}>
      <button
        type="button"
        className={clsx('lang-option', code === active && 'is-active')}
        aria-current={code === active ? 'true' : undefined}
        lang={toI18nCode(code)}
        onClick={() => choose(code)}
      >
        <span className="lang-option__code" aria-hidden="true">
          {code}
        </span>
        <span className="lang-option__name" dir="auto">
          {LANGUAGE_NATIVE_NAMES[code]}
        </span>
        {!isCompleteLanguage(code) ? (
          <span className="lang-option__partial" lang={i18n.language}>
            {t('header.partialLanguage')}
          </span>
        ) : null}
      </button>
    </li>
  );

  return (
    <div
      ref={panelRef}
      className="lang-select__panel"
      id={id}
      role="group"
      aria-label={t('header.language')}
      onKeyDown={onPanelKeyDown}
    >
      <ul className="lang-select__list">{HEADER_LANGUAGES.map(renderOption)}</ul>
      <button
        type="button"
        className="lang-select__more"
        aria-expanded={showAll}
        onClick={() => setShowAll((v) => !v)}
      >
        {t('header.moreLanguages')}
        <Icon name="chevronDown" size={14} />
      </button>
      {showAll ? (
        <ul className="lang-select__list lang-select__list--all" aria-label={t('header.moreLanguages')}>
          {ALL_LANGUAGES.filter((c) => !isHeaderLanguage(c)).map(renderOption)}
        </ul>
      ) : null}
      {import.meta.env.DEV ? (
        <ul className="lang-select__list" aria-label="Pseudo-locales (development)">
          {(Object.keys(PSEUDO_LOCALES) as PseudoLocale[]).map((lng) => (
            <li key={lng}>
              <button
                type="button"
                className={clsx('lang-option', i18n.language === lng && 'is-active')}
                aria-current={i18n.language === lng ? 'true' : undefined}
                lang={lng}
                dir={PSEUDO_LOCALES[lng].dir}
                onClick={() => choosePseudo(lng)}
              >
                <span className="lang-option__code" aria-hidden="true">
                  {lng.slice(-2)}
                </span>
                <span className="lang-option__name">{PSEUDO_LOCALES[lng].name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
