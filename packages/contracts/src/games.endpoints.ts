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
  PvpLaunchBodySchema,
  VassalGameTypesQuerySchema,
  VassalGameTypesSchema,
  VendorLanesQuerySchema,
  VendorLanesSchema,
} from './games.js';

/** What a launch may be refused with (both methods). */
const LAUNCH_ERRORS = [
  'NOT_FOUND',
  'VENDOR_MAINTENANCE',
  'TRIAL_ACCOUNT',
  'function.not.available',
  // player protection (protection.ts)
  'PLAYER_TIMED_OUT',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
] as const;

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
  /**
   * The spec's "vassal game type": the game types (slot classifies) a vendor tab has, for the classify
   * filter of its game list (the lobby and a VASSALAGE vendor's popup list). NOT_FOUND: the brand does
   * not offer that vendor tab in the category (`fields.vassalage`).
   */
  vassalGameTypes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_vassalGameType',
    auth: 'public',
    module: 'GAMELO3',
    query: VassalGameTypesQuerySchema,
    response: VassalGameTypesSchema,
    errors: ['NOT_FOUND'],
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
   * The vendor's URL for a casino game (launchMode GLS) or a lottery (LOTT); records the game as
   * recent. upstream-contract.md's GET, kept for every launch but a PvP game's: a PvP game is
   * refused here (request_param_err, `fields.nodeId = pvp_launch_is_post`) and launched by
   * `launchPvp`. function.not.available: free play asked for a game that offers none.
   */
  launch: {
    method: 'GET',
    path: '/wps/game/launchGame',
    auth: 'member',
    query: LaunchGameQuerySchema,
    response: LaunchGameResultSchema,
    errors: LAUNCH_ERRORS,
  },
  /**
   * The spec's "pvp launch" (its call table: `POST /wps/game/launchGame`): a PvP game, into one of its
   * rooms when the body names one; the same checks and answer as `launch`. A game of another
   * category is request_param_err (`fields.nodeId = not_pvp_game`); a room the game does not have is
   * NOT_FOUND (`fields.roomId = room_unknown`).
   */
  launchPvp: {
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'member',
    body: PvpLaunchBodySchema,
    response: LaunchGameResultSchema,
    errors: LAUNCH_ERRORS,
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
