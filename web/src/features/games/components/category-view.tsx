import type { GameCategory } from '@portal/contracts';
import { useId, useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListTab } from '../api/use-games';
import { GameLobby } from './game-lobby';
import { PvpRooms } from './pvp-rooms';
import { VendorMenu } from './vendor-menu';
import type { VendorCard } from '../api/types';

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
      {category === 'PVP' ? <PvpRooms /> : null}
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
              <VassalagePopup
                key={`${selected.gameType}:${selected.nodeId}`}
                category={category}
                vendor={selected}
                vendorNames={vendorNames}
              />
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

/**
 * A VASSALAGE vendor (spec section 2) shows its games in a popup list: choosing its tab opens the
 * list at once; closing it leaves a button to open it again.
 */
function VassalagePopup({
  category,
  vendor,
  vendorNames,
}: {
  category: GameCategory;
  vendor: VendorCard;
  vendorNames: Map<string, string>;
}) {
  const { t } = useTranslation('games');
  const [open, setOpen] = useState(true);
  return (
    <>
      <EmptyState
        icon="grid"
        title={vendor.displayName}
        headingLevel={2}
        action={
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            {t('openGameList')}
          </button>
        }
      >
        <p>{t('popupListHint', { vendor: vendor.displayName })}</p>
      </EmptyState>
      {open ? (
        <Dialog
          title={t('gameListOf', { vendor: vendor.displayName })}
          onClose={() => setOpen(false)}
          size="lg"
        >
          <GameLobby category={category} vendor={vendor} vendorNames={vendorNames} />
        </Dialog>
      ) : null}
    </>
  );
}
