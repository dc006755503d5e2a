import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>['promotions'];
type Outputs = inferRouterOutputs<AppRouter>['promotions'];

export type PromotionList = Outputs['list'];
export type PromotionCard = PromotionList['promotions'][number];
export type PromotionCategory = PromotionCard['category'];
export type PromotionState = NonNullable<PromotionCard['state']>;
export type PromotionDetail = Outputs['detail'];
export type RafflePrize = NonNullable<PromotionDetail['prizes']>[number];
export type RaffleDraw = Outputs['raffleDraw'];
export type ApplicationInput = Inputs['sendApplication'];
export type UnclaimedCount = Outputs['unclaimed'];
export type RewardPage = Outputs['rewards'];
export type Reward = RewardPage['list'][number];
export type RebateSummary = Outputs['rebateSummary'];
export type RebateHistoryPage = Outputs['rebateHistory'];
