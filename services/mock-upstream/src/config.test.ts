import { describe, expect, it } from 'vitest';
import { ConfigError, GOOGLE_SECURETOKEN_JWKS_URL, loadConfig } from './config.js';

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
      launchGameCdns: [],
      lotteryJobIntervalMs: 1000,
      trustProxy: true,
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('runs the lottery draw job unless told not to, and not by default under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).lotteryJobIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', LOTTERY_JOB_INTERVAL_MS: '250' }).lotteryJobIntervalMs).toBe(250);
    expect(loadConfig({ LOTTERY_JOB_INTERVAL_MS: '0' }).lotteryJobIntervalMs).toBe(0);
    expect(
      loadConfig({ LAUNCH_GAME_CDNS: 'https://play1.example/, https://play2.example' }).launchGameCdns,
    ).toEqual(['https://play1.example', 'https://play2.example']);
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
    expect(problems).toHaveLength(9);
    expect(problems.join('\n')).toMatch(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required when NODE_ENV=production/,
    );
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
      VAPID_PUBLIC_KEY:
        'BAUHk4H2lMGD0kgwtw0Cp7iyAuoXpccL5WSZbRjGHGUXHdHGn8yQCH61IfeyzDpSTdqRWpGW3_qPRkRRGZFpQ7Y',
      VAPID_PRIVATE_KEY: 'MBJpOPzF-r4zMwLuGScmKM0Z6ZTf24Sh8JXqLTnoumE',
    };
    expect(loadConfig(production).adminKey).toBe('a-long-production-key');
    expect(loadConfig(production).csPathKey).toBe('a-long-cs-path-key');
    expect(loadConfig(production).sandboxPaySecret).toBe('a-long-sandbox-secret');
    expect(loadConfig(production).seamlessSecret).toBe('a-long-seamless-secret');
    expect(loadConfig(production).vapid.privateKey).toBe('MBJpOPzF-r4zMwLuGScmKM0Z6ZTf24Sh8JXqLTnoumE');
  });

  it('takes both VAPID keys or neither, and a well-formed subject', () => {
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY:
          'BAUHk4H2lMGD0kgwtw0Cp7iyAuoXpccL5WSZbRjGHGUXHdHGn8yQCH61IfeyzDpSTdqRWpGW3_qPRkRRGZFpQ7Y',
      }),
    ).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'push@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).vapid.subject).toMatch(/^mailto:/);
  });

  describe('Firebase phone sign-in (ADR 0023)', () => {
    const jwks = JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'AQAB', e: 'AQAB', alg: 'RS256' }] });
    const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };

    it('is off (null) on the embedded defaults', () => {
      expect(loadConfig({}).firebase).toBeNull();
    });

    it("takes a project with Google's key set and its default auth domain", () => {
      expect(
        loadConfig({ FIREBASE_PROJECT_ID: 'lucky-lotus', FIREBASE_API_KEY: 'AIzaSyExample_key-1' }).firebase,
      ).toEqual({
        projectId: 'lucky-lotus',
        apiKey: 'AIzaSyExample_key-1',
        authDomain: 'lucky-lotus.firebaseapp.com',
        keySet: { kind: 'url', url: GOOGLE_SECURETOKEN_JWKS_URL },
        authEmulatorUrl: null,
      });
    });

    it('takes a key set inline or from another URL, and an emulator outside production', () => {
      const base = { FIREBASE_PROJECT_ID: 'lucky-lotus', FIREBASE_API_KEY: 'AIzaSyExample_key-1' };
      const inline = loadConfig({
        ...base,
        FIREBASE_JWKS: jwks,
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099/',
      });
      expect(inline.firebase?.keySet).toEqual({ kind: 'inline', keys: JSON.parse(jwks).keys });
      expect(inline.firebase?.authEmulatorUrl).toBe('http://127.0.0.1:9099');
      expect(
        loadConfig({ ...base, FIREBASE_JWKS_URL: 'https://keys.example/jwks.json' }).firebase?.keySet,
      ).toEqual({
        kind: 'url',
        url: 'https://keys.example/jwks.json',
      });
    });

    it('lists every Firebase mistake at once', () => {
      expect(problemsOf({ FIREBASE_JWKS: jwks })).toEqual(['FIREBASE_JWKS: need FIREBASE_PROJECT_ID']);
      expect(problemsOf({ FIREBASE_PROJECT_ID: 'lucky-lotus' })).toEqual([
        'FIREBASE_API_KEY: is required with FIREBASE_PROJECT_ID',
      ]);
      const problems = problemsOf({
        FIREBASE_PROJECT_ID: 'Lucky Lotus',
        FIREBASE_API_KEY: 'AIzaSyExample_key-1',
        FIREBASE_JWKS: '{"keys":[{"kty":"EC","kid":"k","n":"x","e":"y"}]}',
        FIREBASE_JWKS_URL: 'ftp://keys.example/jwks',
      }).join('\n');
      expect(problems).toMatch(/FIREBASE_PROJECT_ID: must be a Firebase project ID/);
      expect(problems).toMatch(/FIREBASE_JWKS\.keys\.0\.kty: every key must be an RSA key/);
      expect(problems).toMatch(/FIREBASE_JWKS_URL: must be an http\(s\) URL/);
      expect(problems).toMatch(/FIREBASE_JWKS, FIREBASE_JWKS_URL: set one or neither/);
      expect(
        problemsOf({
          FIREBASE_PROJECT_ID: 'lucky-lotus',
          FIREBASE_API_KEY: 'AIzaSyExample_key-1',
          FIREBASE_JWKS: 'not json',
        }),
      ).toEqual(['FIREBASE_JWKS: must be a JSON Web Key Set ({"keys":[...]})']);
    });

    it('refuses an emulator and a plain-http key set in production', () => {
      const problems = problemsOf({
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'lucky-lotus',
        FIREBASE_API_KEY: 'AIzaSyExample_key-1',
        FIREBASE_JWKS_URL: 'http://keys.example/jwks',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      });
      expect(problems).toContain('FIREBASE_JWKS_URL: must be https when NODE_ENV=production');
      expect(problems).toContain('FIREBASE_AUTH_EMULATOR_URL: is refused when NODE_ENV=production');
    });
  });
});
