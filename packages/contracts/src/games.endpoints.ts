/** The games area's platform endpoints (see endpoint.ts): the catalogue, a member's games, launching. */
import { endpoints } from './endpoint.js';
import {
  BetRecordQuerySchema,
  BetRecordsSchema,
  FavouriteIdsSchema,
  FavouriteStateSchema,
  FavouriteToggleSchema,
  GameListQuerySchema,
  GameListSchema,
  GameMenusQuerySchema,
  HotGamesQuerySchema,
  HotGamesSchema,
  LaunchGameQuerySchema,
  LaunchGameResultSchema,
  LotteryMenusSchema,
  MemberGamesQuerySchema,
  MemberGamesSchema,
  PlaySessionSchema,
  VendorLanesQuerySchema,
  VendorLanesSchema,
} from './games.js';

export const gamesEndpoints = endpoints('games', {
  /** Categories with the brand's vendors, in navigation order. */
  vendorLanes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_vendorLanes',
    auth: 'public',
    query: VendorLanesQuerySchema,
    response: VendorLanesSchema,
  },
  /**
   * The lottery games of a prize mode, by group. Its only reader is the web's lottery lobby, but it
   * is a games endpoint: it is the games catalogue's view of the lottery vendors (game and vendor ids
   * of the platform's catalogue, answered by the games module from its tables), the gateway keeps it
   * with the other game menus under the generation that the catalogue's `games.changed` event
   * invalidates and in the menu response cache, and its procedure is `games.lotteryMenus`. The
   * lottery area is the lottery vendor's own live API (draws, results, statistics), whatever the
   * catalogue says.
   */
  gameMenus: {
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'public',
    bare: true,
    query: GameMenusQuerySchema,
    response: LotteryMenusSchema,
  },
  /** One page of a category's games (vendor tab, classify, minimum bet, name). */
  gameList: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'public',
    module: 'GAMELO3',
    query: GameListQuerySchema,
    response: GameListSchema,
  },
  /** The hot games of a vendor tab (no paging). */
  hotGames: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    auth: 'public',
    module: 'GAMELOHOT3',
    query: HotGamesQuerySchema,
    response: HotGamesSchema,
  },
  favourites: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_favoriteGames',
    auth: 'member',
    module: 'GAMELOFAV3',
    query: MemberGamesQuerySchema,
    response: MemberGamesSchema,
  },
  /** Every favourite game id of the member (the tiles' hearts). */
  favouriteIds: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_favoriteIds',
    auth: 'member',
    module: 'GAMELOFAV3',
    response: FavouriteIdsSchema,
  },
  /** Sets (not flips) a game's favourite state. */
  favouriteToggle: {
    method: 'POST',
    path: '/wps/relay/GCSGAME_favoriteToggle',
    auth: 'member',
    module: 'GAMELOFAV3',
    body: FavouriteToggleSchema,
    response: FavouriteStateSchema,
    errors: ['NOT_FOUND'],
  },
  recentGames: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_recentGames',
    auth: 'member',
    module: 'GAMELOREC3',
    query: MemberGamesQuerySchema,
    response: MemberGamesSchema,
  },
  /**
   * The vendor's URL for a game (launchMode GLS) or a lottery (LOTT); records the game as recent.
   * function.not.available: free play asked for a game that offers none.
   */
  launch: {
    method: 'GET',
    path: '/wps/game/launchGame',
    auth: 'member',
    query: LaunchGameQuerySchema,
    response: LaunchGameResultSchema,
    errors: [
      'NOT_FOUND',
      'VENDOR_MAINTENANCE',
      'TRIAL_ACCOUNT',
      'function.not.available',
      // player protection (protection.ts)
      'PLAYER_TIMED_OUT',
      'SELF_EXCLUDED',
      'LOSS_LIMIT_REACHED',
    ],
  },
  /** The betting record: the member's rounds in a day range of the brand's zone, newest first. */
  betRecords: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_personalHistoryCopy',
    auth: 'member',
    query: BetRecordQuerySchema,
    response: BetRecordsSchema,
    errors: ['RECORD_RANGE_INVALID'],
  },
  /** The member's session so far (PlaySessionSchema): time, the ledger's net of its play, the turnover left. */
  playSession: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_playSession',
    auth: 'member',
    response: PlaySessionSchema,
  },
});
