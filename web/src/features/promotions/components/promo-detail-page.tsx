import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { SafeHtml } from '@/components/ui/safe-html';
import { useBootstrap } from '@/lib/bootstrap';
import { errorCode, errorMessageKey } from '@/lib/errors';
import { formatNumber, formatPercentValue } from '@/lib/locale-format';
import { useImageUrl } from '@/lib/image-cdn';
import { useBrandMoney } from '@/lib/money';
import type { PromotionDetail } from '../api/types';
import { usePromotionDetail } from '../api/use-promotions';
import { ApplicationForm } from './application-form';
import { Countdown } from './countdown';
import { RafflePanel } from './raffle-panel';
import { StateAction } from './state-action';
import { StateBadge } from './state-badge';
import { withScheduleState } from '../lib/time';

/** /promoDetail?id=: the promotion's body and terms, the member's state and action, progress, raffle. */
export function PromoDetailPage() {
  const { t } = useTranslation(['promotions', 'common']);
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const detail = usePromotionDetail(id);
  const timeZone = useBootstrap().data?.brand.timeZone ?? 'UTC';

  if (detail.isSuccess) return <Detail promotion={withScheduleState(detail.data, timeZone)} />;
  const isMissing = id === null || errorCode(detail.error) === 'PROMOTION_NOT_FOUND';
  return (
    <div className="page">
      <h1 className="page-title">{t('detailTitle')}</h1>
      {isMissing ? (
        <EmptyState
          icon="gift"
          title={t('notFound')}
          action={
            <Link className="btn btn--primary" to="/promotions">
              {t('backToList')}
            </Link>
          }
        />
      ) : detail.isError ? (
        <ErrorState
          title={t('common:errors.networkTitle')}
          message={t(`common:${errorMessageKey(detail.error)}`)}
          retryLabel={t('common:retry')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <PageSkeleton label={t('common:loading')} />
      )}
    </div>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const imageUrl = useImageUrl();
  const [isApplying, setIsApplying] = useState(false);
  const { format: money } = useBrandMoney();
  const { progress } = promotion;
  const canApply =
    promotion.kind === 'application' && (promotion.state === 'join' || promotion.state === 'rejected');
  return (
    <article className="page promo-detail" aria-labelledby="promo-detail-title">
      <Link className="btn btn--ghost btn--small" to="/promotions">
        {t('backToList')}
      </Link>
      {promotion.bannerUrl ? (
        <img className="promo-detail__banner" src={imageUrl(promotion.bannerUrl)} alt="" />
      ) : null}
      <div className="promo-card__head">
        <h1 id="promo-detail-title" className="page-title">
          {promotion.title}
        </h1>
        <StateBadge promotion={promotion} />
      </div>
      <Countdown promotion={promotion} />
      <p className="promo-detail__period">
        {t('period', { start: promotion.startsAt, end: promotion.endsAt })}
      </p>
      {promotion.reward ? <p>{t('reward', { amount: money(promotion.reward) })}</p> : null}
      <Terms promotion={promotion} money={money} />
      {progress &&
      (promotion.state === 'joined' || promotion.state === 'inProgress' || promotion.state === 'claim') ? (
        <div className="promo-progress">
          <label htmlFor="promo-progress">
            {t('progress', { done: money(progress.done), target: money(progress.target) })}
          </label>
          <progress
            id="promo-progress"
            max={Number(progress.target) || 1}
            value={Math.min(Number(progress.done), Number(progress.target) || 1)}
          />
        </div>
      ) : null}
      <div className="promo-detail__action">
        <StateAction
          promotion={promotion}
          reason={promotion.application?.reason ?? null}
          onApply={() => setIsApplying(true)}
        />
      </div>
      {isApplying && canApply ? (
        <ApplicationForm promotionId={promotion.id} onSent={() => setIsApplying(false)} />
      ) : null}
      {promotion.kind === 'raffle' && promotion.prizes ? <RafflePanel promotion={promotion} /> : null}
      <section aria-labelledby="promo-body-title">
        <h2 id="promo-body-title" className="section-title">
          {t('body')}
        </h2>
        <SafeHtml className="rich-text" html={promotion.body} />
      </section>
      <section aria-labelledby="promo-terms-title">
        <h2 id="promo-terms-title" className="section-title">
          {t('terms')}
        </h2>
        <SafeHtml className="rich-text" html={promotion.terms} />
      </section>
    </article>
  );
}

/** The figures of a deposit bonus or rebate: percent, cap, minimum deposit, turnover multiplier. */
function Terms({ promotion, money }: { promotion: PromotionDetail; money: (amount: string) => string }) {
  const { t, i18n } = useTranslation('promotions');
  const rows: [string, string][] = [];
  if (promotion.percent !== null)
    rows.push([t('figures.percent'), formatPercentValue(promotion.percent, i18n.language)]);
  if (promotion.cap !== null) rows.push([t('figures.cap'), money(promotion.cap)]);
  if (promotion.minDeposit !== null) rows.push([t('figures.minDeposit'), money(promotion.minDeposit)]);
  if (promotion.turnoverMultiplier !== null)
    rows.push([
      t('figures.turnoverMultiplier'),
      `×${formatNumber(promotion.turnoverMultiplier, i18n.language)}`,
    ]);
  if (rows.length === 0) return null;
  return (
    <dl className="rebate-summary figure-tiles">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
