import { CATEGORY_ROUTE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotices } from '@/features/content/api/use-notices';
import { JackpotCounter } from '@/features/content/components/jackpot-counter';
import { NoticeMarquee } from '@/features/content/components/notice-marquee';
import { useLanes } from '@/features/games/api/use-lanes';
import { VendorLogo } from '@/features/games/components/vendor-face';
import { useBootstrap } from '@/lib/bootstrap';
import { Skeleton } from '@/components/ui/skeleton';
import { CategoryCardSkeletons, HomeHero } from './home-skeleton';
import { HomeWinnerBoard } from './home-winner-board';

/** Vendor logos a category card shows; more are counted in a "+N" pill (a fourth was clipped). */
export const CARD_LOGOS = 3;

/**
 * Home: announcement ticker, a welcome line, the jackpot and a card per game category. Each part
 * that waits for data holds its box (a skeleton of its size); while this page's chunk loads, the
 * router shows HomeSkeleton, the same boxes.
 */
export default function HomePage() {
  const { t } = useTranslation(['content', 'games', 'common']);
  const brand = useBootstrap().data?.brand;
  const noticesQuery = useNotices();
  const notices = noticesQuery.data ?? [];
  const lanes = useLanes();

  return (
    <div className="home">
      {/* The ticker's box while the announcements load, so the page below does not move. */}
      {noticesQuery.isPending ? (
        <Skeleton className="marquee-skeleton" />
      ) : (
        <NoticeMarquee notices={notices} />
      )}
      <HomeHero />
      {/* After the h1, so the page's headings stay in order. */}
      <JackpotCounter currencySymbol={brand?.currencySymbol ?? ''} decimals={brand?.currencyDecimals ?? 2} />
      <HomeWinnerBoard />
      <section className="home__categories" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">
          {t('games:explore')}
        </h2>
        <ul className="category-cards">
          {lanes.isPending ? (
            <CategoryCardSkeletons />
          ) : (
            (lanes.data ?? []).map((lane) => {
              const name = t(`common:categories.${lane.gameType}`);
              return (
                <li key={lane.gameType}>
                  <Link
                    to={CATEGORY_ROUTE[lane.gameType]}
                    className={`category-card category-card--${lane.gameType.toLowerCase()}`}
                  >
                    <span className="category-card__name">{name}</span>
                    <span className="category-card__count">
                      {t('games:providerCount', { count: lane.vendors.length })}
                    </span>
                    <span className="category-card__logos" aria-hidden="true">
                      {lane.vendors.slice(0, CARD_LOGOS).map((vendor) => (
                        <VendorLogo key={vendor.nodeId} vendor={vendor} className="category-card__logo" />
                      ))}
                      {lane.vendors.length > CARD_LOGOS ? (
                        <span className="category-card__more">+{lane.vendors.length - CARD_LOGOS}</span>
                      ) : null}
                    </span>
                    <span className="category-card__cta">{t('games:browse', { category: name })}</span>
                  </Link>
                </li>
              );
            })
          )}
        </ul>
      </section>
    </div>
  );
}
