import { RankingKindSchema } from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { getBanners, getHelpCenter, getNotices, getRanking } from './content.service.js';
import { getWinners, watchWinners } from './winners.feed.js';

export const contentRouter = router({
  banners: publicProcedure.query(({ ctx }) =>
    getBanners(ctx.services, ctx.visitor, ctx.session?.data.upstreamToken),
  ),
  notices: publicProcedure.query(({ ctx }) => getNotices(ctx.services, ctx.visitor)),
  helpCenter: publicProcedure.query(({ ctx }) => getHelpCenter(ctx.services, ctx.visitor)),
  ranking: publicProcedure
    .input(z.object({ kind: RankingKindSchema }))
    .query(({ ctx, input }) => getRanking(ctx.services, ctx.visitor, input.kind)),
  winners: publicProcedure.query(({ ctx }) => getWinners(ctx.services, ctx.visitor)),
  onWinners: publicProcedure.subscription(({ ctx, signal }) =>
    watchWinners(ctx.services, ctx.visitor, signal),
  ),
});
