import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../db/client.js';

/** Probes answer plain `{ ok }` (not the envelope): they are for orchestrators, not clients. */
export function healthRoutes(handle: DbHandle) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ ok: true }));

    // buildApp only resolves after migrations and seed, so a DB that answers means ready.
    app.get('/readyz', async (request, reply) => {
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
