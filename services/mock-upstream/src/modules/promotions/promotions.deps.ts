import type { PromotionsRepository } from './promotions.repository.js';

/**
 * What the promotions flows are given (app.services.ts wires it through createPromotionsService).
 * Each flow takes the few of these it uses: `Pick<PromotionsDeps, ...>`.
 */
export interface PromotionsDeps {
  repo: PromotionsRepository;
  /** The clock the states are computed at (the tests move it). */
  now: () => Date;
  /** After a commit: publishes promotions.changed (memberId null: every member of the brand). */
  changed(merchantCode: string, memberId: number | null): void;
  /** After a commit that paid the member: the balance push. */
  walletChanged(merchantCode: string, memberId: number): void;
}
