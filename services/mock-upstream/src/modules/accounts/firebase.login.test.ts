/**
 * Login by a Firebase phone sign-in (type firebase, FIREBASELOGIN3, ADR 0023) against a platform
 * configured with a local key set: the tokens are signed by a local RSA key the way Google signs
 * them, and each check Google specifies refuses its own spoiled token with a clear answer.
 */
import {
  accountsEndpoints,
  envelope,
  SystemStatusValueSchema,
  systemEndpoints,
  type RsaKey,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, modules } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import {
  encrypted,
  errorOf,
  firebaseLogin,
  loginValueOf,
  nextDevice,
  nextIp,
  rsaKey,
  setModule,
} from '../../test/accounts.js';
import { createLocalFirebaseSigner, type LocalFirebaseSigner } from '../../test/firebase-signer.js';
import { SIGN_IN_MAX_AGE_S } from './firebase.service.js';

/** The seeded demo player's mobile (+84 912345678). */
const DEMO_PHONE = '+84912345678';
const CONCURRENT = 50;

let t: TestApp;
let key: RsaKey;
let signer: LocalFirebaseSigner;

beforeAll(async () => {
  signer = await createLocalFirebaseSigner();
  t = await startTestApp({ firebase: signer.config() });
  key = await rsaKey(t.app);
  // The test template was seeded without a Firebase project: the switch is off until an operator
  // turns it on, as on any platform configured after its first start.
  expect((await setModule(t.app, 'FIREBASELOGIN3', true)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

async function status(app = t.app) {
  const res = await app.inject({ method: 'GET', url: systemEndpoints.status.path });
  return envelope(SystemStatusValueSchema).parse(json(res)).value;
}

describe(`POST ${accountsEndpoints.login.path} by Firebase`, () => {
  it('logs in the member whose mobile the token proves', async () => {
    const value = loginValueOf(await firebaseLogin(t.app, key, await signer.sign(DEMO_PHONE)));
    expect(value).toMatchObject({ userName: 'demoplayer', customerType: 3 });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it(`logs ${CONCURRENT} concurrent logins with one valid token all in, each with its own session`, async () => {
    const idToken = await signer.sign(DEMO_PHONE);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => firebaseLogin(t.app, key, idToken)),
    );
    const values = answers.map(loginValueOf);
    expect(values.every((v) => v.userName === 'demoplayer')).toBe(true);
    expect(new Set(values.map((v) => v.token)).size).toBe(CONCURRENT);
  });

  it('tells a proven phone without an account to register first', async () => {
    const res = await firebaseLogin(t.app, key, await signer.sign('+84987650001'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('MOBILE_NOT_REGISTERED');
  });

  const refusals: Array<{
    name: string;
    token: () => Promise<string>;
    code: string;
    message: RegExp;
  }> = [
    {
      name: 'another project (aud)',
      token: () => signer.sign(DEMO_PHONE, { claims: { aud: 'someone-elses-project' } }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /audience \(aud\)/,
    },
    {
      name: 'another issuer (iss)',
      token: () =>
        signer.sign(DEMO_PHONE, { claims: { iss: 'https://securetoken.google.com/someone-elses-project' } }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /issuer \(iss\)/,
    },
    {
      name: 'an expired token (exp)',
      token: () => signer.sign(DEMO_PHONE, { iat: -7200, authTime: -7200, exp: -3600 }),
      code: 'FIREBASE_TOKEN_EXPIRED',
      message: /exp is past/,
    },
    {
      name: 'a key id that is not in the key set (kid)',
      token: () => signer.sign(DEMO_PHONE, { kid: 'not-a-key-of-the-set' }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /key id \(kid\) is not in the key set/,
    },
    {
      name: 'no key id at all',
      token: () => signer.sign(DEMO_PHONE, { kid: null }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /names no key id/,
    },
    {
      name: "a foreign key's signature under the set's kid",
      token: () => signer.sign(DEMO_PHONE, { foreignKey: true }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /signature does not verify/,
    },
    {
      name: 'a token without a phone number',
      token: () => signer.sign(null),
      code: 'FIREBASE_PHONE_MISSING',
      message: /phone_number/,
    },
    {
      name: 'a phone number that is no mobile',
      token: () => signer.sign('+84281234567'),
      code: 'FIREBASE_PHONE_MISSING',
      message: /no mobile number/,
    },
    {
      name: 'an issue time in the future (iat)',
      token: () => signer.sign(DEMO_PHONE, { iat: 600, authTime: 0 }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /iat is in the future/,
    },
    {
      name: 'a sign-in time in the future (auth_time)',
      token: () => signer.sign(DEMO_PHONE, { authTime: 600 }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /auth_time is in the future/,
    },
    {
      name: 'no sign-in time (auth_time)',
      token: () => signer.sign(DEMO_PHONE, { claims: { auth_time: undefined } }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /no auth_time claim/,
    },
    {
      name: 'an empty subject (sub)',
      token: () => signer.sign(DEMO_PHONE, { claims: { sub: '' } }),
      code: 'FIREBASE_TOKEN_INVALID',
      message: /subject \(sub\)/,
    },
    {
      name: `a sign-in older than ${SIGN_IN_MAX_AGE_S / 60} minutes, refreshed since`,
      token: () => signer.sign(DEMO_PHONE, { authTime: -(SIGN_IN_MAX_AGE_S + 120) }),
      code: 'FIREBASE_TOKEN_EXPIRED',
      message: /older than/,
    },
    {
      name: 'an unsigned token (alg none)',
      token: async () => {
        const [, payload] = (await signer.sign(DEMO_PHONE)).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', kid: signer.kid })).toString('base64url');
        return `${header}.${payload}.AAAA`;
      },
      code: 'FIREBASE_TOKEN_INVALID',
      message: /not signed with RS256/,
    },
    {
      name: 'a token whose parts are no JSON',
      token: async () => 'bm90anNvbg.bm90anNvbg.bm90anNvbg',
      code: 'FIREBASE_TOKEN_INVALID',
      message: /malformed/,
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name} with ${refusal.code}, and logs nobody in`, async () => {
      const res = await firebaseLogin(t.app, key, await refusal.token());
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.errorCode).toBe(refusal.code);
      expect(error.message).toMatch(refusal.message);
      expect(error.value ?? null).toBeNull();
    });
  }

  it('refuses a body that is no JWT at the boundary, field by field', async () => {
    const res = await encrypted(t.app, key, 'POST', accountsEndpoints.login.path, {
      type: 'firebase',
      firebaseIdToken: 'not a token',
      loginDeviceId: nextDevice(),
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.errorCode).toBe('request_param_err');
    expect(Object.keys(error.fields ?? {})).toEqual(['firebaseIdToken']);
  });

  it('answers function.not.available while FIREBASELOGIN3 is off, and the status drops the web config', async () => {
    expect((await status()).info.firebase).toEqual({
      apiKey: 'local-test-api-key',
      authDomain: `${signer.projectId}.firebaseapp.com`,
      projectId: signer.projectId,
      authEmulatorUrl: null,
    });
    await setModule(t.app, 'FIREBASELOGIN3', false);
    try {
      const res = await firebaseLogin(t.app, key, await signer.sign(DEMO_PHONE));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
      expect((await status()).info.firebase).toBeNull();
    } finally {
      await setModule(t.app, 'FIREBASELOGIN3', true);
    }
  });
});

describe('the seeded switch', () => {
  it('is on for a brand first seeded where a Firebase project is configured, off where none is', async () => {
    const switchOf = async (code: string) => {
      const [row] = await t.app.db
        .select({ enabled: modules.enabled })
        .from(modules)
        .innerJoin(merchants, eq(merchants.id, modules.merchantId))
        .where(and(eq(merchants.code, code), eq(modules.modId, 'FIREBASELOGIN3')));
      return row?.enabled;
    };
    await seedDatabase(t.app.db, { merchantCode: 'fbseeded', firebase: signer.config() });
    await seedDatabase(t.app.db, { merchantCode: 'fbbare', firebase: null });
    expect(await switchOf('fbseeded')).toBe(true);
    expect(await switchOf('fbbare')).toBe(false);
    // A restart with another configuration keeps the switch an operator (or the first seed) set.
    await seedDatabase(t.app.db, { merchantCode: 'fbbare', firebase: signer.config() });
    expect(await switchOf('fbbare')).toBe(false);
    expect(
      (
        await t.app.db
          .select()
          .from(merchants)
          .where(inArray(merchants.code, ['fbseeded', 'fbbare']))
      ).length,
    ).toBe(2);
  });
});

describe('a platform without a Firebase project', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(async () => bare?.close());

  it('keeps FIREBASELOGIN3 off whatever its switch says, and refuses Firebase logins', async () => {
    await setModule(bare.app, 'FIREBASELOGIN3', true);
    const value = await status(bare.app);
    const pass = value.info.modules.find((m) => m.modId === 'PASS3');
    expect(pass?.childrenNodes.find((m) => m.modId === 'FIREBASELOGIN3')?.enabled).toBe('0');
    expect(value.info.firebase).toBeNull();
    const res = await firebaseLogin(
      bare.app,
      await rsaKey(bare.app),
      await signer.sign(DEMO_PHONE),
      nextIp(),
    );
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('function.not.available');
  });
});
