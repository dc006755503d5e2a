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
import { limit } from '../../trpc/rate-limit.js';

/**
 * Each dispute writes a message and waits for an operator: a member opens a few, not hundreds. A
 * replay of a requestId spends nothing (it answers the first dispute).
 */
const openLimit = limit({
  name: 'disputes.open',
  max: 30,
  windowMs: 10 * 60_000,
  key: (ctx) => ctx.session?.data.userId ?? ctx.visitor.ip,
  sameCall: (input) => (input as { requestId: string }).requestId,
});

export const disputesRouter = router({
  open: realAccountProcedure.input(DisputeOpenSchema).use(openLimit).mutation(forwardBody(e.open)),
  list: memberProcedure.input(DisputeListQuerySchema).query(forwardQuery(e.list)),
  get: memberProcedure
    .input(DisputeParamsSchema)
    .query(({ ctx, input }) =>
      ctx.services.upstream.call(e.get, { ...callMeta(ctx), params: { id: input.id } }),
    ),
});
