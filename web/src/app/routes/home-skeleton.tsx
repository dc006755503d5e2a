import { CATEGORY_ORDER } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { JackpotFrame, WinnerBoardFrame } from '@/features/content/components/home-placeholders';
import { useLanes } from '@/features/games/api/use-lanes';
import { useBootstrap } from '@/lib/bootstrap';

/** The home page's welcome line: drawn alike by the page and its skeleton (no data to wait for). */
export function HomeHero() {
  const { t } = useTranslation('content');
  const brand = useBootstrap().data?.brand;
  return (
    <section className="home__hero">
      <h1 className="page-title">{t('home.welcome', { brand: brand?.name ?? '' })}</h1>
      <p className="home__tagline">{t('home.tagline')}</p>
    </section>
  );
}

/**
 * The category cards' places while the lanes load: as many as there will be cards (the lanes' count
 * when known, else every category), at the loaded card's height.
 */
export function CategoryCardSkeletons({ count }: { count?: number }) {
  return Array.from({ length: count ?? CATEGORY_ORDER.length }, (_, i) => (
    <li key={i}>
      <Skeleton className="category-card category-card--skeleton" />
    </li>
  ));
}

/**
 * The home page while its chunk loads (the first visit, or the way home after registering): every
 * section in its own box and place (the ticker, the welcome line, the jackpot, the winner board,
 * the category cards), so the page fills in without moving. Part of the first paint's JavaScript:
 * it draws only what the shell already has.
 */
export function HomeSkeleton() {
  const { t } = useTranslation(['games', 'common']);
  const lanes = useLanes().data;
  // Said once ("Loading"); the boxes themselves are only for the eye, so nothing is read or found
  // twice while the page replaces them.
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      <HomeSkeletonBoxes count={lanes?.length} explore={t('games:explore')} />
    </>
  );
}

function HomeSkeletonBoxes({ count, explore }: { count: number | undefined; explore: string }) {
  return (
    <div className="home" aria-hidden="true" data-skeleton="">
      <Skeleton className="marquee-skeleton" />
      <HomeHero />
      <JackpotFrame />
      <WinnerBoardFrame />
      <section>
        <h2 className="section-title">{explore}</h2>
        <ul className="category-cards">
          <CategoryCardSkeletons count={count} />
        </ul>
      </section>
    </div>
  );
}
