import { pvpEndpoints } from '@portal/contracts';
import { publicProcedure, router } from '../../trpc/init.js';
import { optionalCallMeta } from '../../trpc/procedures.js';

/**
 * PvP rooms (tRPC key `pvp`, ADR 0018): the spec's "pvp rooms" call, passed through uncached, as its
 * seat counts change with every join.
 */
export const pvpRouter = router({
  rooms: publicProcedure.query(async ({ ctx }) => {
    const rooms = await ctx.services.upstream.call(pvpEndpoints.rooms, {
      ...optionalCallMeta(ctx),
      query: { language: ctx.visitor.language },
    });
    return rooms.list;
  }),
});
