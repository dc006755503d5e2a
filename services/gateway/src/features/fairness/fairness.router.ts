import { FairRoundQuerySchema, RotateSeedSchema, fairnessEndpoints as e } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { limit } from '../../trpc/rate-limit.js';

/**
 * A rotation makes a server seed and reveals one: cheap, but a loop of them fills a table. Asking
 * again to rotate the same pair spends nothing (the platform answers it with the same reveal).
 */
const rotateLimit = limit({
  name: 'fairness.rotate',
  max: 30,
  windowMs: 60_000,
  key: (ctx) => ctx.session?.data.userId ?? ctx.visitor.ip,
  sameCall: (input) => (input as { serverSeedHash: string }).serverSeedHash,
});

/**
 * Provably fair rounds of the demo games (tRPC key `fairness`, ADR 0016): pass-throughs by
 * descriptor. The platform keeps the seed pairs; the web recomputes rounds itself (Web Crypto).
 * Trial accounts play the demo games for free, so they see their seeds too.
 */
export const fairnessRouter = router({
  state: memberProcedure.query(forward(e.state)),
  rotate: memberProcedure.input(RotateSeedSchema).use(rotateLimit).mutation(forwardBody(e.rotate)),
  round: memberProcedure.input(FairRoundQuerySchema).query(forwardQuery(e.round)),
});
