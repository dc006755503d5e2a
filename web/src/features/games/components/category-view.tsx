import type { VendorCard } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { VendorMenu } from './vendor-menu';

type Props = {
  title: string;
  vendors: VendorCard[];
  selected: VendorCard | undefined;
  onSelect: (vendor: VendorCard) => void;
};

/** A game category page: the vendor tabs, and the game list area of the selected vendor. */
export function CategoryView({ title, vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const panelId = useId();
  return (
    <div className="category">
      <h1 className="page-title">{title}</h1>
      {vendors.length === 0 ? (
        <EmptyState icon="grid" title={t('noVendors')} />
      ) : (
        <>
          <VendorMenu
            label={t('vendorMenu', { category: title })}
            vendors={vendors}
            selected={selected}
            panelId={panelId}
            onSelect={onSelect}
          />
          <div id={panelId} role="tabpanel" className="category__panel" aria-label={selected?.displayName}>
            <EmptyState icon="grid" title={t('gamesLaterTitle')} headingLevel={2}>
              <p>{t('gamesLater', { vendor: selected?.displayName ?? '' })}</p>
            </EmptyState>
          </div>
        </>
      )}
    </div>
  );
}
