import { TRIAL_TYPE } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useBootstrap } from '@/lib/bootstrap';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useSessionState } from '@/lib/session-state';
import { pointsErrorKey } from '../api/errors';
import type { PointProduct } from '../api/types';
import { usePointProducts, usePointsBalance, usePointsConfig } from '../api/use-points';
import { usePointsFormat } from '../lib/format';
import { ConvertDialog } from './convert-dialog';
import { ExchangeRecords, PointsLedger } from './records';
import { RedeemDialog } from './redeem-dialog';
import { Tabs } from '@/components/ui/tabs';
import { useBrandMoney } from '@/lib/money';

type Tab = 'products' | 'records' | 'ledger';

/**
 * /pointMall (spec sections 2, 3 and 8; banner group /pointMall is the layout's): the member's
 * points and the conversion to cash, the products to redeem, the exchange records and the points
 * ledger. A visitor browses the products and logs in to redeem; PTSYS3 off closes the mall.
 */
export function PointMallPage() {
  const { t } = useTranslation(['points', 'common']);
  const bootstrap = useBootstrap().data;
  const session = useSessionState().data;
  const isMember = session?.isLoggedIn === true && session.type !== TRIAL_TYPE;
  const isTrial = session?.isLoggedIn === true && session.type === TRIAL_TYPE;
  const open = bootstrap?.modules.PTSYS3 !== false;
  const [tab, setTab] = useState<Tab>('products');

  if (!open) {
    return (
      <div className="page points-page">
        <h1 className="page-title">{t('title')}</h1>
        <EmptyState icon="gift" title={t('closed')} />
      </div>
    );
  }

  const tabs: { value: Tab; label: string }[] = [
    { value: 'products', label: t('tabs.products') },
    ...(isMember
      ? ([
          { value: 'records', label: t('tabs.records') },
          { value: 'ledger', label: t('tabs.ledger') },
        ] as const)
      : []),
  ];
  const current = isMember ? tab : 'products';

  return (
    <div className="page points-page">
      <h1 className="page-title">{t('title')}</h1>
      {isMember ? <BalanceCard decimals={bootstrap?.brand.currencyDecimals ?? 2} /> : null}
      {isTrial ? <p className="points-note">{t('trial')}</p> : null}
      <Tabs label={t('tabs.label')} idPrefix="points" tabs={tabs} value={current} onChange={setTab} />
      <div role="tabpanel" id="points-panel" aria-labelledby={`points-tab-${current}`}>
        {current === 'products' ? <Products isMember={isMember} /> : null}
        {current === 'records' ? <ExchangeRecords /> : null}
        {current === 'ledger' ? <PointsLedger /> : null}
      </div>
    </div>
  );
}

function BalanceCard({ decimals }: { decimals: number }) {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const balance = usePointsBalance(true);
  const config = usePointsConfig();
  const [converting, setConverting] = useState(false);
  const terms = config.data?.convert;
  return (
    <section className="points-balance" aria-labelledby="points-balance-title">
      <div>
        <h2 id="points-balance-title" className="points-balance__label">
          {t('balance.title')}
        </h2>
        <p className="points-balance__value" aria-live="polite" aria-busy={balance.isFetching || undefined}>
          {balance.data ? formatPoints(balance.data.balance) : balance.isError ? '—' : '…'}
        </p>
        <p className="points-balance__note">
          {balance.data && balance.data.totalEarned > 0
            ? `${t('balance.earned', { points: formatPoints(balance.data.totalEarned) })} `
            : null}
          {t('balance.neverExpire')}
        </p>
      </div>
      {terms?.enabled && balance.data ? (
        <button type="button" className="btn btn--outline" onClick={() => setConverting(true)}>
          {t('actions.convert')}
        </button>
      ) : null}
      {converting && terms && balance.data ? (
        <ConvertDialog
          terms={terms}
          balance={balance.data.balance}
          decimals={decimals}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </section>
  );
}

function Products({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation(['points', 'common']);
  const products = usePointProducts();
  const balance = usePointsBalance(isMember);
  const dialogs = useAccountDialogs();
  const [chosen, setChosen] = useState<PointProduct | null>(null);

  if (products.isPending) {
    return (
      <ul className="points-products" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="points-card points-card--skeleton" />
          </li>
        ))}
      </ul>
    );
  }
  if (products.isError) {
    return (
      <ErrorState
        title={t('errors.loadTitle')}
        message={t(pointsErrorKey(products.error))}
        retryLabel={t('actions.retry')}
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (products.data.list.length === 0) return <EmptyState icon="gift" title={t('empty')} headingLevel={2} />;
  const points = balance.data?.balance ?? 0;
  return (
    <>
      <ul className="points-products">
        {products.data.list.map((p) => (
          <li key={p.id}>
            <ProductCard
              product={p}
              canAfford={!isMember || points >= p.pointsRequired}
              onRedeem={() => (isMember ? setChosen(p) : dialogs.openLoginThen('/pointMall'))}
            />
          </li>
        ))}
      </ul>
      {chosen ? <RedeemDialog product={chosen} balance={points} onClose={() => setChosen(null)} /> : null}
    </>
  );
}

function ProductCard({
  product,
  canAfford,
  onRedeem,
}: {
  product: PointProduct;
  canAfford: boolean;
  onRedeem: () => void;
}) {
  const { t } = useTranslation('points');
  const formatPoints = usePointsFormat();
  const { format: money } = useBrandMoney();
  const titleId = `point-product-${product.id}`;
  const soldOut = product.quantity === 0;
  const label = soldOut ? t('product.soldOut') : canAfford ? t('actions.redeem') : t('product.notEnough');
  return (
    <article className="points-card" aria-labelledby={titleId}>
      <LazyImage
        className="points-card__image"
        src={product.imageUrl}
        alt=""
        fallback={product.name}
        width={300}
        height={300}
      />
      <div className="points-card__body">
        <h3 id={titleId} className="points-card__title">
          {product.name}
        </h3>
        <span className={`promo-badge promo-badge--${product.kind === 'physical' ? 'info' : 'success'}`}>
          {t(`types.${product.kind}`)}
        </span>
        <p className="points-card__description">{product.description}</p>
        <dl className="points-card__facts">
          <dt>{t('product.points')}</dt>
          <dd>{formatPoints(product.pointsRequired)}</dd>
          <dt>{t('product.amount')}</dt>
          <dd>{product.amountRequired === '0.00' ? t('product.free') : money(product.amountRequired)}</dd>
          <dt>{t('product.quantity')}</dt>
          <dd>{soldOut ? t('product.soldOut') : formatPoints(product.quantity)}</dd>
        </dl>
        <button
          type="button"
          className="btn btn--primary points-card__action"
          disabled={soldOut || !canAfford}
          aria-label={`${label}: ${product.name}`}
          onClick={onRedeem}
        >
          {label}
        </button>
      </div>
    </article>
  );
}
