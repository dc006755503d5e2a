/**
 * bench/lobby: the cached game-list procedure through the gateway against a bare Fastify
 * route serving the same bytes, in the same run.
 *
 * Both servers run in this process; autocannon drives each in turn with the same connections and
 * duration, rounds alternating which goes first. The gateway call is `games.list` over tRPC for
 * one vendor tab's first page (cache warm: what every visitor opening that tab asks). The baseline is a plain Fastify GET route returning the
 * identical JSON body. Printed: requests per second, p50 and p99 of each, and the ratio (goal: at
 * least 0.5 of bare Fastify). Absolute numbers depend on the machine; watch the ratio.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { CONNECTIONS, DURATION_S, drive, listen, startStack } from './http-bench.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run() {
  const stack = await startStack();
  const gatewayUrl = stack.gatewayUrl;
  const input = encodeURIComponent(JSON.stringify({ gameType: 'RNG', vassalage: 'JL', pageNo: 1 }));
  const target = `${gatewayUrl}/trpc/games.list?input=${input}`;
  const first = await fetch(target); // also warms the caches
  const body = await first.text();
  if (!first.ok) throw new Error(`games.list answered ${first.status}: ${body.slice(0, 200)}`);

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_req, reply) => reply.type('application/json').send(body));
  const bareUrl = await listen(bare);

  try {
    console.log(`lobby: games.list (${CONNECTIONS} connections, ${DURATION_S}s each, ${body.length} bytes)`);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Which side goes first alternates: the machine's pace drifts within a run.
      const bareFirst = round % 2 === 1;
      const earlier = await drive(bareFirst ? `${bareUrl}/bare` : target);
      const later = await drive(bareFirst ? target : `${bareUrl}/bare`);
      const [base, gw] = bareFirst ? [earlier, later] : [later, earlier];
      const ratio = gw.rps / base.rps;
      ratios.push(ratio);
      const cpuRatio = base.cpuUs / gw.cpuUs;
      cpuRatios.push(cpuRatio);
      console.log(
        `  round ${round}: bare Fastify ${base.rps.toFixed(0)} req/s p99 ${base.p99} ms ${base.cpuUs.toFixed(0)} µs CPU/req | gateway games.list ${gw.rps.toFixed(0)} req/s p50 ${gw.p50} ms p99 ${gw.p99} ms ${gw.cpuUs.toFixed(0)} µs CPU/req | ratio ${ratio.toFixed(2)}x, by CPU ${cpuRatio.toFixed(2)}x`,
      );
    }
    console.log(`  median ratio gateway/baseline: ${median(ratios).toFixed(2)}x (goal >= 0.5x)`);
    // The same comparison by CPU time per request (both servers and the load generator share this
    // process): it holds when other work on the machine takes cores away from one phase.
    console.log(`  median ratio by CPU per request: ${median(cpuRatios).toFixed(2)}x`);
  } finally {
    await bare.close();
    await stack.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
}
