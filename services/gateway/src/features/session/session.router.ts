import { publicProcedure, router } from '../../trpc/init.js';
import { sessionState } from '../../session/session.state.js';

export const sessionRouter = router({
  state: publicProcedure.query(({ ctx }) => sessionState(ctx.session)),
});
