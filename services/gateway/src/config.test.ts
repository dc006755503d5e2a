import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      upstreamUrl: 'http://127.0.0.1:7001',
      upstreamTimeoutMs: 5000,
      merchantCode: 'demo',
      redis: undefined,
      redisPrefix: 'portal:',
      publicOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173'],
      cookieSecure: false,
      trustProxy: false,
      cacheTtl: { statusS: 15, menusS: 300, contentS: 60 },
    });
    expect(c.webDist.endsWith('/web/dist')).toBe(true);
  });

  it('makes cookies Secure by default in production', () => {
    const prod = {
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'k'.repeat(32),
      EVENTS_KEY: 'e',
      CS_PATH_KEY: 'shared-cs-path-key',
    };
    expect(loadConfig(prod).cookieSecure).toBe(true);
    expect(loadConfig({ ...prod, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('requires an ALTCHA key and refuses HUMAN_VERIFICATION=off in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(32), HUMAN_VERIFICATION: 'off' }),
    ).toThrow(/HUMAN_VERIFICATION/);
    expect(loadConfig({ HUMAN_VERIFICATION: 'off' }).humanVerification.mode).toBe('off');
    // Development makes up a key per start, so a local run needs no setup.
    expect(loadConfig({}).humanVerification.hmacKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('requires EVENTS_KEY in production and defaults it elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(32) })).toThrow(
      /EVENTS_KEY/,
    );
    expect(loadConfig({}).eventsKey).toBe('dev-events-key');
    expect(loadConfig({ EVENTS_KEY: 'shared' }).eventsKey).toBe('shared');
  });

  it('parses lists and booleans', () => {
    const c = loadConfig({
      PUBLIC_ORIGINS: 'https://a.example, https://b.example:8443',
      TRUST_PROXY: '1',
      UPSTREAM_URL: 'http://up:7001/',
    });
    expect(c.publicOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(c.trustProxy).toBe(true);
    expect(c.upstreamUrl).toBe('http://up:7001');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        UPSTREAM_URL: 'not a url',
        REDIS_URL: 'http://wrong-scheme',
        PUBLIC_ORIGINS: 'https://ok.example,https://bad.example/path',
        COOKIE_SECURE: 'yes',
        CACHE_TTL_STATUS_S: '-1',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'UPSTREAM_URL',
      'REDIS_URL',
      'PUBLIC_ORIGINS',
      'COOKIE_SECURE',
      'CACHE_TTL_STATUS_S',
      'LOG_LEVEL',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(7);
  });

  it('reaches one Redis, a cluster or sentinels, and says what is wrong with a Redis setting', () => {
    expect(loadConfig({ REDIS_URL: 'redis://r:6379' }).redis).toEqual({
      mode: 'single',
      url: 'redis://r:6379',
    });
    expect(
      loadConfig({ REDIS_CLUSTER_NODES: 'r1:7000, 10.0.0.2:7001,[::1]:7002', REDIS_PASSWORD: 'pw' }).redis,
    ).toEqual({
      mode: 'cluster',
      nodes: [
        { host: 'r1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      password: 'pw',
    });
    expect(
      loadConfig({ REDIS_SENTINELS: 's1:26379,s2:26379', REDIS_SENTINEL_NAME: 'main', REDIS_TLS: 'true' })
        .redis,
    ).toEqual({
      mode: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'main',
      tls: true,
    });

    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ REDIS_CLUSTER_NODES: 'r1:7000,r2' })).toEqual([
      'REDIS_CLUSTER_NODES.1: must be a comma list of host:port, e.g. redis-1:6379,redis-2:6379',
    ]);
    expect(problemsOf({ REDIS_CLUSTER_NODES: 'r1:70000' })).toEqual([
      'REDIS_CLUSTER_NODES.0: port must be 1 to 65535',
    ]);
    expect(problemsOf({ REDIS_CLUSTER_NODES: ' , ' })).toEqual([
      'REDIS_CLUSTER_NODES: must name at least one host:port',
    ]);
    expect(problemsOf({ REDIS_URL: 'redis://r', REDIS_CLUSTER_NODES: 'r1:7000' })).toEqual([
      'REDIS_URL, REDIS_CLUSTER_NODES: set only one of them (one server, a cluster, or sentinels)',
    ]);
    expect(problemsOf({ REDIS_SENTINELS: 's1:26379' })[0]).toMatch(
      /^REDIS_SENTINEL_NAME: required with REDIS_SENTINELS/,
    );
    expect(problemsOf({ REDIS_SENTINEL_NAME: 'main' })).toEqual([
      'REDIS_SENTINEL_NAME: only with REDIS_SENTINELS',
    ]);
    expect(problemsOf({ REDIS_URL: 'redis://r', REDIS_PASSWORD: 'pw' })[0]).toMatch(
      /^REDIS_PASSWORD: only with REDIS_CLUSTER_NODES or REDIS_SENTINELS/,
    );
    expect(problemsOf({ REDIS_CLUSTER_NODES: 'r1:7000', REDIS_PREFIX: '{portal}:' })[0]).toMatch(
      /^REDIS_PREFIX: must not hold \{ or \} on a cluster/,
    );
    expect(loadConfig({ REDIS_PREFIX: '{portal}:' }).redis).toBeUndefined();
  });
});
