import { ErrorCode, TRIAL_TYPE, type GameCategory } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccountDialogs } from '@/lib/account-overlays';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionState } from '@/lib/session-state';
import { useBootstrap } from '@/lib/bootstrap';
import { useTRPC } from '@/lib/trpc';
import { cdnUrl, pickLaunchHost } from '@/lib/cdn';
import { errorCode, errorValues } from '@/lib/errors';
import { useLanes } from '../api/use-lanes';
import { useLaunchGame } from '../api/use-launch';
import { useFrameFreePlayBalance, useFrameRoundPlayed, useStageTop } from '@/lib/frame-layout';
import { freePlayGameAtom } from '@/lib/free-play-state';
import { themeAtom } from '@/lib/preferences-state';
import { launchErrorKey, tableUrl } from '../launch/game-page-launch';
import { useOpenGame } from '../launch/use-open-game';
import { vendorCode } from '../routes';
import { GameTile } from './game-tile';
import type { VendorCard, VendorLanes } from '../api/types';

type Props = {
  nodeId: number;
  gameType: GameCategory | undefined;
  freePlay: boolean;
  /** The PvP room the table opens in (the rooms list's Play): the launch asks the platform for it. */
  room?: string;
  /** Shown in the frame's own bar, under its buttons (the session bar), never over the game. */
  sessionBar?: ReactNode;
  /** What the page shows under it for the game at `src` (the demo games' provably-fair panel). */
  gameExtra?: (game: { src: string; lastRound: string | null }) => ReactNode;
};

/**
 * /game?nodeId=: launches the game (a fresh, signed launch on every visit, so a reload or a shared
 * link works) and plays it in an iframe on a launch host of the status. A vendor under maintenance
 * answers "game under maintenance" with games that open to try instead.
 */
export function GameFrame({ nodeId, gameType, freePlay, room, sessionBar, gameExtra }: Props) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const dialogs = useAccountDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const launchHosts = useBootstrap().data?.launchGameCDNs;
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useStageTop(stage);
  const [loaded, setLoaded] = useState(false);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const launch = useLaunchGame(nodeId, freePlay, { gameType, room });
  // The Niu-Niu table follows the portal's theme (its page reads `theme`).
  const theme = useAtomValue(themeAtom);
  const started = useRef<string | null>(null);
  // A login on this page (the popup a refused launch opened) launches again.
  const session = useSessionState();
  const key = `${nodeId}:${freePlay}:${room ?? ''}:${session.data?.isLoggedIn === true}`;
  const { mutate } = launch;
  useEffect(() => {
    // One launch per game shown (React's development double effect must not launch twice).
    if (session.isPending || started.current === key) return;
    started.current = key;
    setLoaded(false);
    mutate();
  }, [key, mutate, session.isPending]);

  const src = useMemo(() => {
    if (!launch.data || !launchHosts) return null;
    return cdnUrl(pickLaunchHost(launchHosts), tableUrl(launch.data.url, { theme }));
  }, [launch.data, launchHosts, theme]);

  // A trial account plays every game for free, whatever the address asks.
  const isFreePlay = freePlay || session.data?.type === TRIAL_TYPE;
  const freePlayBalance = useFrameFreePlayBalance(frame, src);
  const lastRound = useFrameRoundPlayed(frame, src);
  const setFreePlayGame = useSetAtom(freePlayGameAtom);
  useEffect(() => {
    if (!isFreePlay || launch.isError) return;
    setFreePlayGame({ balance: freePlayBalance });
    return () => setFreePlayGame(null);
  }, [isFreePlay, launch.isError, freePlayBalance, setFreePlayGame]);

  const code = launch.isError ? errorCode(launch.error) : undefined;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    // Logging in from here comes back to this game, which then launches.
    if (code === ErrorCode.loginRequired || code === ErrorCode.notSession) dialogs.openLoginThen(here);
    if (code === ErrorCode.trialAccount) dialogs.openTrialWarning();
  }, [code, dialogs, here]);

  if (launch.isError) {
    return (
      <div className="game-frame game-frame--error">
        <EmptyState
          icon={code === ErrorCode.vendorMaintenance ? 'wrench' : 'grid'}
          title={t(launchErrorKey(launch.error), errorValues(launch.error, i18n.language) ?? {})}
          action={
            <div className="game-frame__actions">
              <button type="button" className="btn btn--primary" onClick={() => launch.mutate()}>
                {t('common:retry')}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => void navigate(-1)}>
                {t('back')}
              </button>
            </div>
          }
        />
        {code === ErrorCode.vendorMaintenance && gameType ? (
          <Suggestions gameType={gameType} exclude={nodeId} />
        ) : null}
      </div>
    );
  }

  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void navigate(-1)}>
          <Icon name="chevronLeft" size={16} /> {t('back')}
        </button>
        {isFreePlay ? <span className="game-badge game-badge--free">{t('freePlay')}</span> : null}
        <span className="game-frame__spacer" />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={!src}
          onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
        >
          {t('fullscreen')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={!src}
          onClick={() => {
            if (!src) return;
            const opened = window.open(src, '_blank');
            if (opened) opened.opener = null;
            setPopupBlocked(!opened);
          }}
        >
          {t('newWindow')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={launch.isPending}
          onClick={() => {
            setLoaded(false);
            launch.mutate();
          }}
        >
          <Icon name="refresh" size={16} /> {t('relaunch')}
        </button>
      </div>
      {sessionBar}
      {src && gameExtra ? gameExtra({ src, lastRound }) : null}
      {popupBlocked ? (
        <p className="game-frame__notice" role="alert">
          {t('popupBlocked')}
        </p>
      ) : null}
      <div className="game-frame__stage" ref={stage}>
        {!src || !loaded ? (
          <div className="game-frame__loading" role="status">
            <Skeleton className="game-frame__skeleton" />
            <span>{t('launching')}</span>
          </div>
        ) : null}
        {src ? (
          <iframe
            ref={frame}
            key={src}
            className="game-frame__iframe"
            src={src}
            title={t('gameFrameTitle')}
            allow="fullscreen; autoplay"
            referrerPolicy="same-origin"
            onLoad={() => setLoaded(true)}
          />
        ) : null}
      </div>
    </div>
  );
}

/** How many games the maintenance page offers instead, and from how many vendors at most. */
const SUGGESTED_GAMES = 6;
const SUGGESTED_VENDORS = 3;

/**
 * The vendors whose games open: not a sandbox (a preview page is no game to try instead) and not
 * under maintenance, those of `first` (the category of the game that did not open) before the rest.
 */
export function openVendors(lanes: VendorLanes, first: GameCategory): VendorCard[] {
  const open = lanes.flatMap((lane) => lane.vendors).filter((v) => v.sandbox !== true && !v.maintenance);
  return [...open.filter((v) => v.gameType === first), ...open.filter((v) => v.gameType !== first)];
}

/**
 * Games that open, offered when the chosen one's vendor is under maintenance: the first games of
 * the vendors that play and are not under maintenance, this category's first.
 */
function Suggestions({ gameType, exclude }: { gameType: GameCategory; exclude: number }) {
  const { t } = useTranslation('games');
  const trpc = useTRPC();
  const openGame = useOpenGame();
  const lanes = useLanes().data;
  const vendors = useMemo(
    () => openVendors(lanes ?? [], gameType).slice(0, SUGGESTED_VENDORS),
    [lanes, gameType],
  );
  const lists = useQueries({
    queries: vendors.map((v) =>
      trpc.games.list.queryOptions(
        { gameType: v.gameType, vassalage: vendorCode(v), pageNo: 1 },
        { staleTime: 60_000 },
      ),
    ),
  });
  const nameOf = new Map(vendors.map((v) => [`${v.gameType}:${v.vendor}`, v.displayName]));
  const games = lists
    .flatMap((list) => list.data?.games ?? [])
    .filter((g) => g.nodeId !== exclude && g.sandbox !== true)
    .slice(0, SUGGESTED_GAMES);
  if (games.length === 0) return null;
  return (
    <section className="game-frame__suggestions" aria-labelledby="game-suggestions">
      <h2 id="game-suggestions">{t('tryInstead')}</h2>
      <ul className="game-grid">
        {games.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            vendorName={nameOf.get(`${game.gameType}:${game.vendor}`) ?? game.vendor}
            favourite={false}
            onPlay={openGame}
          />
        ))}
      </ul>
    </section>
  );
}
