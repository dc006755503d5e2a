import { Redis } from 'ioredis';

/** The Redis of the tests: REDIS_URL, else a local one when it answers. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
