/**
 * The account throttles hold across gateway processes: two apps share one Store (as two processes
 * share one Redis) and a visitor alternates between them. Runs on the in-process store (two stores on
 * one backend) and on Redis (REDIS_URL, else a local Redis when it answers) under a random prefix that
 * is deleted afterwards.
 */
import { accountsEndpoints, ErrorCode } from '@portal/contracts';
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
import { DEVICE_COOKIE } from './accounts.cookies.js';
import {
  AuthLimits,
  CAPTCHA_AFTER_FAILURES,
  loginDelayMs,
  retryAfterMsOf,
  SLOW_DOWN_AFTER_FAILURES,
} from './accounts.limits.js';
import { AltchaVerifier } from '../../security/human-verification.js';
import type { AppError } from '../../errors/app-error.js';

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

      // A second captcha at once: a new device cookie is a new client for the once-a-second limit,
      // and the account's failure count, which this test is about, stays.
      b.jar.set(DEVICE_COOKIE, 'f'.repeat(32));
      await b.useApp(appA).mutation('auth.captcha');
      started = Date.now();
      const ok = await login(b, { captcha: FAKE_CAPTCHA });
      expect(ok.status).toBe(200);
      // 12 failures by now: capped at 400 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      expect(b.jar.has(SESSION_COOKIE)).toBe(true);
    });

    const loginsForwarded = () =>
      up.state.accounts.decrypted.filter((d) => d.path === accountsEndpoints.login.path).length;

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

    /** Sums of the k smallest of `delays`, k = 1..n: the earliest the k-th of them can have its turn. */
    const earliestTurns = (delays: number[]) =>
      [...delays]
        .sort((x, y) => x - y)
        .map((_, k, sorted) => sorted.slice(0, k + 1).reduce((a, b) => a + b, 0));

    it('6 wrong guesses sent together on both processes take their turns one after another, as sent in turn', async () => {
      const slow = { ...ENV, LOGIN_DELAY_BASE_MS: '100', LOGIN_DELAY_MAX_MS: '400' };
      const apps = await Promise.all(
        [pair.a, pair.b].map((store) =>
          buildApp(testConfig(slow), { store, upstreamUrl: up.url, humanVerifier: new TestVerifier() }),
        ),
      );
      try {
        const limits = new AuthLimits(pair.a, {
          registerPerHour: 2,
          loginDelayBaseMs: 100,
          loginDelayMaxMs: 400,
        });
        for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i++)
          await limits.recordLoginFailure('slowed', { ip: '198.51.100.200', deviceId: null });
        const browsers = await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            const b = new Browser(apps[i % 2]!, `198.51.100.${210 + i}`);
            b.jar.set(DEVICE_COOKIE, String(i).repeat(32));
            await b.mutation('auth.captcha');
            return b;
          }),
        );
        const sent = Date.now();
        const answers = await Promise.all(
          browsers.map((b) => login(b, { username: 'slowed', password: 'bad', captcha: FAKE_CAPTCHA })),
        );
        for (const answer of answers) expect(answer.code).toBe(ErrorCode.incorrectUsernamePassword);
        // When the platform was let check each guess: the turns the attempts took.
        const allowed = up.state.accounts.decrypted
          .filter((d) => d.path === accountsEndpoints.login.path && d.body['username'] === 'slowed')
          .map((d) => d.at - sent)
          .sort((x, y) => x - y);
        expect(allowed).toHaveLength(6);
        // Ten failures before the first, one more before each next: 100, 200, then the 400 ms cap.
        const delays = [10, 11, 12, 13, 14, 15].map((n) => loginDelayMs(n, 100, 400));
        expect(delays).toEqual([100, 200, 400, 400, 400, 400]);
        // In turn, the k-th guess cannot have been checked before the k shortest waits had passed one
        // after the other: the last after 1.9 s, as sent one by one (sharing one delay, all six would
        // have gone at 100-400 ms).
        earliestTurns(delays).forEach((earliest, k) =>
          expect(allowed[k]).toBeGreaterThanOrEqual(earliest - 5),
        );
        expect(allowed[5]).toBeGreaterThanOrEqual(1900 - 5);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    });

    it('reserves each parallel attempt its own turn, its delay after the turn before it, across processes', async () => {
      const options = {
        registerPerHour: 2,
        loginDelayBaseMs: 1000,
        loginDelayMaxMs: 8000,
        loginQueueMaxMs: 60_000,
      };
      const [one, two] = [new AuthLimits(pair.a, options), new AuthLimits(pair.b, options)];
      for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i++)
        await one.recordLoginFailure('queued', { ip: '198.51.100.201', deviceId: null });
      const started = Date.now();
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? two : one).reserveLogin('queued', { ip: `198.51.100.${220 + i}`, deviceId: null }),
        ),
      );
      const waits = (await Promise.all(attempts.map((a) => a.takeTurn()))).sort((x, y) => x - y);
      const elapsed = Date.now() - started + 5;
      const delays = attempts.map((a) => a.delayMs);
      expect([...delays].sort((x, y) => x - y)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
      // Each turn is the sum of the delays before it, as if the six had come one after the other.
      earliestTurns(delays).forEach((earliest, k) =>
        expect(waits[k]).toBeGreaterThanOrEqual(earliest - elapsed),
      );
      expect(waits[5]).toBeGreaterThanOrEqual(31_000 - elapsed);
      // The waits are reserved, not served: nobody sat through them in this test.
      for (const attempt of attempts) await attempt.release();
    });

    it('refuses as busy, and takes back, an attempt whose turn would come later than LOGIN_QUEUE_MAX_MS', async () => {
      const options = {
        registerPerHour: 2,
        loginDelayBaseMs: 1000,
        loginDelayMaxMs: 1000,
        loginQueueMaxMs: 2500,
      };
      const limits = new AuthLimits(pair.a, options);
      for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i++)
        await limits.recordLoginFailure('crowded', { ip: '198.51.100.202', deviceId: null });
      const attempts = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          limits.reserveLogin('crowded', { ip: `198.51.100.${230 + i}`, deviceId: null }),
        ),
      );
      const turns = await Promise.all(
        attempts.map((a) =>
          a.takeTurn().then(
            (wait) => ({ wait }),
            (err: unknown) => ({ err }),
          ),
        ),
      );
      const given = turns.filter((t): t is { wait: number } => 'wait' in t);
      const busy = turns.filter((t): t is { err: unknown } => 'err' in t);
      expect(given).toHaveLength(2);
      expect(busy).toHaveLength(2);
      for (const { err } of busy) {
        expect((err as AppError).code).toBe(ErrorCode.tooManyRequests);
        expect(retryAfterMsOf(err as AppError)).toBe(1000);
      }
      for (const attempt of attempts) await attempt.release();
      expect(await limits.loginFailures('crowded', { ip: '192.0.2.251', deviceId: null })).toBe(
        SLOW_DOWN_AFTER_FAILURES,
      );
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
