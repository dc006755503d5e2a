import { systemEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/client.js';

/** Probes answer plain `{ ok }` (not the envelope): they are for orchestrators, not clients. */
export function healthRoutes(handle: DbHandle) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ ok: true }));

    // buildApp only resolves after migrations and seed, so a DB that answers means ready. Its path is
    // the descriptor's (the gateway's readiness asks it), but not route(): a 503 answers { ok: false }.
    app.get(systemEndpoints.ready.path, async (request, reply) => {
      try {
        await handle.ping();
        return { ok: true };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ ok: false });
      }
    });
  };
}
