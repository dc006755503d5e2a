import { LotteryMenusSchema, VendorLanesSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { GamesService } from './games.service.js';

const VendorLanesQuerySchema = z.object({
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
});

const GameMenusQuerySchema = z.object({
  prizeMode: z.string({ message: 'is required' }).min(1, 'is required').max(16),
});

export function gamesRoutes(games: GamesService) {
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
  };
}
