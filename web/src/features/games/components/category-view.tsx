import type { GameCategory } from '@portal/contracts';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListTab } from '../api/use-games';
import { GameLobby } from './game-lobby';
import { PvpRoomsFrame, PvpRoomsLoading } from './pvp-rooms-frame';
import { VendorMenu } from './vendor-menu';
import type { VendorCard } from '../api/types';

const PvpRooms = lazy(() => import('./pvp-rooms'));
// Only a vendor whose games open in a popup list needs it (and the PvP page its rooms): chunks of
// their own, out of every other category page's first paint.
const VassalagePopup = lazy(() => import('./vassalage-popup'));

type Props = {
  title: string;
  category: GameCategory;
  initialTab?: ListTab;
  vendors: VendorCard[];
  selected: VendorCard | undefined;
  onSelect: (vendor: VendorCard) => void;
};

/** A game category page: the vendor tabs, and the game list of the selected vendor (a new vendor
 * starts the list again: page 1, no filters). */
export function CategoryView({ title, category, initialTab, vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const panelId = useId();
  const vendorNames = useMemo(() => new Map(vendors.map((v) => [v.vendor, v.displayName])), [vendors]);
  return (
    <div className="category">
      <h1 className="page-title">{title}</h1>
      {category === 'PVP' ? (
        <PvpRoomsFrame>
          <Suspense fallback={<PvpRoomsLoading />}>
            <PvpRooms loading={<PvpRoomsLoading />} />
          </Suspense>
        </PvpRoomsFrame>
      ) : null}
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
            {selected?.isVassalagePopup ? (
              <Suspense fallback={<EmptyState icon="grid" title={selected.displayName} headingLevel={2} />}>
                <VassalagePopup
                  key={`${selected.gameType}:${selected.nodeId}`}
                  category={category}
                  vendor={selected}
                  vendorNames={vendorNames}
                />
              </Suspense>
            ) : (
              <GameLobby
                key={selected ? `${selected.gameType}:${selected.nodeId}` : category}
                category={category}
                vendor={selected}
                vendorNames={vendorNames}
                initialTab={initialTab}
                searchAcrossVendors
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
