import { publicProcedure, router } from '../../trpc/init.js';
import { getBootstrap, watchStatus } from './system.service.js';

export const systemRouter = router({
  bootstrap: publicProcedure.query(({ ctx }) => getBootstrap(ctx.services, ctx.visitor)),
  onStatus: publicProcedure.subscription(({ ctx, signal }) => watchStatus(ctx.services, ctx.visitor, signal)),
});
