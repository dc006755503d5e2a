/**
 * The referral area's platform endpoints (see endpoint.ts and referral.ts): the member's code,
 * terms and totals, and the friends the member invited. Member calls; a trial account has no
 * friends to invite (TRIAL_ACCOUNT).
 */
import { endpoints } from './endpoint.js';
import { ReferralFriendsPageSchema, ReferralFriendsQuerySchema, ReferralInfoSchema } from './referral.js';

export const referralEndpoints = endpoints('referral', {
  /** The member's referral code (given on first call, stable after), the terms and the totals. */
  info: {
    method: 'GET',
    path: '/wps/relay/REF_info',
    auth: 'member',
    response: ReferralInfoSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  friends: {
    method: 'GET',
    path: '/wps/relay/REF_friends',
    auth: 'member',
    query: ReferralFriendsQuerySchema,
    response: ReferralFriendsPageSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
});
