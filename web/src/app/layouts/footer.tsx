import { CATEGORY_ROUTE, TRIAL_TYPE, vendorLogoPath, type HelpCategory } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import 'swiper/css';
import type { SwiperInstance } from '@/components/slider/swiper-parts';
import { useSwiper } from '@/components/slider/use-swiper';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icon';
import { vendorHref } from '@/features/games/routes';
import { useAccountDialogs } from '@/lib/account-overlays';
import { directionOf } from '@/lib/i18n';
import { useImageUrl } from '@/lib/image-cdn';
import { useSessionState } from '@/lib/session-state';
import type { Brand, Resource } from '@/lib/bootstrap';
import type { VendorCard, VendorLanes } from '@/features/games/api/types';

/** Spec section 9: the footer's vendor slider shows 9 logos at a time on desktop. */
export const FOOTER_LOGOS_PER_VIEW = 9;

const FOOTER_LINKS = [
  ['aboutCompany', 'about'],
  ['contactUs', 'contact'],
  ['terms', 'terms'],
  ['responsibleGaming', 'responsible'],
  ['privacy', 'privacy'],
  ['affiliates', 'affiliates'],
  ['refund', 'refund'],
] as const;

const SOCIAL: { type: Resource['resourceType']; key: string; icon: IconName }[] = [
  { type: 'FACEBOOK', key: 'facebook', icon: 'facebook' },
  { type: 'INSTAGRAM', key: 'instagram', icon: 'instagram' },
  { type: 'TWITTER', key: 'twitter', icon: 'twitter' },
  { type: 'YOUTUBE', key: 'youtube', icon: 'youtube' },
  { type: 'TELEGRAM', key: 'telegram', icon: 'telegram' },
];

function uniqueLogos(lanes: VendorLanes): VendorCard[] {
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const lane of lanes) {
    for (const vendor of lane.vendors) {
      const path = vendorLogoPath(vendor);
      if (seen.has(path)) continue;
      seen.add(path);
      out.push(vendor);
    }
  }
  return out;
}

function VendorSlider({ lanes }: { lanes: VendorLanes }) {
  const { t, i18n } = useTranslation('layout');
  // Swiper reads the direction when it starts: a change of direction starts it again.
  const dir = directionOf(i18n.language);
  const imageUrl = useImageUrl();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const vendors = useMemo(() => uniqueLogos(lanes), [lanes]);
  // Swiper comes after the page has loaded; until then the logos sit in its markup, laid out by CSS
  // as Swiper lays them out (footer.css), so nothing moves when it takes over.
  const [parts, reach] = useSwiper(vendors.length > 0);
  if (vendors.length === 0) return null;
  const logo = (vendor: VendorCard) => (
    <Link to={vendorHref(vendor)} className="footer__logo">
      <img src={imageUrl(vendorLogoPath(vendor))} alt={vendor.displayName} loading="lazy" />
    </Link>
  );
  const step = (go: (s: SwiperInstance) => void) => () => {
    if (swiper) go(swiper);
    else reach();
  };
  return (
    <section
      className="footer__providers"
      aria-label={t('footer.providers')}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <button
        type="button"
        className="footer__slider-arrow"
        aria-label={t('footer.previousProviders')}
        onClick={step((s) => s.slidePrev())}
      >
        <Icon name="chevronLeft" />
      </button>
      {parts ? (
        <parts.Swiper
          key={dir}
          dir={dir}
          className="footer__slider"
          modules={[parts.Autoplay, parts.A11y]}
          slidesPerView={3}
          spaceBetween={12}
          rewind
          autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
          breakpoints={{
            480: { slidesPerView: 4 },
            640: { slidesPerView: 5 },
            900: { slidesPerView: 7 },
            1200: { slidesPerView: FOOTER_LOGOS_PER_VIEW },
          }}
          a11y={{ enabled: true, slideRole: 'group' }}
          onSwiper={setSwiper}
        >
          {vendors.map((vendor) => (
            <parts.SwiperSlide key={`${vendor.gameType}-${vendor.nodeId}`}>{logo(vendor)}</parts.SwiperSlide>
          ))}
        </parts.Swiper>
      ) : (
        <div className="swiper footer__slider footer__slider--static">
          <div className="swiper-wrapper">
            {vendors.map((vendor) => (
              <div className="swiper-slide" key={`${vendor.gameType}-${vendor.nodeId}`}>
                {logo(vendor)}
              </div>
            ))}
          </div>
        </div>
      )}
      <button
        type="button"
        className="footer__slider-arrow"
        aria-label={t('footer.nextProviders')}
        onClick={step((s) => s.slideNext())}
      >
        <Icon name="chevronRight" />
      </button>
    </section>
  );
}

type Props = {
  brand: Brand;
  lanes: VendorLanes;
  help: HelpCategory[];
  resources: Resource[];
};

export function Footer({ brand, lanes, help, resources }: Props) {
  const { t } = useTranslation(['layout', 'common']);
  const dialogs = useAccountDialogs();
  const session = useSessionState().data;
  const isMember = session?.isLoggedIn === true && session.type !== TRIAL_TYPE;
  const social = SOCIAL.flatMap((s) => {
    const resource = resources.find((r) => r.resourceType === s.type);
    return resource ? [{ ...s, resource }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="container">
        <VendorSlider lanes={lanes} />
        <div className="footer__columns">
          <nav className="footer__column" aria-labelledby="footer-games">
            <h2 id="footer-games" className="footer__heading">
              {t('nav.games')}
            </h2>
            <ul>
              {lanes.map((lane) => (
                <li key={lane.gameType}>
                  <Link to={CATEGORY_ROUTE[lane.gameType]}>{t(`common:categories.${lane.gameType}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {help.length > 0 ? (
            <nav className="footer__column" aria-labelledby="footer-help">
              <h2 id="footer-help" className="footer__heading">
                {t('footer.help')}
              </h2>
              <ul>
                {help.map((category) => (
                  <li key={category.id}>
                    <Link to={`/help?category=${category.id}`}>{category.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav className="footer__column" aria-labelledby="footer-about">
            <h2 id="footer-about" className="footer__heading">
              {t('footer.about')}
            </h2>
            <ul>
              {FOOTER_LINKS.map(([key, topic]) => (
                <li key={key}>
                  <Link
                    to={`/help?topic=${topic}`}
                    onClick={(event) => {
                      // A member's Responsible Gaming is their own limits and breaks (player protection).
                      if (key !== 'responsibleGaming' || !isMember) return;
                      event.preventDefault();
                      dialogs.openCentre('responsibleGaming');
                    }}
                  >
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/feedback">{t('layout:footer.feedback')}</Link>
              </li>
            </ul>
          </nav>
          {social.length > 0 ? (
            <section className="footer__column" aria-labelledby="footer-social">
              <h2 id="footer-social" className="footer__heading">
                {t('footer.social')}
              </h2>
              <ul className="footer__social">
                {social.map(({ key, icon, resource }) => (
                  <li key={key}>
                    <ExternalLink className="social-link" href={resource.url} aria-label={t(`footer.${key}`)}>
                      <Icon name={icon} size={20} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="footer__bottom">
          <p className="footer__age">
            <span className="footer__age-badge" aria-hidden="true">
              {brand.minimumAge}+
            </span>
            {t('footer.ageNotice', { age: brand.minimumAge })}
          </p>
          <p className="footer__copyright">{brand.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
