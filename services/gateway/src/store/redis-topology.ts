/**
 * The three ways the gateway reaches Redis, as ioredis offers them: one server by URL, a set of
 * servers watched by Sentinel (the client asks the sentinels for the current master and follows a
 * failover), or a Redis Cluster (keys spread over the masters by hash slot). Only config.ts builds a
 * topology from the environment; RedisStore connects with `connectRedis`.
 */
import { Cluster, Redis, type RedisOptions } from 'ioredis';

export interface RedisNode {
  host: string;
  port: number;
}

/** Credentials and TLS of the data nodes (a URL carries its own). */
interface NodeAuth {
  username?: string;
  password?: string;
  /** TLS to every node (rediss:// in a URL). */
  tls?: boolean;
}

export type RedisTopology =
  | { mode: 'single'; url: string }
  | ({ mode: 'sentinel'; sentinels: RedisNode[]; name: string; sentinelPassword?: string } & NodeAuth)
  | ({ mode: 'cluster'; nodes: RedisNode[] } & NodeAuth);

export type RedisClient = Redis | Cluster;

/** How a topology is named in logs (never with credentials). */
export function describeTopology(topology: RedisTopology): string {
  const list = (nodes: RedisNode[]) => nodes.map((n) => `${n.host}:${n.port}`).join(',');
  switch (topology.mode) {
    case 'single': {
      const url = new URL(topology.url);
      return `${url.protocol}//${url.host}${url.pathname}`;
    }
    case 'sentinel':
      return `sentinel ${topology.name} via ${list(topology.sentinels)}`;
    case 'cluster':
      return `cluster via ${list(topology.nodes)}`;
  }
}

// Fail a command after a couple of reconnect attempts instead of queueing it forever: a request
// should get an error page, not hang, while Redis is down.
const COMMON: RedisOptions = { maxRetriesPerRequest: 2, connectTimeout: 3000 };

function nodeOptions(auth: NodeAuth): RedisOptions {
  return {
    ...COMMON,
    ...(auth.username ? { username: auth.username } : {}),
    ...(auth.password ? { password: auth.password } : {}),
    ...(auth.tls ? { tls: {} } : {}),
  };
}

/**
 * A new connection. `subscriber`: a connection for pub/sub only; on a cluster it keeps one
 * subscriber connection per master for sharded pub/sub (SSUBSCRIBE), which ioredis moves when slots
 * move.
 */
export function connectRedis(topology: RedisTopology, role: 'commands' | 'subscriber'): RedisClient {
  switch (topology.mode) {
    case 'single':
      return new Redis(topology.url, COMMON);
    case 'sentinel':
      return new Redis({
        ...nodeOptions(topology),
        sentinels: topology.sentinels,
        name: topology.name,
        ...(topology.sentinelPassword ? { sentinelPassword: topology.sentinelPassword } : {}),
        ...(topology.tls ? { enableTLSForSentinelMode: true } : {}),
      });
    case 'cluster':
      return new Cluster(topology.nodes, {
        redisOptions: nodeOptions(topology),
        shardedSubscribers: role === 'subscriber',
      });
  }
}
