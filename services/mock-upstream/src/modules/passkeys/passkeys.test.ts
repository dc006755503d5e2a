/**
 * Passkeys on the platform against a real database: adding one, signing in with it (the same kind
 * of session a password opens), confirming a withdrawal with it (once, whatever the number of
 * replays), and the refusals: another member's or brand's passkey, a challenge for something else,
 * an expired one, a cloned authenticator whose counter lags, the payment password of a member who
 * has a passkey. Only PostgreSQL (DATABASE_URL) runs the 50 replays in parallel; on PGlite they are
 * serialised and the outcome is checked all the same.
 */
import {
  ErrorCode,
  LoginValueSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  PasskeysSchema,
  WithdrawOrderSchema,
  passkeysEndpoints as e,
  paymentsEndpoints,
  type PasskeyPurpose,
} from '@portal/contracts';
import { SoftAuthenticator } from '@portal/contracts/testing/soft-authenticator';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants, passkeyChallenges, passkeyCredentials, withdrawOrders } from '../../db/schema/index.js';
import { errorOf } from '../../test/accounts.js';
import { newMember, post, postEncrypted, valueOf, type TestMember } from '../payments/payments.fixtures.js';
import { db, key, ready, t, useWithdrawApp, withdraw } from '../payments/withdraw.test-setup.js';

useWithdrawApp();

const RP = { origin: 'http://localhost:3000', rpId: 'localhost' };

const code = (res: { body: string }) => errorOf(res as never).errorCode;

async function addPasskey(m: TestMember, auth = new SoftAuthenticator(RP.origin), name = 'Phone') {
  const options = valueOf(PasskeyOptionsSchema, await post(t.app, m.token, e.registrationOptions.path, RP));
  const response = auth.register(options.options as never);
  const added = valueOf(
    PasskeySchema,
    await post(t.app, m.token, e.register.path, { challengeId: options.challengeId, name, response }),
  );
  return { auth, added };
}

async function stepUp(m: TestMember, purpose: PasskeyPurpose) {
  return valueOf(PasskeyOptionsSchema, await post(t.app, m.token, e.stepUpOptions.path, { ...RP, purpose }));
}

async function loginOptions(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: e.loginOptions.path, payload: RP, headers });
  return valueOf(PasskeyOptionsSchema, res);
}

function passkeyLogin(challengeId: string, response: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: e.login.path,
    payload: { challengeId, response, loginDeviceId: 'device-passkey-1' },
    headers,
  });
}

describe('a member adds, lists, renames and signs in with a passkey', () => {
  it('registers a resident credential and lists it with its name and dates', async () => {
    const m = await newMember(db, { type: 3 });
    const { added } = await addPasskey(m);
    expect(added).toMatchObject({ name: 'Phone', lastUsedAt: null, cloneSuspectedAt: null });
    const renamed = valueOf(
      PasskeySchema,
      await t.app.inject({
        method: 'PATCH',
        url: e.rename.path.replace(':id', String(added.id)),
        headers: { authorization: m.token },
        payload: { name: 'Work laptop' },
      }),
    );
    expect(renamed.name).toBe('Work laptop');
    const list = valueOf(
      PasskeysSchema,
      await t.app.inject({ method: 'GET', url: e.list.path, headers: { authorization: m.token } }),
    );
    expect(list.passkeys.map((p) => p.name)).toEqual(['Work laptop']);
  });

  it('signs in without a password: a token of the member, a login history row, the use stamped', async () => {
    const m = await newMember(db, { type: 3 });
    const { auth, added } = await addPasskey(m);
    const options = await loginOptions();
    const login = valueOf(
      LoginValueSchema,
      await passkeyLogin(options.challengeId, auth.assert(options.options)),
    );
    expect(login.id).toBe(m.id);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: login.token },
    });
    expect(info.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: '/wps/member/login/history?pageNo=1&pageSize=5',
      headers: { authorization: login.token },
    });
    expect(JSON.parse(history.body).value.list[0].loginType).toBe('passkey');
    const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, added.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.counter).toBe(1);
  });

  it('refuses a sign-in challenge answered twice, and one that expired', async () => {
    const m = await newMember(db, { type: 3 });
    const { auth } = await addPasskey(m);
    const options = await loginOptions();
    const response = auth.assert(options.options);
    expect((await passkeyLogin(options.challengeId, response)).statusCode).toBe(200);
    expect(code(await passkeyLogin(options.challengeId, response))).toBe(ErrorCode.passkeyChallengeInvalid);

    const late = await loginOptions();
    await db
      .update(passkeyChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passkeyChallenges.id, late.challengeId));
    expect(code(await passkeyLogin(late.challengeId, auth.assert(late.options)))).toBe(
      ErrorCode.passkeyChallengeInvalid,
    );
  });

  it("refuses a passkey of another brand: the sister brand's challenge does not know it", async () => {
    const m = await newMember(db, { type: 3 });
    const { auth } = await addPasskey(m);
    const [sister] = await db.select().from(merchants).where(eq(merchants.name, 'Golden Koi'));
    const headers = { merchant: sister!.code };
    const options = await loginOptions(headers);
    expect(code(await passkeyLogin(options.challengeId, auth.assert(options.options), headers))).toBe(
      ErrorCode.passkeyUnknown,
    );
  });

  it('refuses a response for another origin or without user verification', async () => {
    const m = await newMember(db, { type: 3 });
    const { auth } = await addPasskey(m);
    const a = await loginOptions();
    expect(
      code(await passkeyLogin(a.challengeId, auth.assert(a.options, { origin: 'https://evil.example' }))),
    ).toBe(ErrorCode.passkeyVerificationFailed);
    const b = await loginOptions();
    expect(code(await passkeyLogin(b.challengeId, auth.assert(b.options, { userVerified: false })))).toBe(
      ErrorCode.passkeyVerificationFailed,
    );
  });

  it('refuses a cloned authenticator whose counter lags, and flags the passkey', async () => {
    const m = await newMember(db, { type: 3 });
    const { auth, added } = await addPasskey(m);
    for (let i = 0; i < 3; i++) {
      const o = await loginOptions();
      expect((await passkeyLogin(o.challengeId, auth.assert(o.options))).statusCode).toBe(200);
    }
    const o = await loginOptions();
    expect(code(await passkeyLogin(o.challengeId, auth.assert(o.options, { counter: 2 })))).toBe(
      ErrorCode.passkeyCounterRegression,
    );
    const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.id, added.id));
    expect(row?.cloneSuspectedAt).not.toBeNull();
    expect(row?.counter).toBe(3);
  });
});

describe('a withdrawal confirmed with a passkey', () => {
  it('is refused the payment password once the member has a passkey', async () => {
    const r = await ready();
    await addPasskey(r.m);
    const res = await withdraw(r);
    expect(code(res)).toBe(ErrorCode.passkeyRequired);
  });

  it(`50 replays of one assertion at once, each a new requestId: exactly one withdrawal`, async () => {
    const r = await ready();
    const { auth } = await addPasskey(r.m);
    const options = await stepUp(r.m, 'withdraw');
    const passkey = { challengeId: options.challengeId, response: auth.assert(options.options) };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(r, { paymentPassword: undefined, passkey, amount: '10' })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    valueOf(WithdrawOrderSchema, ok[0]!);
    expect(answers.filter((a) => a.statusCode !== 200).map(code)).toEqual(
      Array.from({ length: 49 }, () => ErrorCode.passkeyChallengeInvalid),
    );
    const orders = await db.select().from(withdrawOrders).where(eq(withdrawOrders.memberId, r.m.id));
    expect(orders).toHaveLength(1);
  });

  it('refuses a challenge issued for another purpose, and a passkey of another member', async () => {
    const r = await ready();
    const { auth } = await addPasskey(r.m);
    const card = await stepUp(r.m, 'bindBankCard');
    const wrongPurpose = { challengeId: card.challengeId, response: auth.assert(card.options) };
    expect(code(await withdraw(r, { paymentPassword: undefined, passkey: wrongPurpose }))).toBe(
      ErrorCode.passkeyChallengeInvalid,
    );

    const other = await newMember(db, { type: 3 });
    const { auth: otherAuth } = await addPasskey(other);
    const options = await stepUp(r.m, 'withdraw');
    const foreign = { challengeId: options.challengeId, response: otherAuth.assert(options.options) };
    expect(code(await withdraw(r, { paymentPassword: undefined, passkey: foreign }))).toBe(
      ErrorCode.passkeyUnknown,
    );
  });

  it('sets a new payment password with a passkey, not with the old one', async () => {
    const r = await ready();
    const { auth } = await addPasskey(r.m);
    const byPassword = await postEncrypted(t.app, key, r.m.token, paymentsEndpoints.setPaymentPassword.path, {
      oldPaymentPassword: '123456',
      newPaymentPassword: '222333',
    });
    expect(code(byPassword)).toBe(ErrorCode.passkeyRequired);
    const o = await stepUp(r.m, 'paymentPassword');
    const set = await postEncrypted(t.app, key, r.m.token, paymentsEndpoints.setPaymentPassword.path, {
      newPaymentPassword: '222333',
      passkey: { challengeId: o.challengeId, response: auth.assert(o.options) },
    });
    expect(set.statusCode).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('needs the account password (a wrong one refused) or a passkey; then the payment password confirms again', async () => {
    const r = await ready();
    const { auth, added } = await addPasskey(r.m);
    const second = await addPasskey(r.m, auth, 'Tablet');
    const url = e.remove.path;
    expect(code(await postEncrypted(t.app, key, r.m.token, url, { id: added.id }))).toBe(
      ErrorCode.requestParamErr,
    );

    const o = await stepUp(r.m, 'removePasskey');
    const byPasskey = await postEncrypted(t.app, key, r.m.token, url, {
      id: added.id,
      passkey: {
        challengeId: o.challengeId,
        response: auth.assert(o.options, { credential: auth.credentials[1] }),
      },
    });
    expect(byPasskey.statusCode).toBe(200);

    // newMember's members carry no real password hash: nothing verifies against it.
    const secondUrl = e.remove.path;
    expect(
      code(
        await postEncrypted(t.app, key, r.m.token, secondUrl, { id: second.added.id, password: 'Demo1234' }),
      ),
    ).toBe(ErrorCode.oldPasswordIncorrect);
    const o2 = await stepUp(r.m, 'removePasskey');
    expect(
      (
        await postEncrypted(t.app, key, r.m.token, secondUrl, {
          id: second.added.id,
          passkey: {
            challengeId: o2.challengeId,
            response: auth.assert(o2.options, { credential: auth.credentials[1] }),
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(valueOf(WithdrawOrderSchema, await withdraw(r)).status).toBe('pending');
  });
});
