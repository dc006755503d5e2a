/**
 * How much the gateway costs over a bare Fastify route serving the same bytes, for the two answers
 * every first visit gets: `system.bootstrap` over tRPC, and the HTML page (`/index`, with its
 * first-paint data written in, Brotli as a browser accepts it).
 *
 * Both servers run in this process; autocannon drives each in turn with the same connections and
 * duration, one visitor (cache warm: the steady state of repeated first visits). The baseline is a
 * plain Fastify route returning the identical body (and, for the page, its encoding). The printed
 * ratio (gateway / baseline) is what to watch across changes; absolute numbers depend on the
 * machine. The page is written from the web's build (web/dist) when there is one, else from a
 * minimal template of the same shape.
 */
import Fastify from 'fastify';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, DURATION_S, drive, listen, startStack } from './http-bench.js';

const builtWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

function webDist(): { dir: string; cleanUp: () => void } {
  if (existsSync(path.join(builtWeb, 'index.html'))) return { dir: builtWeb, cleanUp: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-gw-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function run() {
  const dist = webDist();
  const stack = await startStack(dist.dir);
  const gatewayUrl = stack.gatewayUrl;
  const bootstrapUrl = `${gatewayUrl}/trpc/system.bootstrap`;
  const pageUrl = `${gatewayUrl}/index`;
  // Also warms the caches (the first answers are computed, the next ones kept a moment).
  for (let i = 0; i < 3; i++) {
    await (await fetch(bootstrapUrl)).text();
    await (await fetch(pageUrl, { headers: { accept: PAGE_HEADERS.accept } })).text();
  }
  const body = await (await fetch(bootstrapUrl)).text();
  const pageRes = await fetch(pageUrl, { headers: PAGE_HEADERS, decompress: false } as RequestInit);
  const pageEncoding = pageRes.headers.get('content-encoding');
  const pageBytes = Buffer.from(await pageRes.arrayBuffer());

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_req, reply) => reply.type('application/json').send(body));
  bare.get('/bare-page', async (_req, reply) => {
    if (pageEncoding) void reply.header('content-encoding', pageEncoding);
    return reply.type('text/html; charset=utf-8').send(pageBytes);
  });
  const bareUrl = await listen(bare);

  try {
    console.log(`gateway-overhead (${CONNECTIONS} connections, ${DURATION_S}s each)`);
    const base = await drive(`${bareUrl}/bare`);
    const gw = await drive(bootstrapUrl);
    console.log(`  bootstrap (${body.length} bytes)`);
    console.log(
      `    baseline bare Fastify : ${base.rps.toFixed(0)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`,
    );
    console.log(`    gateway bootstrap     : ${gw.rps.toFixed(0)} req/s  p50 ${gw.p50} ms  p99 ${gw.p99} ms`);
    console.log(`    ratio gateway/baseline: throughput ${(gw.rps / base.rps).toFixed(2)}x (goal >= 0.35x)`);
    const basePage = await drive(`${bareUrl}/bare-page`, PAGE_HEADERS);
    const gwPage = await drive(pageUrl, PAGE_HEADERS);
    console.log(`  page /index (${pageBytes.length} bytes, ${pageEncoding ?? 'identity'})`);
    console.log(
      `    baseline bare Fastify : ${basePage.rps.toFixed(0)} req/s  p50 ${basePage.p50} ms  p99 ${basePage.p99} ms`,
    );
    console.log(
      `    gateway page          : ${gwPage.rps.toFixed(0)} req/s  p50 ${gwPage.p50} ms  p99 ${gwPage.p99} ms`,
    );
    console.log(
      `    ratio gateway/baseline: throughput ${(gwPage.rps / basePage.rps).toFixed(2)}x (goal >= 0.35x)`,
    );
  } finally {
    await bare.close();
    await stack.close();
    dist.cleanUp();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await run();
}
