import { publicProcedure, router } from '../../trpc/init.js';
import { getBanners, getHelpCenter, getNotices } from './content.service.js';
import { getWinners, watchWinners } from './winners.feed.js';

export const contentRouter = router({
  banners: publicProcedure.query(({ ctx }) => getBanners(ctx.services, ctx.visitor)),
  notices: publicProcedure.query(({ ctx }) => getNotices(ctx.services, ctx.visitor)),
  helpCenter: publicProcedure.query(({ ctx }) => getHelpCenter(ctx.services, ctx.visitor)),
  winners: publicProcedure.query(({ ctx }) => getWinners(ctx.services, ctx.visitor)),
  onWinners: publicProcedure.subscription(({ ctx, signal }) =>
    watchWinners(ctx.services, ctx.visitor, signal),
  ),
});
