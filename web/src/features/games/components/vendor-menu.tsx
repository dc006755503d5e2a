import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { ScrollRow } from '@/components/ui/scroll-row';
import { nextTabIndex } from '@/lib/roving-tabs';
import { vendorCode } from '../routes';
import type { VendorCard } from '../api/types';
import { VendorFace } from './vendor-face';

/** Spec section 9: scroll arrows appear when a category has more than 7 vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

type Props = {
  label: string;
  vendors: VendorCard[];
  selected: VendorCard | undefined;
  panelId: string;
  onSelect: (vendor: VendorCard) => void;
};

/**
 * Vendor tabs of a category page (a tablist; arrow keys move between tabs). A vendor that is not
 * connected (`sandbox`: its games open a preview page) carries the tiles' "Preview" badge.
 */
export function VendorMenu({ label, vendors, selected, panelId, onSelect }: Props) {
  const { t } = useTranslation('games');
  const trackRef = useRef<HTMLElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = vendors.findIndex((v) => v === selected);
    const next = nextTabIndex(event.key, index, vendors.length);
    if (next === null) return;
    const vendor = vendors[next];
    if (!vendor) return;
    event.preventDefault();
    onSelect(vendor);
    trackRef.current
      ?.querySelector<HTMLElement>(`[data-vendor="${CSS.escape(vendorCode(vendor))}"]`)
      ?.focus();
  }

  return (
    <ScrollRow
      className="vendor-menu"
      trackClassName="vendor-menu__track"
      trackRef={trackRef}
      trackProps={{ role: 'tablist', 'aria-label': label, onKeyDown }}
      arrows={vendors.length > VENDOR_ARROWS_ABOVE}
      previousLabel={t('previousVendors')}
      nextLabel={t('nextVendors')}
    >
      {vendors.map((vendor) => {
        const isSelected = vendor === selected;
        return (
          <button
            key={vendor.nodeId}
            type="button"
            role="tab"
            data-vendor={vendorCode(vendor)}
            className={clsx('vendor-tab', isSelected && 'is-selected')}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(vendor)}
          >
            <VendorFace
              vendor={vendor}
              logoClass="vendor-tab__logo"
              nameClass="vendor-tab__name"
              hotLabel={t('hot')}
            />
            {/* Under the name and in the tab's text, so its name says it ("JILI Preview"; the
                  space keeps the words apart there, the grid drops it); the hot badge keeps the
                  top corner. */}
            {vendor.sandbox || vendor.maintenance ? ' ' : null}
            {vendor.sandbox || vendor.maintenance ? (
              <span className="vendor-tab__flags">
                {vendor.sandbox ? (
                  <span className="badge badge--preview">
                    <Icon name="eye" size={12} />
                    {t('previewBadge')}
                  </span>
                ) : null}{' '}
                {vendor.maintenance ? <span className="badge badge--muted">{t('maintenance')}</span> : null}
              </span>
            ) : null}
          </button>
        );
      })}
    </ScrollRow>
  );
}
