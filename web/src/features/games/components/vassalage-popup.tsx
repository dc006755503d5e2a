import type { GameCategory } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import type { VendorCard } from '../api/types';
import { GameLobby } from './game-lobby';

/**
 * A VASSALAGE vendor (spec section 2) shows its games in a popup list: choosing its tab opens the
 * list at once; closing it leaves a button to open it again.
 */
export default function VassalagePopup({
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
