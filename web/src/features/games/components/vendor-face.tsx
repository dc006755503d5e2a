import { vendorLogoPath } from '@portal/contracts';
import { Icon } from '@/components/ui/icon';
import { useImageUrl } from '@/lib/image-cdn';
import type { VendorCard } from '../api/types';

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
  const imageUrl = useImageUrl();
  return (
    <>
      <img className={logoClass} src={imageUrl(vendorLogoPath(vendor))} alt="" loading="lazy" />
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
