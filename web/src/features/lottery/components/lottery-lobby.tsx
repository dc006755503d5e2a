import type { LotteryMenus } from '@portal/contracts';
import clsx from 'clsx';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLotteryMenus } from '../api/use-lottery-menus';
import { useRecentLottery } from '../api/use-recent-lottery';
import { lotteryErrorKey } from '../api/errors';
import {
  menuGroups,
  recentTile,
  type LotteryChoice,
  type LotteryGroup,
  type LotteryTile,
  type LotteryVendor,
} from '../lib/catalogue';
import { useLotteryFavourites } from '../lib/favourites';
import {
  LatestResultsPanel,
  PopularGamesPanel,
  VnNumbersPanel,
  type LatestResult,
  type PopularGame,
  type VnNumberHit,
} from './lottery-panels';
import { LotteryTileCard } from './lottery-tile';

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
  // Slots fed by later work; each panel renders nothing without data.
  latestResults?: LatestResult[];
  popularGames?: PopularGame[];
  vnNumbers?: VnNumberHit[];
};

function TileGrid({
  tiles,
  favourites,
  onChoose,
  onToggleFavourite,
}: {
  tiles: LotteryTile[];
  favourites: number[];
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
          onChoose={onChoose}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
}

/**
 * The lottery lobby (/lottery): favourites and recent games, then the prize modes as tabs with
 * their menus as groups of games. The side panels are slots that show only with data.
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
  latestResults,
  popularGames,
  vnNumbers,
}: LotteryLobbyProps) {
  const { t } = useTranslation(['lottery', 'common']);
  const idBase = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menus = useLotteryMenus(prizeModes);
  const recent = useRecentLottery(isLoggedIn);
  const favourites = useLotteryFavourites(isLoggedIn ? username : null);

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

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const last = prizeModes.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onPrizeMode(prizeModes[next]!);
    tabRefs.current[next]?.focus();
  };

  const hasAside = Boolean(popularGames?.length || vnNumbers?.length);
  const grid = (tiles: LotteryTile[]) => (
    <TileGrid
      tiles={tiles}
      favourites={favourites.ids}
      onChoose={choose}
      onToggleFavourite={toggleFavourite}
    />
  );

  return (
    <div className={clsx('lottery', hasAside && 'lottery--with-aside')}>
      <h1 className="page-title">{t('title')}</h1>
      <div className="lottery__main">
        <LatestResultsPanel results={latestResults} timeZone={timeZone} />

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
            <div className="lottery-error" role="alert">
              <p>{t(lotteryErrorKey(currentQuery.error))}</p>
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() => void currentQuery.refetch()}
              >
                {t('common:retry')}
              </button>
            </div>
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
      {hasAside ? (
        <aside className="lottery__aside">
          <PopularGamesPanel games={popularGames} onChoose={onChoose} />
          <VnNumbersPanel numbers={vnNumbers} />
        </aside>
      ) : null}
    </div>
  );
}
