/**
 * Promotions and rewards: each member's state in each promotion (computed from the time, the
 * audience and the member's row: promotions.state.ts), the moves that change it (join, apply,
 * claim, the raffle draw), the reward centre and the manual rebate. Money moves only through ledger
 * postings (BONUS account -> main wallet, promotions.repository.ts `payBonus`), each keyed per member
 * and thing paid, so a retry or a concurrent twin pays nothing more; the state change that allows a
 * payment is a guarded UPDATE or a locked row in the same transaction.
 *
 * The service is the index of the flows: each call below names the file that answers it. Each flow
 * is given the one repository and only the dependencies it uses.
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
  const listing = createPromotionsListing(all);
  const takingPart = createTakingPart(all);
  const depositBonus = createDepositBonus(all);
  const raffle = createRaffle(all);
  const rewards = createRewardCentre(all);
  const manualRebate = createManualRebate(all);
  const admin = createPromotionsAdmin(all);

  return {
    // What a visitor or member sees (promotions.listing.ts).
    list: listing.list,
    detail: listing.detail,
    unclaimed: listing.unclaimed,
    openTo: listing.openTo,
    bannerTitle: listing.bannerTitle,
    // Taking part: join, apply, claim (promotions.taking-part.ts).
    join: takingPart.join,
    apply: takingPart.apply,
    claim: takingPart.claim,
    // A deposit earning a deposit bonus (promotions.deposit-bonus.ts; payments calls it).
    earnDepositBonus: depositBonus.earnDepositBonus,
    depositCommitted: depositBonus.depositCommitted,
    deposited: depositBonus.deposited,
    // The raffle (promotions.raffle.ts).
    raffleDraw: raffle.raffleDraw,
    // The reward centre (promotions.rewards.ts).
    rewards: rewards.rewards,
    claimRewards: rewards.claimRewards,
    expireRewards: rewards.expireRewards,
    expireDueRewards: rewards.expireDueRewards,
    // The manual rebate (promotions.manual-rebate.ts).
    rebateSummary: manualRebate.rebateSummary,
    claimRebate: manualRebate.claimRebate,
    rebateHistory: manualRebate.rebateHistory,
    // The operator's side (promotions.admin.ts).
    adminSave: admin.adminSave,
    adminApplications: admin.adminApplications,
    adminDecide: admin.adminDecide,
    adminRebateRates: admin.adminRebateRates,
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
