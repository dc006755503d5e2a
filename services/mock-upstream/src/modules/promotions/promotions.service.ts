/**
 * Promotions and rewards: each member's state in each promotion (computed from the time
 * in the brand's zone, the audience and the member's row), the actions that move it (join, apply,
 * claim, the raffle draw), the reward centre and the manual rebate. Money moves only through ledger
 * postings (BONUS account -> main wallet), each keyed per member and thing paid, so a retry or a
 * concurrent twin pays nothing more; the state change that allows a payment is a guarded UPDATE in
 * the same transaction.
 *
 * One object over the flows, each in its own file: the state core (promotions.state.ts), listing,
 * taking part (join, apply, claim), the deposit bonus, the raffle, the reward centre, the manual
 * rebate and the operator's side. What they share is in promotions.common.ts.
 */
import type { PromotionsDeps } from './promotions.common.js';
import { createPromotionsAdmin } from './promotions.admin.js';
import { createPromotionsClaim } from './promotions.claim.js';
import { createPromotionsDepositBonus } from './promotions.deposit-bonus.js';
import { createPromotionsListing } from './promotions.listing.js';
import { createPromotionsRaffle } from './promotions.raffle.js';
import { createPromotionsRebates } from './promotions.rebates.js';
import { createPromotionsRewards } from './promotions.rewards.js';
import { createPromotionsCore } from './promotions.state.js';

export type { AdminPromotionInput } from './promotions.admin.js';
export {
  percentOf,
  promotionBannerPath,
  type PromotionRow,
  type PromotionsDeps,
} from './promotions.common.js';
export { rafflePick } from './promotions.raffle.js';

export function createPromotionsService(deps: PromotionsDeps) {
  const core = createPromotionsCore(deps);
  return {
    ...createPromotionsListing(core),
    ...createPromotionsClaim(core),
    ...createPromotionsRaffle(core),
    ...createPromotionsRewards(core),
    ...createPromotionsRebates(core),
    ...createPromotionsDepositBonus(core),
    ...createPromotionsAdmin(core),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
