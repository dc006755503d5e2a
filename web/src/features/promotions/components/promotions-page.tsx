import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/errors';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import type { PromotionCard, PromotionCategory } from '../api/types';
import { usePromotionList } from '../api/use-promotions';
import { Countdown } from './countdown';
import { StateAction } from './state-action';
import { StateBadge } from './state-badge';
import { Tabs } from '@/components/ui/tabs';
import { useBootstrap } from '@/lib/bootstrap';
import { withScheduleState } from '../lib/time';

/**
 * /promotions (spec section 2): the category tabs and a card per promotion with the member's state
 * badge, the countdown and the state's action. The banner group /promotions is the layout's.
 */
export function PromotionsPage() {
  const { t } = useTranslation(['promotions', 'common']);
  const [category, setCategory] = useState<PromotionCategory>('all');
  const list = usePromotionList(category);
  const timeZone = useBootstrap().data?.brand.timeZone ?? 'UTC';
  const categories = list.data?.categories ?? ['all'];

  return (
    <div className="page promotions-page">
      <h1 className="page-title">{t('title')}</h1>
      <Tabs
        label={t('categoriesLabel')}
        idPrefix="promo-category"
        tabs={categories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        value={category}
        onChange={setCategory}
      />
      <div role="tabpanel" id="promo-category-panel" aria-labelledby={`promo-category-tab-${category}`}>
        {list.isPending ? (
          <ul className="promo-cards" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="promo-card promo-card--skeleton" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <ErrorState
            title={t('common:errors.networkTitle')}
            message={t(`common:${errorMessageKey(list.error)}`)}
            retryLabel={t('common:retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.promotions.length === 0 ? (
          <EmptyState icon="gift" title={t('empty')} />
        ) : (
          <ul className="promo-cards">
            {list.data.promotions.map((p) => (
              <li key={p.id}>
                <PromotionCardView promotion={withScheduleState(p, timeZone)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PromotionCardView({ promotion }: { promotion: PromotionCard }) {
  const { t } = useTranslation('promotions');
  const titleId = `promo-${promotion.id}-title`;
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      {promotion.bannerUrl ? (
        <LazyImage
          className="promo-card__banner"
          src={promotion.bannerUrl}
          alt=""
          fallback={promotion.title}
          width={1200}
          height={300}
        />
      ) : null}
      <div className="promo-card__body">
        <div className="promo-card__head">
          <h2 id={titleId} className="promo-card__title">
            <Link to={`/promoDetail?id=${promotion.id}`}>{promotion.title}</Link>
          </h2>
          <StateBadge promotion={promotion} />
        </div>
        <p className="promo-card__summary">{promotion.summary}</p>
        <Countdown promotion={promotion} />
        <div className="promo-card__actions">
          <StateAction promotion={promotion} />
          <Link className="btn btn--ghost btn--small" to={`/promoDetail?id=${promotion.id}`}>
            {t('details')}
            <span className="visually-hidden">: {promotion.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
