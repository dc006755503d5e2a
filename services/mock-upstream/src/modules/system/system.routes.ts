import { ModuleTreeSchema, RegisterRulesSchema, SystemStatusValueSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { SystemService } from './system.service.js';

const StatusQuerySchema = z.object({
  // The host the visitor typed: the answer's `domainAllowed` checks it against the brand's list.
  domain: z
    .string()
    .max(253)
    .regex(/^[a-zA-Z0-9.:-]*$/, 'must be a host name')
    .optional(),
});

export function systemRoutes(system: SystemService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      url: '/wps/system/status',
      query: StatusQuerySchema,
      response: SystemStatusValueSchema,
      handler: async ({ request, query, merchant }) =>
        system.status(await merchant(), normaliseIp(request.ip) ?? request.ip, query.domain),
    });

    route(app, {
      method: 'GET',
      url: '/wps/system/whitelabel',
      response: ModuleTreeSchema,
      handler: async ({ merchant }) => system.moduleTree((await merchant()).id),
    });

    route(app, {
      method: 'GET',
      url: '/wps/system/setting/register',
      response: RegisterRulesSchema,
      handler: async ({ merchant }) => system.registerRules((await merchant()).id),
    });
  };
}
