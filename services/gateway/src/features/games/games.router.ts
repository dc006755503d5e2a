import { FavouriteToggleSchema, gamesEndpoints } from '@portal/contracts';
import { z } from 'zod';
import { getLanes } from '../../platform/lanes.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { forwardBody, forwardQuery } from '../../trpc/forward.js';
import { callMeta, memberProcedure } from '../../trpc/procedures.js';
import {
  BetRecordInputSchema,
  GameListInputSchema,
  HotGamesInputSchema,
  LaunchInputSchema,
  MemberGamesInputSchema,
  VassalGameTypesInputSchema,
} from './games.schemas.js';
import * as games from './games.service.js';
import { watchPlaySession } from './play-session.js';

const e = gamesEndpoints;

export const gamesRouter = router({
  lanes: publicProcedure.query(({ ctx }) => getLanes(ctx.services, ctx.visitor)),
  list: publicProcedure
    .input(GameListInputSchema)
    .query(({ ctx, input }) => games.getGameList(ctx.services, ctx.visitor, input)),
  hot: publicProcedure
    .input(HotGamesInputSchema)
    .query(({ ctx, input }) => games.getHotGames(ctx.services, ctx.visitor, input)),
  /** The spec's "vassal game type": a vendor tab's game types, for its classify filter. */
  vassalGameTypes: publicProcedure
    .input(VassalGameTypesInputSchema)
    .query(({ ctx, input }) => games.getVassalGameTypes(ctx.services, ctx.visitor, input)),
  lotteryMenus: publicProcedure
    .input(z.object({ prizeMode: z.string().regex(/^[A-Za-z0-9]{1,16}$/) }))
    .query(({ ctx, input }) => games.getLotteryMenus(ctx.services, ctx.visitor, input.prizeMode)),
  favourites: memberProcedure.input(MemberGamesInputSchema).query(({ ctx, input }) =>
    ctx.services.upstream.call(e.favourites, {
      ...callMeta(ctx),
      query: games.memberGamesQuery(input, ctx.visitor.language),
    }),
  ),
  favouriteIds: memberProcedure.query(
    async ({ ctx }) => (await ctx.services.upstream.call(e.favouriteIds, callMeta(ctx))).ids,
  ),
  /** Sets the favourite state asked for (not a flip), so a retried toggle cannot undo itself. */
  setFavourite: memberProcedure.input(FavouriteToggleSchema).mutation(forwardBody(e.favouriteToggle)),
  recent: memberProcedure.input(MemberGamesInputSchema).query(({ ctx, input }) =>
    ctx.services.upstream.call(e.recentGames, {
      ...callMeta(ctx),
      query: games.memberGamesQuery(input, ctx.visitor.language),
    }),
  ),
  /**
   * A session is required; trial accounts too (the platform allows them free-play games only). A PvP
   * game (`kind: 'pvp'`) is launched by the platform's POST, every other by its GET.
   */
  launch: memberProcedure.input(LaunchInputSchema).mutation(({ ctx, input }) => games.launchGame(ctx, input)),
  betRecords: memberProcedure.input(BetRecordInputSchema).query(forwardQuery(e.betRecords)),
  /** The play session bar: now, then again as rounds settle (a wallet.changed of the member). */
  onPlaySession: memberProcedure.subscription(({ ctx, signal }) => watchPlaySession(ctx, signal)),
});
