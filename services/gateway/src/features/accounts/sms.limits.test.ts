/**
 * SMS limits per visitor IP, per destination country and per destination number, under 50
 * concurrent sends spread over two gateway processes that share one Store: on the in-process store
 * (two stores on one backend) and on Redis (REDIS_URL, else a local Redis when it answers).
 */
import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MemoryBackend, MemoryStore } from '../../store/memory-store.js';
import { RedisStore } from '../../store/redis-store.js';
import type { Store } from '../../store/store.js';
import { Browser, HUMAN, TestVerifier, type CallResult } from '../../test/browser.js';
import { FAKE_PASSWORD, newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { testConfig } from '../../test/helpers.js';
import { redisReachable, testRedisUrl } from '../../test/redis.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { DEVICE_COOKIE } from './accounts.cookies.js';

const ENV = {
  SMS_IP_MAX_PER_HOUR: '6',
  SMS_IP_MAX_PER_DAY: '9',
  SMS_COUNTRY_MAX_PER_HOUR: '1000',
  SMS_COUNTRY_LIMITS: 'TH:7,ph:0',
};
const CONCURRENT = 50;

interface StorePair {
  a: Store;
  b: Store;
  cleanup(): Promise<void>;
}

function pairOf(make: () => Store): StorePair {
  const a = make();
  const b = make();
  return {
    a,
    b,
    async cleanup() {
      await (a as MemoryStore | RedisStore).clear();
      await a.close();
      await b.close();
    },
  };
}

const hasRedis = await redisReachable(testRedisUrl);
const pairs: Array<[string, (() => StorePair) | null]> = [
  [
    'in-process store',
    () => {
      const backend = new MemoryBackend();
      return pairOf(() => new MemoryStore({ prefix: 'sms-limits:', backend }));
    },
  ],
  [
    `Redis (${testRedisUrl})`,
    hasRedis
      ? () => {
          const prefix = `gw-sms-limits-test:${randomUUID()}:`;
          return pairOf(() => new RedisStore({ url: testRedisUrl, prefix }));
        }
      : null,
  ],
];

let numberCounter = 0;
/** A fresh valid mobile: VN 98xxxxxxx, TH 81xxxxxxx, PH 917xxxxxxx. */
function freshNumber(country: 'VN' | 'TH' | 'PH'): string {
  numberCounter += 1;
  const tail = `${process.pid % 1000}`.padStart(3, '0') + `${numberCounter}`.padStart(4, '0');
  return country === 'VN' ? `98${tail}` : country === 'TH' ? `81${tail}` : `917${tail}`;
}
const DIALING = { VN: '+84', TH: '+66', PH: '+63' } as const;

describe('SMS limit configuration', () => {
  it('has defaults and takes per-country overrides', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' }).sms;
    expect(defaults).toEqual({ ipPerHour: 10, ipPerDay: 30, countryPerHour: 300, countryOverrides: {} });
    expect(
      loadConfig({ NODE_ENV: 'test', SMS_COUNTRY_LIMITS: 'vn:2000, PH:0' }).sms.countryOverrides,
    ).toEqual({
      VN: 2000,
      PH: 0,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_COUNTRY_LIMITS: 'Vietnam=5' })).toThrow(
      /SMS_COUNTRY_LIMITS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_IP_MAX_PER_HOUR: '0' })).toThrow(/SMS_IP_MAX_PER_HOUR/);
  });
});

for (const [name, makePair] of pairs) {
  describe.skipIf(!makePair)(`SMS limits across two gateway processes: ${name}`, () => {
    let up: FakeUpstream;
    let pair: StorePair;
    let apps: [FastifyInstance, FastifyInstance];

    beforeAll(async () => {
      up = await startFakeUpstream();
      pair = (makePair as () => StorePair)();
      const config = testConfig(ENV);
      const deps = { upstreamUrl: up.url, humanVerifier: new TestVerifier() };
      apps = [
        await buildApp(config, { store: pair.a, ...deps }),
        await buildApp(config, { store: pair.b, ...deps }),
      ];
    });
    afterAll(async () => {
      for (const app of apps ?? []) await app.close();
      await pair?.cleanup();
      await up?.close();
    });
    beforeEach(() => {
      Object.assign(up.state.accounts, newAccountsState());
    });

    /** A browser with its own device id (so the once-a-second per-client throttle never decides). */
    function browser(i: number, ip: string): Browser {
      const b = new Browser(apps[i % 2]!, ip);
      b.jar.set(DEVICE_COOKIE, randomUUID().replace(/-/g, ''));
      return b;
    }

    const send = (b: Browser, mobileNum: string, countryDialingCode: string) =>
      b.mutation('auth.sendCode', {
        purpose: 'register',
        mobileNum,
        countryDialingCode,
        verification: HUMAN,
      });

    const sentTo = (nums: string[]) =>
      up.state.accounts.smsSent.filter((s) => nums.includes(s.mobileNum ?? '')).length;

    /** Refused with the budget's own code, saying until when (the web words it) and Retry-After. */
    function expectRefusedForAWhile(results: CallResult[], code: ErrorCode): void {
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(r.status).toBe(429);
        expect(r.code).toBe(code);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(60);
        expect(Date.parse(String(r.details?.['until']))).toBeGreaterThan(Date.now() + 60_000);
      }
    }

    /** A member's browsers on both processes, one session, each its own IP and device. */
    async function member(ip: string): Promise<(i: number, ip?: string) => Browser> {
      const first = browser(0, ip);
      const res = await first.mutation('auth.login', {
        username: 'alice',
        password: FAKE_PASSWORD,
        rememberMe: false,
        verification: HUMAN,
      });
      expect(res.status).toBe(200);
      const sid = first.jar.get(SESSION_COOKIE)!;
      return (i, at = ip) => {
        const b = browser(i, at);
        b.jar.set(SESSION_COOKIE, sid);
        return b;
      };
    }

    const bind = (b: Browser, mobileNum: string, countryDialingCode: string) =>
      b.mutation('profile.sendMobileCode', { mobileNum, countryDialingCode });

    it(`per IP and hour: ${CONCURRENT} concurrent sends from one IP to different numbers, 6 reach the platform`, async () => {
      const ip = '198.18.1.1';
      const nums = Array.from({ length: CONCURRENT }, () => freshNumber('VN'));
      const results = await Promise.all(nums.map((n, i) => send(browser(i, ip), n, DIALING.VN)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(6);
      expectRefusedForAWhile(
        results.filter((r) => r.status !== 200),
        ErrorCode.smsIpLimit,
      );
      expect(sentTo(nums)).toBe(6);
      // Another IP is not affected.
      expect((await send(browser(0, '198.18.1.2'), freshNumber('VN'), DIALING.VN)).status).toBe(200);
    });

    it('per IP and day: once the hour is over, the day still caps the IP', async () => {
      const ip = '198.18.2.1';
      const first = Array.from({ length: 6 }, () => freshNumber('VN'));
      for (const [i, n] of first.entries())
        expect((await send(browser(i, ip), n, DIALING.VN)).status).toBe(200);
      // The hour's window ends (as if an hour passed); the day's does not.
      await pair.a.del(`rl:auth:sms:ip:h:${ip}`);
      const nums = Array.from({ length: CONCURRENT }, () => freshNumber('VN'));
      const results = await Promise.all(nums.map((n, i) => send(browser(i, ip), n, DIALING.VN)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expectRefusedForAWhile(
        results.filter((r) => r.status !== 200),
        ErrorCode.smsIpLimit,
      );
      expect(sentTo([...first, ...nums])).toBe(9);
    });

    it(`per country and hour: ${CONCURRENT} concurrent sends from ${CONCURRENT} IPs to TH, 7 reach the platform`, async () => {
      const nums = Array.from({ length: CONCURRENT }, () => freshNumber('TH'));
      const results = await Promise.all(
        nums.map((n, i) => send(browser(i, `198.18.3.${i + 1}`), n, DIALING.TH)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(7);
      expectRefusedForAWhile(
        results.filter((r) => r.status !== 200),
        ErrorCode.smsCountryLimit,
      );
      expect(sentTo(nums)).toBe(7);
      // VN has its own budget.
      expect((await send(browser(0, '198.18.3.200'), freshNumber('VN'), DIALING.VN)).status).toBe(200);
    });

    it('a country an operator closed (PH:0) gets no text at all', async () => {
      const num = freshNumber('PH');
      const refused = await send(browser(0, '198.18.4.1'), num, DIALING.PH);
      expect(refused.status).toBe(403);
      expect(refused.code).toBe(ErrorCode.smsCountryClosed);
      expect(sentTo([num])).toBe(0);
    });

    it(`a member binding mobiles spends the same IP budget: with 2 sends without a login, ${CONCURRENT} concurrent bind codes, 4 reach the platform`, async () => {
      const ip = '198.18.7.1';
      const before = [freshNumber('VN'), freshNumber('VN')];
      for (const [i, n] of before.entries())
        expect((await send(browser(i, ip), n, DIALING.VN)).status).toBe(200);
      const at = await member(ip);
      const nums = Array.from({ length: CONCURRENT }, () => freshNumber('VN'));
      const results = await Promise.all(nums.map((n, i) => bind(at(i), n, DIALING.VN)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      expectRefusedForAWhile(
        results.filter((r) => r.status !== 200),
        ErrorCode.smsIpLimit,
      );
      expect(up.state.accounts.smsSent.filter((s) => s.purpose === 'bind')).toHaveLength(4);
      expect(sentTo([...before, ...nums])).toBe(6);
    });

    it(`bind codes share the country's hour with sends without a login, and its closing: with 3 sends, ${CONCURRENT} concurrent binds to TH from ${CONCURRENT} IPs, 4 reach the platform`, async () => {
      // The hour's TH window starts afresh (as if an hour passed since the test above spent it).
      await pair.a.del('rl:auth:sms:country:TH');
      const before = [freshNumber('TH'), freshNumber('TH'), freshNumber('TH')];
      for (const [i, n] of before.entries())
        expect((await send(browser(i, `198.18.8.${201 + i}`), n, DIALING.TH)).status).toBe(200);
      const at = await member('198.18.8.250');
      const nums = Array.from({ length: CONCURRENT }, () => freshNumber('TH'));
      const results = await Promise.all(nums.map((n, i) => bind(at(i, `198.18.8.${i + 1}`), n, DIALING.TH)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      expectRefusedForAWhile(
        results.filter((r) => r.status !== 200),
        ErrorCode.smsCountryLimit,
      );
      expect(sentTo([...before, ...nums])).toBe(7);
      const closed = await bind(at(0, '198.18.8.251'), freshNumber('PH'), DIALING.PH);
      expect(closed.code).toBe(ErrorCode.smsCountryClosed);
    });

    it('a bind code and a send without a login to one number are one claim', async () => {
      const national = freshNumber('VN');
      const at = await member('198.18.9.250');
      const results = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => bind(at(i, `198.18.9.${i + 1}`), `0${national}`, '+84')),
        ...Array.from({ length: 10 }, (_, i) => send(browser(i, `198.18.9.${i + 101}`), national, '84')),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(sentTo([national])).toBe(1);
    });

    it('every form of one number is one claim: of concurrent sends in four forms, one reaches the platform', async () => {
      const national = freshNumber('VN');
      const forms = [`0${national}`, national, `00 84 ${national}`, `+84${national}`];
      const results = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          send(browser(i, `198.18.5.${i + 1}`), forms[i % forms.length]!, i % 2 ? '84' : '+84'),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).every((r) => r.code === ErrorCode.tooManyRequests)).toBe(
        true,
      );
      expect(up.state.accounts.smsSent).toEqual([
        { mobileNum: national, countryDialingCode: '+84', purpose: 'register' },
      ]);
    });

    it('an invalid number is refused on its field and spends no budget', async () => {
      const ip = '198.18.6.1';
      for (const [i, [mobileNum, dialing, field, key]] of [
        ['91234567', '+84', 'mobileNum', 'validation.mobile'],
        ['0241234567', '+84', 'mobileNum', 'validation.mobile'],
        ['+63 917 123 4567', '+84', 'mobileNum', 'validation.mobile_country'],
        ['912345678', '+999', 'countryDialingCode', 'validation.dialing_code'],
      ].entries()) {
        const res = await send(browser(i, ip), mobileNum!, dialing!);
        expect(res.code).toBe(ErrorCode.validation);
        expect(res.fields).toEqual({ [field!]: key });
      }
      expect(up.state.accounts.smsSent).toEqual([]);
      expect(await pair.a.get(`rl:auth:sms:ip:h:${ip}`)).toBeNull();
    });
  });
}
