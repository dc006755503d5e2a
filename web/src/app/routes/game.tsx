import { isGameCategory, type GameCategory } from '@portal/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useFirstGamePage } from '@/features/games/api/use-game-search';
import { useLanes } from '@/features/games/api/use-lanes';
import { GameByCode } from '@/features/games/components/game-by-code';
import { GameFrame } from '@/features/games/components/game-frame';
import { pvpRoomOf } from '@/features/games/launch/game-page-launch';
import { SessionBar } from '@/features/games/components/session-bar';
import { GameLobby } from '@/features/games/components/game-lobby';
import { errorMessageKey } from '@/lib/errors';
import { isFairDemoGame } from '@/lib/fair-games';

// The reality check (player protection) stops real-money play every N minutes the member chose.
const RealityCheck = lazy(() => import('@/features/protection/components/reality-check'));
// The provably-fair panel of the portal's own demo slot (its seeds, nonce and rotation).
const FairPanel = lazy(() => import('@/features/fairness/components/fair-panel'));
// The session bar's line of the reality check's interval and the way to the limits.
const SessionLimits = lazy(() => import('@/features/protection/components/session-limits'));

/** The game in its frame, with the session bar and the reality check over real-money play. */
function PlayedGame({
  nodeId,
  gameType,
  freePlay,
  room,
}: {
  nodeId: number;
  gameType: GameCategory | undefined;
  freePlay: boolean;
  room?: string | undefined;
}) {
  return (
    <>
      <GameFrame
        nodeId={nodeId}
        gameType={gameType}
        freePlay={freePlay}
        room={room}
        gameExtra={({ src, lastRound }) =>
          isFairDemoGame(src) ? (
            <Suspense fallback={null}>
              <FairPanel lastRound={lastRound} />
            </Suspense>
          ) : null
        }
        sessionBar={
          freePlay ? null : (
            <SessionBar
              extra={
                <Suspense fallback={null}>
                  <SessionLimits />
                </Suspense>
              }
            />
          )
        }
      />
      {freePlay ? null : (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
    </>
  );
}

/**
 * /game and /seamless (spec section 2): `nodeId` plays that game in an iframe; `gameCode` (with
 * `vendor`) finds that game and launches it; `type=hot` lists the
 * hot slots; `type=vassalage&vassalage=JL` (with `games=jili`) lists that vassalage's games.
 */
export default function GamePage({ kind }: { kind: 'game' | 'seamless' }) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const nodeId = Number(params.get('nodeId'));
  const requestedType = params.get('gameType');
  const gameType = isGameCategory(requestedType) ? requestedType : undefined;
  const type = params.get('type');

  if (Number.isSafeInteger(nodeId) && nodeId > 0) {
    return (
      <div className="page page--game">
        <h1 className="visually-hidden">{kind === 'seamless' ? t('seamlessTitle') : t('gameTitle')}</h1>
        <PlayedGame
          nodeId={nodeId}
          gameType={gameType}
          freePlay={params.get('freePlay') === '1'}
          room={pvpRoomOf(params.get('room'))}
        />
      </div>
    );
  }
  const gameCode = params.get('gameCode');
  if (gameCode && /^[A-Za-z0-9_]{1,64}$/.test(gameCode)) {
    return <GameByCode gameCode={gameCode} vendor={params.get('vendor')} />;
  }
  if (type === 'direct' && gameType && params.get('vassalage')) {
    return <DirectLaunch gameType={gameType} vassalage={params.get('vassalage') ?? ''} />;
  }
  if (type === 'hot' || type === 'vassalage') {
    return <VassalageList hot={type === 'hot'} vassalage={params.get('vassalage')} />;
  }
  return (
    <div className="page">
      <h1 className="page-title">{t('gameTitle')}</h1>
      <EmptyState
        icon="grid"
        title={t('noGameChosen')}
        action={
          <Link className="btn btn--outline" to="/rng">
            {t('common:categories.RNG')}
          </Link>
        }
      />
    </div>
  );
}

/** The cockfight entry: straight into the vendor's first game (spec section 2). */
function DirectLaunch({ gameType, vassalage }: { gameType: GameCategory; vassalage: string }) {
  const { t } = useTranslation(['games', 'common']);
  const list = useFirstGamePage({ gameType, vassalage });
  if (list.isPending) return <PageSkeleton label={t('launching')} />;
  const first = list.data?.games[0];
  if (list.isError || !first) {
    return (
      <ErrorState
        title={t('vendorNotFound')}
        message={list.isError ? t(`common:${errorMessageKey(list.error)}`) : t('errors.notFound')}
        retryLabel={t('common:retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <div className="page page--game">
      <h1 className="visually-hidden">{first.gameName}</h1>
      <PlayedGame nodeId={first.nodeId} gameType={gameType} freePlay={false} />
    </div>
  );
}

function VassalageList({ hot, vassalage }: { hot: boolean; vassalage: string | null }) {
  const { t } = useTranslation(['games', 'common']);
  const lanes = useLanes();
  const slots = useMemo(() => lanes.data?.find((l) => l.gameType === 'RNG')?.vendors ?? [], [lanes.data]);
  const vendorNames = useMemo(() => new Map(slots.map((v) => [v.vendor, v.displayName])), [slots]);
  if (lanes.isPending) return <PageSkeleton label={t('common:loading')} />;
  if (lanes.isError) {
    return (
      <ErrorState
        title={t('common:errors.networkTitle')}
        message={t(`common:${errorMessageKey(lanes.error)}`)}
        retryLabel={t('common:retry')}
        onRetry={() => void lanes.refetch()}
      />
    );
  }
  const vendor = hot
    ? undefined
    : slots.find((v) => (v.vassalage ?? v.vendor).toLowerCase() === (vassalage ?? '').toLowerCase());
  if (!hot && !vendor) {
    return (
      <div className="page">
        <EmptyState icon="grid" title={t('vendorNotFound')} headingLevel={1} />
      </div>
    );
  }
  return (
    <div className="category">
      <h1 className="page-title">{hot ? t('common:categories.HOT') : vendor?.displayName}</h1>
      <GameLobby category="RNG" vendor={vendor} vendorNames={vendorNames} initialTab={hot ? 'hot' : 'all'} />
    </div>
  );
}
