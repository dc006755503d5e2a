/**
 * The server side of bench/realtime.ts, one process per server so its heap and event loop are its
 * own; the bench starts several of each kind side by side (BENCH_REALTIME_PROCESSES).
 *
 * - BENCH_SERVER=gateway: the real gateway (buildApp, as server.ts builds it) on UPSTREAM_URL, with
 *   Redis when REDIS_URL is set (every gateway process of a run shares REDIS_PREFIX, so they are
 *   one deployment: one of them relays the platform's events, all hear them through Redis).
 *   BENCH_GATEWAY_ROOT names another checkout whose gateway runs instead (before/after runs).
 * - BENCH_SERVER=plain: a bare `ws` server that writes, to every socket, the same bytes the
 *   gateway writes to a socket subscribed to `jackpot.onValue` (id 1) and `content.onWinners`
 *   (id 2): on connect each subscription's "started" and current value; a tick at every 3 s step
 *   boundary (the gateway's rule); a board whenever one is published. Each broadcast is serialised
 *   once into one buffer written to every socket; it keeps nothing per socket beyond `ws`'s own.
 *   It reads the clients' subscription messages (the same bytes the gateway reads) and ignores them.
 *   Boards come from Redis (one subscription to BENCH_BOARD_CHANNEL, under REDIS_PREFIX) when
 *   REDIS_URL is set, as the gateways' do, else from the parent over IPC.
 *
 * IPC from the parent: `{ type: 'heap' }` answers `{ type: 'heap', heapUsed, rss }` after two full
 * garbage collections (the process runs with --expose-gc); `{ type: 'board', list }` (plain without
 * Redis) broadcasts a board; `{ type: 'profile', on }` starts or stops a CPU profile
 * (BENCH_CPU_PROFILE=<dir>). The process says `{ type: 'ready', port }` once listening.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';
import type { buildApp as buildGateway } from '@portal/gateway';
import type { loadConfig as loadGatewayConfig } from '@portal/gateway/config';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

type Message = { type: 'heap' } | { type: 'board'; list: unknown[] } | { type: 'profile'; on: boolean };

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
        `${process.env.BENCH_HEAP_SNAPSHOT}/${process.env.BENCH_SERVER}-${process.pid}-${Date.now()}.heapsnapshot`,
      );
    }
    send({ type: 'heap', heapUsed, rss, gc: Boolean(gc) });
  } else if (m.type === 'board') {
    plainBoard?.(m.list);
  } else if (m.type === 'profile') {
    void profile(m.on);
  }
});

/** Profiling aid: BENCH_CPU_PROFILE=<dir> writes a CPU profile of each server over the measured window. */
let profiler: Session | null = null;
async function profile(on: boolean): Promise<void> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return;
  if (on) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
  } else if (profiler) {
    const { profile: data } = await profiler.post('Profiler.stop');
    writeFileSync(
      `${dir}/${process.env.BENCH_SERVER}-${process.pid}-${Date.now()}.cpuprofile`,
      JSON.stringify(data),
    );
    profiler.disconnect();
    profiler = null;
  }
}
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));

let plainBoard: ((list: unknown[]) => void) | null = null;

async function gateway(): Promise<number> {
  const root = process.env.BENCH_GATEWAY_ROOT;
  const from = (own: string, file: string) =>
    root ? import(pathToFileURL(path.join(root, 'services/gateway/src', file)).href) : import(own);
  const { buildApp } = (await from('@portal/gateway', 'app.ts')) as { buildApp: typeof buildGateway };
  const { loadConfig } = (await from('@portal/gateway/config', 'config.ts')) as {
    loadConfig: typeof loadGatewayConfig;
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    UPSTREAM_URL: process.env.UPSTREAM_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    WEB_DIST: '/nonexistent',
    HUMAN_VERIFICATION: 'off',
    // Thousands of upgrades from one address in a few seconds are the point, not an attack.
    RATE_LIMIT_MAX: '100000000',
    // The bench pushes boards itself; the fallback re-read must not add pushes of its own.
    WINNERS_POLL_MS: '600000',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** What the gateway writes for subscription `id`: its value, in tRPC's envelope. */
const dataFrame = (id: number, json: string) => `{"id":${id},"result":{"type":"data","data":${json}}}`;
const started = (id: number) => Buffer.from(`{"id":${id},"result":{"type":"started"}}`);
const TEXT = { binary: false };

async function plain(): Promise<number> {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const epochMs = Date.parse('2026-01-01T00:00:00Z');
  const tickAt = (step: number) =>
    Buffer.from(
      dataFrame(
        1,
        JSON.stringify({
          value: (1_000_000 + ((step % 201_600) * 16511) / 100).toFixed(2),
          at: new Date(epochMs + step * 3000).toISOString(),
          stepMs: 3000,
          stepAmount: '165.11',
        }),
      ),
    );
  const stepNow = () => Math.floor((Date.now() - epochMs) / 3000);
  const boardFrame = (list: unknown[]) => Buffer.from(dataFrame(2, JSON.stringify(list)));
  let board = boardFrame(JSON.parse(process.env.BENCH_BOARD ?? '[]') as unknown[]);
  const broadcast = (frame: Buffer) => {
    for (const ws of wss.clients) ws.send(frame, TEXT);
  };
  const startedJackpot = started(1);
  const startedBoard = started(2);
  wss.on('connection', (ws: WebSocket) => {
    ws.send(startedJackpot, TEXT);
    ws.send(tickAt(stepNow()), TEXT);
    ws.send(startedBoard, TEXT);
    ws.send(board, TEXT);
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
    board = boardFrame(list);
    broadcast(board);
  };
  if (process.env.REDIS_URL) {
    const channel = `${process.env.REDIS_PREFIX ?? ''}${process.env.BENCH_BOARD_CHANNEL ?? 'bench:board'}`;
    const sub = new Redis(process.env.REDIS_URL);
    sub.on('message', (_channel: string, message: string) => {
      board = Buffer.from(dataFrame(2, message));
      broadcast(board);
    });
    await sub.subscribe(channel);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const port = process.env.BENCH_SERVER === 'gateway' ? await gateway() : await plain();
send({ type: 'ready', port });
