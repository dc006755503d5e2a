/**
 * The manual rebate: what the member's settled play since the last claim earned at the rates of
 * its VIP rank (per vendor and category), claimed once per watermark, and the claims' history.
 */
import { ErrorCode } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { rebateClaims, rebateRates, rebateSettings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { refuseTrial } from '../../lib/trial.js';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { postTransaction } from '../ledger/ledger.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { bonusPosting, percentOf } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';
import { zonedInstant } from './promotions.time.js';

export function createPromotionsRebates(core: PromotionsCore) {
  const { deps, db, now, when } = core;

  async function rankRates(merchantId: number, rankLevel: number, tx: Db = db) {
    return tx
      .select()
      .from(rebateRates)
      .where(and(eq(rebateRates.merchantId, merchantId), eq(rebateRates.rankLevel, rankLevel)));
  }

  /** Manual rebate accrued: settled rounds after the watermark, per vendor and category, x rate. */
  async function accrued(merchant: MerchantRow, member: MemberRow, to: Date, tx: Db = db) {
    const [mark] = rowsOf(
      await tx.execute(sql`SELECT last_claim_at FROM member_rebates WHERE member_id = ${member.id}`),
    );
    const from = mark?.['last_claim_at'] ? toDate(mark['last_claim_at']) : null;
    const rows = rowsOf(
      await tx.execute(sql`SELECT vendor, round_category(vendor, game_code) AS category,
          sum(bet_minor)::text AS valid FROM game_rounds
        WHERE member_id = ${member.id} AND status = 'settled' AND settled_at <= ${to.toISOString()}::timestamptz
          AND (${from?.toISOString() ?? null}::timestamptz IS NULL OR settled_at > ${from?.toISOString() ?? null}::timestamptz)
        GROUP BY 1, 2 ORDER BY 2, 1`),
    );
    const rates = await rankRates(merchant.id, member.rankLevel, tx);
    const lines = rows.map((r) => {
      const vendor = String(r['vendor']);
      const category = String(r['category']);
      const rate =
        rates.find((x) => x.category === category && x.vendor === vendor) ??
        rates.find((x) => x.category === category && x.vendor === '');
      const validBets = BigInt(String(r['valid']));
      const rateText = rate ? String(Number(rate.rate)) : '0';
      return { category, vendor, validBets, rate: rateText, amount: percentOf(validBets, rateText) };
    });
    return { from, lines, rates };
  }

  async function minClaim(merchantId: number): Promise<bigint> {
    const [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
    return row?.minClaimMinor ?? 0n;
  }

  return {
    async rebateSummary(merchant: MerchantRow, member: MemberRow) {
      refuseTrial(member, 'cannot take part in promotions');
      const a = await accrued(merchant, member, now());
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
        minClaim: money(await minClaim(merchant.id), merchant),
        lastClaimAt: a.from ? when(a.from, merchant) : null,
      };
    },

    /** Pays the accrued manual rebate once: the member's watermark row is locked, moved and paid. */
    async claimRebate(merchant: MerchantRow, member: MemberRow, body: { requestId: string }) {
      refuseTrial(member, 'cannot take part in promotions');
      const minimum = await minClaim(merchant.id);
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO member_rebates (member_id) VALUES (${member.id}) ON CONFLICT DO NOTHING`,
        );
        await tx.execute(sql`SELECT 1 FROM member_rebates WHERE member_id = ${member.id} FOR UPDATE`);
        const [previous] = await tx
          .select()
          .from(rebateClaims)
          .where(and(eq(rebateClaims.memberId, member.id), eq(rebateClaims.requestId, body.requestId)));
        if (previous) return { claim: previous, replay: true };
        const [clock] = rowsOf(await tx.execute(sql`SELECT now() AS t`));
        const to = toDate(clock?.['t']);
        const a = await accrued(merchant, member, to, tx);
        const amount = a.lines.reduce((s, l) => s + l.amount, 0n);
        const validBets = a.lines.reduce((s, l) => s + l.validBets, 0n);
        if (amount <= 0n || amount < minimum) {
          throw AppError.rule(ErrorCode.rebateBelowMinimum, 'the accrued rebate is below the minimum claim');
        }
        const [claim] = await tx
          .insert(rebateClaims)
          .values({
            merchantId: merchant.id,
            memberId: member.id,
            requestId: body.requestId,
            amountMinor: amount,
            validBetsMinor: validBets,
            fromAt: a.from,
            toAt: to,
          })
          .returning();
        if (!claim) throw new Error('rebate claim insert returned nothing');
        const posted = await postTransaction(
          tx,
          bonusPosting(
            merchant,
            member,
            `rebate:${claim.id}`,
            amount,
            {
              bonusType: 'rebate-manual',
              description: 'Manual rebate',
              rebateClaimId: claim.id,
            },
            'rebate',
          ),
        );
        await tx
          .update(rebateClaims)
          .set({ ledgerTransactionId: posted.transactionId })
          .where(eq(rebateClaims.id, claim.id));
        await tx.execute(
          sql`UPDATE member_rebates SET last_claim_at = ${to.toISOString()}::timestamptz WHERE member_id = ${member.id}`,
        );
        return { claim, replay: false };
      });
      if (!outcome.replay) deps.walletChanged(merchant.code, member.id);
      return {
        claimId: `RB${outcome.claim.id}`,
        amount: money(outcome.claim.amountMinor, merchant),
        claimedAt: when(outcome.claim.createdAt, merchant),
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
      const where = sql`member_id = ${member.id} AND created_at >= ${from.toISOString()}::timestamptz
        AND created_at < ${to.toISOString()}::timestamptz`;
      const [count] = rowsOf(
        await db.execute(sql`SELECT count(*)::int AS n FROM rebate_claims WHERE ${where}`),
      );
      const rows = await db
        .select()
        .from(rebateClaims)
        .where(where)
        .orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const totalCount = Number(count?.['n'] ?? 0);
      return pageOf(
        rows.map((r) => ({
          claimId: `RB${r.id}`,
          amount: money(r.amountMinor, merchant),
          claimedAt: when(r.createdAt, merchant),
          validBets: money(r.validBetsMinor, merchant),
        })),
        totalCount,
        q.pageNo,
        q.pageSize,
      );
    },
  };
}
