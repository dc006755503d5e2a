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
 * The vendor a category page opens on when the URL names none: among the vendors not under
 * maintenance, the one with the most games (ties: a hot one, then the menu's order). The lanes'
 * first vendor could be one with a single game, which made a poor first sight of a category.
 */
export function defaultVendor(vendors: VendorCard[]): VendorCard | undefined {
  const open = vendors.filter((v) => !v.maintenance);
  const pool = open.length > 0 ? open : vendors;
  return pool.reduce<VendorCard | undefined>((best, v) => {
    if (!best) return v;
    const diff = (v.gameCount ?? 0) - (best.gameCount ?? 0);
    if (diff !== 0) return diff > 0 ? v : best;
    return v.isHot > best.isHot ? v : best;
  }, undefined);
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
