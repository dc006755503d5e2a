/**
 * Builds mock-upstream and gateway in this process on ephemeral ports, on a fresh database and key
 * prefix (see services.ts), and tears everything down afterwards. The gateway reaches the upstream
 * over real HTTP, exactly as in production.
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildGateway } from '@portal/gateway';
import { loadConfig as loadGatewayConfig } from '@portal/gateway/config';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import { assertDeclaredErrors } from '@portal/mock-upstream/declared-errors';
import type { FastifyInstance } from 'fastify';
import { freshDatabase, freshRedis } from './services.js';

export const ADMIN_KEY = 'integration-admin-key';

export interface TestStack {
  upstream: FastifyInstance;
  gateway: FastifyInstance;
  upstreamUrl: string;
  gatewayUrl: string;
  /** Whether the gateways share a real Redis (else each has its own in-process store). */
  sharesRedis: boolean;
  /** Another gateway process on the same upstream and the same store (Redis) as the first. */
  addGateway(): Promise<{ app: FastifyInstance; url: string }>;
  /** Calls the upstream's operator API. */
  admin(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance): string {
  const addr = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${addr.port}`;
}

export async function startStack(
  gatewayEnv: Record<string, string> = {},
  /** The platform's own variables beside the test defaults (a Firebase project, say). */
  upstreamEnv: Record<string, string> = {},
): Promise<TestStack> {
  const db = await freshDatabase();
  const redis = await freshRedis();
  const upstream = await buildUpstream(
    loadUpstreamConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_KEY,
      ...(db.target.kind === 'postgres' ? { DATABASE_URL: db.target.url } : { DATA_DIR: 'memory://' }),
      ...upstreamEnv,
    }),
  );
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const upstreamUrl = urlOf(upstream);

  const gatewayConfig = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPSTREAM_URL: upstreamUrl,
    WEB_DIST: '/nonexistent-web-dist',
    // Every test browser asks for its challenges from 127.0.0.1: not an attack signal here (the
    // gateway's own tests prove the rule).
    ALTCHA_ATTACK_AFTER: '100000',
    // Every gateway process of a deployment shares the key that signs human-verification challenges.
    ALTCHA_HMAC_KEY: 'integration-altcha-hmac-key-0123456789abcdef',
    ...(redis.target.kind === 'redis'
      ? { REDIS_URL: redis.target.url, REDIS_PREFIX: redis.target.prefix }
      : {}),
    ...gatewayEnv,
  });
  const extra: FastifyInstance[] = [];
  const startGateway = async () => {
    const app = await buildGateway(gatewayConfig);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  };
  const gateway = await startGateway();
  const gatewayUrl = urlOf(gateway);

  return {
    upstream,
    gateway,
    upstreamUrl,
    gatewayUrl,
    sharesRedis: redis.target.kind === 'redis',
    addGateway: async () => {
      const app = await startGateway();
      extra.push(app);
      return { app, url: urlOf(app) };
    },
    admin: (method, path, body) =>
      fetch(`${upstreamUrl}${path}`, {
        method,
        headers: {
          'x-admin-key': ADMIN_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: async () => {
      await Promise.all(extra.map((app) => app.close()));
      await gateway.close();
      // The gateways are closed, so nothing of theirs is in flight; a connection of their fetch
      // pool that carries no request (Node does not count it idle) would otherwise hold
      // upstream.close() until the client's idle timeout (4 s) ends it: four seconds a file.
      upstream.server.closeAllConnections();
      await upstream.close();
      await db.cleanup();
      await redis.cleanup();
      // A platform answer whose code its descriptor does not list fails the file that made it.
      assertDeclaredErrors(upstream);
    },
  };
}

/** Polls until `check` passes (the caches have explicit TTLs, so switches show up after them). */
export async function eventually<T>(
  fn: () => Promise<T>,
  check: (v: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await fn();
  while (!check(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await fn();
  }
  return last;
}
