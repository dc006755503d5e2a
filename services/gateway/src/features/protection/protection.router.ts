import {
  PlaySummaryQuerySchema,
  SelfExcludeRequestSchema,
  SetLimitRequestSchema,
  SetRealityCheckRequestSchema,
  StartTimeoutRequestSchema,
  protectionEndpoints as e,
} from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { realAccountProcedure } from '../../trpc/procedures.js';
import { selfExclude } from './protection.service.js';

/**
 * Player protection: thin pass-throughs by descriptor; the platform keeps the limits and
 * enforces them on deposits, launches, bets and logins (ADR 0011).
 */
export const protectionRouter = router({
  settings: realAccountProcedure.query(forward(e.settings)),
  setLimit: realAccountProcedure.input(SetLimitRequestSchema).mutation(forwardBody(e.setLimit)),
  setRealityCheck: realAccountProcedure
    .input(SetRealityCheckRequestSchema)
    .mutation(forwardBody(e.setRealityCheck)),
  startTimeout: realAccountProcedure.input(StartTimeoutRequestSchema).mutation(forwardBody(e.startTimeout)),
  /** Also ends this session here at once (the platform has revoked every token of the member). */
  selfExclude: realAccountProcedure
    .input(SelfExcludeRequestSchema)
    .mutation(({ ctx, input }) => selfExclude(ctx, input)),
  playSummary: realAccountProcedure.input(PlaySummaryQuerySchema).query(forwardQuery(e.playSummary)),
});
