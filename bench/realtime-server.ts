/**
 * The server side of bench/realtime.ts, one process per server so its heap is its own:
 *
 * - BENCH_SERVER=gateway: the real gateway (buildApp, as server.ts builds it) on UPSTREAM_URL, with
 *   Redis when REDIS_URL is set.
 * - BENCH_SERVER=plain: a bare `ws` server that sends, to every socket, the current jackpot tick and
 *   winner board on connect, a tick at every 3 s step boundary (the gateway's rule) and a board
 *   whenever the parent sends one: one JSON serialisation per broadcast.
 *
 * IPC from the parent: `{ type: 'heap' }` answers `{ type: 'heap', heapUsed, rss }` after two full
 * garbage collections (the process runs with --expose-gc); `{ type: 'board', list }` (plain only)
 * broadcasts a board. The process says `{ type: 'ready', port }` once listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeHeapSnapshot } from 'node:v8';
import { WebSocketServer, type WebSocket } from 'ws';

type Message = { type: 'heap' } | { type: 'board'; list: unknown[] };

const send = (m: unknown) => process.send?.(m);
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (m: Message) => {
  if (m.type === 'heap') {
    gc?.();
    gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    // Profiling aid: BENCH_HEAP_SNAPSHOT=<dir> writes a heap snapshot at every heap reading.
    if (process.env.BENCH_HEAP_SNAPSHOT) {
      writeHeapSnapshot(
        `${process.env.BENCH_HEAP_SNAPSHOT}/${process.env.BENCH_SERVER}-${Date.now()}.heapsnapshot`,
      );
    }
    send({ type: 'heap', heapUsed, rss, gc: Boolean(gc) });
  } else if (m.type === 'board') {
    plainBoard?.(m.list);
  }
});
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));

let plainBoard: ((list: unknown[]) => void) | null = null;

async function gateway(): Promise<number> {
  const { buildApp } = await import('@portal/gateway');
  const { loadConfig } = await import('@portal/gateway/config');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    UPSTREAM_URL: process.env.UPSTREAM_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    WEB_DIST: '/nonexistent',
    HUMAN_VERIFICATION: 'off',
    // 10,000 upgrades from one address in a few seconds are the point, not an attack.
    RATE_LIMIT_MAX: '100000000',
    // The bench pushes boards itself; the fallback re-read must not add pushes of its own.
    WINNERS_POLL_MS: '600000',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function plain(): Promise<number> {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const epochMs = Date.parse('2026-01-01T00:00:00Z');
  const tickAt = (step: number) =>
    JSON.stringify({
      value: (1_000_000 + ((step % 201_600) * 16511) / 100).toFixed(2),
      at: new Date(epochMs + step * 3000).toISOString(),
      stepMs: 3000,
      stepAmount: '165.11',
    });
  const stepNow = () => Math.floor((Date.now() - epochMs) / 3000);
  let board = JSON.stringify(JSON.parse(process.env.BENCH_BOARD ?? '[]'));
  const broadcast = (data: string) => {
    for (const ws of wss.clients) ws.send(data);
  };
  wss.on('connection', (ws: WebSocket) => {
    ws.send(tickAt(stepNow()));
    ws.send(board);
  });
  const arm = () => {
    const next = stepNow() + 1;
    setTimeout(
      () => {
        broadcast(tickAt(next));
        arm();
      },
      Math.max(0, epochMs + next * 3000 - Date.now()),
    );
  };
  arm();
  plainBoard = (list) => {
    board = JSON.stringify(list);
    broadcast(board);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const port = process.env.BENCH_SERVER === 'gateway' ? await gateway() : await plain();
send({ type: 'ready', port });
