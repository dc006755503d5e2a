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
import { z } from 'zod';
import {
  adminDecisionRoute,
  adminSaveRoutes,
  contentLanguage,
  platformArea,
  route,
} from '../../lib/route.js';
import type { PointsAdmin } from './points.admin.js';
import type { PointsService } from './points.service.js';

export interface PointsRoutesDeps {
  points: PointsService;
  admin: PointsAdmin;
}

const TransactionNoSchema = z.object({
  transactionNo: z.string().regex(/^PX\d{20}$/, 'transaction_no_format'),
});

/** The points area's routes (pointsEndpoints, gated by PTSYS3) and the operator's tools under /admin. */
export function pointsRoutes(deps: PointsRoutesDeps) {
  const { points, admin } = deps;

  return platformArea(
    pointsEndpoints,
    {
      balance: (_brand, me) => points.balance(me),
      products: (brand, _me, _input, { request }) => points.products(brand, contentLanguage(request)),
      config: (brand) => points.config(brand),
      redeem: (brand, me, body, { request }) => points.redeem(brand, me, body, contentLanguage(request)),
      exchanges: (brand, me, query) => points.exchanges(brand, me, query),
      ledger: (brand, me, query) => points.ledger(brand, me, query),
      convert: (brand, me, body) => points.convert(brand, me, body),
    },
    (app) => {
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
    },
  );
}
