import { publicProcedure, router } from '../../trpc/init.js';
import { getLanes } from './games.service.js';

export const gamesRouter = router({
  lanes: publicProcedure.query(({ ctx }) => getLanes(ctx.services, ctx.visitor)),
});
