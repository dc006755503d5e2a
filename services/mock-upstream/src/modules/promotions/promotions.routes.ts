import {
  AdminApplicationDecisionSchema,
  AdminPromotionSchema,
  AdminRebateRatesSchema,
  promotionsEndpoints,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contentLanguage,
  headerValue,
  memberRoutes,
  route,
  IdParamsSchema,
  adminDecisionRoute,
  adminSaveRoutes,
  type MemberAuth,
  memberOfRequest,
} from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { PromotionsService } from './promotions.service.js';

export interface PromotionsRoutesDeps extends MemberAuth<MemberRow> {
  promotions: PromotionsService;
  /** The member behind the call's token (401 otherwise). */
}

/** Three images of 5 MB as base64 data URLs (7.2 MB each at most) and the comment. */
const APPLY_BODY_LIMIT = 3 * 7_200_000 + 64 * 1024;

const ApplicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** The promotions area's routes (promotionsEndpoints) and the operator's tools under /admin. */
export function promotionsRoutes(deps: PromotionsRoutesDeps) {
  const { promotions, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);
  /** A token is optional on the list and detail: a visitor sees every promotion without a state. */
  const maybeMember = async (request: FastifyRequest) =>
    headerValue(request, 'authorization') ? await memberOf(request) : null;

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    route(app, promotionsEndpoints.list, async ({ request, query, merchant }) =>
      promotions.list(await merchant(), await maybeMember(request), query.category, contentLanguage(request)),
    );
    route(app, promotionsEndpoints.detail, async ({ request, query, merchant }) =>
      promotions.detail(await merchant(), await maybeMember(request), query.id, contentLanguage(request)),
    );
    asMember(promotionsEndpoints.join, (brand, me, body) => promotions.join(brand, me, body.id));
    // Images make this body large: its own limit, scoped to this one route (as the feedback's).
    await app.register(async (scope) => {
      scope.addHook('onRoute', (options) => {
        options.bodyLimit = APPLY_BODY_LIMIT;
      });
      route(scope, promotionsEndpoints.apply, async ({ request, body, merchant }) =>
        promotions.apply(await merchant(), await memberOf(request), body),
      );
    });
    asMember(promotionsEndpoints.claim, (brand, me, body) => promotions.claim(brand, me, body));
    asMember(promotionsEndpoints.raffleDraw, (brand, me, body) => promotions.raffleDraw(brand, me, body));
    asMember(promotionsEndpoints.unclaimed, (brand, me) => promotions.unclaimed(brand, me));
    asMember(promotionsEndpoints.rewards, (brand, me, query, { request }) =>
      promotions.rewards(brand, me, query, contentLanguage(request)),
    );
    asMember(promotionsEndpoints.claimRewards, (brand, me, body, { request }) =>
      promotions.claimRewards(brand, me, body, contentLanguage(request)),
    );
    asMember(promotionsEndpoints.rebateSummary, (brand, me) => promotions.rebateSummary(brand, me));
    asMember(promotionsEndpoints.claimRebate, (brand, me, body) => promotions.claimRebate(brand, me, body));
    asMember(promotionsEndpoints.rebateHistory, (brand, me, query) =>
      promotions.rebateHistory(brand, me, query),
    );

    // ------------------------------------------------------------------ operator

    adminSaveRoutes(app, '/admin/promotions', AdminPromotionSchema, (merchant, id, body) =>
      promotions.adminSave(merchant, id, body),
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
      handler: async ({ query, merchant }) => promotions.adminApplications(await merchant(), query.status),
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
      decide: (merchant, params, body) => promotions.adminDecide(merchant, params.id, body),
      log: (params) => [{ application: params.id }, 'promotion application decided'],
    });
    route(app, {
      method: 'PUT',
      url: '/admin/rebate-rates',
      admin: true,
      body: AdminRebateRatesSchema,
      response: z.object({ rates: z.number().int(), minClaim: z.string() }),
      handler: async ({ body, merchant }) => promotions.adminRebateRates(await merchant(), body),
    });
    route(app, {
      method: 'POST',
      url: '/admin/rewards/expire',
      admin: true,
      response: z.object({ expired: z.number().int() }),
      handler: async ({ merchant }) => promotions.expireRewards(await merchant()),
    });
  };
}
