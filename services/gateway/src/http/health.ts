import { systemEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/store.js';
import type { UpstreamClient } from '../upstream/client.js';

/**
 * /healthz: the process answers (liveness; restart if not). /readyz: the Store and the platform answer
 * (readiness; take out of the load balancer if not). Neither is rate limited: probes are frequent.
 */
export function registerHealth(app: FastifyInstance, deps: { store: Store; upstream: UpstreamClient }): void {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (request, reply) => {
    const [store, upstream] = await Promise.allSettled([
      deps.store.ping(),
      deps.upstream.call(systemEndpoints.ready, {
        ip: request.ip,
        language: 'EN',
        requestId: String(request.id),
        timeoutMs: 2000,
      }),
    ]);
    const checks = { store: store.status === 'fulfilled', upstream: upstream.status === 'fulfilled' };
    const ok = checks.store && checks.upstream;
    if (!ok) request.log.warn({ checks }, 'not ready');
    return reply.code(ok ? 200 : 503).send({ ok, storeKind: deps.store.kind, checks });
  });
}
