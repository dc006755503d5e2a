import {
  AdminDisputeAnswerSchema,
  AdminDisputeListQuerySchema,
  AdminDisputeSchema,
  AdminDisputesSchema,
  DisputeParamsSchema,
  disputesEndpoints,
} from '@portal/contracts';
import { platformArea, route } from '../../lib/route.js';
import type { DisputesService } from './disputes.service.js';

/**
 * The disputes area (`disputesEndpoints`): a member disputes a round and follows their disputes;
 * the operator lists and answers them under /admin/disputes (the x-admin-key, like every /admin route).
 */
export function disputesRoutes(disputes: DisputesService) {
  return platformArea(
    disputesEndpoints,
    {
      open: (brand, me, body) => disputes.open(brand, me, body),
      list: (_brand, me, query) => disputes.list(me, query.roundId),
      get: (_brand, me, _input, { params }) => disputes.get(me, params.id),
    },
    (app) => {
      route(app, {
        method: 'GET',
        url: '/admin/disputes',
        admin: true,
        query: AdminDisputeListQuerySchema,
        response: AdminDisputesSchema,
        handler: async ({ query, merchant }) =>
          disputes.adminList(await merchant(), query.status, query.limit),
      });
      route(app, {
        method: 'GET',
        url: '/admin/disputes/:id',
        admin: true,
        params: DisputeParamsSchema,
        response: AdminDisputeSchema,
        handler: async ({ params, merchant }) => disputes.adminGet(await merchant(), params.id),
      });
      route(app, {
        method: 'POST',
        url: '/admin/disputes/:id/answer',
        admin: true,
        params: DisputeParamsSchema,
        body: AdminDisputeAnswerSchema,
        response: AdminDisputeSchema,
        handler: async ({ request, params, body, merchant }) => {
          const m = await merchant();
          const answered = await disputes.answer(m, params.id, body);
          request.log.info(
            { merchant: m.code, dispute: params.id, outcome: body.outcome },
            'dispute answered',
          );
          return answered;
        },
      });
    },
  );
}
