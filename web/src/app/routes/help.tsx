import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/errors';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useHelpCenter } from '@/features/content/api/use-help-center';
import { findTopicArticle, HelpCenter, isHelpTopic } from '@/features/content/components/help-center';
import { HelpSearchField, HelpSearchResults } from '@/features/content/components/help-search';

/**
 * /help and /helpmc. The URL holds the state: `?category=` a topic, `?article=` an open article,
 * `?topic=` one of the footer's links (resolved to an article by its title). While the search field
 * holds words, matching articles replace the topics; choosing one opens it in its topic.
 */
export default function HelpPage() {
  const { t } = useTranslation(['content', 'common']);
  const help = useHelpCenter();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  // After a search result is chosen, its article's button takes the focus once it has rendered, so
  // keyboard users land where they chose.
  const focusOpened = useRef(false);
  useEffect(() => {
    if (!focusOpened.current) return;
    const trigger = document.querySelector<HTMLButtonElement>('.accordion__item.is-open .accordion__trigger');
    if (!trigger) return;
    trigger.focus();
    focusOpened.current = false;
  });

  if (help.isPending) return <PageSkeleton label={t('common:loading')} />;
  if (help.isError) {
    return (
      <ErrorState
        title={t('common:errors.networkTitle')}
        message={t(`common:${errorMessageKey(help.error)}`)}
        retryLabel={t('common:retry')}
        onRetry={() => void help.refetch()}
      />
    );
  }

  const categories = help.data;
  const topic = params.get('topic');
  const articleParam = Number(params.get('article')) || null;
  let articleId = articleParam;
  let categoryId = Number(params.get('category')) || null;
  let missing = false;
  if (isHelpTopic(topic)) {
    const article = findTopicArticle(categories, topic);
    if (article) {
      articleId = article.id;
      categoryId = article.categoryId;
    } else missing = true;
  } else if (articleId !== null) {
    const owner = categories.find((c) => c.articles.some((a) => a.id === articleId));
    if (owner) categoryId = owner.id;
    else missing = true;
  }
  const searching = query.trim() !== '';

  return (
    <div className="page">
      <div className="help__head">
        <h1 className="page-title">{t('help.title')}</h1>
        {categories.length > 0 ? <HelpSearchField value={query} onChange={setQuery} /> : null}
      </div>
      {searching ? (
        <HelpSearchResults
          categories={categories}
          query={query}
          onOpen={(id) => {
            focusOpened.current = true;
            setQuery('');
            setParams({ article: String(id) });
          }}
        />
      ) : (
        <HelpCenter
          categories={categories}
          categoryId={categoryId}
          articleId={articleId}
          missing={missing}
          onSelectCategory={(id) => setParams({ category: String(id) })}
          onToggleArticle={(id) =>
            setParams(id === null ? { category: String(categoryId ?? '') } : { article: String(id) }, {
              replace: true,
            })
          }
        />
      )}
    </div>
  );
}
