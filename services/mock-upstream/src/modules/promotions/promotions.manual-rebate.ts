/**
 * The manual rebate (the member centre's, not a rebate promotion): what the member's settled play
 * since the last claim earned at the rates of its VIP rank (per vendor and category), claimed once
 * per watermark and paid through the ledger, and the claims' history.
 */
import { ErrorCode } from '@portal/contracts';
import { pageOf } from '../../db/paging.js';
import type { MemberRow, MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { money, percentOf } from '../../lib/money.js';
import { formatDateTime, zonedInstant } from '../../lib/time.js';
import { refuseTrial } from '../../lib/trial.js';
import type { PromotionsDeps } from './promotions.deps.js';
import type { PromotionsQueries } from './promotions.repository.js';

/** Manual rebate accrued: settled rounds after the watermark up to `to`, per vendor and category, x rate. */
async function accrued(q: PromotionsQueries, merchant: MerchantRow, member: MemberRow, to: Date) {
  const from = await q.rebateWatermark(member.id);
  const play = await q.validBetsByVendor(member.id, from, to);
  const rates = await q.rebateRatesOf(merchant.id, member.rankLevel);
  const lines = play.map(({ vendor, category, validBets }) => {
    // The rate of the vendor in that category, else the category's.
    const rate =
      rates.find((x) => x.category === category && x.vendor === vendor) ??
      rates.find((x) => x.category === category && x.vendor === '');
    const rateText = rate ? String(Number(rate.rate)) : '0';
    return { category, vendor, validBets, rate: rateText, amount: percentOf(validBets, rateText) };
  });
  return { from, lines, rates };
}

export function createManualRebate({
  repo,
  now,
  walletChanged,
}: Pick<PromotionsDeps, 'repo' | 'now' | 'walletChanged'>) {
  return {
    async rebateSummary(merchant: MerchantRow, member: MemberRow) {
      refuseTrial(member, 'cannot take part in promotions');
      const a = await accrued(repo, merchant, member, now());
      const total = a.lines.reduce((s, l) => s + l.amount, 0n);
      return {
        rankLevel: member.rankLevel,
        rates: a.rates.map((r) => ({
          category: r.category,
          vendor: r.vendor || null,
          rate: String(Number(r.rate)),
        })),
        accrued: a.lines.map((l) => ({
          category: l.category,
          vendor: l.vendor,
          validBets: money(l.validBets, merchant),
          rate: l.rate,
          amount: money(l.amount, merchant),
        })),
        total: money(total, merchant),
        minClaim: money(await repo.minRebateClaim(merchant.id), merchant),
        lastClaimAt: a.from ? formatDateTime(a.from, merchant.timeZone) : null,
      };
    },

    /** Pays the accrued manual rebate once: the member's watermark row is locked, moved and paid. */
    async claimRebate(merchant: MerchantRow, member: MemberRow, body: { requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const minimum = await repo.minRebateClaim(merchant.id);
      const outcome = await repo.inTransaction(async (tx) => {
        await tx.lockRebateWatermark(member.id);
        const previous = await tx.rebateClaimByRequest(member.id, body.requestId);
        if (previous) return { claim: previous, replay: true };
        const to = await tx.databaseNow();
        const a = await accrued(tx, merchant, member, to);
        const amount = a.lines.reduce((s, l) => s + l.amount, 0n);
        const validBets = a.lines.reduce((s, l) => s + l.validBets, 0n);
        if (amount <= 0n || amount < minimum) {
          throw AppError.rule(ErrorCode.rebateBelowMinimum, 'the accrued rebate is below the minimum claim');
        }
        const claim = await tx.insertRebateClaim({
          merchantId: merchant.id,
          memberId: member.id,
          requestId: body.requestId,
          amountMinor: amount,
          validBetsMinor: validBets,
          fromAt: a.from,
          toAt: to,
        });
        const paid = await tx.payBonus(merchant, member.id, {
          key: `rebate:${claim.id}`,
          amount,
          source: 'rebate',
          metadata: { bonusType: 'rebate-manual', description: 'Manual rebate', rebateClaimId: claim.id },
        });
        await tx.setRebateClaimTransaction(claim.id, paid.transactionId);
        await tx.moveRebateWatermark(member.id, to);
        return { claim, replay: false };
      });
      if (!outcome.replay) walletChanged(merchant.code, member.id);
      return {
        claimId: `RB${outcome.claim.id}`,
        amount: money(outcome.claim.amountMinor, merchant),
        claimedAt: formatDateTime(outcome.claim.createdAt, merchant.timeZone),
      };
    },

    async rebateHistory(
      merchant: MerchantRow,
      member: MemberRow,
      q: { startDate: string; endDate: string; pageNo: number; pageSize: number },
    ) {
      refuseTrial(member, 'cannot take part in promotions');
      const from = zonedInstant(`${q.startDate} 00:00:00`, merchant.timeZone);
      const to = new Date(zonedInstant(`${q.endDate} 00:00:00`, merchant.timeZone).getTime() + 86_400_000);
      const page = await repo.rebateClaimsPage(member.id, from, to, q.pageNo, q.pageSize);
      return pageOf(
        page.rows.map((r) => ({
          claimId: `RB${r.id}`,
          amount: money(r.amountMinor, merchant),
          claimedAt: formatDateTime(r.createdAt, merchant.timeZone),
          validBets: money(r.validBetsMinor, merchant),
        })),
        page.totalCount,
        q.pageNo,
        q.pageSize,
      );
    },
  };
}
