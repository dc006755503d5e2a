import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>['referral'];

export type ReferralInfo = Outputs['info'];
export type ReferralRules = ReferralInfo['rules'];
export type ReferralFriendsPage = Outputs['friends'];
export type ReferralFriend = ReferralFriendsPage['list'][number];
