/**
 * The account throttles hold across gateway processes: two apps share one Store (as two processes
 * share one Redis) and a visitor alternates between them. Runs on the in-process store (two stores on
 * one backend) and on Redis (REDIS_URL, else a local Redis when it answers) under a random prefix that
 * is deleted afterwards.
 */
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { MemoryBackend, MemoryStore } from '../../store/memory-store.js';
import { RedisStore } from '../../store/redis-store.js';
import type { Store } from '../../store/store.js';
import { solveAltcha } from '../../test/altcha.js';
import { Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_CAPTCHA, FAKE_PASSWORD, newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { testConfig } from '../../test/helpers.js';
import { redisReachable, testRedisUrl } from '../../test/redis.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { DEVICE_COOKIE } from './auth.cookies.js';
import { AuthLimits, CAPTCHA_AFTER_FAILURES, loginDelayMs, SLOW_DOWN_AFTER_FAILURES } from './auth.limits.js';
import { AltchaVerifier } from '../../security/human-verification.js';

const HMAC_KEY = 'shared-key-of-both-processes-0123456789';
const ENV = {
  ALTCHA_HMAC_KEY: HMAC_KEY,
  LOGIN_DELAY_BASE_MS: '150',
  LOGIN_DELAY_MAX_MS: '400',
  REGISTER_MAX_PER_HOUR: '2',
};

interface StorePair {
  a: Store;
  b: Store;
  cleanup(): Promise<void>;
}

function memoryPair(): StorePair {
  const backend = new MemoryBackend();
  const a = new MemoryStore({ prefix: 'limits:', backend });
  const b = new MemoryStore({ prefix: 'limits:', backend });
  return {
    a,
    b,
    async cleanup() {
      await a.clear();
      await a.close();
      await b.close();
    },
  };
}

function redisPair(url: string): StorePair {
  const prefix = `gw-limits-test:${randomUUID()}:`;
  const a = new RedisStore({ url, prefix });
  const b = new RedisStore({ url, prefix });
  return {
    a,
    b,
    async cleanup() {
      await a.clear();
      await a.close();
      await b.close();
    },
  };
}

const hasRedis = await redisReachable(testRedisUrl);
const pairs: Array<[string, (() => StorePair) | null]> = [
  ['in-process store', memoryPair],
  [`Redis (${testRedisUrl})`, hasRedis ? () => redisPair(testRedisUrl) : null],
];

const waitMs = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const [name, makePair] of pairs) {
  describe.skipIf(!makePair)(`auth limits across two gateway processes: ${name}`, () => {
    let up: FakeUpstream;
    let pair: StorePair;
    let appA: FastifyInstance;
    let appB: FastifyInstance;

    beforeAll(async () => {
      up = await startFakeUpstream();
      pair = (makePair as () => StorePair)();
      const config = testConfig(ENV);
      appA = await buildApp(config, {
        store: pair.a,
        upstreamUrl: up.url,
        humanVerifier: new TestVerifier(),
      });
      appB = await buildApp(config, {
        store: pair.b,
        upstreamUrl: up.url,
        humanVerifier: new TestVerifier(),
      });
    });
    afterAll(async () => {
      await appA?.close();
      await appB?.close();
      await pair?.cleanup();
      await up?.close();
    });
    beforeEach(() => {
      Object.assign(up.state.accounts, newAccountsState());
    });

    const login = (b: Browser, extra: Record<string, unknown> = {}) =>
      b.mutation('auth.login', {
        username: 'alice',
        password: FAKE_PASSWORD,
        rememberMe: false,
        verification: HUMAN,
        ...extra,
      });

    it('captcha refresh: once per second per client, whichever process answers', async () => {
      const b = new Browser(appA, '192.0.2.10');
      b.jar.set(DEVICE_COOKIE, 'd'.repeat(32));
      expect((await b.mutation('auth.captcha')).status).toBe(200);
      const refused = await b.useApp(appB).mutation('auth.captcha');
      expect(refused.code).toBe(ErrorCode.tooManyRequests);
    });

    it('sessions made by one process are served by the other', async () => {
      const b = new Browser(appA, '192.0.2.11');
      await login(b);
      expect((await b.useApp(appB).query('session.state')).data).toMatchObject({ isLoggedIn: true });
      expect((await b.query('member.balance')).status).toBe(200);
    });

    it('three failures on one process make the other demand a captcha', async () => {
      const b = new Browser(appA, '192.0.2.12');
      for (let i = 0; i < 3; i++) {
        expect((await login(b.useApp(i % 2 ? appB : appA), { password: 'bad' })).code).toBe(
          ErrorCode.incorrectUsernamePassword,
        );
      }
      b.useApp(appB);
      expect(((await b.query('auth.options')).data as { captchaOnLogin: boolean }).captchaOnLogin).toBe(true);
      const refused = await login(b);
      expect(refused.code).toBe(ErrorCode.captchaError);
      expect(refused.fields).toEqual({ captcha: 'captcha.required' });
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('after ten failures attempts slow down, but a correct password with a captcha still logs in', async () => {
      const ip = '192.0.2.13';
      const limits = new AuthLimits(pair.a, {
        registerPerHour: 2,
        loginDelayBaseMs: 150,
        loginDelayMaxMs: 400,
      });
      for (let i = 0; i < 11; i++)
        await limits.recordLoginFailure('alice', { ip: '198.51.100.99', deviceId: null });
      const b = new Browser(appB, ip);
      await b.mutation('auth.captcha');
      let started = Date.now();
      const wrong = await login(b, { password: 'bad', captcha: FAKE_CAPTCHA });
      expect(wrong.code).toBe(ErrorCode.incorrectUsernamePassword);
      // 11 failures: 2^1 x 150 = 300 ms before the platform is even asked.
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);

      await waitMs(1000); // the captcha refresh limit
      await b.useApp(appA).mutation('auth.captcha');
      started = Date.now();
      const ok = await login(b, { captcha: FAKE_CAPTCHA });
      expect(ok.status).toBe(200);
      // 12 failures by now: capped at 400 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      expect(b.jar.has(SESSION_COOKIE)).toBe(true);
    });

    const loginsForwarded = () =>
      up.state.accounts.decrypted.filter((d) => d.path === '/wps/session/login').length;

    it('20 wrong passwords at once for one account, on both processes: 3 reach the platform, the rest need a captcha', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(new Browser(i % 2 ? appB : appA, `198.51.100.${i + 1}`), {
            username: 'stormed',
            password: 'bad',
          }),
        ),
      );
      expect(loginsForwarded()).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
      const wrong = answers.filter((a) => a.code === ErrorCode.incorrectUsernamePassword);
      const refused = answers.filter((a) => a.code === ErrorCode.captchaError);
      expect(wrong).toHaveLength(CAPTCHA_AFTER_FAILURES);
      expect(refused).toHaveLength(20 - CAPTCHA_AFTER_FAILURES);
      for (const r of refused) {
        expect(r.fields).toEqual({ captcha: 'captcha.required' });
        expect(r.details).toEqual({ captchaRequired: true });
      }
      // The failure that reached the threshold says so, so the form can show the captcha at once.
      expect(wrong.filter((a) => a.details?.['captchaRequired'] === true)).toHaveLength(1);
      // Refusals take their attempt back: the account counts the three checked failures only.
      const limits = new AuthLimits(pair.a, {
        registerPerHour: 2,
        loginDelayBaseMs: 150,
        loginDelayMaxMs: 400,
      });
      expect(await limits.loginFailures('stormed', { ip: '192.0.2.250', deviceId: null })).toBe(3);
    });

    it('parallel guesses past the slow-down each wait for the count they reserved', async () => {
      // Delays long enough that the steps stand out of a loaded machine's noise.
      const slow = { ...ENV, LOGIN_DELAY_BASE_MS: '400', LOGIN_DELAY_MAX_MS: '1600' };
      const apps = await Promise.all(
        [pair.a, pair.b].map((store) =>
          buildApp(testConfig(slow), { store, upstreamUrl: up.url, humanVerifier: new TestVerifier() }),
        ),
      );
      try {
        const limits = new AuthLimits(pair.a, {
          registerPerHour: 2,
          loginDelayBaseMs: 400,
          loginDelayMaxMs: 1600,
        });
        for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i++)
          await limits.recordLoginFailure('slowed', { ip: '198.51.100.200', deviceId: null });
        const browsers = await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const b = new Browser(apps[i % 2]!, `198.51.100.${210 + i}`);
            b.jar.set(DEVICE_COOKIE, String(i).repeat(32));
            await b.mutation('auth.captcha');
            // Warm each process up (the platform's key, connections) so only the delay is measured.
            await login(b, { username: `warm${i}`, password: 'bad' });
            return b;
          }),
        );
        const took = await Promise.all(
          browsers.map(async (b) => {
            const started = Date.now();
            const answer = await login(b, { username: 'slowed', password: 'bad', captcha: FAKE_CAPTCHA });
            expect(answer.code).toBe(ErrorCode.incorrectUsernamePassword);
            return Date.now() - started;
          }),
        );
        // Ten failures before the first, one more before each next: 400, 800, then the 1600 ms cap,
        // whatever order they ran in (counted once, all four would wait 400 ms).
        const expected = [10, 11, 12, 13].map((n) => loginDelayMs(n, 400, 1600));
        expect(expected).toEqual([400, 800, 1600, 1600]);
        took.sort((x, y) => x - y);
        expected.forEach((ms, i) => expect(took[i]).toBeGreaterThanOrEqual(ms - 10));
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    });

    it('attempts that were not wrong guesses take their reservation back', async () => {
      const limits = new AuthLimits(pair.a, {
        registerPerHour: 2,
        loginDelayBaseMs: 150,
        loginDelayMaxMs: 400,
      });
      const who = { ip: '198.51.100.230', deviceId: 'e'.repeat(32) };
      const b = new Browser(appA, who.ip);
      b.jar.set(DEVICE_COOKIE, who.deviceId);
      expect((await login(b, { verification: 'not-human' })).code).toBe(ErrorCode.humanVerificationFailed);
      expect((await login(b.useApp(appB), { username: 'traveller' })).code).toBe(
        ErrorCode.loginIpVerificationRequired,
      );
      expect((await login(b.useApp(appA))).status).toBe(200);
      expect(await limits.loginFailures(null, who)).toBe(0);
      expect((await login(b, { password: 'bad' })).code).toBe(ErrorCode.incorrectUsernamePassword);
      expect(await limits.loginFailures(null, who)).toBe(1);
    });

    it('SMS: one send per countdown per number, across processes and clients', async () => {
      const phone = {
        mobileNum: '955555555',
        countryDialingCode: '+84',
        purpose: 'login',
        verification: HUMAN,
      };
      expect((await new Browser(appA, '192.0.2.14').mutation('auth.sendCode', phone)).status).toBe(200);
      const other = await new Browser(appB, '192.0.2.15').mutation('auth.sendCode', phone);
      expect(other.code).toBe(ErrorCode.tooManyRequests);
    });

    it('SMS: one send per second per client, across processes', async () => {
      const b = new Browser(appA, '192.0.2.16');
      const send = (num: string) =>
        b.mutation('auth.sendCode', {
          mobileNum: num,
          countryDialingCode: '+66',
          purpose: 'login',
          verification: HUMAN,
        });
      expect((await send('811111111')).status).toBe(200);
      expect(
        (
          await b.useApp(appB).mutation('auth.sendCode', {
            mobileNum: '822222222',
            countryDialingCode: '+66',
            purpose: 'login',
            verification: HUMAN,
          })
        ).code,
      ).toBe(ErrorCode.tooManyRequests);
    });

    it('registrations per IP, across processes', async () => {
      const form = {
        method: 'username',
        password: 'Pass1234',
        confirmPassword: 'Pass1234',
        agree: true,
        verification: HUMAN,
      };
      const b = new Browser(appA, '192.0.2.17');
      expect((await b.mutation('auth.register', { ...form, username: 'lim1' })).status).toBe(200);
      expect((await b.useApp(appB).mutation('auth.register', { ...form, username: 'lim2' })).status).toBe(
        200,
      );
      const third = await b.useApp(appA).mutation('auth.register', { ...form, username: 'lim3' });
      expect(third.code).toBe(ErrorCode.tooManyRequests);
    });

    it('an ALTCHA solution used on one process is refused on the other', async () => {
      const options = { hmacKey: HMAC_KEY, maxNumber: 500, expiresS: 60 };
      const onA = new AltchaVerifier(pair.a, options);
      const onB = new AltchaVerifier(pair.b, options);
      const payload = await solveAltcha(await onA.challenge());
      expect(await onB.verify(payload, '192.0.2.18')).toBe(true);
      expect(await onA.verify(payload, '192.0.2.18')).toBe(false);
    });
  });
}
