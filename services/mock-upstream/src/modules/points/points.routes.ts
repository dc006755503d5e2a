import {
  AdminPointExchangeDecisionSchema,
  AdminPointProductSchema,
  AdminPointsConfigSchema,
  AdminPointsGrantSchema,
  PointExchangeSchema,
  PointExchangeStatusSchema,
  PointsConfigSchema,
  pointsEndpoints,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminDecisionRoute,
  contentLanguage,
  memberRoutes,
  route,
  adminSaveRoutes,
  type MemberAuth,
  memberOfRequest,
} from '../../lib/route.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { PointsAdmin } from './points.admin.js';
import type { PointsService } from './points.service.js';

export interface PointsRoutesDeps extends MemberAuth<MemberRow> {
  points: PointsService;
  admin: PointsAdmin;
  /** The member behind the call's token (401 otherwise). */
}

const TransactionNoSchema = z.object({
  transactionNo: z.string().regex(/^PX\d{20}$/, 'transaction_no_format'),
});

/** The points area's routes (pointsEndpoints, gated by PTSYS3) and the operator's tools under /admin. */
export function pointsRoutes(deps: PointsRoutesDeps) {
  const { points, admin, authenticate } = deps;
  const memberOf = memberOfRequest(authenticate);

  return async (app: FastifyInstance) => {
    const asMember = memberRoutes(app, authenticate);
    route(app, pointsEndpoints.balance, async ({ request }) => points.balance(await memberOf(request)));
    route(app, pointsEndpoints.products, async ({ request, merchant }) =>
      points.products(await merchant(), contentLanguage(request)),
    );
    route(app, pointsEndpoints.config, async ({ merchant }) => points.config(await merchant()));
    asMember(pointsEndpoints.redeem, (brand, me, body, { request }) =>
      points.redeem(brand, me, body, contentLanguage(request)),
    );
    asMember(pointsEndpoints.exchanges, (brand, me, query) => points.exchanges(brand, me, query));
    asMember(pointsEndpoints.ledger, (brand, me, query) => points.ledger(brand, me, query));
    asMember(pointsEndpoints.convert, (brand, me, body) => points.convert(brand, me, body));

    // ------------------------------------------------------------------ operator

    route(app, {
      method: 'PUT',
      url: '/admin/points/config',
      admin: true,
      body: AdminPointsConfigSchema,
      response: PointsConfigSchema,
      handler: async ({ body, merchant }) => admin.setConfig(await merchant(), body),
    });
    adminSaveRoutes(app, '/admin/points/products', AdminPointProductSchema, (merchant, id, body) =>
      admin.saveProduct(merchant, id, body),
    );
    route(app, {
      method: 'GET',
      url: '/admin/points/exchanges',
      admin: true,
      query: z.object({ status: PointExchangeStatusSchema.optional() }),
      response: z.array(PointExchangeSchema.extend({ memberId: z.number().int() })),
      handler: async ({ query, merchant }) => admin.exchanges(await merchant(), query.status),
    });
    adminDecisionRoute(app, {
      url: '/admin/points/exchanges/:transactionNo',
      params: TransactionNoSchema,
      body: AdminPointExchangeDecisionSchema,
      response: PointExchangeSchema,
      decide: (merchant, params, body) => admin.decide(merchant, params.transactionNo, body),
      log: (params) => [{ exchange: params.transactionNo }, 'point exchange decided'],
    });
    route(app, {
      method: 'POST',
      url: '/admin/points/grant',
      admin: true,
      body: AdminPointsGrantSchema,
      response: z.object({ balance: z.number().int(), replayed: z.boolean() }),
      handler: async ({ body, merchant }) => admin.grant(await merchant(), body),
    });
  };
}
