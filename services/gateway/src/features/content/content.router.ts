import { publicProcedure, router } from '../../trpc/init.js';
import { getBanners, getHelpCenter, getNotices } from './content.service.js';

export const contentRouter = router({
  banners: publicProcedure.query(({ ctx }) => getBanners(ctx.services, ctx.visitor)),
  notices: publicProcedure.query(({ ctx }) => getNotices(ctx.services, ctx.visitor)),
  helpCenter: publicProcedure.query(({ ctx }) => getHelpCenter(ctx.services, ctx.visitor)),
});
