import {
  AdminWinnerSchema,
  WinnerBoardQuerySchema,
  WinnerBoardSchema,
  WinnerSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { WinnersService } from './winners.service.js';

/** The winner board (`GET /wps/relay/CMS_winnerBoard`) and the operator / demo-vendor call that
 * records a big win (`POST /admin/winners`, admin key). */
export function winnersRoutes(winners: WinnersService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/relay/CMS_winnerBoard',
      query: WinnerBoardQuerySchema,
      response: WinnerBoardSchema,
      handler: async ({ query, merchant }) => ({
        list: await winners.latest((await merchant()).id, query.gameCategory, query.limitNum),
      }),
    });

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
