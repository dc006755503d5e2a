import clsx from 'clsx';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLotteryMenus } from '../api/use-lottery-menus';
import { useLotteryResults } from '../api/use-lottery-results';
import { usePopularLottery } from '../api/use-popular-lottery';
import { useRecentLottery } from '../api/use-recent-lottery';
import { useVnMenu } from '../api/use-vn-menu';
import { useVnNumbers } from '../api/use-vn-numbers';
import { lotteryErrorKey } from '../api/errors';
import {
  menuGroups,
  recentTile,
  type LotteryChoice,
  type LotteryGroup,
  type LotteryTile,
  type LotteryVendor,
} from '../lib/catalogue';
import { vnGamesOf } from '../lib/draws';
import { useLotteryFavourites } from '../lib/favourites';
import { LatestResultsPanel, PopularGamesPanel, VnNumbersPanel, type PanelLoad } from './lottery-panels';
import { LotteryTileCard } from './lottery-tile';
import { nextTabIndex } from '@/lib/roving-tabs';
import type { LotteryMenus, VnMenuGame } from '../api/types';

/** What a panel shows for a query: its data once there (a failed refresh keeps it), else the state. */
function loadOf(query: {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}): PanelLoad {
  if (query.data !== undefined) return { status: 'ready' };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}

export type LotteryLobbyProps = {
  /** Prize-mode tabs, in order. */
  prizeModes: string[];
  prizeMode: string;
  onPrizeMode: (mode: string) => void;
  /** The offered lottery vendors with their node (a menu entry names its vendor by node). */
  vendors: (LotteryVendor & { nodeId: number })[];
  isLoggedIn: boolean;
  /** Whose favourites to keep (null: nobody is logged in, or the member is not loaded yet). */
  username: string | null;
  /** Asks a visitor to log in (the login popup); true when there is a session. */
  onRequireLogin: () => boolean;
  onChoose: (choice: LotteryChoice) => void;
  timeZone: string;
  /** The game a link named (the lobby shows when it cannot be played yet): its results come first. */
  selectedGameCode?: string | null;
};

function TileGrid({
  tiles,
  favourites,
  draws,
  onChoose,
  onToggleFavourite,
}: {
  tiles: LotteryTile[];
  favourites: number[];
  /** The open draw of each VN game, by gameId. */
  draws: Map<number, VnMenuGame>;
  onChoose: (tile: LotteryTile) => void;
  onToggleFavourite: (tile: LotteryTile) => void;
}) {
  return (
    <ul className="lottery-grid">
      {tiles.map((tile) => (
        <LotteryTileCard
          key={`${tile.gameId}-${tile.gameCode}`}
          tile={tile}
          isFavourite={favourites.includes(tile.gameId)}
          draw={draws.get(tile.gameId) ?? null}
          onChoose={onChoose}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
}

/**
 * The lottery lobby (/lottery): the latest results of a VN game, favourites and recent games, then
 * the prize modes as tabs with their menus as groups of games (VN games counting down to their next
 * draw); beside them the popular games and the VN number statistics. Draw data is asked again every
 * few seconds while the page is visible.
 */
export function LotteryLobby({
  prizeModes,
  prizeMode,
  onPrizeMode,
  vendors,
  isLoggedIn,
  username,
  onRequireLogin,
  onChoose,
  timeZone,
  selectedGameCode = null,
}: LotteryLobbyProps) {
  const { t } = useTranslation(['lottery', 'common']);
  const idBase = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menus = useLotteryMenus(prizeModes);
  const recent = useRecentLottery(isLoggedIn);
  const favourites = useLotteryFavourites(isLoggedIn ? username : null);
  const vnMenu = useVnMenu();
  const vnGames = useMemo(() => vnGamesOf(vnMenu.data), [vnMenu.data]);
  const drawsById = useMemo(() => new Map(vnGames.map((game) => [game.gameId, game])), [vnGames]);
  // Results and numbers of the game picked in the results panel, else of the linked game when it
  // is a VN game, else of the first VN game.
  const [pickedGame, setPickedGame] = useState<string | null>(null);
  const shownGame =
    vnGames.find((game) => game.gameCode === pickedGame) ??
    vnGames.find((game) => game.gameCode === selectedGameCode) ??
    vnGames[0] ??
    null;
  const results = useLotteryResults(shownGame?.gameCode ?? null);
  const numbers = useVnNumbers(shownGame?.gameCode ?? null);

  const vendorsByNode = useMemo(() => new Map(vendors.map((v) => [v.nodeId, v])), [vendors]);
  const vendorsByCode = useMemo(() => new Map(vendors.map((v) => [v.vendor, v])), [vendors]);
  // Cheap to derive (a few dozen entries), so derived on each render rather than memoised.
  const groupsByMode = new Map(
    prizeModes.map((mode, index): [string, LotteryGroup[] | undefined] => {
      const data: LotteryMenus | undefined = menus[index]?.data;
      return [mode, data ? menuGroups(data, vendorsByNode) : undefined];
    }),
  );
  const recentTiles = (recent.data?.list ?? []).map((game) => recentTile(game, vendorsByCode));
  const tilesById = new Map<number, LotteryTile>();
  for (const tile of recentTiles) tilesById.set(tile.gameId, tile);
  for (const groups of groupsByMode.values()) {
    for (const group of groups ?? []) for (const tile of group.games) tilesById.set(tile.gameId, tile);
  }
  const favouriteTiles = favourites.ids.flatMap((id) => tilesById.get(id) ?? []);

  const choose = (tile: LotteryTile) => {
    if (tile.vendor === null) return;
    onChoose({ gameCode: tile.gameCode, vendor: tile.vendor, playType: tile.playType });
  };
  const toggleFavourite = (tile: LotteryTile) => {
    if (!onRequireLogin() || !username) return;
    favourites.toggle(tile.gameId);
  };

  const current = Math.max(0, prizeModes.indexOf(prizeMode));
  const currentQuery = menus[current];
  const currentGroups = groupsByMode.get(prizeModes[current] ?? '');
  const popular = usePopularLottery(prizeModes[current] ?? '');

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, prizeModes.length);
    if (next === null) return;
    const prizeMode = prizeModes[next];
    if (prizeMode === undefined) return;
    event.preventDefault();
    onPrizeMode(prizeMode);
    tabRefs.current[next]?.focus();
  };

  // Without a VN game (the menu failed or is still coming) results and numbers wait on the menu;
  // a brand without VN games shows neither panel.
  const vnLoad = loadOf(vnMenu);
  const hasVnPanels = vnLoad.status !== 'ready' || vnGames.length > 0;
  const grid = (tiles: LotteryTile[]) => (
    <TileGrid
      tiles={tiles}
      favourites={favourites.ids}
      draws={drawsById}
      onChoose={choose}
      onToggleFavourite={toggleFavourite}
    />
  );

  return (
    <div className="lottery lottery--with-aside">
      <h1 className="page-title">{t('title')}</h1>
      <div className="lottery__main">
        {hasVnPanels ? (
          <LatestResultsPanel
            load={shownGame ? loadOf(results) : vnLoad}
            results={results.data}
            games={vnGames}
            gameCode={shownGame?.gameCode ?? null}
            onGameCode={setPickedGame}
            timeZone={timeZone}
          />
        ) : null}

        <section className="lottery-section" aria-labelledby={`${idBase}-favourites`}>
          <h2 id={`${idBase}-favourites`} className="lottery-section__title">
            {t('favourites.title')}
          </h2>
          {!isLoggedIn ? (
            <div className="lottery-section__note">
              <p>{t('favourites.loggedOut')}</p>
              <button type="button" className="btn btn--outline btn--small" onClick={() => onRequireLogin()}>
                {t('favourites.logIn')}
              </button>
            </div>
          ) : favouriteTiles.length === 0 ? (
            <p className="lottery-section__note">{t('favourites.empty')}</p>
          ) : (
            grid(favouriteTiles)
          )}
        </section>

        {isLoggedIn && recentTiles.length > 0 ? (
          <section className="lottery-section" aria-labelledby={`${idBase}-recent`}>
            <h2 id={`${idBase}-recent`} className="lottery-section__title">
              {t('recent.title')}
            </h2>
            {grid(recentTiles)}
          </section>
        ) : null}

        <div className="lottery-tabs" role="tablist" aria-label={t('prizeModes.label')}>
          {prizeModes.map((mode, index) => {
            const selected = index === current;
            return (
              <button
                key={mode}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${idBase}-tab-${index}`}
                className={clsx('lottery-tab', selected && 'is-selected')}
                aria-selected={selected}
                aria-controls={`${idBase}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onPrizeMode(mode)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {t(`prizeModes.${mode}`, { defaultValue: mode })}
              </button>
            );
          })}
        </div>
        <div
          id={`${idBase}-panel`}
          role="tabpanel"
          className="lottery-panel-area"
          aria-labelledby={`${idBase}-tab-${current}`}
          tabIndex={0}
        >
          {!currentQuery || currentQuery.isPending ? (
            <div className="lottery-grid lottery-grid--loading" role="status">
              <span className="visually-hidden">{t('common:loading')}</span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="lottery-tile-skeleton" />
              ))}
            </div>
          ) : currentQuery.isError ? (
            <RetryAlert
              className="lottery-error"
              message={t(lotteryErrorKey(currentQuery.error))}
              retryLabel={t('common:retry')}
              onRetry={() => void currentQuery.refetch()}
            />
          ) : !currentGroups || currentGroups.length === 0 ? (
            <p className="lottery-section__note">{t('noGames')}</p>
          ) : (
            currentGroups.map((group) => (
              <section
                key={group.name}
                className="lottery-section"
                aria-labelledby={`${idBase}-group-${group.name}`}
              >
                <h2 id={`${idBase}-group-${group.name}`} className="lottery-section__title">
                  {t(`groups.${group.name}`, { defaultValue: group.name })}
                </h2>
                {grid(group.games)}
              </section>
            ))
          )}
        </div>
      </div>
      <aside className="lottery__aside">
        <PopularGamesPanel
          load={loadOf(popular)}
          games={popular.data}
          isOffered={(code) => vendorsByCode.has(code)}
          onChoose={onChoose}
        />
        {hasVnPanels ? (
          <VnNumbersPanel
            load={shownGame ? loadOf(numbers) : vnLoad}
            stats={numbers.data}
            gameName={shownGame?.gameName ?? null}
          />
        ) : null}
      </aside>
    </div>
  );
}
