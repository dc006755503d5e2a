/**
 * 20,000 WebSocket clients over two gateway processes sharing Redis, receiving the jackpot ticks and
 * winner-board pushes, against two plain `ws` servers writing the same bytes to as many clients, in
 * the same run. Goals: gateway p99 delivery latency at most 1.05 times the plain servers'; gateway
 * heap per connection at most 1.3 times theirs.
 *
 * Processes: the mock-upstream runs here (PGlite in memory); each server is a child process of its
 * own (realtime-server.ts, --expose-gc), BENCH_REALTIME_PROCESSES of each kind, so its heap and
 * event loop are its own; the clients are spread over BENCH_REALTIME_WORKERS client processes
 * (realtime-clients.ts, bare TCP sockets speaking WebSocket, cheap per message), each client
 * process spreading its sockets over the servers in turn. Children are started through
 * `sh -c 'ulimit -n ...'` with the highest open-file limit allowed (65536, else the hard limit).
 *
 * Rounds: each round runs both sides one after the other, fresh processes and sockets each time,
 * the order swapped every round (plain first, then gateway first, ...), so a load that grows or
 * falls on a shared machine weighs on both; the ratios are printed per round and as medians.
 *
 * Latency: a jackpot tick carries the step boundary at which it became current (`at`), so its
 * latency is arrival - at, for both sides. A winner push is timed from the moment the news exists:
 * for the gateways, when the upstream (the platform, in this process) publishes `winners.changed`
 * on its event bus after recording the win (then the whole path: its event stream, the relay of one
 * gateway, Redis, each gateway's board re-read from the platform, the fan-out); for the plain
 * servers, before the new board is published to the Redis channel they subscribe to (or handed to
 * them over IPC without Redis). The gateways' boards are also printed timed from before POST
 * /admin/winners ("from the request"): that adds the platform's own write, PGlite here. Heap per connection: heapUsed after two
 * full GCs with every client subscribed and served once, minus the same before any client, summed
 * over the processes of a side, divided by the clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp as buildUpstream } from '@portal/mock-upstream';
import { loadConfig as loadUpstreamConfig } from '@portal/mock-upstream/config';
import { median } from './stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 20_000);
const PROCESSES = Number(process.env.BENCH_REALTIME_PROCESSES ?? 2);
const WORKERS = Number(process.env.BENCH_REALTIME_WORKERS ?? 4);
const ROUNDS = Number(process.env.BENCH_REALTIME_ROUNDS ?? 3);
/** Jackpot steps (3 s each) measured per side; a winner push is published in the middle of each. */
const STEPS = Number(process.env.BENCH_REALTIME_STEPS ?? 6);
/** Clients per server process that connect and leave before the first heap reading. */
const WARMUP = Number(process.env.BENCH_REALTIME_WARMUP ?? 200);
/** Another checkout whose gateway runs instead of this one's (before/after comparisons). */
const GATEWAY_ROOT = process.env.BENCH_GATEWAY_ROOT;
const ADMIN_KEY = 'bench-admin-key';
const BOARD_CHANNEL = 'bench:board';
const GOAL_P99_RATIO = 1.05;
const GOAL_HEAP_RATIO = 1.3;

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

interface ClientCost {
  /** CPU of all client processes while measuring, as a share of one core. */
  cpuShare: number;
  /** The worst client process's event-loop delay, p99 and max. */
  loopP99Ms: number;
  loopMaxMs: number;
}

interface PhaseResult {
  all: Stats;
  jackpot: Stats;
  boards: Stats;
  /** Boards timed from the request that made the win (the gateways: before POST /admin/winners). */
  boardsFromRequest: Stats;
  /** Boards expected (clients x pushes). */
  boardsExpected: number;
  heapPerConnection: number;
  rssPerConnection: number;
  connected: number;
  connectS: number;
  clients: ClientCost;
}

type Win = { id: number } & Record<string, unknown>;
type Side = 'plain' | 'gateway';

type Status = { opened: number; ready: number; closed: number; errors: number; boards: number };

/** Starts `count` clients over `processes` client processes. */
function startClients(urls: string[], count: number, processes: number): Child[] {
  return Array.from({ length: processes }, (_, w) =>
    child('realtime-clients.ts', {
      // Each process starts at another server, so the servers get equal shares of odd counts.
      BENCH_URLS: [...urls.slice(w % urls.length), ...urls.slice(0, w % urls.length)].join(','),
      BENCH_COUNT: String(Math.floor(count / processes) + (w < count % processes ? 1 : 0)),
    }),
  );
}

/** Boards recorded so far by the clients of `workers`. */
async function boardsIn(workers: Child[]): Promise<number> {
  const all = await Promise.all(workers.map((w) => w.ask<Status>({ type: 'status' }, 'status')));
  return all.reduce((sum, s) => sum + s.boards, 0);
}

/** Waits until each of `count` clients has its first values (or failed). */
async function allReady(side: Side, workers: Child[], count: number): Promise<Status> {
  const status = async () => {
    const all = await Promise.all(workers.map((w) => w.ask<Status>({ type: 'status' }, 'status')));
    return all.reduce((a, s) => ({
      opened: a.opened + s.opened,
      ready: a.ready + s.ready,
      closed: a.closed + s.closed,
      errors: a.errors + s.errors,
      boards: a.boards + s.boards,
    }));
  };
  let s = await status();
  const deadline = Date.now() + 300_000;
  while (s.ready + s.closed + s.errors < count) {
    if (Date.now() > deadline) throw new Error(`${side}: only ${s.ready} of ${count} clients ready`);
    await sleep(500);
    s = await status();
  }
  return s;
}

async function phase(
  name: Side,
  opts: {
    upstreamUrl: string;
    redis: { url: string; prefix: string } | null;
    board: Win[];
    /** Publishes one new win; answers its id, the time the news existed and when it was asked for. */
    publish: (servers: Child[], i: number) => Promise<{ id: number; at: number; askedAt: number }>;
    /** Before the servers start, and before the measured window (once they serve every client). */
    beforeStart?: () => Promise<void>;
    beforeMeasure?: () => Promise<void>;
  },
): Promise<PhaseResult> {
  await opts.beforeStart?.();
  const servers = Array.from({ length: PROCESSES }, () =>
    child(
      'realtime-server.ts',
      {
        BENCH_SERVER: name,
        BENCH_GATEWAY_ROOT: GATEWAY_ROOT,
        UPSTREAM_URL: opts.upstreamUrl,
        REDIS_URL: opts.redis?.url,
        REDIS_PREFIX: opts.redis?.prefix,
        BENCH_BOARD: JSON.stringify(opts.board),
        BENCH_BOARD_CHANNEL: BOARD_CHANNEL,
      },
      ['--expose-gc', ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : [])],
    ),
  );
  const workers: Child[] = [];
  type Heap = { heapUsed: number; rss: number; gc: boolean };
  const heap = async () => {
    const all = await Promise.all(servers.map((s) => s.ask<Heap>({ type: 'heap' }, 'heap')));
    if (all.some((h) => !h.gc)) throw new Error('a server process has no gc(): --expose-gc missing');
    return all.reduce((a, h) => ({ heapUsed: a.heapUsed + h.heapUsed, rss: a.rss + h.rss, gc: true }));
  };
  try {
    const ports = await Promise.all(servers.map((s) => s.next<{ port: number }>('ready')));
    const urls = ports.map(({ port }) => `ws://127.0.0.1:${port}${name === 'gateway' ? '/trpc' : '/'}`);
    // Warm-up: a few clients connect, subscribe, get their values and leave before the first heap
    // reading, so that what a server compiles or builds once (its code, lazily made schemas and
    // caches) is not counted per connection.
    if (WARMUP > 0) {
      const warm = startClients(urls, WARMUP * PROCESSES, 1);
      try {
        await allReady(name, warm, WARMUP * PROCESSES);
      } finally {
        for (const w of warm) w.proc.send({ type: 'close' });
        await Promise.all(warm.map((w) => stop(w)));
      }
    }
    await sleep(1000);
    const before = await heap();

    const started = Date.now();
    workers.push(...startClients(urls, CLIENTS, WORKERS));
    const s = await allReady(name, workers, CLIENTS);
    const connectS = (Date.now() - started) / 1000;
    if (s.ready < CLIENTS) console.log(`  ${name}: ${s.closed} closed, ${s.errors} errors while connecting`);
    await sleep(1000);
    const after = await heap();

    // Measure from just after a step boundary; a win is published 1.5 s after each boundary, half
    // way between two ticks, so the two kinds of push do not queue behind each other.
    const untilOffset = (offset: number) => (offset - (Date.now() % 3000) + 3000) % 3000;
    await opts.beforeMeasure?.();
    await sleep(untilOffset(200));
    for (const w of workers) w.proc.send({ type: 'measure' });
    for (const srv of servers) srv.proc.send({ type: 'profile', on: true });
    const published = new Map<number, { at: number; askedAt: number }>();
    for (let i = 0; i < STEPS; i++) {
      await sleep(untilOffset(1500));
      const win = await opts.publish(servers, i);
      published.set(win.id, win);
      await sleep(100);
    }
    await sleep(untilOffset(1000));
    for (const srv of servers) srv.proc.send({ type: 'profile', on: false });
    // The window ends for ticks; a board still on its way is waited for (up to 15 s), so that the
    // slowest pushes are in the percentiles rather than cut off.
    for (const w of workers) w.proc.send({ type: 'window-end' });
    const boardsDue = s.ready * published.size;
    const lateUntil = Date.now() + 15_000;
    while ((await boardsIn(workers)) < boardsDue && Date.now() < lateUntil) await sleep(250);
    const collected = await Promise.all(
      workers.map((w) =>
        w.ask<{
          jackpot: number[];
          boards: Array<[number, number]>;
          cpuMs: number;
          wallMs: number;
          loopP99Ms: number;
          loopMaxMs: number;
        }>({ type: 'collect' }, 'collect'),
      ),
    );
    const jackpot = collected.flatMap((c) => c.jackpot);
    const boards: number[] = [];
    const boardsFromRequest: number[] = [];
    for (const c of collected) {
      for (const [id, arrived] of c.boards) {
        const win = published.get(id);
        if (win === undefined) continue;
        boards.push(arrived - win.at);
        boardsFromRequest.push(arrived - win.askedAt);
      }
    }
    return {
      all: stats([...jackpot, ...boards]),
      jackpot: stats(jackpot),
      boards: stats(boards),
      boardsFromRequest: stats(boardsFromRequest),
      boardsExpected: boardsDue,
      heapPerConnection: (after.heapUsed - before.heapUsed) / s.ready,
      rssPerConnection: (after.rss - before.rss) / s.ready,
      connected: s.ready,
      connectS,
      clients: {
        cpuShare: collected.reduce((a, c) => a + c.cpuMs / c.wallMs, 0),
        loopP99Ms: Math.max(...collected.map((c) => c.loopP99Ms)),
        loopMaxMs: Math.max(...collected.map((c) => c.loopMaxMs)),
      },
    };
  } finally {
    for (const w of workers) w.proc.send({ type: 'close' });
    await Promise.all(workers.map((w) => stop(w)));
    await Promise.all(servers.map((srv) => stop(srv)));
  }
}

const row = (label: string, r: PhaseResult) =>
  `  ${label.padEnd(8)}: p50 ${r.all.p50} ms  p95 ${r.all.p95} ms  p99 ${r.all.p99} ms` +
  `  (jackpot p50/p99 ${r.jackpot.p50}/${r.jackpot.p99} ms, board p50/p99 ${r.boards.p50}/${r.boards.p99} ms, boards ${r.boards.samples}/${r.boardsExpected}` +
  `${label === 'gateway' ? `, board from the request p50/p99 ${r.boardsFromRequest.p50}/${r.boardsFromRequest.p99} ms` : ''})` +
  `  heap/conn ${(r.heapPerConnection / 1024).toFixed(2)} KiB  rss/conn ${(r.rssPerConnection / 1024).toFixed(2)} KiB` +
  `  (${r.connected} clients in ${r.connectS.toFixed(1)} s; clients' CPU ${(r.clients.cpuShare * 100).toFixed(0)} % of a core, event-loop delay p99 ${r.clients.loopP99Ms.toFixed(1)} ms, max ${r.clients.loopMaxMs.toFixed(1)} ms)`;

/** The events relay's lease (services/gateway/src/realtime/events-relay.ts), merchant `demo`. */
const RELAY_LEASE_KEY = 'rt:demo:relay';

export async function run() {
  const redis = process.env.REDIS_URL
    ? { url: process.env.REDIS_URL, prefix: `bench:${randomBytes(4).toString('hex')}:` }
    : null;
  if (!redis && PROCESSES > 1) {
    console.log(
      `realtime: skipped (${PROCESSES} gateway processes share Redis: set REDIS_URL, or BENCH_REALTIME_PROCESSES=1)`,
    );
    return;
  }
  const upstream = await buildUpstream(
    loadUpstreamConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ADMIN_KEY }),
  );
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  const publisher = redis ? new Redis(redis.url) : null;
  // When the platform publishes the news of a win (synchronously, before POST /admin/winners answers).
  let eventAt = 0;
  const stopEvents = upstream.events.subscribe((event) => {
    if (event.type === 'winners.changed') eventAt = Date.now();
  });

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

    // The plain servers get boards of the same shape and size: the current one with a new win on top.
    let syntheticId = 1_000_000;
    let winAmount = 0;
    const sides: Record<Side, Parameters<typeof phase>[1]> = {
      plain: {
        upstreamUrl,
        redis,
        board,
        publish: async (servers) => {
          syntheticId += 1;
          const list = [{ ...board[0]!, id: syntheticId }, ...board.slice(0, 19)];
          const at = Date.now();
          if (publisher && redis)
            await publisher.publish(`${redis.prefix}${BOARD_CHANNEL}`, JSON.stringify(list));
          else for (const server of servers) server.proc.send({ type: 'board', list });
          return { id: syntheticId, at, askedAt: at };
        },
      },
      gateway: {
        upstreamUrl,
        redis,
        board,
        // The relay lease of the previous gateway phase's processes (stopped, perhaps killed before
        // they let it go) would hold the platform's stream for up to 15 s into this phase: its
        // news would be lost until a process of this phase takes over. It goes before they start,
        // and the window opens once one of them holds the lease (and so the platform's stream).
        beforeStart: async () => {
          if (publisher && redis) await publisher.del(`${redis.prefix}${RELAY_LEASE_KEY}`);
        },
        beforeMeasure: async () => {
          if (!publisher || !redis) return;
          const until = Date.now() + 20_000;
          while (!(await publisher.exists(`${redis.prefix}${RELAY_LEASE_KEY}`))) {
            if (Date.now() > until) throw new Error('no gateway process took the relay lease');
            await sleep(100);
          }
        },
        publish: async () => {
          winAmount += 1;
          const askedAt = Date.now();
          const res = await fetch(`${upstreamUrl}/admin/winners`, {
            method: 'POST',
            headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
            body: JSON.stringify({ gameId, account: 'demoplayer', winAmount: `${12345 + winAmount}.67` }),
          });
          const body = (await res.json()) as { value: { id: number } };
          if (!res.ok) throw new Error(`POST /admin/winners answered ${res.status}`);
          if (eventAt < askedAt) throw new Error('the upstream published no winners.changed for the win');
          return { id: body.value.id, at: eventAt, askedAt };
        },
      },
    };

    console.log(
      `realtime (${CLIENTS} WebSocket clients over ${PROCESSES} server processes of each side and ${WORKERS} client processes, ` +
        `${STEPS} jackpot steps and ${STEPS} winner pushes per side and round, ${ROUNDS} rounds; heap after a warm-up of ${WARMUP} clients per server process; gateway store: ${redis ? 'Redis' : 'in-process'}` +
        `${GATEWAY_ROOT ? `; gateway from ${GATEWAY_ROOT}` : ''})`,
    );
    const ratios = { p50: [] as number[], p99: [] as number[], heap: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order: Side[] = round % 2 === 0 ? ['plain', 'gateway'] : ['gateway', 'plain'];
      const results = {} as Record<Side, PhaseResult>;
      for (const side of order) results[side] = await phase(side, sides[side]);
      const { plain, gateway } = results;
      const r = {
        p50: gateway.all.p50 / plain.all.p50,
        p99: gateway.all.p99 / plain.all.p99,
        heap: gateway.heapPerConnection / plain.heapPerConnection,
      };
      ratios.p50.push(r.p50);
      ratios.p99.push(r.p99);
      ratios.heap.push(r.heap);
      console.log(`round ${round + 1} (${order.join(' first, then ')}):`);
      console.log(row('plain ws', plain));
      console.log(row('gateway', gateway));
      console.log(
        `  gateway/plain: p50 ${r.p50.toFixed(2)}x  p99 ${r.p99.toFixed(2)}x  (jackpot p99 ${(gateway.jackpot.p99 / plain.jackpot.p99).toFixed(2)}x, board p99 ${(gateway.boards.p99 / plain.boards.p99).toFixed(2)}x)  heap per connection ${r.heap.toFixed(2)}x`,
      );
    }
    const p99 = median(ratios.p99);
    const heap = median(ratios.heap);
    const list = (xs: number[]) => xs.map((x) => `${x.toFixed(2)}x`).join(', ');
    console.log(
      `realtime median of ${ROUNDS} rounds, gateway/plain: p50 ${median(ratios.p50).toFixed(2)}x (${list(ratios.p50)}); ` +
        `p99 ${p99.toFixed(2)}x (${list(ratios.p99)}) vs goal ${GOAL_P99_RATIO}x (${p99 <= GOAL_P99_RATIO ? 'met' : 'NOT met'}); ` +
        `heap per connection ${heap.toFixed(2)}x (${list(ratios.heap)}) vs goal ${GOAL_HEAP_RATIO}x (${heap <= GOAL_HEAP_RATIO ? 'met' : 'NOT met'})`,
    );
  } finally {
    // The gateway's keys in the bench prefix (rate-limit counters, cache entries, the relay lease)
    // all expire by themselves.
    stopEvents();
    publisher?.disconnect();
    await upstream.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
