import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { searchHelp, type TextPart } from '../lib/help-search';
import type { HelpCategory } from '../api/types';

/** How long typing must pause before the articles are searched. */
export const HELP_SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** The search field of the help centre. */
export function HelpSearchField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <div className="help-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {t('help.searchLabel')}
      </label>
      <Icon name="search" size={18} className="help-search__icon" />
      <input
        id={id}
        className="field__input help-search__input"
        type="search"
        value={value}
        placeholder={t('help.searchPlaceholder')}
        autoComplete="off"
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value !== '') {
            e.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}

/**
 * The articles matching `query` (debounced), searched in the browser over the help centre it
 * already has: titles and text, case and accents ignored, matches marked. Choosing one opens it.
 */
export function HelpSearchResults({
  categories,
  query,
  onOpen,
}: {
  categories: HelpCategory[];
  query: string;
  onOpen(articleId: number): void;
}) {
  const { t } = useTranslation('content');
  const debounced = useDebounced(query.trim(), HELP_SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => searchHelp(categories, debounced), [categories, debounced]);
  const headingId = useId();
  const settled = debounced === query.trim();

  return (
    <section className="help-results" aria-labelledby={headingId} aria-busy={!settled}>
      <h2 id={headingId} className="help__title">
        {t('help.resultsTitle', { query: debounced })}
      </h2>
      {/* Announced once the search has run, not on every key press. */}
      <p className="help-results__count" role="status">
        {settled && debounced !== ''
          ? results.length === 0
            ? t('help.noResults', { query: debounced })
            : t('help.resultCount', { count: results.length })
          : ''}
      </p>
      {results.length > 0 ? (
        <ul className="help-results__list">
          {results.map((r) => (
            <li key={r.articleId}>
              <button type="button" className="help-results__item" onClick={() => onOpen(r.articleId)}>
                <span className="help-results__category">{r.categoryTitle}</span>
                {/* The hidden commas keep the parts apart when the button's name is read out. */}
                <span className="visually-hidden">, </span>
                <span className="help-results__title">
                  <Parts parts={r.title} />
                </span>
                {r.snippet.length > 0 ? <span className="visually-hidden">, </span> : null}
                {r.snippet.length > 0 ? (
                  <span className="help-results__snippet">
                    <Parts parts={r.snippet} />
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
