import { PushLogEntrySchema, pushEndpoints } from '@portal/contracts';
import { z } from 'zod';
import { platformArea, route } from '../../lib/route.js';
import type { PushService } from './push.service.js';

const PushLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  account: z.string().min(1).max(64).optional(),
});

/**
 * The push area (`pushEndpoints`): the key browsers subscribe with, a member's subscriptions and
 * settings; and the operator's send log (`GET /admin/push/log?account=&limit=`).
 */
export function pushRoutes(push: PushService) {
  return platformArea(
    pushEndpoints,
    {
      config: () => push.config(),
      settings: (_brand, me) => push.settings(me),
      setSettings: (_brand, me, body) => push.setSettings(me, body),
      subscribe: (brand, me, body) => push.subscribe(brand, me, body),
      status: (_brand, me, query) => push.status(me, query.endpoint),
      replace: (brand, me, body) => push.replace(brand, me, body),
      unsubscribe: (_brand, me, body) => push.unsubscribe(me, body.endpoint),
    },
    (app) => {
      route(app, {
        method: 'GET',
        url: '/admin/push/log',
        admin: true,
        query: PushLogQuerySchema,
        response: z.array(PushLogEntrySchema),
        handler: async ({ query, merchant }) => push.log(await merchant(), query.limit, query.account),
      });
    },
  );
}
