import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AccordionItem } from '@/components/ui/accordion';
import { Icon } from '@/components/ui/icon';
import type { HelpCategory } from '../api/types';

/**
 * Footer link topics and the words that find their article by title, in every language the
 * articles come in (the help centre answers in the visitor's language).
 */
export const HELP_TOPICS = {
  about: ['about', 'về công ty', '关于'],
  contact: ['contact', 'liên hệ', '联系'],
  terms: ['terms', 'condition', 'điều khoản', '条款'],
  responsible: ['responsible', 'trách nhiệm', '责任'],
  privacy: ['privacy', 'bảo mật', '隐私'],
  affiliates: ['affiliate', 'agent', 'đại lý', '代理'],
  refund: ['refund', 'hoàn tiền', '退款'],
} as const;
export type HelpTopic = keyof typeof HELP_TOPICS;

export function isHelpTopic(value: string | null): value is HelpTopic {
  return !!value && value in HELP_TOPICS;
}

/** The article a topic points at: the first whose title contains one of the topic's words. */
export function findTopicArticle(categories: HelpCategory[], topic: HelpTopic) {
  const words = HELP_TOPICS[topic];
  for (const category of categories) {
    for (const article of category.articles) {
      const title = article.title.toLowerCase();
      if (words.some((w) => title.includes(w))) return article;
    }
  }
  return undefined;
}

type Props = {
  categories: HelpCategory[];
  categoryId: number | null;
  articleId: number | null;
  missing: boolean;
  onSelectCategory: (id: number) => void;
  onToggleArticle: (id: number | null) => void;
};

/** Help centre: topics on the side, the chosen topic's articles as an accordion. */
export function HelpCenter({
  categories,
  categoryId,
  articleId,
  missing,
  onSelectCategory,
  onToggleArticle,
}: Props) {
  const { t } = useTranslation('content');
  const baseId = useId();
  const current = categories.find((c) => c.id === categoryId) ?? categories[0];
  if (!current) return <p className="muted">{t('help.empty')}</p>;
  const articles = [...current.articles].sort((a, b) => a.sort - b.sort);

  return (
    <div className="help">
      <nav className="help__nav" aria-label={t('help.categories')}>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={clsx('help__topic', category.id === current.id && 'is-active')}
                aria-current={category.id === current.id ? 'true' : undefined}
                onClick={() => onSelectCategory(category.id)}
              >
                {category.title}
                <Icon name="chevronRight" size={16} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="help__content" aria-labelledby={`${baseId}-title`}>
        <h2 id={`${baseId}-title`} className="help__title">
          {current.title}
        </h2>
        {missing ? (
          <p className="notice-box" role="status">
            {t('help.articleMissing')}
          </p>
        ) : null}
        <ul className="accordion">
          {articles.map((article) => {
            const open = article.id === articleId;
            const panelId = `${baseId}-${article.id}`;
            return (
              <AccordionItem
                key={article.id}
                panelId={panelId}
                open={open}
                onToggle={() => onToggleArticle(open ? null : article.id)}
                heading="h3"
                title={article.title}
                html={article.content}
              />
            );
          })}
        </ul>
      </section>
    </div>
  );
}
