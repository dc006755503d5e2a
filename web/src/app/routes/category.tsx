import { CATEGORY_ROUTE, type GameCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/errors';
import { useSearchParams } from 'react-router';
import { PageSkeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { useLanes } from '@/features/games/api/use-lanes';
import { CategoryView } from '@/features/games/components/category-view';
import { selectVendor, vendorCode, vendorParamFor } from '@/features/games/routes';
import type { VendorCard } from '@/features/games/api/types';

/** A game category page (/rng, /live, …); /hot shows the slot vendors under the hot title. */
export default function CategoryPage({ category, hot = false }: { category: GameCategory; hot?: boolean }) {
  const { t } = useTranslation('common');
  const lanes = useLanes();
  const [params, setParams] = useSearchParams();
  const param = vendorParamFor(category);

  if (lanes.isPending) return <PageSkeleton label={t('loading')} />;
  if (lanes.isError) {
    return (
      <ErrorState
        title={t('errors.networkTitle')}
        message={t(errorMessageKey(lanes.error))}
        retryLabel={t('retry')}
        onRetry={() => void lanes.refetch()}
      />
    );
  }
  const vendors = lanes.data.find((lane) => lane.gameType === category)?.vendors ?? [];
  const selected = selectVendor(vendors, params.get(param));
  const title = hot ? t('categories.HOT') : t(`categories.${category}`);

  function onSelect(vendor: VendorCard) {
    setParams({ [param]: vendorCode(vendor) }, { replace: true });
  }

  return (
    <CategoryView
      key={hot ? '/hot' : CATEGORY_ROUTE[category]}
      title={title}
      category={category}
      initialTab={hot ? 'hot' : 'all'}
      vendors={vendors}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
