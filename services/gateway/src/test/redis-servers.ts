/**
 * Real Redis deployments for tests, from the local `redis-server` binary: a three-master Redis
 * Cluster, and a master watched by a sentinel. Each server is a child process of the test on a port
 * nobody listens on (its cluster bus port, +10000, too); a port another run takes in between makes
 * the server exit at once, and the start is tried again on other ports. `stop` kills the processes
 * and removes their directory.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import type { RedisNode } from '../store/redis-topology.js';

const run = promisify(execFile);

/** Whether this machine has the Redis binaries the deployments are made of. */
export function redisBinariesPresent(): boolean {
  return ['redis-server', 'redis-cli'].every(
    (bin) => spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0,
  );
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free, with its cluster bus port (+10000) free too. Both lie below 32768, where
 * Linux hands out the ports of outgoing connections and of listen(0), so those rarely take one
 * between the probe and the start.
 */
async function freeServerPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 12_000);
    if (taken.has(port) || taken.has(port + 10_000)) continue;
    if ((await portIsFree(port)) && (await portIsFree(port + 10_000))) {
      taken.add(port);
      taken.add(port + 10_000);
      return port;
    }
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs `probe` on a short-lived connection to 127.0.0.1:port. */
async function onPort<T>(port: number, probe: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await probe(redis);
  } finally {
    redis.disconnect();
  }
}

interface Server {
  port: number;
  proc: ChildProcess;
}

/** One redis-server on a free port, answering PING; `args` after the port (or a config file first). */
async function startServer(
  dir: string,
  taken: Set<number>,
  args: (port: number) => string[],
): Promise<Server> {
  for (let attempt = 0; ; attempt++) {
    const port = await freeServerPort(taken);
    const proc = spawn('redis-server', args(port), { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<'exited'>((resolve) => proc.once('exit', () => resolve('exited')));
    const up = until(`redis-server on ${port}`, async () => {
      if (proc.exitCode !== null) return 'exited' as const;
      return (await onPort(port, (r) => r.ping())) === 'PONG' ? ('up' as const) : undefined;
    });
    const outcome = await Promise.race([up, exited]);
    if (outcome === 'up') return { port, proc };
    // The port was taken between the probe and the start (a parallel run): try others.
    if (attempt >= 5) throw new Error('redis-server would not start');
  }
}

async function stopAll(servers: Server[], dir: string): Promise<void> {
  await Promise.all(
    servers.map(
      ({ proc }) =>
        new Promise<void>((resolve) => {
          if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
          proc.once('exit', () => resolve());
          proc.kill('SIGKILL');
        }),
    ),
  );
  await rm(dir, { recursive: true, force: true });
}

export interface RedisDeployment {
  /** Cluster: its masters. Sentinel: the sentinels. */
  nodes: RedisNode[];
  stop(): Promise<void>;
}

/** A Redis Cluster of `masters` masters without replicas, every slot served (cluster_state:ok). */
export async function startRedisCluster(masters = 3): Promise<RedisDeployment> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redis-cluster-'));
  const servers: Server[] = [];
  const taken = new Set<number>();
  try {
    for (let i = 0; i < masters; i++) {
      servers.push(
        await startServer(dir, taken, (port) => [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ]),
      );
    }
    const nodes = servers.map(({ port }) => ({ host: '127.0.0.1', port }));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...nodes.map((n) => `${n.host}:${n.port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    for (const { port } of servers) {
      await until(`cluster_state on ${port}`, async () => {
        const info = String(await onPort(port, (r) => r.cluster('INFO')));
        return info.includes('cluster_state:ok') ? true : undefined;
      });
    }
    return { nodes, stop: () => stopAll(servers, dir) };
  } catch (err) {
    await stopAll(servers, dir);
    throw err;
  }
}

/** A master named `name`, its replica, and one sentinel watching them (quorum 1). */
export async function startRedisSentinel(name = 'portal'): Promise<
  RedisDeployment & {
    /** Has the sentinel promote the replica, and resolves once the sentinel names it the master. */
    failover(): Promise<void>;
  }
> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redis-sentinel-'));
  const servers: Server[] = [];
  const taken = new Set<number>();
  const dataArgs = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  try {
    const master = await startServer(dir, taken, (port) => ['--port', String(port), ...dataArgs]);
    servers.push(master);
    const replica = await startServer(dir, taken, (port) => [
      '--port',
      String(port),
      ...dataArgs,
      '--replicaof',
      '127.0.0.1',
      String(master.port),
    ]);
    servers.push(replica);
    await until('replica in sync', async () => {
      const info = await onPort(replica.port, (r) => r.info('replication'));
      return info.includes('master_link_status:up') ? true : undefined;
    });
    // A sentinel rewrites its config file, so it gets one of its own. It is told of the replica
    // up front rather than finding it on its next INFO round, seconds later.
    const sentinel = await startServer(dir, taken, (port) => {
      const file = path.join(dir, `sentinel-${port}.conf`);
      writeFileSync(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `sentinel monitor ${name} 127.0.0.1 ${master.port} 1`,
          `sentinel known-replica ${name} 127.0.0.1 ${replica.port}`,
          '',
        ].join('\n'),
      );
      return [file, '--sentinel'];
    });
    servers.push(sentinel);
    const masterPortNamed = () =>
      onPort(sentinel.port, (r) => r.call('SENTINEL', 'get-master-addr-by-name', name)).then((addr) =>
        Array.isArray(addr) ? Number(addr[1]) : 0,
      );
    await until(`sentinel watching ${name}`, async () =>
      (await masterPortNamed()) === master.port ? true : undefined,
    );
    return {
      nodes: [{ host: '127.0.0.1', port: sentinel.port }],
      failover: async () => {
        await until('sentinel failover accepted', () =>
          onPort(sentinel.port, (r) => r.call('SENTINEL', 'FAILOVER', name)).then(() => true),
        );
        await until('replica promoted', async () =>
          (await masterPortNamed()) === replica.port ? true : undefined,
        );
      },
      stop: () => stopAll(servers, dir),
    };
  } catch (err) {
    await stopAll(servers, dir);
    throw err;
  }
}
