/**
 * The operator's side: save a promotion (and a raffle's prizes), list and decide the members'
 * applications (an approval leaves a reward waiting), and set the manual rebate's rates.
 */
import type { PromotionAudience } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, toDate } from '../../db/rows.js';
import {
  memberPromotions,
  promotionApplications,
  promotions,
  rafflePrizes,
  rebateRates,
  rebateSettings,
  rewards,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { stateInvalid, type PromotionRow, type Texts } from './promotions.common.js';
import type { PromotionsCore } from './promotions.state.js';
import { zonedInstant } from './promotions.time.js';

export function createPromotionsAdmin(core: PromotionsCore) {
  const { deps, db, now, promotionById } = core;

  return {
    async adminSave(merchant: MerchantRow, id: number | null, input: AdminPromotionInput) {
      const values = {
        merchantId: merchant.id,
        kind: input.kind,
        category: input.category,
        audience: input.audience,
        title: input.title,
        summary: input.summary,
        body: input.body,
        terms: input.terms,
        bannerUrl: input.bannerUrl,
        startsAt: zonedInstant(input.startsAt, merchant.timeZone),
        endsAt: zonedInstant(input.endsAt, merchant.timeZone),
        percent: input.percent === null ? null : String(input.percent),
        capMinor: input.cap === null ? null : amountMinor(input.cap, merchant, 'cap'),
        minDepositMinor:
          input.minDeposit === null ? null : amountMinor(input.minDeposit, merchant, 'minDeposit'),
        reload: input.reload,
        turnoverMultiplier: input.turnoverMultiplier,
        rebateBasis: input.rebateBasis,
        drawEveryMinor: input.drawEvery === null ? null : amountMinor(input.drawEvery, merchant, 'drawEvery'),
        drawBasis: input.drawBasis,
      };
      if (!input.title['EN']) throw AppError.badRequest('an EN title is required', { title: 'required' });
      if (values.endsAt <= values.startsAt)
        throw AppError.badRequest('the end must follow the start', { endsAt: 'invalid' });
      if (
        input.kind === 'raffle' &&
        (!input.prizes || input.prizes.length === 0 || values.drawEveryMinor === null)
      ) {
        throw AppError.badRequest('a raffle needs prizes and drawEvery', { prizes: 'required' });
      }
      const saved = await db.transaction(async (tx) => {
        let row: PromotionRow | undefined;
        if (id === null) {
          [row] = await tx.insert(promotions).values(values).returning();
        } else {
          await promotionById(merchant, id, tx);
          [row] = await tx
            .update(promotions)
            .set({ ...values, updatedAt: now() })
            .where(eq(promotions.id, id))
            .returning();
        }
        if (!row) throw new Error('promotion save returned nothing');
        if (input.prizes && id === null) {
          await tx.insert(rafflePrizes).values(
            input.prizes.map((x) => ({
              promotionId: row.id,
              name: x.name,
              amountMinor: amountMinor(x.amount, merchant, 'prizes'),
              stock: x.stock,
              remaining: x.stock,
              weight: x.weight,
            })),
          );
        }
        return row;
      });
      deps.changed(merchant.code, null);
      return { id: saved.id };
    },

    async adminApplications(merchant: MerchantRow, status?: 'pending' | 'approved' | 'rejected') {
      const rows = rowsOf(
        await db.execute(sql`SELECT a.id, a.promotion_id, a.comment, a.status, a.reason, a.created_at, m.account,
            (SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id) AS images
          FROM promotion_applications a JOIN members m ON m.id = a.member_id
          WHERE a.merchant_id = ${merchant.id} AND (${status ?? null}::text IS NULL OR a.status = ${status ?? null})
          ORDER BY a.id DESC LIMIT 500`),
      );
      return rows.map((r) => ({
        id: Number(r['id']),
        promotionId: Number(r['promotion_id']),
        account: String(r['account']),
        comment: String(r['comment']),
        status: r['status'] as 'pending' | 'approved' | 'rejected',
        reason: (r['reason'] as string | null) ?? null,
        images: Number(r['images']),
        createdAt: toDate(r['created_at']).toISOString(),
      }));
    },

    /** pending -> approved (the member's state applying -> issued, a reward waiting) or rejected. */
    async adminDecide(
      merchant: MerchantRow,
      id: number,
      decision:
        | { decision: 'approve'; amount: string; turnoverMultiplier: number }
        | { decision: 'reject'; reason: string },
    ) {
      const amount = decision.decision === 'approve' ? amountMinor(decision.amount, merchant) : 0n;
      const result = await db.transaction(async (tx) => {
        const [app] = await tx
          .update(promotionApplications)
          .set({
            status: decision.decision === 'approve' ? 'approved' : 'rejected',
            reason: decision.decision === 'reject' ? decision.reason : null,
            decidedAt: now(),
          })
          .where(
            and(
              eq(promotionApplications.id, id),
              eq(promotionApplications.merchantId, merchant.id),
              eq(promotionApplications.status, 'pending'),
            ),
          )
          .returning();
        if (!app) {
          const [exists] = await tx
            .select({ id: promotionApplications.id })
            .from(promotionApplications)
            .where(and(eq(promotionApplications.id, id), eq(promotionApplications.merchantId, merchant.id)));
          if (!exists) throw AppError.notFound('no such application');
          throw stateInvalid('this application was already decided');
        }
        await tx
          .update(memberPromotions)
          .set({
            state: decision.decision === 'approve' ? 'issued' : 'rejected',
            rewardMinor: amount || null,
            updatedAt: now(),
          })
          .where(
            and(
              eq(memberPromotions.memberId, app.memberId),
              eq(memberPromotions.promotionId, app.promotionId),
              eq(memberPromotions.state, 'applying'),
            ),
          );
        if (decision.decision === 'approve' && amount > 0n) {
          const p = await promotionById(merchant, app.promotionId, tx);
          await tx.insert(rewards).values({
            merchantId: merchant.id,
            memberId: app.memberId,
            source: 'promotion',
            promotionId: p.id,
            sourceKey: `application:${app.id}`,
            title: p.title,
            amountMinor: amount,
            turnoverMultiplier: decision.turnoverMultiplier,
          });
        }
        return app;
      });
      deps.changed(merchant.code, result.memberId);
      return { id: result.id, status: result.status, reason: result.reason };
    },

    async adminRebateRates(
      merchant: MerchantRow,
      input: {
        minClaim: string;
        rates: { rankLevel: number; category: string; vendor: string | null; rate: string }[];
      },
    ) {
      const min = amountMinor(input.minClaim, merchant, 'minClaim');
      await db.transaction(async (tx) => {
        await tx.delete(rebateRates).where(eq(rebateRates.merchantId, merchant.id));
        if (input.rates.length > 0) {
          await tx
            .insert(rebateRates)
            .values(
              input.rates.map((r) => ({
                merchantId: merchant.id,
                rankLevel: r.rankLevel,
                category: r.category,
                vendor: r.vendor ?? '',
                rate: r.rate,
              })),
            )
            .onConflictDoNothing();
        }
        await tx
          .insert(rebateSettings)
          .values({ merchantId: merchant.id, minClaimMinor: min })
          .onConflictDoUpdate({ target: rebateSettings.merchantId, set: { minClaimMinor: min } });
      });
      return { rates: input.rates.length, minClaim: money(min, merchant) };
    },
  };
}

export interface AdminPromotionInput {
  kind: PromotionRow['kind'];
  category: PromotionRow['category'];
  audience: PromotionAudience;
  title: Texts;
  summary: Texts;
  body: Texts;
  terms: Texts;
  bannerUrl: string | null;
  startsAt: string;
  endsAt: string;
  percent: number | null;
  cap: string | null;
  minDeposit: string | null;
  reload: boolean;
  turnoverMultiplier: number;
  rebateBasis: 'netLoss' | 'validBets' | null;
  prizes: { name: Texts; amount: string; stock: number; weight: number }[] | null;
  drawEvery: string | null;
  drawBasis: 'deposits' | 'validBets' | null;
}
