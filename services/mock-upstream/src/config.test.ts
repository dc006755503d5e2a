import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 7001,
      databaseUrl: null,
      adminKey: 'dev-admin-key',
      merchantCode: 'demo',
      imageCdns: ['/cdn'],
      launchGameCdns: ['/cdn'],
      trustProxy: true,
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('reads comma lists, booleans and treats empty variables as unset', () => {
    const config = loadConfig({
      IMAGE_CDNS: 'https://img1.example/, https://img2.example',
      TRUST_PROXY: 'false',
      DATABASE_URL: '',
      UPSTREAM_PORT: '7100',
    });
    expect(config.imageCdns).toEqual(['https://img1.example', 'https://img2.example']);
    expect(config.trustProxy).toBe(false);
    expect(config.databaseUrl).toBeNull();
    expect(config.port).toBe(7100);
  });

  it('fails with one error that lists every problem', () => {
    let error: unknown;
    try {
      loadConfig({
        UPSTREAM_PORT: '99999',
        NODE_ENV: 'production',
        TRUST_PROXY: 'maybe',
        DATABASE_URL: 'mysql://x/y',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(8);
    expect(problems.join('\n')).toMatch(/EVENTS_KEY: is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/SANDBOX_PAY_SECRET: is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/CS_PATH_KEY: is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/SEAMLESS_SECRET: is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/UPSTREAM_PORT/);
    expect(problems.join('\n')).toMatch(/ADMIN_KEY: is required when NODE_ENV=production/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
  });

  it('accepts production with an admin key', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_KEY: 'a-long-production-key',
      SANDBOX_PAY_SECRET: 'a-long-sandbox-secret',
      EVENTS_KEY: 'a-long-events-key',
      CS_PATH_KEY: 'a-long-cs-path-key',
      SEAMLESS_SECRET: 'a-long-seamless-secret',
    };
    expect(loadConfig(production).adminKey).toBe('a-long-production-key');
    expect(loadConfig(production).csPathKey).toBe('a-long-cs-path-key');
    expect(loadConfig(production).sandboxPaySecret).toBe('a-long-sandbox-secret');
    expect(loadConfig(production).seamlessSecret).toBe('a-long-seamless-secret');
  });
});
