import clsx from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { LANGUAGE_NATIVE_NAMES } from '@/lib/languages';
import { useLanguage } from '../hooks/use-language';

const loadMenu = () => import('./language-menu');
const preloadMenu = () => void loadMenu();
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * Header language selector: the six header languages, plus a "more languages" list of every code,
 * each named in its own language and script (the panel: language-menu.tsx, loaded when first
 * opened or pointed at, so the first paint carries the button only). Keyboard: opening moves the
 * focus to the active language, Up, Down, Home and End move among the options, Escape closes and
 * gives the focus back to the button. The choice is stored (localStorage and the cookie the gateway
 * writes the next page's language from).
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [active] = useLanguage();

  useEffect(() => {
    if (!open) return;
    function onDocClick(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onDocClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDocClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="lang-select" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('lang-select__button', compact && 'is-compact')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t('header.language')}: </span>
        <span>{active}</span>
        <span className="visually-hidden"> ({LANGUAGE_NATIVE_NAMES[active]})</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageMenu id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
