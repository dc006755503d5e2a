import {
  GAME_SEARCH_DEBOUNCE_MS,
  type GameCategory,
  type MinBet,
  type SlotClassify,
} from '@portal/contracts';
import clsx from 'clsx';
import { Fragment, lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '@/lib/account-overlays';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionState } from '@/lib/session-state';
import { errorMessageKey } from '@/lib/errors';
import {
  useFavouriteIds,
  useGamePages,
  useHasHotGames,
  useSetFavourite,
  type GameFilters,
  type ListTab,
} from '../api/use-games';
import { useOpenGame } from '../launch/use-open-game';
import { GameTile } from './game-tile';
import { useInfiniteScroll } from './use-infinite-scroll';
import type { Game, VendorCard } from '../api/types';

// The slot filters (type and minimum bet) with the vendor tab's game types.
const SlotFilters = lazy(() => import('./slot-filters'));

type State = { tab: ListTab; search: string; classify: SlotClassify | undefined; minBet: MinBet };
type Action =
  | { type: 'tab'; tab: ListTab }
  | { type: 'search'; search: string }
  | { type: 'classify'; classify: SlotClassify | undefined }
  | { type: 'minBet'; minBet: MinBet };

const CLEAR = { search: '', classify: undefined, minBet: 'all' } as const;

/**
 * Spec section 4: changing the list type, search, classify or minimum bet starts again at page 1
 * and clears the other filters. Searching and filtering read the full list (the "all" tab).
 */
export function lobbyReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'tab':
      return { ...CLEAR, tab: action.tab };
    case 'search':
      return { ...CLEAR, tab: 'all', search: action.search };
    case 'classify':
      return { ...CLEAR, tab: 'all', classify: action.classify };
    case 'minBet':
      return { ...CLEAR, tab: 'all', minBet: action.minBet };
  }
}

/** The value after it stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = {
  category: GameCategory;
  /** The vendor tab; none lists the whole category. */
  vendor: VendorCard | undefined;
  /** Display names by vendor code, for the tiles. */
  vendorNames: Map<string, string>;
  initialTab?: ListTab;
  /** A name search reads every vendor of the category (a category page's vendor tabs). */
  searchAcrossVendors?: boolean;
};

/** A category's game list: list tabs, search, slot filters, tiles, load more and infinite scroll. */
export function GameLobby({
  category,
  vendor,
  vendorNames,
  initialTab = 'all',
  searchAcrossVendors = false,
}: Props) {
  const { t } = useTranslation(['games', 'common']);
  const loggedIn = useSessionState().data?.isLoggedIn === true;
  const dialogs = useAccountDialogs();
  const openGame = useOpenGame();
  const favouriteIds = useFavouriteIds().data;
  const setFavourite = useSetFavourite();
  const vassalage = vendor ? (vendor.vassalage ?? vendor.vendor) : undefined;
  const hotQuery = useHasHotGames(category, vassalage);
  const hasHot = hotQuery.data === true;

  const [state, dispatch] = useReducer(lobbyReducer, { ...CLEAR, tab: initialTab });
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, GAME_SEARCH_DEBOUNCE_MS).trim();
  useEffect(() => {
    if (search !== state.search) dispatch({ type: 'search', search });
    // Only a settled new search term dispatches; the other filters clear the box below.
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const tabs: ListTab[] = [
    'all',
    ...(hasHot ? (['hot'] as const) : []),
    ...(loggedIn ? (['fav', 'recent'] as const) : []),
  ];
  const tab = tabs.includes(state.tab) ? state.tab : 'all';
  // A name search reads every vendor of the category (each tile names its vendor); clearing the
  // search returns to the vendor tab's list.
  const searchingAll = searchAcrossVendors && state.search !== '' && tab === 'all';
  const filters: GameFilters = {
    gameType: category,
    vassalage: searchingAll ? undefined : vassalage,
    gameClassify: state.classify,
    gameName: state.search || undefined,
    minBet: state.minBet === 'all' ? undefined : state.minBet,
  };
  const pages = useGamePages(tab, filters);
  const games = useMemo(() => pages.data?.pages.flatMap((p) => p.games) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.totalCount ?? 0;

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useInfiniteScroll(sentinel, hasNextPage && !isFetchingNextPage, fetchNextPage);

  function choose(action: Action) {
    if (action.type !== 'search') setTyped('');
    dispatch(action);
  }

  function onFavourite(game: Game, favourite: boolean) {
    if (!loggedIn) {
      dialogs.openLogin();
      return;
    }
    setFavourite.mutate({ nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType, favourite });
  }

  const tabsId = useId();
  const searchId = useId();
  const slotFilters = category === 'RNG';

  return (
    <section className="game-lobby" aria-labelledby={`${tabsId}-heading`}>
      <h2 id={`${tabsId}-heading`} className="visually-hidden">
        {vendor ? vendor.displayName : t(`common:categories.${category}`)}
      </h2>
      {vendor?.maintenance ? (
        <p className="game-lobby__maintenance" role="status">
          <Icon name="wrench" size={16} /> {t('vendorMaintenance', { vendor: vendor.displayName })}
        </p>
      ) : vendor?.sandbox ? (
        <p className="game-lobby__maintenance game-lobby__preview">
          <Icon name="eye" size={16} /> {t('previewNotice', { vendor: vendor.displayName })}
        </p>
      ) : null}
      <div className="game-lobby__bar">
        <div className="game-lobby__tabs" role="group" aria-label={t('listTabs')}>
          {tabs.map((name) => (
            <Fragment key={name}>
              <button
                type="button"
                aria-pressed={tab === name}
                className={clsx('chip', tab === name && 'is-active')}
                onClick={() => choose({ type: 'tab', tab: name })}
              >
                {name === 'hot' ? (
                  <Icon name="fire" size={14} />
                ) : name === 'fav' ? (
                  <Icon name="star" size={14} />
                ) : null}
                {t(`tab.${name}`)}
              </button>
              {/* Until it is known whether there are hot games, their tab's room is kept (unseen), so
                  the tabs and the search box do not move when it arrives. */}
              {name === 'all' && hotQuery.isPending ? (
                <span className="chip game-lobby__tab-placeholder" aria-hidden="true">
                  <Icon name="fire" size={14} />
                  {t('tab.hot')}
                </span>
              ) : null}
            </Fragment>
          ))}
        </div>
        <div className="game-lobby__search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('searchLabel')}
          </label>
          <Icon name="search" size={16} />
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={64}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      {slotFilters ? (
        // Its own chunk (the first paint's JavaScript is near its budget); the placeholder keeps its room.
        <Suspense fallback={<div className="game-lobby__filters game-lobby__filters--loading" />}>
          <SlotFilters category={category} vassalage={vassalage} state={state} choose={choose} />
        </Suspense>
      ) : null}

      {pages.isPending && pages.fetchStatus !== 'idle' ? (
        <ul className="game-grid" aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i} className="game-tile game-tile--skeleton">
              <Skeleton className="game-tile__art" />
              <Skeleton className="game-tile__line" />
            </li>
          ))}
        </ul>
      ) : pages.isError ? (
        <ErrorState
          title={t('common:errors.networkTitle')}
          message={t(`common:${errorMessageKey(pages.error)}`)}
          retryLabel={t('common:retry')}
          onRetry={() => void pages.refetch()}
        />
      ) : games.length === 0 ? (
        <EmptyState icon={tab === 'fav' ? 'star' : 'grid'} title={t(emptyTitle(tab, state))} headingLevel={3}>
          {state.search ? <p>{t('noMatch', { term: state.search })}</p> : null}
        </EmptyState>
      ) : (
        <>
          <p className="game-lobby__count" aria-live="polite">
            {searchingAll && vendor
              ? t('searchAllCount', { count: total, category: t(`common:categories.${category}`) })
              : t('gameCount', { count: total })}
          </p>
          <ul className="game-grid">
            {games.map((game) => (
              <GameTile
                key={game.nodeId}
                game={game}
                vendorName={vendorNames.get(game.vendor) ?? game.vendor}
                favourite={favouriteIds?.has(game.nodeId) ?? false}
                onPlay={openGame}
                onFavourite={onFavourite}
              />
            ))}
          </ul>
          {hasNextPage ? (
            <div className="game-lobby__more" ref={sentinel}>
              <button
                type="button"
                className="btn btn--outline"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? t('common:loading') : t('loadMore', { shown: games.length, total })}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function emptyTitle(tab: ListTab, state: State): string {
  if (state.search || state.classify || state.minBet !== 'all') return 'emptyFiltered';
  return tab === 'fav' ? 'emptyFavourites' : tab === 'recent' ? 'emptyRecent' : 'emptyList';
}
