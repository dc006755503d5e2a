import { accountsEndpoints, type RsaKey } from '@portal/contracts';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, nextIp, rsaKey } from '../../test/accounts.js';
import { propertyRuns } from '@portal/contracts/testing/property-runs';

let t: TestApp;
let key: RsaKey;
let before: number;
beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
  before = await memberCount();
});
afterAll(async () => {
  await t?.close();
});

async function memberCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000\u0001',
    'a'.repeat(5000),
    '__proto__',
    '9'.repeat(400),
    '123456',
    'demoplayer',
    '+84',
    '😀😀😀',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Bodies shaped like the real ones, with any field replaced or dropped, plus garbage keys. */
const registerLike = fc.record(
  {
    username: hostileValue,
    password: hostileValue,
    confirmPassword: hostileValue,
    mobileNum: hostileValue,
    countryDialingCode: hostileValue,
    email: hostileValue,
    affiliateCode: hostileValue,
    recommenderId: hostileValue,
    captcha: hostileValue,
    verificationCode: hostileValue,
    registerUrl: hostileValue,
    registerMethod: fc.oneof(fc.constant('WEB'), hostileValue),
    login: fc.oneof(fc.boolean(), hostileValue),
    loginDeviceId: fc.oneof(fc.constant('hostile-device-1'), hostileValue),
    __proto__: hostileValue,
    constructor: hostileValue,
  },
  { requiredKeys: [] },
);
const loginLike = fc.record(
  {
    username: hostileValue,
    password: hostileValue,
    type: fc.oneof(fc.constantFrom('username', 'sms', 'firebase'), hostileValue),
    captcha: hostileValue,
    countryDialingCode: hostileValue,
    loginDeviceId: fc.oneof(fc.constant('hostile-device-1'), hostileValue),
    ipVerificationCode: hostileValue,
  },
  { requiredKeys: [] },
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), registerLike, loginLike);

const RUNS = propertyRuns(40);

describe('hostile input', () => {
  it('never answers 5xx nor creates a member on register', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, fc.boolean(), async (body, mobile) => {
        const url = mobile ? accountsEndpoints.registerMobile.path : accountsEndpoints.register.path;
        const res = await encrypted(t.app, key, 'PUT', url, body, { 'x-forwarded-for': nextIp() });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
    expect(await memberCount()).toBe(before);
  });

  it('never answers 5xx on login and never logs anyone in', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const res = await encrypted(t.app, key, 'POST', accountsEndpoints.login.path, body, {
          'x-forwarded-for': nextIp(),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx on SMS sends, free-form or raw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson,
          fc.record(
            {
              mobileNum: hostileValue,
              countryDialingCode: hostileValue,
              purpose: hostileValue,
              username: hostileValue,
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: accountsEndpoints.sendSms.path,
            // A JSON null or number is still a body the route must refuse cleanly.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to raw garbage on the encrypted and form routes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['POST', accountsEndpoints.login.path],
          ['PUT', accountsEndpoints.register.path],
          ['POST', accountsEndpoints.forgotByEmail.path],
          ['POST', accountsEndpoints.resetByPhone.path],
        ),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('text/plain', 'application/json', 'application/x-www-form-urlencoded'),
        fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
        async ([method, url], payload, contentType, encryption) => {
          const res = await t.app.inject({
            method: method as 'POST' | 'PUT',
            url: url as string,
            headers: { 'content-type': contentType, ...(encryption === undefined ? {} : { encryption }) },
            payload,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await memberCount()).toBe(before);
  });
});
