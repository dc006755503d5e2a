/**
 * The deposit bonus earned by a deposit: in the deposit's credit transaction, each deposit bonus the
 * member joined moves joined -> claim with its amount, and the member is told after the commit.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberPromotions, promotions } from '../../db/schema/index.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { percentOf } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';

export function createPromotionsDepositBonus(core: PromotionsCore) {
  const { deps, db, now, hasDeposited } = core;

  const depositBonus = {
    /**
     * In a deposit's credit transaction (`tx`): each deposit bonus the member joined (and has not
     * earned yet) earns percent of the deposit up to the cap when it reaches the minimum
     * (joined -> claim), so the credit and the bonus it earns commit together or not at all. The
     * guarded UPDATE (state = 'joined') makes a second credit of the order, or a concurrent
     * deposit, earn nothing more. Nothing is published here: the caller does after the commit.
     */
    async earnDepositBonus(tx: Db, merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      const t = now();
      const rows = await tx
        .select({ row: memberPromotions, p: promotions })
        .from(memberPromotions)
        .innerJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
        .where(
          and(
            eq(memberPromotions.memberId, memberId),
            eq(memberPromotions.state, 'joined'),
            eq(promotions.kind, 'depositBonus'),
            eq(promotions.merchantId, merchant.id),
          ),
        );
      for (const { row, p } of rows) {
        if (t < p.startsAt || t >= p.endsAt) continue;
        if (p.minDepositMinor !== null && amount < p.minDepositMinor) continue;
        // A first-deposit bonus (not reload) is earned by the member's first deposit only.
        if (!p.reload && (await hasDeposited(memberId, orderNo, tx))) continue;
        let bonus = percentOf(amount, p.percent ?? '0');
        if (p.capMinor !== null && bonus > p.capMinor) bonus = p.capMinor;
        if (bonus <= 0n) continue;
        await tx
          .update(memberPromotions)
          .set({ state: 'claim', rewardMinor: bonus, depositOrderNo: orderNo, updatedAt: t })
          .where(and(eq(memberPromotions.id, row.id), eq(memberPromotions.state, 'joined')));
      }
    },

    /** After a deposit's commit: its bonus or raffle draws may have changed the member's states. */
    depositCommitted(merchant: MerchantRow, memberId: number) {
      deps.changed(merchant.code, memberId);
    },

    /** A deposit credited outside a payment flow (tests): the bonus in a transaction of its own. */
    async deposited(merchant: MerchantRow, memberId: number, orderNo: string, amount: bigint) {
      await db.transaction((tx) => depositBonus.earnDepositBonus(tx, merchant, memberId, orderNo, amount));
      depositBonus.depositCommitted(merchant, memberId);
    },
  };
  return depositBonus;
}
