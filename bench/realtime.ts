/**
 * 10,000 WebSocket clients on one gateway process receiving the jackpot ticks and winner-board
 * pushes, against a plain `ws` server broadcasting the same messages to as many clients, in the
 * same run. Goals: gateway p99 delivery latency at most 250 ms; gateway heap per
 * connection at most 1.5 times the plain server's.
 *
 * Processes: the mock-upstream runs here (PGlite in memory); each server is a child process of its
 * own (realtime-server.ts, --expose-gc), so its heap and event loop are its own; the clients are
 * spread over BENCH_REALTIME_WORKERS client processes (realtime-clients.ts). Children are started
 * through `sh -c 'ulimit -n ...'` with the highest open-file limit allowed (65536, else the hard
 * limit): a process holding 10,000 sockets needs more than the common default of 1024.
 *
 * Latency: a jackpot tick carries the step boundary at which it became current (`at`), so its
 * latency is arrival - at, for both servers. A winner push is timed from the moment this process
 * publishes the win: for the gateway, before POST /admin/winners on the upstream (the whole path:
 * the upstream's event, the relay, Redis or the in-process store, the board re-read, the fan-out);
 * for the plain server, when the new board is handed to it. Heap per connection: heapUsed after
 * two full GCs with every client subscribed and served once, minus the same before any client,
 * divided by the clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 10_000);
const WORKERS = Number(process.env.BENCH_REALTIME_WORKERS ?? 4);
/** Jackpot steps (3 s each) measured per server; a winner push is published in the middle of each. */
const STEPS = Number(process.env.BENCH_REALTIME_STEPS ?? 6);
const ADMIN_KEY = 'bench-admin-key';
const GOAL_P99_MS = 250;
const GOAL_HEAP_RATIO = 1.5;

interface Child {
  proc: ChildProcess;
  ask<T>(message: object, answer: string): Promise<T>;
  next<T>(type: string): Promise<T>;
}

/** Spawns `node [args] script` with IPC and the highest open-file limit the shell may set. */
function child(script: string, env: Record<string, string | undefined>, nodeArgs: string[] = []): Child {
  const raise = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"';
  const proc = spawn('sh', ['-c', raise, process.execPath, ...nodeArgs, '--import', 'tsx', script], {
    cwd: here,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== type) return;
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        resolve(m as T);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`${script} exited (${code}) before '${type}'`));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
    });
  return {
    proc,
    next,
    ask: <T>(message: object, answer: string) => {
      const p = next<T>(answer);
      proc.send(message);
      return p;
    },
  };
}

function stop(c: Child): Promise<void> {
  if (c.proc.exitCode !== null || c.proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => c.proc.kill('SIGKILL'), 5000);
    c.proc.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    c.proc.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    samples: sorted.length,
  };
}

interface PhaseResult {
  all: Stats;
  jackpot: Stats;
  boards: Stats;
  /** Boards expected (clients x pushes) and received. */
  boardsExpected: number;
  heapPerConnection: number;
  rssPerConnection: number;
  connected: number;
  connectS: number;
}

type Win = { id: number } & Record<string, unknown>;

async function phase(
  name: 'plain' | 'gateway',
  opts: {
    upstreamUrl: string;
    redis: { url: string; prefix: string } | null;
    board: Win[];
    /** Publishes one new win; answers its id and the time it was published. */
    publish: (server: Child, i: number) => Promise<{ id: number; at: number }>;
  },
): Promise<PhaseResult> {
  const server = child(
    'realtime-server.ts',
    {
      BENCH_SERVER: name,
      UPSTREAM_URL: opts.upstreamUrl,
      REDIS_URL: opts.redis?.url,
      REDIS_PREFIX: opts.redis?.prefix,
      BENCH_BOARD: JSON.stringify(opts.board),
    },
    ['--expose-gc', ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : [])],
  );
  const workers: Child[] = [];
  try {
    const { port } = await server.next<{ port: number }>('ready');
    await sleep(500);
    const before = await server.ask<{ heapUsed: number; rss: number; gc: boolean }>({ type: 'heap' }, 'heap');
    if (!before.gc) throw new Error('the server process has no gc(): --expose-gc missing');

    const started = Date.now();
    const url = `ws://127.0.0.1:${port}${name === 'gateway' ? '/trpc' : '/'}`;
    for (let w = 0; w < WORKERS; w++) {
      const share = Math.floor(CLIENTS / WORKERS) + (w < CLIENTS % WORKERS ? 1 : 0);
      workers.push(
        child('realtime-clients.ts', {
          BENCH_URL: url,
          BENCH_COUNT: String(share),
          BENCH_PROTOCOL: name === 'gateway' ? 'trpc' : 'plain',
        }),
      );
    }
    type Status = { opened: number; ready: number; closed: number; errors: number };
    const status = async () => {
      const all = await Promise.all(workers.map((w) => w.ask<Status>({ type: 'status' }, 'status')));
      return all.reduce((a, s) => ({
        opened: a.opened + s.opened,
        ready: a.ready + s.ready,
        closed: a.closed + s.closed,
        errors: a.errors + s.errors,
      }));
    };
    let s = await status();
    const deadline = Date.now() + 180_000;
    while (s.ready + s.closed + s.errors < CLIENTS) {
      if (Date.now() > deadline) throw new Error(`${name}: only ${s.ready} of ${CLIENTS} clients ready`);
      await sleep(500);
      s = await status();
    }
    const connectS = (Date.now() - started) / 1000;
    if (s.ready < CLIENTS) console.log(`  ${name}: ${s.closed} closed, ${s.errors} errors while connecting`);
    await sleep(1000);
    const after = await server.ask<{ heapUsed: number; rss: number }>({ type: 'heap' }, 'heap');

    // Measure from just after a step boundary; a win is published 1.5 s after each boundary, half
    // way between two ticks, so the two kinds of push do not queue behind each other.
    const untilOffset = (offset: number) => (offset - (Date.now() % 3000) + 3000) % 3000;
    await sleep(untilOffset(200));
    await Promise.all(workers.map((w) => w.proc.send({ type: 'measure' })));
    const published = new Map<number, number>();
    for (let i = 0; i < STEPS; i++) {
      await sleep(untilOffset(1500));
      const win = await opts.publish(server, i);
      published.set(win.id, win.at);
      await sleep(100);
    }
    await sleep(untilOffset(1000));
    const collected = await Promise.all(
      workers.map((w) =>
        w.ask<{ jackpot: number[]; boards: Array<[number, number]> }>({ type: 'collect' }, 'collect'),
      ),
    );
    const jackpot = collected.flatMap((c) => c.jackpot);
    const boards: number[] = [];
    for (const c of collected) {
      for (const [id, arrived] of c.boards) {
        const at = published.get(id);
        if (at !== undefined) boards.push(arrived - at);
      }
    }
    return {
      all: stats([...jackpot, ...boards]),
      jackpot: stats(jackpot),
      boards: stats(boards),
      boardsExpected: s.ready * published.size,
      heapPerConnection: (after.heapUsed - before.heapUsed) / s.ready,
      rssPerConnection: (after.rss - before.rss) / s.ready,
      connected: s.ready,
      connectS,
    };
  } finally {
    for (const w of workers) w.proc.send({ type: 'close' });
    await Promise.all(workers.map((w) => stop(w)));
    await stop(server);
  }
}

export async function run() {
  const upstream = await buildUpstream(
    loadUpstreamConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ADMIN_KEY }),
  );
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  const redis = process.env.REDIS_URL
    ? { url: process.env.REDIS_URL, prefix: `bench:${randomBytes(4).toString('hex')}:` }
    : null;

  const readBoard = async (): Promise<Win[]> => {
    const res = await fetch(
      `${upstreamUrl}/wps/relay/CMS_winnerBoard?gameCategory=ALL&language=EN&limitNum=20`,
      {
        headers: { merchant: 'demo', language: 'EN', device: 'web' },
      },
    );
    return ((await res.json()) as { value: { list: Win[] } }).value.list;
  };
  try {
    const board = await readBoard();
    const gameId = Number(board[0]!['gameId']);

    // The plain server gets boards of the same shape and size: the current one with a new win on top.
    let syntheticId = 1_000_000;
    const plain = await phase('plain', {
      upstreamUrl,
      redis,
      board,
      publish: async (server) => {
        syntheticId += 1;
        const list = [{ ...board[0]!, id: syntheticId }, ...board.slice(0, 19)];
        const at = Date.now();
        server.proc.send({ type: 'board', list });
        return { id: syntheticId, at };
      },
    });
    const gateway = await phase('gateway', {
      upstreamUrl,
      redis,
      board,
      publish: async (_server, i) => {
        const at = Date.now();
        const res = await fetch(`${upstreamUrl}/admin/winners`, {
          method: 'POST',
          headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ gameId, account: 'demoplayer', winAmount: `${12345 + i}.67` }),
        });
        const body = (await res.json()) as { value: { id: number } };
        if (!res.ok) throw new Error(`POST /admin/winners answered ${res.status}`);
        return { id: body.value.id, at };
      },
    });

    const row = (label: string, r: PhaseResult) =>
      `  ${label.padEnd(14)}: p50 ${r.all.p50} ms  p95 ${r.all.p95} ms  p99 ${r.all.p99} ms` +
      `  (jackpot p99 ${r.jackpot.p99} ms, board p99 ${r.boards.p99} ms, boards ${r.boards.samples}/${r.boardsExpected})` +
      `  heap/conn ${(r.heapPerConnection / 1024).toFixed(2)} KiB  rss/conn ${(r.rssPerConnection / 1024).toFixed(2)} KiB` +
      `  (${r.connected} clients connected in ${r.connectS.toFixed(1)} s)`;
    console.log(
      `realtime (${CLIENTS} WebSocket clients over ${WORKERS} client processes, ${STEPS} jackpot steps and ${STEPS} winner pushes each; gateway store: ${redis ? 'Redis' : 'in-process'})`,
    );
    console.log(row('plain ws', plain));
    console.log(row('gateway', gateway));
    const heapRatio = gateway.heapPerConnection / plain.heapPerConnection;
    console.log(
      `  gateway p99 ${gateway.all.p99} ms vs goal ${GOAL_P99_MS} ms: ${(gateway.all.p99 / GOAL_P99_MS).toFixed(2)}x of the goal ` +
        `(${gateway.all.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}); p99 gateway/plain ${(gateway.all.p99 / plain.all.p99).toFixed(2)}x`,
    );
    console.log(
      `  heap per connection gateway/plain: ${heapRatio.toFixed(2)}x vs goal ${GOAL_HEAP_RATIO}x (${heapRatio <= GOAL_HEAP_RATIO ? 'met' : 'NOT met'})`,
    );
  } finally {
    // The gateway's keys in the bench prefix (rate-limit counters, cache entries, the relay lease)
    // all expire by themselves.
    await upstream.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
