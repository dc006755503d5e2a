/**
 * The disputes area (tRPC key `disputes`): a member disputes one of their rounds from the betting
 * record and follows their disputes. The platform checks the round is theirs and recent, keeps one
 * open dispute per round and answers a replayed requestId with its first dispute.
 */
import {
  DisputeListQuerySchema,
  DisputeOpenSchema,
  DisputeParamsSchema,
  disputesEndpoints as e,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forwardBody, forwardQuery } from '../../trpc/forward.js';
import { callMeta, memberProcedure, realAccountProcedure } from '../../trpc/procedures.js';

export const disputesRouter = router({
  open: realAccountProcedure.input(DisputeOpenSchema).mutation(forwardBody(e.open)),
  list: memberProcedure.input(DisputeListQuerySchema).query(forwardQuery(e.list)),
  get: memberProcedure
    .input(DisputeParamsSchema)
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(e.get, { ...callMeta(ctx), params: { id: input.id } }),
    ),
});
