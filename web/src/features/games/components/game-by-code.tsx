import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyPage } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/errors';
import { useGameSearch } from '../api/use-game-search';
import { useLanes } from '../api/use-lanes';
import { gameHref } from '../launch/launch-target';
import { vendorCode } from '../routes';
import type { Game, VendorCard } from '../api/types';

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** The lanes a link's vendor names (by vendor code or vassalage); none named: every category. */
export function lanesToSearch(
  lanes: { gameType: VendorCard['gameType']; vendors: VendorCard[] }[],
  vendor: string | null,
): { gameType: VendorCard['gameType']; vassalage?: string }[] {
  if (!vendor) return lanes.filter((l) => l.vendors.length > 0).map((l) => ({ gameType: l.gameType }));
  return lanes.flatMap((lane) =>
    lane.vendors
      .filter((v) => same(v.vendor, vendor) || same(v.vassalage, vendor))
      .map((v) => ({ gameType: lane.gameType, vassalage: vendorCode(v) })),
  );
}

/**
 * `/game?gameCode=&vendor=`: a link (a banner's game, linkageType 3) that names a game by its code
 * rather than its node. The game is looked up in the categories its vendor is offered in (the
 * platform's game search matches codes) and then launched where the spec says: a lottery game in
 * the lottery lobby, any other in the game frame.
 */
export function GameByCode({ gameCode, vendor }: { gameCode: string; vendor: string | null }) {
  const { t } = useTranslation(['games', 'common']);
  const lanes = useLanes();
  const targets = lanes.data ? lanesToSearch(lanes.data, vendor) : [];
  const lists = useGameSearch(targets, gameCode);
  if (lanes.isPending || lists.some((q) => q.isPending)) return <PageSkeleton label={t('launching')} />;
  const failed = lanes.isError ? lanes : lists.find((q) => q.isError);
  if (failed) {
    return (
      <ErrorState
        title={t('common:errors.networkTitle')}
        message={t(`common:${errorMessageKey(failed.error)}`)}
        retryLabel={t('common:retry')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const game = lists
    .flatMap((q) => q.data?.games ?? [])
    .find(
      (g: Game) =>
        same(g.gameCode, gameCode) && (!vendor || same(g.vendor, vendor) || same(g.vassalage, vendor)),
    );
  if (game) return <Navigate replace to={gameHref(game)} />;
  return (
    <EmptyPage
      icon="grid"
      title={t('errors.notFound')}
      link={{ to: '/rng', label: t('common:categories.RNG'), className: 'btn btn--outline' }}
    />
  );
}
