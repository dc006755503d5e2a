import { vendorLogoPath } from '@portal/contracts';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { Icon } from '@/components/ui/icon';
import type { VendorCard } from '../api/types';

/**
 * A vendor's logo (the platform's logo files are 240 x 96), lazily loaded; the box `className`
 * gives it keeps that shape. A logo that cannot be loaded stands in as the vendor's name.
 */
export function VendorLogo({
  vendor,
  className,
  alt = '',
}: {
  vendor: VendorCard;
  className: string;
  alt?: string;
}) {
  return (
    <LazyImage
      className={className}
      src={vendorLogoPath(vendor)}
      alt={alt}
      fallback={vendor.displayName}
      width={240}
      height={96}
    />
  );
}

/**
 * A vendor's logo, name and hot badge, as the nav's vendor dropdown and the vendor tabs show them;
 * `logoClass` and `nameClass` are the host's own classes.
 */
export function VendorFace({
  vendor,
  logoClass,
  nameClass,
  hotLabel,
}: {
  vendor: VendorCard;
  logoClass: string;
  nameClass: string;
  hotLabel: string;
}) {
  return (
    <>
      <VendorLogo vendor={vendor} className={logoClass} />
      <span className={nameClass}>{vendor.displayName}</span>
      {vendor.isHot === 1 ? (
        <span className="badge badge--hot">
          <Icon name="fire" size={12} />
          {hotLabel}
        </span>
      ) : null}
    </>
  );
}
