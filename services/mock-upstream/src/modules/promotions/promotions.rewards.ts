/**
 * The reward centre: rewards waiting and past, claiming one or all of them (paid through the
 * ledger, the turnover raised), and the expiry of rewards past their time. A reward is left
 * waiting by a raffle draw, an approved application, a completed mission or a referral.
 */
import { ErrorCode, localized } from '@portal/contracts';
import { pageOf } from '../../db/paging.js';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { formatDateTime } from '../../lib/time.js';
import { refuseTrial } from '../../lib/trial.js';
import type { PromotionsDeps } from './promotions.deps.js';
import type { PromotionsQueries } from './promotions.repository.js';
import type { RewardRow } from './promotions.rewards.repository.js';

export function createRewardCentre({
  repo,
  now,
  changed,
  walletChanged,
}: Pick<PromotionsDeps, 'repo' | 'now' | 'changed' | 'walletChanged'>) {
  function rewardView(r: RewardRow, merchant: MerchantRow, language: string) {
    const when = (d: Date) => formatDateTime(d, merchant.timeZone);
    const expired = r.status === 'waiting' && r.expiresAt !== null && r.expiresAt <= now();
    return {
      id: r.id,
      source: r.source,
      title: localized(r, language, 'title'),
      amount: money(r.amountMinor, merchant),
      turnover: money(r.amountMinor * BigInt(r.turnoverMultiplier), merchant),
      issuedAt: when(r.issuedAt),
      expiresAt: r.expiresAt ? when(r.expiresAt) : null,
      status: expired ? ('expired' as const) : r.status,
      claimedAt: r.claimedAt ? when(r.claimedAt) : null,
      promotionId: r.promotionId,
    };
  }

  /** Pays a reward row (already marked claimed in `tx`) through the ledger and raises the turnover. */
  async function payReward(tx: PromotionsQueries, merchant: MerchantRow, member: MemberRow, r: RewardRow) {
    const paid = await tx.payBonus(merchant, member.id, {
      key: `reward:${r.id}`,
      amount: r.amountMinor,
      source: 'reward',
      metadata: {
        bonusType: r.source === 'rebate' ? 'rebate' : r.source === 'raffle' ? 'raffle' : 'promotion',
        description: localized(r, 'EN', 'title'),
        promotionId: r.promotionId,
        rewardId: r.id,
      },
    });
    if (!paid.replayed) await tx.raiseTurnover(member.id, r.amountMinor * BigInt(r.turnoverMultiplier));
    await tx.setRewardTransaction(r.id, paid.transactionId);
    // An approved application's promotion: issued -> claimed with its reward.
    if (r.promotionId !== null) await tx.markIssuedClaimed(member.id, r.promotionId, now());
  }

  return {
    async list(
      merchant: MerchantRow,
      member: MemberRow,
      q: { status: 'waiting' | 'history'; pageNo: number; pageSize: number },
      language: string,
    ) {
      refuseTrial(member, 'cannot take part in promotions');
      const page = await repo.rewardsPage(member.id, q.status, q.pageNo, q.pageSize);
      return pageOf(
        page.rows.map((r) => rewardView(r, merchant, language)),
        page.totalCount,
        q.pageNo,
        q.pageSize,
      );
    },

    /** Claims one waiting reward or all of them; a retry with the same requestId answers the same. */
    async claimRewards(
      merchant: MerchantRow,
      member: MemberRow,
      body: { requestId: string; rewardId?: number; all?: boolean },
      language: string,
    ) {
      refuseTrial(member, 'cannot take part in promotions');
      const claimed = await repo.inTransaction(async (tx) => {
        // A retry answers what its first call claimed (and claims nothing issued since).
        const replay = await tx.rewardsClaimedBy(member.id, body.requestId);
        if (replay.length > 0) return replay;
        const taken = await tx.takeWaitingRewards(member.id, body.rewardId, body.requestId, now());
        if (taken.length === 0) {
          // A concurrent twin of this request may have taken them meanwhile: it answers the same.
          const before = await tx.rewardsClaimedBy(member.id, body.requestId);
          if (before.length > 0) return before;
          if (body.rewardId !== undefined) {
            const r = await tx.reward(member.id, body.rewardId);
            if (!r) throw AppError.notFound('no such reward');
            if (r.status === 'expired' || (r.status === 'waiting' && r.expiresAt !== null)) {
              throw AppError.rule(ErrorCode.rewardExpired, 'this reward has expired');
            }
          }
          throw AppError.rule(ErrorCode.nothingToClaim, 'nothing to claim');
        }
        for (const r of taken) await payReward(tx, merchant, member, r);
        return taken;
      });
      walletChanged(merchant.code, member.id);
      changed(merchant.code, member.id);
      const total = claimed.reduce((s, r) => s + r.amountMinor, 0n);
      return {
        claimed: claimed.map((r) => rewardView(r, merchant, language)),
        total: money(total, merchant),
      };
    },

    /**
     * The reward expiry job's pass, over every brand: waiting rewards past their time expire, and
     * each member concerned is told. Returns how many expired.
     */
    async expireDueRewards(): Promise<number> {
      const rows = await repo.expireDueRewards();
      const told = new Set<string>();
      for (const r of rows) {
        const key = `${r.merchantCode}:${r.memberId}`;
        if (told.has(key)) continue;
        told.add(key);
        changed(r.merchantCode, r.memberId);
      }
      return rows.length;
    },

    /** Operator (and tests): expires the brand's waiting rewards past their time. */
    async expireRewards(merchant: MerchantRow) {
      const memberIds = await repo.expireDueRewardsOf(merchant.id);
      for (const m of new Set(memberIds)) changed(merchant.code, m);
      return { expired: memberIds.length };
    },
  };
}
