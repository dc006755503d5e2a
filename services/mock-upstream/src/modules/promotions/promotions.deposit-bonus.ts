/**
 * The deposit bonus earned by a deposit: in the deposit's credit transaction, each deposit bonus the
 * member joined moves joined -> claim with its amount, and the member is told after the commit.
 * The member claims it afterwards (promotions.taking-part.ts).
 */
import type { Db } from '../../db/client.js';
import type { MerchantRow } from '../../db/rows.js';
import { percentOf } from '../../lib/money.js';
import type { PromotionsDeps } from './promotions.deps.js';
import type { PromotionsQueries } from './promotions.repository.js';

export function createDepositBonus({ repo, now, changed }: Pick<PromotionsDeps, 'repo' | 'now' | 'changed'>) {
  /**
   * Each deposit bonus the member joined (and has not earned yet) earns percent of the deposit up
   * to the cap when it reaches the minimum (joined -> claim). The guarded UPDATE (state = 'joined')
   * makes a second credit of the order, or a concurrent deposit, earn nothing more.
   */
  async function earn(
    q: PromotionsQueries,
    merchant: MerchantRow,
    memberId: number,
    orderNo: string,
    amount: bigint,
  ) {
    const t = now();
    for (const { row, p } of await q.joinedDepositBonuses(merchant.id, memberId)) {
      if (t < p.startsAt || t >= p.endsAt) continue;
      if (p.minDepositMinor !== null && amount < p.minDepositMinor) continue;
      // A first-deposit bonus (not reload) is earned by the member's first deposit only.
      if (!p.reload && (await q.hasDeposited(memberId, orderNo))) continue;
      let bonus = percentOf(amount, p.percent ?? '0');
      if (p.capMinor !== null && bonus > p.capMinor) bonus = p.capMinor;
      if (bonus <= 0n) continue;
      await q.markDepositBonusEarned(row.id, bonus, orderNo, t);
    }
  }

  /** After a deposit's commit: its bonus or raffle draws may have changed the member's states. */
  function depositCommitted(merchant: MerchantRow, memberId: number) {
    changed(merchant.code, memberId);
  }

  return {
    /**
     * In a deposit's credit transaction (`tx`, opened by payments): the credit and the bonus it
     * earns commit together or not at all. Nothing is published here: the caller does after the
     * commit (depositCommitted).
     */
    earnDepositBonus(tx: Db, merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      return earn(repo.within(tx), merchant, memberId, orderNo, amount);
    },

    depositCommitted,

    /** A deposit credited outside a payment flow (tests): the bonus in a transaction of its own. */
    async deposited(merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      await repo.inTransaction((q) => earn(q, merchant, memberId, orderNo, amount));
      depositCommitted(merchant, memberId);
    },
  };
}
