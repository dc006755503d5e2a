/**
 * Referral, invite friends: the member's code, the brand's terms and the member's totals,
 * and the friends the member invited. Real accounts only (the reward is money); every rule, the
 * progress and the reward live upstream; these are pass-throughs.
 */
import { referralEndpoints as e } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { PageInputSchema } from '../../trpc/inputs.js';
import { forward, forwardQuery } from '../../trpc/forward.js';
import { realAccountProcedure } from '../../trpc/procedures.js';

export const referralRouter = router({
  info: realAccountProcedure.query(forward(e.info)),
  friends: realAccountProcedure.input(PageInputSchema).query(forwardQuery(e.friends)),
});
