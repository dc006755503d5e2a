/** What the HTTP benchmarks share: listening on a free port and driving a URL with autocannon. */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp as buildGateway } from '@portal/gateway';
import { loadConfig as loadGatewayConfig } from '@portal/gateway/config';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Requests per second, latency and CPU per request of `url` under CONNECTIONS connections for
 * DURATION_S; any non-2xx answer or error fails the run (a fast error page is not a result). */
export async function drive(url: string, headers: Record<string, string> = {}) {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpu = process.cpuUsage(cpuBefore);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** This process's CPU time per answered request (server and client alike), in microseconds:
     * steadier than the rate when the machine's other work takes cores away. */
    cpuUs: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

/** The upstream (PGlite in memory) and a gateway in front of it, both listening in this process,
 * the gateway's store in memory or on `BENCH_REDIS_URL`, its throttles out of the way (`webDist`:
 * the web build its pages are written from). `close` stops both. */
export async function startStack(webDist = '/nonexistent') {
  const upstream = await buildUpstream(
    loadUpstreamConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      ADMIN_KEY: 'bench-admin-key',
    }),
  );
  const upstreamUrl = await listen(upstream);
  const gateway = await buildGateway(
    loadGatewayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? 'silent',
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: webDist,
      RATE_LIMIT_MAX: '100000000',
      // BENCH_REDIS_URL: the gateway's store on Redis, as a deployment of several gateways runs
      // (sessions, rate-limit counters, caches): every API call then counts on Redis.
      ...(process.env.BENCH_REDIS_URL
        ? { REDIS_URL: process.env.BENCH_REDIS_URL, REDIS_PREFIX: `bench_${process.pid}:` }
        : {}),
    }),
  );
  const gatewayUrl = await listen(gateway);
  return {
    gatewayUrl,
    close: async () => {
      await gateway.close();
      await upstream.close();
      if (process.env.BENCH_REDIS_URL) await dropKeys(process.env.BENCH_REDIS_URL, `bench_${process.pid}:*`);
    },
  };
}

/** Deletes the run's keys from Redis (the bench's prefix), so runs leave nothing behind. */
async function dropKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
