import {
  AdminVendorPatchSchema,
  GameCategorySchema,
  gamesEndpoints,
  VendorCardSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentLanguage, memberRoutes, route, type MemberAuth, memberOfRequest } from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { GamesService } from './games.service.js';

const VendorParamsSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor_format'),
  gameType: GameCategorySchema,
});

export interface GamesRoutesDeps extends MemberAuth<MemberRow> {
  games: GamesService;
}

/**
 * The games area (`gamesEndpoints`): vendor lanes (the vendors named in the `language` header's
 * language), the lottery menus, the game list, hot games, a member's favourites and recent games,
 * launching, the betting record, and the operator's vendor switches
 * (`PATCH /admin/vendors/:vendor/:gameType`, publishes games.changed).
 */
export function gamesRoutes(deps: GamesRoutesDeps) {
  const { games, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    const e = gamesEndpoints;
    route(app, e.vendorLanes, async ({ request, merchant }) =>
      games.vendorLanes((await merchant()).id, contentLanguage(request)),
    );
    // A game's name is its own (English) one in EN, its translation in a language that has one.
    route(app, e.gameMenus, async ({ request, query, merchant }) =>
      games.lotteryMenus(await merchant(), query.prizeMode, contentLanguage(request)),
    );
    route(app, e.gameList, async ({ request, query, merchant }) =>
      games.gameList((await merchant()).id, query, contentLanguage(request)),
    );
    route(app, e.hotGames, async ({ request, query, merchant }) =>
      games.hotGames((await merchant()).id, query, contentLanguage(request)),
    );
    route(app, e.favourites, async ({ request, query }) =>
      games.favourites(await memberOf(request), query, contentLanguage(request)),
    );
    route(app, e.favouriteIds, async ({ request }) => games.favouriteIds(await memberOf(request)));
    route(app, e.favouriteToggle, async ({ request, body }) =>
      games.setFavourite(await memberOf(request), body),
    );
    route(app, e.recentGames, async ({ request, query }) =>
      games.recent(await memberOf(request), query, contentLanguage(request)),
    );
    asMember(e.launch, (brand, me, query) => games.launch(brand, me, query));
    asMember(e.betRecords, (brand, me, query, { request }) =>
      games.betRecords(brand, me, query, contentLanguage(request)),
    );

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
