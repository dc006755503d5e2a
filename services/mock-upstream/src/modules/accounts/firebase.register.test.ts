/**
 * A mobile registration proven by a Firebase phone sign-in (`firebaseChannel: "sms"`,
 * `firebaseIdToken`; FIREBASELOGIN3, ADR 0023): the token stands for the SMS code, its phone must be
 * the registration's, and a token registers once, also when fifty registrations bring it at once.
 * Only PostgreSQL (DATABASE_URL) runs the fifty in parallel; on PGlite they are serialised and the
 * outcome is checked all the same.
 */
import { accountsEndpoints, envelope, RegisterValueSchema, type RsaKey } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseTokenUses, members } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import {
  errorOf,
  firebaseLogin,
  loginValueOf,
  nextIp,
  nextMobile,
  nextUsername,
  register,
  rsaKey,
  setModule,
} from '../../test/accounts.js';
import { createLocalFirebaseSigner, type LocalFirebaseSigner } from '../../test/firebase-signer.js';

const CONCURRENT = 50;

let t: TestApp;
let key: RsaKey;
let signer: LocalFirebaseSigner;

beforeAll(async () => {
  signer = await createLocalFirebaseSigner();
  t = await startTestApp({ firebase: signer.config() });
  key = await rsaKey(t.app);
  expect((await setModule(t.app, 'FIREBASELOGIN3', true)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

const valueOf = (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelope(RegisterValueSchema).parse(json(res)).value;
};

/** A mobile registration proven by `firebaseIdToken` (no SMS code, no password: REGMOBVERF3 is on). */
function registerByFirebase(mobileNum: string, firebaseIdToken: string, extra: Record<string, unknown> = {}) {
  return register(
    t.app,
    key,
    { mobileNum, countryDialingCode: '+84', firebaseChannel: 'sms', firebaseIdToken, ...extra },
    { method: 'mobile', ip: nextIp() },
  );
}

const membersWithMobile = async (mobileNum: string) =>
  (await t.app.db.select({ n: count() }).from(members).where(eq(members.mobileNum, mobileNum)))[0]?.n;

describe(`PUT ${accountsEndpoints.registerMobile.path} proven by Firebase`, () => {
  it('registers the proven number without an SMS code, logged in; the phone then logs in by Firebase', async () => {
    const mobileNum = nextMobile();
    const value = valueOf(await registerByFirebase(mobileNum, await signer.sign(`+84${mobileNum}`)));
    expect(value.login?.userName).toBe(`m${mobileNum}`);
    // Password-less (MOBILENUMPASSREG3 off): the proven number is the way in.
    expect(value.login?.hasPassword).toBe(false);

    const again = loginValueOf(await firebaseLogin(t.app, key, await signer.sign(`+84${mobileNum}`)));
    expect(again.id).toBe(value.customerId);
  });

  it('accepts the number typed in any form of the same E.164', async () => {
    const mobileNum = nextMobile();
    const value = valueOf(await registerByFirebase(`0${mobileNum}`, await signer.sign(`+84${mobileNum}`)));
    expect(value.login?.userName).toBe(`m${mobileNum}`);
  });

  it("refuses a token of another phone than the registration's, on the mobile field", async () => {
    const mobileNum = nextMobile();
    const res = await registerByFirebase(mobileNum, await signer.sign(`+84${nextMobile()}`));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      errorCode: 'FIREBASE_PHONE_MISMATCH',
      fields: { mobileNum: 'FIREBASE_PHONE_MISMATCH' },
    });
    expect(await membersWithMobile(mobileNum)).toBe(0);
  });

  it('refuses a spoiled token with its own code and registers nobody', async () => {
    const mobileNum = nextMobile();
    const phone = `+84${mobileNum}`;
    const cases: Array<[Promise<string>, string]> = [
      [signer.sign(phone, { claims: { aud: 'other-project' } }), 'FIREBASE_TOKEN_INVALID'],
      [signer.sign(phone, { foreignKey: true }), 'FIREBASE_TOKEN_INVALID'],
      [signer.sign(phone, { iat: -7200, authTime: -7200, exp: -3600 }), 'FIREBASE_TOKEN_EXPIRED'],
      [signer.sign(null), 'FIREBASE_PHONE_MISSING'],
    ];
    for (const [token, code] of cases) {
      const res = await registerByFirebase(mobileNum, await token);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe(code);
    }
    expect(await membersWithMobile(mobileNum)).toBe(0);
  });

  it('registers a token once: after the member moved to another number, the token is refused', async () => {
    const mobileNum = nextMobile();
    const idToken = await signer.sign(`+84${mobileNum}`);
    const first = valueOf(await registerByFirebase(mobileNum, idToken));
    // The member binds another number (the security centre): the first one is free again, and the
    // token, still within its hour, must not open a second account with it.
    await t.app.db.update(members).set({ mobileNum: nextMobile() }).where(eq(members.id, first.customerId));
    const replay = await registerByFirebase(mobileNum, idToken);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toMatchObject({
      errorCode: 'FIREBASE_TOKEN_USED',
      fields: { firebaseIdToken: 'FIREBASE_TOKEN_USED' },
    });
    // A new sign-in of the number registers it.
    valueOf(await registerByFirebase(mobileNum, await signer.sign(`+84${mobileNum}`)));
  });

  it(`${CONCURRENT} registrations with one token at once make one member`, async () => {
    const mobileNum = nextMobile();
    const idToken = await signer.sign(`+84${mobileNum}`);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => registerByFirebase(mobileNum, idToken)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    // The others are refused as the token spent or the number taken, whichever of the two the
    // race reached first: both are the same registration, already made.
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBeLessThan(500);
      expect(['FIREBASE_TOKEN_USED', 'CUSTOMER_MOBILE_NO_DUPLICATED']).toContain(errorOf(refused).errorCode);
    }
    expect(await membersWithMobile(mobileNum)).toBe(1);
    const uses = await t.app.db
      .select({ memberId: firebaseTokenUses.memberId })
      .from(firebaseTokenUses)
      .where(eq(firebaseTokenUses.memberId, valueOf(ok[0]!).customerId));
    expect(uses).toHaveLength(1);
  });

  it('a refused registration does not spend the token', async () => {
    const mobileNum = nextMobile();
    const idToken = await signer.sign(`+84${mobileNum}`);
    const username = nextUsername('fb');
    const taken = await register(t.app, key, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(taken.statusCode).toBe(200);
    const refused = await registerByFirebase(mobileNum, idToken, { username });
    expect(errorOf(refused).errorCode).toBe('US_CUSTOMER_EXIST_ERROR');
    valueOf(await registerByFirebase(mobileNum, idToken));
  });

  it('proves the number also while REGMOBVERF3 is off, and still asks no password of it', async () => {
    await setModule(t.app, 'REGMOBVERF3', false);
    try {
      const mobileNum = nextMobile();
      const value = valueOf(await registerByFirebase(mobileNum, await signer.sign(`+84${mobileNum}`)));
      expect(value.login?.hasPassword).toBe(false);
      // Without a token and without the SMS check, a password is required again.
      const unproven = await register(
        t.app,
        key,
        { mobileNum: nextMobile(), countryDialingCode: '+84' },
        { method: 'mobile', ip: nextIp() },
      );
      expect(Object.keys(errorOf(unproven).fields ?? {})).toContain('password');
    } finally {
      await setModule(t.app, 'REGMOBVERF3', true);
    }
  });

  it('answers function.not.available for a token while FIREBASELOGIN3 is off', async () => {
    await setModule(t.app, 'FIREBASELOGIN3', false);
    try {
      const mobileNum = nextMobile();
      const res = await registerByFirebase(mobileNum, await signer.sign(`+84${mobileNum}`));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'FIREBASELOGIN3', true);
    }
  });

  it('refuses a token on a registration by username', async () => {
    const mobileNum = nextMobile();
    const res = await register(t.app, key, {
      username: nextUsername('fb'),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      firebaseChannel: 'sms',
      firebaseIdToken: await signer.sign(`+84${mobileNum}`),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      errorCode: 'request_param_err',
      fields: { firebaseIdToken: 'FIREBASE_TOKEN_INVALID' },
    });
  });
});
