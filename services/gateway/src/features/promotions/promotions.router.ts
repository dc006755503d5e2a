import {
  PromotionApplyRequestSchema,
  PromotionCategorySchema,
  PromotionClaimRequestSchema,
  PromotionJoinRequestSchema,
  RaffleDrawRequestSchema,
  RebateClaimRequestSchema,
  RebateHistoryQuerySchema,
  RewardClaimRequestSchema,
  promotionsEndpoints as e,
} from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { forward, forwardBody, forwardQuery } from '../../trpc/forward.js';
import { realAccountProcedure } from '../../trpc/procedures.js';
import * as promotions from './promotions.service.js';

const IdInputSchema = z.object({ id: z.number().int().positive() });
const RewardsInputSchema = PageInputSchema.extend({
  status: z.enum(['waiting', 'history']).default('waiting'),
});
const RebateHistoryInputSchema = RebateHistoryQuerySchema.safeExtend(PageInputSchema.shape);

/** Thin pass-throughs by descriptor; the platform enforces the states and moves the money. */
export const promotionsRouter = router({
  list: publicProcedure
    .input(z.object({ category: PromotionCategorySchema.default('all') }))
    .query(({ ctx, input }) => promotions.list(ctx, input.category)),
  detail: publicProcedure.input(IdInputSchema).query(({ ctx, input }) => promotions.detail(ctx, input.id)),
  join: realAccountProcedure.input(PromotionJoinRequestSchema).mutation(forwardBody(e.join)),
  /** tRPC reserves `apply`. Large body (three images as data URLs): admitted by the tRPC route's larger limit (app.ts). */
  sendApplication: realAccountProcedure.input(PromotionApplyRequestSchema).mutation(forwardBody(e.apply)),
  claim: realAccountProcedure.input(PromotionClaimRequestSchema).mutation(forwardBody(e.claim)),
  raffleDraw: realAccountProcedure.input(RaffleDrawRequestSchema).mutation(forwardBody(e.raffleDraw)),
  /** Available promotions and waiting rewards (the avatar's and the reward centre's badges). */
  unclaimed: realAccountProcedure.query(({ ctx }) => promotions.unclaimed(ctx)),
  /** The counts now and after every change of the member's promotions (re-read what is shown). */
  onChanged: realAccountProcedure.subscription(({ ctx, signal }) => promotions.watchChanges(ctx, signal)),
  rewards: realAccountProcedure.input(RewardsInputSchema).query(forwardQuery(e.rewards)),
  claimRewards: realAccountProcedure.input(RewardClaimRequestSchema).mutation(forwardBody(e.claimRewards)),
  rebateSummary: realAccountProcedure.query(forward(e.rebateSummary)),
  claimRebate: realAccountProcedure.input(RebateClaimRequestSchema).mutation(forwardBody(e.claimRebate)),
  rebateHistory: realAccountProcedure.input(RebateHistoryInputSchema).query(forwardQuery(e.rebateHistory)),
});
