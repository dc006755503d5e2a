import { CATEGORY_ROUTE, type GameCategory } from '@portal/contracts';
import type { VendorCard } from './api/types';

/** The code a vendor tab is known by in the URL: its vassalage when it has one, else the vendor. */
export function vendorCode(vendor: Pick<VendorCard, 'vassalage' | 'vendor'>): string {
  return vendor.vassalage ?? vendor.vendor;
}

/** Slot pages take the vendor tab as `?page=` (spec section 2); the other categories as `?vendor=`. */
export function vendorParamFor(category: GameCategory): 'page' | 'vendor' {
  return category === 'RNG' ? 'page' : 'vendor';
}

/** A vendor's tab on its category page. */
export function vendorTabHref(vendor: Pick<VendorCard, 'vassalage' | 'vendor' | 'gameType'>): string {
  const param = vendorParamFor(vendor.gameType);
  return `${CATEGORY_ROUTE[vendor.gameType]}?${param}=${encodeURIComponent(vendorCode(vendor))}`;
}

/**
 * Where a vendor entry (navigation drop-down, footer, home lanes) leads (spec section 2): lottery
 * vendors to the lottery lobby, the JILI_RNG entry to its vassalage game list, the cockfight entry
 * (DS88) straight into its game, every other vendor to its tab of its category page.
 */
export function vendorHref(vendor: Pick<VendorCard, 'vassalage' | 'vendor' | 'gameType'>): string {
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') {
    return `/lottery?vendor=${encodeURIComponent(vendor.vendor)}`;
  }
  if (vendor.gameType === 'RNG' && vendor.vendor === 'JILI' && vendor.vassalage) {
    return `/game?games=jili&type=vassalage&vassalage=${encodeURIComponent(vendor.vassalage)}`;
  }
  if (vendor.vendor === 'DS88') {
    return `/game?type=direct&vassalage=DS88&gameType=${vendor.gameType}`;
  }
  return vendorTabHref(vendor);
}

/**
 * The vendor a category page opens on when the URL names none: the first tab, in the menu's order,
 * that is not under maintenance (every tab under maintenance: the first). The menu's order is the
 * operator's choice of what to show first; picking the vendor with the most games instead opened
 * Slots on JILI and Lottery on TCG, past the first tabs (the games that play).
 */
export function defaultVendor(vendors: VendorCard[]): VendorCard | undefined {
  return vendors.find((v) => !v.maintenance) ?? vendors[0];
}

/** Finds the vendor a URL value names (code, vassalage or vendor, any case); none: the default. */
export function selectVendor(vendors: VendorCard[], value: string | null): VendorCard | undefined {
  if (value) {
    const wanted = value.toLowerCase();
    const hit = vendors.find(
      (v) => v.vendor.toLowerCase() === wanted || (v.vassalage ?? '').toLowerCase() === wanted,
    );
    if (hit) return hit;
  }
  return defaultVendor(vendors);
}
