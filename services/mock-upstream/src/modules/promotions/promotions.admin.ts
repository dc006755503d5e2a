/**
 * The operator's side: save a promotion (and a raffle's prizes), list and decide the members'
 * applications (an approval leaves a reward waiting), and set the manual rebate's rates.
 */
import type { PromotionAudience } from '@portal/contracts';
import type { MerchantRow } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { amountMinor, money } from '../../lib/money.js';
import { zonedInstant } from '../../lib/time.js';
import type { PromotionsDeps } from './promotions.deps.js';
import type { PromotionRow } from './promotions.repository.js';
import { promotionOf, stateInvalid } from './promotions.state.js';

type Texts = Record<string, string>;

export function createPromotionsAdmin({
  repo,
  now,
  changed,
}: Pick<PromotionsDeps, 'repo' | 'now' | 'changed'>) {
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
      const saved = await repo.inTransaction(async (tx) => {
        let row: PromotionRow | undefined;
        if (id === null) {
          row = await tx.insertPromotion(values);
        } else {
          await promotionOf(tx, merchant, id);
          row = await tx.updatePromotion(id, values, now());
        }
        if (!row) throw new Error('promotion save returned nothing');
        // A raffle's prizes are given when it is created; an edit leaves them (and their stock) as they are.
        if (input.prizes && id === null) {
          const promotionId = row.id;
          await tx.insertPrizes(
            input.prizes.map((x) => ({
              promotionId,
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
      changed(merchant.code, null);
      return { id: saved.id };
    },

    async adminApplications(merchant: MerchantRow, status?: 'pending' | 'approved' | 'rejected') {
      const rows = await repo.applicationsOf(merchant.id, status);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
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
      const result = await repo.inTransaction(async (tx) => {
        const app = await tx.decideApplication(
          merchant.id,
          id,
          decision.decision === 'approve'
            ? { status: 'approved', reason: null }
            : { status: 'rejected', reason: decision.reason },
          now(),
        );
        if (!app) {
          if (!(await tx.applicationExists(merchant.id, id))) throw AppError.notFound('no such application');
          throw stateInvalid('this application was already decided');
        }
        await tx.decideMemberApplication(
          app.memberId,
          app.promotionId,
          decision.decision === 'approve' ? 'issued' : 'rejected',
          amount || null,
          now(),
        );
        if (decision.decision === 'approve' && amount > 0n) {
          // The reward waits in the member's reward centre (promotions.rewards.ts pays it).
          const p = await promotionOf(tx, merchant, app.promotionId);
          await tx.insertReward({
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
      changed(merchant.code, result.memberId);
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
      await repo.inTransaction((tx) =>
        tx.replaceRebateRates(
          merchant.id,
          input.rates.map((r) => ({
            rankLevel: r.rankLevel,
            category: r.category,
            vendor: r.vendor ?? '',
            rate: r.rate,
          })),
          min,
        ),
      );
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
