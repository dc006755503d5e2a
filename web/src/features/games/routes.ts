import { CATEGORY_ROUTE, type GameCategory, type VendorCard } from '@portal/contracts';

/** The code a vendor tab is known by in the URL: its vassalage when it has one, else the vendor. */
export function vendorCode(vendor: Pick<VendorCard, 'vassalage' | 'vendor'>): string {
  return vendor.vassalage ?? vendor.vendor;
}

/** Slot pages take the vendor tab as `?page=` (spec section 2); the other categories as `?vendor=`. */
export function vendorParamFor(category: GameCategory): 'page' | 'vendor' {
  return category === 'RNG' ? 'page' : 'vendor';
}

export function vendorHref(vendor: Pick<VendorCard, 'vassalage' | 'vendor' | 'gameType'>): string {
  const param = vendorParamFor(vendor.gameType);
  return `${CATEGORY_ROUTE[vendor.gameType]}?${param}=${encodeURIComponent(vendorCode(vendor))}`;
}

/** Finds the vendor a URL value names (code, vassalage or vendor, any case); none: the first. */
export function selectVendor(vendors: VendorCard[], value: string | null): VendorCard | undefined {
  if (value) {
    const wanted = value.toLowerCase();
    const hit = vendors.find(
      (v) => v.vendor.toLowerCase() === wanted || (v.vassalage ?? '').toLowerCase() === wanted,
    );
    if (hit) return hit;
  }
  return vendors[0];
}
