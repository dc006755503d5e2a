import { systemEndpoints } from '@portal/contracts';
import type { DbHandle } from '../../db/client.js';
import { contentLanguage, platformArea } from '../../lib/route.js';
import { normaliseIp } from '../geo/geo.service.js';
import type { SystemService } from './system.service.js';

/**
 * The system area (`systemEndpoints`): status for a visitor, the module tree, the register rules,
 * and the probes. Probes answer plain `{ ok }` (not the envelope): they are for orchestrators, not
 * clients.
 */
export function systemRoutes(system: SystemService, handle: DbHandle) {
  return platformArea(
    systemEndpoints,
    {
      status: async ({ request, query, merchant }) =>
        system.status(
          await merchant(),
          normaliseIp(request.ip) ?? request.ip,
          query.domain,
          contentLanguage(request),
        ),
      whitelabel: async ({ merchant }) => system.moduleTree((await merchant()).id),
      registerRules: async ({ merchant }) => system.registerRules((await merchant()).id),
      // buildApp only resolves after migrations and seed, so a database that answers means ready;
      // while it does not, 503 { ok: false } (the gateway's /readyz asks it).
      ready: {
        raw: async (request, reply) => {
          try {
            await handle.ping();
            return { ok: true };
          } catch (err) {
            request.log.warn({ err }, 'readiness check failed');
            return reply.code(503).send({ ok: false });
          }
        },
      },
    },
    (app) => {
      app.get('/healthz', async () => ({ ok: true }));
    },
  );
}
