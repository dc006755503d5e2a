/**
 * The promotions area's platform endpoints (see endpoint.ts and promotions.ts): the promotion list
 * and detail with the member's state, join, apply, claim, the raffle draw, the reward centre
 * (gated by REWCEN3) and the manual rebate.
 */
import { endpoints } from './endpoint.js';
import {
  PromotionActionSchema,
  PromotionApplyRequestSchema,
  PromotionClaimRequestSchema,
  PromotionDetailQuerySchema,
  PromotionDetailSchema,
  PromotionJoinRequestSchema,
  PromotionListQuerySchema,
  PromotionListSchema,
  RaffleDrawRequestSchema,
  RaffleDrawSchema,
  RebateClaimRequestSchema,
  RebateClaimSchema,
  RebateHistoryQuerySchema,
  RebateHistorySchema,
  RebateSummarySchema,
  RewardClaimRequestSchema,
  RewardClaimSchema,
  RewardListQuerySchema,
  RewardPageSchema,
  UnclaimedCountSchema,
} from './promotions.js';

const ACTION_ERRORS = [
  'TRIAL_ACCOUNT',
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_STATE_INVALID',
  'PROMOTION_CLOSED',
] as const;

export const promotionsEndpoints = endpoints('promotions', {
  /** Every promotion of the brand with the member's state (null for a visitor). */
  list: {
    method: 'GET',
    path: '/wps/relay/PROMO_list',
    auth: 'optional',
    query: PromotionListQuerySchema,
    response: PromotionListSchema,
  },
  /** One promotion: body, terms, progress, prizes, the member's application. */
  detail: {
    method: 'GET',
    path: '/wps/relay/PROMO_detail',
    auth: 'optional',
    query: PromotionDetailQuerySchema,
    response: PromotionDetailSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  },
  join: {
    method: 'POST',
    path: '/wps/relay/PROMO_join',
    auth: 'member',
    body: PromotionJoinRequestSchema,
    response: PromotionActionSchema,
    errors: ACTION_ERRORS,
  },
  apply: {
    method: 'POST',
    path: '/wps/relay/PROMO_apply',
    auth: 'member',
    body: PromotionApplyRequestSchema,
    response: PromotionActionSchema,
    errors: ACTION_ERRORS,
  },
  claim: {
    method: 'POST',
    path: '/wps/relay/PROMO_claim',
    auth: 'member',
    body: PromotionClaimRequestSchema,
    response: PromotionActionSchema,
    errors: [...ACTION_ERRORS, 'IDEMPOTENCY_KEY_REUSED'],
  },
  /** The spec's raffle promotion POST. */
  raffleDraw: {
    method: 'POST',
    path: '/wps/promotion/raffle',
    auth: 'member',
    body: RaffleDrawRequestSchema,
    response: RaffleDrawSchema,
    errors: [...ACTION_ERRORS, 'RAFFLE_NO_DRAWS', 'RAFFLE_OUT_OF_STOCK', 'IDEMPOTENCY_KEY_REUSED'],
  },
  /** Available promotions and waiting rewards, for the badges. */
  unclaimed: {
    method: 'GET',
    path: '/wps/relay/PROMO_unclaimed',
    auth: 'member',
    response: UnclaimedCountSchema,
  },
  rewards: {
    method: 'GET',
    path: '/wps/relay/REWARD_list',
    auth: 'member',
    module: 'REWCEN3',
    query: RewardListQuerySchema,
    response: RewardPageSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  claimRewards: {
    method: 'POST',
    path: '/wps/relay/REWARD_claim',
    auth: 'member',
    module: 'REWCEN3',
    body: RewardClaimRequestSchema,
    response: RewardClaimSchema,
    errors: ['TRIAL_ACCOUNT', 'NOT_FOUND', 'REWARD_EXPIRED', 'NOTHING_TO_CLAIM', 'IDEMPOTENCY_KEY_REUSED'],
  },
  rebateSummary: {
    method: 'GET',
    path: '/wps/relay/REBATE_summary',
    auth: 'member',
    response: RebateSummarySchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  claimRebate: {
    method: 'POST',
    path: '/wps/relay/REBATE_claim',
    auth: 'member',
    body: RebateClaimRequestSchema,
    response: RebateClaimSchema,
    errors: ['TRIAL_ACCOUNT', 'REBATE_BELOW_MINIMUM', 'IDEMPOTENCY_KEY_REUSED'],
  },
  rebateHistory: {
    method: 'GET',
    path: '/wps/relay/REBATE_history',
    auth: 'member',
    query: RebateHistoryQuerySchema,
    response: RebateHistorySchema,
    errors: ['TRIAL_ACCOUNT', 'RECORD_RANGE_INVALID'],
  },
});
