import { AdminWinnerSchema, contentEndpoints, WinnerSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage, route } from '../../lib/route.js';
import type { ContentService } from './content.service.js';
import type { RankingsService } from './rankings.service.js';
import type { WinnersService } from './winners.service.js';

export interface ContentRoutesDeps {
  content: ContentService;
  rankings: RankingsService;
  winners: WinnersService;
}

/**
 * The content area (`contentEndpoints`): banners, announcements and the help centre in the
 * `language` header's text, the ranking pages' lists, the winner board, and the operator / demo-vendor
 * call that records a big win (`POST /admin/winners`, admin key).
 */
export function contentRoutes(deps: ContentRoutesDeps) {
  const { content, rankings, winners } = deps;
  return async (app: FastifyInstance) => {
    const e = contentEndpoints;
    route(app, e.banners, async ({ request, merchant }) =>
      content.banners((await merchant()).id, contentLanguage(request)),
    );
    route(app, e.announcements, async ({ request, query, merchant }) =>
      content.notices(await merchant(), query.types, query.platform, contentLanguage(request)),
    );
    route(app, e.helpCenter, async ({ request, merchant }) =>
      content.helpCenter((await merchant()).id, contentLanguage(request)),
    );
    route(app, e.rankList, async ({ query, merchant }) =>
      rankings.ranking(await merchant(), query.kind, query.limitNum),
    );
    route(app, e.winnerBoard, async ({ query, merchant }) => ({
      list: await winners.latest((await merchant()).id, query.gameCategory, query.limitNum),
    }));

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
  };
}
