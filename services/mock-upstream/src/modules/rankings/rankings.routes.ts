import { RankingQuerySchema, RankingSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { RankingsService } from './rankings.service.js';

/** The ranking pages' lists (`GET /wps/relay/CMS_rankList?kind=deposit|bet&limitNum=20`), public. */
export function rankingsRoutes(rankings: RankingsService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/relay/CMS_rankList',
      query: RankingQuerySchema,
      response: RankingSchema,
      handler: async ({ query, merchant }) => rankings.ranking(await merchant(), query.kind, query.limitNum),
    });
  };
}
