/**
 * How much the gateway costs over a bare Fastify route serving the same bytes.
 *
 * Both servers run in this process; autocannon drives each in turn with the same connections and
 * duration. The gateway route is `system.bootstrap` over tRPC (cache warm: the steady state of a page
 * load); the baseline is a plain Fastify route returning the identical JSON body. The printed ratio
 * (gateway / baseline) is what to watch across changes; absolute numbers depend on the machine.
 */
import Fastify from 'fastify';
import { CONNECTIONS, DURATION_S, drive, listen, startStack } from './http-bench.js';

export async function run() {
  const stack = await startStack();
  const gatewayUrl = stack.gatewayUrl;
  const target = `${gatewayUrl}/trpc/system.bootstrap`;
  const body = await (await fetch(target)).text(); // also warms the caches

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_req, reply) => reply.type('application/json').send(body));
  const bareUrl = await listen(bare);

  try {
    const base = await drive(`${bareUrl}/bare`);
    const gw = await drive(target);
    console.log(`gateway-overhead (${CONNECTIONS} connections, ${DURATION_S}s each, ${body.length} bytes)`);
    console.log(
      `  baseline bare Fastify : ${base.rps.toFixed(0)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`,
    );
    console.log(`  gateway bootstrap     : ${gw.rps.toFixed(0)} req/s  p50 ${gw.p50} ms  p99 ${gw.p99} ms`);
    console.log(`  ratio gateway/baseline: throughput ${(gw.rps / base.rps).toFixed(2)}x`);
  } finally {
    await bare.close();
    await stack.close();
  }
}
