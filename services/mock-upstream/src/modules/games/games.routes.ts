import {
  AdminVendorPatchSchema,
  GameCategorySchema,
  gamesEndpoints,
  VendorCardSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { GamesService } from './games.service.js';

const VendorParamsSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor_format'),
  gameType: GameCategorySchema,
});

/**
 * The games area (`gamesEndpoints`): vendor lanes (the vendors named in the `language` header's
 * language), the lottery menus, the game list, hot games, a vendor tab's game types, a member's
 * favourites and recent games, launching (GET; a PvP game by POST), the betting record, and the operator's vendor switches
 * (`PATCH /admin/vendors/:vendor/:gameType`, publishes games.changed).
 */
export function gamesRoutes(games: GamesService) {
  return platformArea(
    gamesEndpoints,
    {
      vendorLanes: async ({ request, query, merchant }) =>
        games.vendorLanes((await merchant()).id, contentLanguage(request), query),
      // A game's name is its own (English) one in EN, its translation in a language that has one.
      gameMenus: async ({ request, query, merchant }) =>
        games.lotteryMenus(await merchant(), query.prizeMode, contentLanguage(request)),
      gameList: async ({ request, query, merchant }) =>
        games.gameList((await merchant()).id, query, contentLanguage(request)),
      hotGames: async ({ request, query, merchant }) =>
        games.hotGames((await merchant()).id, query, contentLanguage(request)),
      vassalGameTypes: async ({ query, merchant }) => games.vassalGameTypes((await merchant()).id, query),
      favourites: (_brand, me, query, { request }) => games.favourites(me, query, contentLanguage(request)),
      favouriteIds: (_brand, me) => games.favouriteIds(me),
      favouriteToggle: (_brand, me, body) => games.setFavourite(me, body),
      recentGames: (_brand, me, query, { request }) => games.recent(me, query, contentLanguage(request)),
      launch: (brand, me, query) => games.launch(brand, me, query),
      launchPvp: (brand, me, body) => games.launchPvp(brand, me, body),
      betRecords: (brand, me, query, { request }) =>
        games.betRecords(brand, me, query, contentLanguage(request)),
      playSession: (brand, me, _query, { session }) => games.playSession(brand, me, session.createdAt),
    },
    (app) => {
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
    },
  );
}
