/**
 * Promotions and rewards: each member's state in each promotion (computed from the time, the
 * audience and the member's row: promotions.state.ts), the moves that change it (join, apply,
 * claim, the raffle draw), the reward centre and the manual rebate. Money moves only through ledger
 * postings (BONUS account -> main wallet, promotions.repository.ts `payBonus`), each keyed per member
 * and thing paid, so a retry or a concurrent twin pays nothing more; the state change that allows a
 * payment is a guarded UPDATE or a locked row in the same transaction.
 *
 * The service names the flows, each in its own file and each given the one repository and only
 * the dependencies it uses: a call reads `promotions.takingPart.claim(...)`.
 */
import { createPromotionsAdmin } from './promotions.admin.js';
import type { PromotionsDeps } from './promotions.deps.js';
import { createDepositBonus } from './promotions.deposit-bonus.js';
import { createPromotionsListing } from './promotions.listing.js';
import { createManualRebate } from './promotions.manual-rebate.js';
import { createRaffle } from './promotions.raffle.js';
import { createRewardCentre } from './promotions.rewards.js';
import { createTakingPart } from './promotions.taking-part.js';

export function createPromotionsService(deps: Omit<PromotionsDeps, 'now'> & { now?: () => Date }) {
  const all: PromotionsDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    /** What a visitor or member sees: the list, a detail, the banners' audience (.listing.ts). */
    listing: createPromotionsListing(all),
    /** Joining, applying, claiming (.taking-part.ts). */
    takingPart: createTakingPart(all),
    /** A deposit earning a bonus, in the credit's transaction (.deposit-bonus.ts; payments calls it). */
    depositBonus: createDepositBonus(all),
    /** The raffle draw (.raffle.ts). */
    raffle: createRaffle(all),
    /** The reward centre (.rewards.ts). */
    rewards: createRewardCentre(all),
    /** The manual rebate (.manual-rebate.ts). */
    manualRebate: createManualRebate(all),
    /** The operator's side (.admin.ts). */
    admin: createPromotionsAdmin(all),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
