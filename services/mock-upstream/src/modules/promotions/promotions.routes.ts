import {
  AdminApplicationDecisionSchema,
  AdminPromotionSchema,
  AdminRebateRatesSchema,
  promotionsEndpoints,
} from '@portal/contracts';
import { z } from 'zod';
import {
  adminDecisionRoute,
  adminSaveRoutes,
  bodyLimit,
  contentLanguage,
  IdParamsSchema,
  platformArea,
  route,
} from '../../lib/route.js';
import type { PromotionsService } from './promotions.service.js';

/** Three images of 5 MB as base64 data URLs (7.2 MB each at most) and the comment. */
const APPLY_BODY_LIMIT = 3 * 7_200_000 + 64 * 1024;

const ApplicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** The promotions area's routes (promotionsEndpoints) and the operator's tools under /admin. */
export function promotionsRoutes(promotions: PromotionsService) {
  return platformArea(
    promotionsEndpoints,
    {
      // A token is optional on the list and detail: a visitor sees every promotion without a state.
      list: (brand, me, query, { request }) =>
        promotions.listing.list(brand, me, query.category, contentLanguage(request)),
      detail: (brand, me, query, { request }) =>
        promotions.listing.detail(brand, me, query.id, contentLanguage(request)),
      join: (brand, me, body) => promotions.takingPart.join(brand, me, body.id),
      apply: (brand, me, body) => promotions.takingPart.apply(brand, me, body),
      claim: (brand, me, body) => promotions.takingPart.claim(brand, me, body),
      raffleDraw: (brand, me, body) => promotions.raffle.draw(brand, me, body),
      unclaimed: (brand, me) => promotions.listing.unclaimed(brand, me),
      rewards: (brand, me, query, { request }) =>
        promotions.rewards.list(brand, me, query, contentLanguage(request)),
      claimRewards: (brand, me, body, { request }) =>
        promotions.rewards.claimRewards(brand, me, body, contentLanguage(request)),
      rebateSummary: (brand, me) => promotions.manualRebate.rebateSummary(brand, me),
      claimRebate: (brand, me, body) => promotions.manualRebate.claimRebate(brand, me, body),
      rebateHistory: (brand, me, query) => promotions.manualRebate.rebateHistory(brand, me, query),
    },
    (app) => {
      // ------------------------------------------------------------------ operator

      adminSaveRoutes(app, '/admin/promotions', AdminPromotionSchema, (merchant, id, body) =>
        promotions.admin.adminSave(merchant, id, body),
      );
      route(app, {
        method: 'GET',
        url: '/admin/promotion-applications',
        admin: true,
        query: z.object({ status: ApplicationStatusSchema.optional() }),
        response: z.array(
          z.object({
            id: z.number().int(),
            promotionId: z.number().int(),
            account: z.string(),
            comment: z.string(),
            status: ApplicationStatusSchema,
            reason: z.string().nullable(),
            images: z.number().int(),
            createdAt: z.string(),
          }),
        ),
        handler: async ({ query, merchant }) =>
          promotions.admin.adminApplications(await merchant(), query.status),
      });
      adminDecisionRoute(app, {
        url: '/admin/promotion-applications/:id',
        params: IdParamsSchema,
        body: AdminApplicationDecisionSchema,
        response: z.object({
          id: z.number().int(),
          status: ApplicationStatusSchema,
          reason: z.string().nullable(),
        }),
        decide: (merchant, params, body) => promotions.admin.adminDecide(merchant, params.id, body),
        log: (params) => [{ application: params.id }, 'promotion application decided'],
      });
      route(app, {
        method: 'PUT',
        url: '/admin/rebate-rates',
        admin: true,
        body: AdminRebateRatesSchema,
        response: z.object({ rates: z.number().int(), minClaim: z.string() }),
        handler: async ({ body, merchant }) => promotions.admin.adminRebateRates(await merchant(), body),
      });
      route(app, {
        method: 'POST',
        url: '/admin/rewards/expire',
        admin: true,
        response: z.object({ expired: z.number().int() }),
        handler: async ({ merchant }) => promotions.rewards.expireRewards(await merchant()),
      });
    },
    // Images make the application's body large: its own limit, for this one route.
    { scoped: { apply: bodyLimit(APPLY_BODY_LIMIT) } },
  );
}
