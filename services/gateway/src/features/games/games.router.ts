import { getLanes } from '../../platform/lanes.js';
import { FavouriteToggleSchema } from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import {
  BetRecordInputSchema,
  GameListInputSchema,
  HotGamesInputSchema,
  LaunchInputSchema,
  MemberGamesInputSchema,
} from './games.schemas.js';
import * as games from './games.service.js';

export const gamesRouter = router({
  lanes: publicProcedure.query(({ ctx }) => getLanes(ctx.services, ctx.visitor)),
  list: publicProcedure
    .input(GameListInputSchema)
    .query(({ ctx, input }) => games.getGameList(ctx.services, ctx.visitor, input)),
  hot: publicProcedure
    .input(HotGamesInputSchema)
    .query(({ ctx, input }) => games.getHotGames(ctx.services, ctx.visitor, input)),
  lotteryMenus: publicProcedure
    .input(z.object({ prizeMode: z.string().regex(/^[A-Za-z0-9]{1,16}$/) }))
    .query(({ ctx, input }) => games.getLotteryMenus(ctx.services, ctx.visitor, input.prizeMode)),
  favourites: memberProcedure
    .input(MemberGamesInputSchema)
    .query(({ ctx, input }) => games.getFavourites(ctx, input)),
  favouriteIds: memberProcedure.query(({ ctx }) => games.getFavouriteIds(ctx)),
  setFavourite: memberProcedure
    .input(FavouriteToggleSchema)
    .mutation(({ ctx, input }) => games.setFavourite(ctx, input)),
  recent: memberProcedure
    .input(MemberGamesInputSchema)
    .query(({ ctx, input }) => games.getRecent(ctx, input)),
  /** A session is required; trial accounts too (the platform allows them free-play games only). */
  launch: memberProcedure.input(LaunchInputSchema).mutation(({ ctx, input }) => games.launchGame(ctx, input)),
  betRecords: memberProcedure
    .input(BetRecordInputSchema)
    .query(({ ctx, input }) => games.getBetRecords(ctx, input)),
});
