import {
  AdminVendorPatchSchema,
  BetRecordQuerySchema,
  BetRecordsSchema,
  FavouriteIdsSchema,
  FavouriteStateSchema,
  FavouriteToggleSchema,
  GameCategorySchema,
  GameListQuerySchema,
  GameListSchema,
  HotGamesQuerySchema,
  HotGamesSchema,
  LaunchGameQuerySchema,
  LaunchGameResultSchema,
  LotteryMenusSchema,
  MemberGamesQuerySchema,
  MemberGamesSchema,
  VendorCardSchema,
  VendorLanesSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { GamesService } from './games.service.js';

const VendorLanesQuerySchema = z.object({
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
});

const GameMenusQuerySchema = z.object({
  prizeMode: z.string({ message: 'is required' }).min(1, 'is required').max(16),
});

const VendorParamsSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor_format'),
  gameType: GameCategorySchema,
});

export interface GamesRoutesDeps {
  games: GamesService;
  authenticate(request: FastifyRequest): Promise<{ member: MemberRow }>;
}

/**
 * The game catalogue: vendor lanes, the lottery menus, the game list (`GCSGAME_gameList`), hot games
 * (`GCSGAME_hotGamesV2`), a member's favourites and recent games, launching
 * (`GET /wps/game/launchGame`), the betting record (`GCSGAME_personalHistoryCopy`) and the
 * operator's vendor switches (`PATCH /admin/vendors/:vendor/:gameType`, publishes games.changed).
 */
export function gamesRoutes(deps: GamesRoutesDeps) {
  const { games, authenticate } = deps;
  const memberOf = async (request: FastifyRequest) => (await authenticate(request)).member;

  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_vendorLanes',
      query: VendorLanesQuerySchema,
      response: VendorLanesSchema,
      handler: async ({ merchant }) => games.vendorLanes((await merchant()).id),
    });

    route(app, {
      method: 'GET',
      url: '/lgw/games/game_menus',
      query: GameMenusQuerySchema,
      response: LotteryMenusSchema,
      bare: true,
      handler: async ({ query, merchant }) => games.lotteryMenus(await merchant(), query.prizeMode),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList',
      module: 'GAMELO3',
      query: GameListQuerySchema,
      response: GameListSchema,
      handler: async ({ query, merchant }) => games.gameList((await merchant()).id, query),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_hotGamesV2',
      module: 'GAMELOHOT3',
      query: HotGamesQuerySchema,
      response: HotGamesSchema,
      handler: async ({ query, merchant }) => games.hotGames((await merchant()).id, query),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_favoriteGames',
      module: 'GAMELOFAV3',
      query: MemberGamesQuerySchema,
      response: MemberGamesSchema,
      handler: async ({ request, query }) => games.favourites(await memberOf(request), query),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_favoriteIds',
      module: 'GAMELOFAV3',
      response: FavouriteIdsSchema,
      handler: async ({ request }) => games.favouriteIds(await memberOf(request)),
    });

    route(app, {
      method: 'POST',
      url: '/wps/relay/GCSGAME_favoriteToggle',
      module: 'GAMELOFAV3',
      body: FavouriteToggleSchema,
      response: FavouriteStateSchema,
      handler: async ({ request, body }) => games.setFavourite(await memberOf(request), body),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_recentGames',
      module: 'GAMELOREC3',
      query: MemberGamesQuerySchema,
      response: MemberGamesSchema,
      handler: async ({ request, query }) => games.recent(await memberOf(request), query),
    });

    route(app, {
      method: 'GET',
      url: '/wps/game/launchGame',
      query: LaunchGameQuerySchema,
      response: LaunchGameResultSchema,
      handler: async ({ request, query, merchant }) =>
        games.launch(await merchant(), await memberOf(request), query),
    });

    route(app, {
      method: 'GET',
      url: '/wps/relay/GCSGAME_personalHistoryCopy',
      query: BetRecordQuerySchema,
      response: BetRecordsSchema,
      handler: async ({ request, query, merchant }) =>
        games.betRecords(await merchant(), await memberOf(request), query),
    });

    route(app, {
      method: 'PATCH',
      url: '/admin/vendors/:vendor/:gameType',
      admin: true,
      params: VendorParamsSchema,
      body: AdminVendorPatchSchema,
      response: VendorCardSchema,
      handler: async ({ params, body, merchant }) =>
        games.patchVendor(await merchant(), params.vendor, params.gameType, body),
    });
  };
}
