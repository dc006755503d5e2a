import { AdminWinnerSchema, contentEndpoints, WinnerSchema } from '@portal/contracts';
import { contentLanguage, platformArea, route } from '../../lib/route.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { ContentService } from './content.service.js';
import type { RankingsService } from './rankings.service.js';
import type { WinnersService } from './winners.service.js';

export interface ContentRoutesDeps {
  content: ContentService;
  rankings: RankingsService;
  winners: WinnersService;
  /** Which promotions a banner may point at for the viewer. */
  promotions: { listing: Pick<PromotionsService['listing'], 'openTo'> };
}

/**
 * The content area (`contentEndpoints`): banners (those pointing at a promotion only while it is
 * open to the caller, a member with the optional token), announcements and the help centre in the
 * `language` header's text, the ranking pages' lists, the winner board, and the operator / demo-vendor
 * call that records a big win (`POST /admin/winners`, admin key).
 */
export function contentRoutes(deps: ContentRoutesDeps) {
  const { content, rankings, winners, promotions } = deps;
  return platformArea(
    contentEndpoints,
    {
      // The token is optional: a visitor sees what is open to anyone.
      banners: (brand, member, _input, { request }) =>
        content.banners(brand.id, contentLanguage(request), (ids) =>
          promotions.listing.openTo(brand, member, ids),
        ),
      announcements: async ({ request, query, merchant }) =>
        content.notices(await merchant(), query.types, query.platform, contentLanguage(request)),
      helpCenter: async ({ request, merchant }) =>
        content.helpCenter((await merchant()).id, contentLanguage(request)),
      rankList: async ({ query, merchant }) => rankings.ranking(await merchant(), query.kind, query.limitNum),
      winnerBoard: async ({ request, query, merchant }) => ({
        list: await winners.latest(
          (await merchant()).id,
          query.gameCategory,
          query.limitNum,
          query.language ?? contentLanguage(request),
        ),
      }),
    },
    (app) => {
      route(app, {
        method: 'POST',
        url: '/admin/winners',
        admin: true,
        body: AdminWinnerSchema,
        response: WinnerSchema,
        handler: async ({ request, body, merchant }) => {
          const winner = await winners.record(await merchant(), body);
          request.log.info({ winnerId: winner.id, gameId: winner.gameId }, 'big win recorded');
          return winner;
        },
      });
    },
  );
}
