/**
 * How the descriptor walk calls each referral endpoint (see walk.ts): as demoplayer, whose code is
 * given on the first call.
 */
import { referralEndpoints as e } from '@portal/contracts';
import type { Examples } from './walk.js';

export const referralExamples: Examples = {
  'referral.info': (walk) => walk.call(e.info, {}),
  'referral.friends': (walk) => walk.call(e.friends, { query: { pageNo: 1, pageSize: 10 } }),
};
