import { systemEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage, route } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { SystemService } from './system.service.js';

/** The system area (`systemEndpoints`): status for a visitor, the module tree, the register rules. */
export function systemRoutes(system: SystemService) {
  return async (app: FastifyInstance) => {
    const e = systemEndpoints;
    route(app, e.status, async ({ request, query, merchant }) =>
      system.status(
        await merchant(),
        normaliseIp(request.ip) ?? request.ip,
        query.domain,
        contentLanguage(request),
      ),
    );
    route(app, e.whitelabel, async ({ merchant }) => system.moduleTree((await merchant()).id));
    route(app, e.registerRules, async ({ merchant }) => system.registerRules((await merchant()).id));
  };
}
