import { CATEGORY_ROUTE, TRIAL_TYPE, vendorLogoPath, type HelpCategory } from '@portal/contracts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName } from '@/components/ui/icon';
import { ScrollRow } from '@/components/ui/scroll-row';
import { VendorLogo } from '@/features/games/components/vendor-face';
import { vendorHref } from '@/features/games/routes';
import { useAccountDialogs } from '@/lib/account-overlays';
import { useSessionState } from '@/lib/session-state';
import type { Brand, Resource } from '@/lib/bootstrap';
import type { VendorCard, VendorLanes } from '@/features/games/api/types';

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

/**
 * The vendor logos in a row of their own, moved by swiping or by the arrows, half a view a press:
 * 9 logos in view on a wide screen (spec section 9: "footer slider 9 per view"), fewer on narrower
 * ones (`.footer__logos` in footer.css).
 */
function VendorSlider({ lanes }: { lanes: VendorLanes }) {
  const { t } = useTranslation('layout');
  const vendors = useMemo(() => uniqueLogos(lanes), [lanes]);
  if (vendors.length === 0) return null;
  return (
    <section className="footer__providers" aria-label={t('footer.providers')}>
      <ScrollRow
        as="ul"
        trackClassName="footer__logos"
        previousLabel={t('footer.previousProviders')}
        nextLabel={t('footer.nextProviders')}
      >
        {vendors.map((vendor) => (
          <li key={`${vendor.gameType}-${vendor.nodeId}`}>
            <Link to={vendorHref(vendor)} className="footer__logo">
              <VendorLogo vendor={vendor} className="footer__logo-image" alt={vendor.displayName} />
            </Link>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

type Props = {
  brand: Brand;
  lanes: VendorLanes;
  help: HelpCategory[];
  resources: Resource[];
};

/** Memoised: the layout renders again with every query that settles; the footer's props do not change with them. */
export const Footer = memo(function Footer({ brand, lanes, help, resources }: Props) {
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
});
