import { publicProcedure, router } from '../../trpc/init.js';
import { watchJackpot } from './jackpot.service.js';

export const jackpotRouter = router({
  onValue: publicProcedure.subscription(({ ctx, signal }) => watchJackpot(ctx.services, signal)),
});
