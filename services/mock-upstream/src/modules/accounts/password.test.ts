import {
  accountsEndpoints,
  ChangePasswordValueSchema,
  type RsaKey,
  type UpstreamEvent,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { waitFor } from '../payments/payments.fixtures.js';
import {
  authed,
  encrypted,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextMobile,
  nextUsername,
  outbox,
  register,
  rsaKey,
  setModule,
  smsCode,
} from '../../test/accounts.js';

let t: TestApp;
let key: RsaKey;
beforeAll(async () => {
  t = await startTestApp();
  key = await rsaKey(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A new member with a mobile and an e-mail, for flows that change its password. */
async function newMember(password = 'Secret123') {
  const username = nextUsername('pw');
  const mobileNum = nextMobile();
  const email = `${username}@example.com`;
  await setModule(t.app, 'REGMOBVERF3', false);
  try {
    const res = await register(
      t.app,
      key,
      { username, password, confirmPassword: password, mobileNum, countryDialingCode: '+84', email },
      { method: 'mobile' },
    );
    expect(res.statusCode).toBe(200);
  } finally {
    await setModule(t.app, 'REGMOBVERF3', true);
  }
  return { username, mobileNum, email, password };
}

function changePassword(token: string, body: Record<string, unknown>) {
  return encrypted(t.app, key, 'POST', accountsEndpoints.changePassword.path, body, { authorization: token });
}

describe(`POST ${accountsEndpoints.changePassword.path} (change)`, () => {
  it('checks the old password, revokes every token of the member and gives the caller a new one', async () => {
    const m = await newMember();
    const current = loginValueOf(
      await login(t.app, key, { username: m.username, password: m.password }),
    ).token;
    const other = loginValueOf(await login(t.app, key, { username: m.username, password: m.password })).token;

    const wrongOld = await changePassword(current, {
      oldPassword: 'Nope12345',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(errorOf(wrongOld).errorCode).toBe('OLD_PASSWORD_INCORRECT');
    const noOld = await changePassword(current, {
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(errorOf(noOld).errorCode).toBe('OLD_PASSWORD_INCORRECT');
    const mismatch = await changePassword(current, {
      oldPassword: m.password,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1235',
    });
    expect(errorOf(mismatch).errorCode).toBe('PASSWORD_MISMATCH');
    const same = await changePassword(current, {
      oldPassword: m.password,
      newPassword: m.password,
      confirmNewPassword: m.password,
    });
    expect(errorOf(same).errorCode).toBe('PASSWORD_SAME_AS_OLD');
    const rule = await changePassword(current, {
      oldPassword: m.password,
      newPassword: 'has space',
      confirmNewPassword: 'has space',
    });
    expect(errorOf(rule).fields).toEqual({ newPassword: 'reg_pattern_4' });

    const published: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => published.push(e));
    const ok = await changePassword(current, {
      oldPassword: m.password,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    stop();
    const { token: renewed } = ChangePasswordValueSchema.unwrap().parse(
      (json(ok) as { value: unknown }).value,
    );
    expect(renewed).not.toBe(current);
    // A token captured before the change, the caller's own included, no longer works.
    expect((await authed(t.app, current, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
    expect((await authed(t.app, other, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
    const info = await authed(t.app, renewed, 'GET', accountsEndpoints.memberInfo.path);
    expect(info.statusCode).toBe(200);
    expect(published).toContainEqual({
      type: 'session.revoked',
      merchant: 'demo',
      memberId: (json(info) as { value: { id: number } }).value.id,
    });
    expect(errorOf(await login(t.app, key, { username: m.username, password: m.password })).errorCode).toBe(
      'US_INCORRECT_USERNAME_PASSWORD_ERROR',
    );
    loginValueOf(await login(t.app, key, { username: m.username, password: 'Fresh1234' }));
  });

  it('lets a first-time login change the password without the old one, once', async () => {
    const first = loginValueOf(await login(t.app, key, { username: 'demonewbie', password: 'Demo1234' }));
    expect(first.firstTimeLogin).toBe(true);
    const ok = await changePassword(first.token, {
      newPassword: 'Newbie123',
      confirmNewPassword: 'Newbie123',
    });
    expect(ok.statusCode).toBe(200);
    expect((await authed(t.app, first.token, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
    // The token the change answered was not issued for a forced change: the old password is asked.
    const renewed = (json(ok) as { value: { token: string } }).value.token;
    const again = await changePassword(renewed, {
      newPassword: 'Newbie456',
      confirmNewPassword: 'Newbie456',
    });
    expect(errorOf(again).errorCode).toBe('OLD_PASSWORD_INCORRECT');
    const next = loginValueOf(await login(t.app, key, { username: 'demonewbie', password: 'Newbie123' }));
    expect(next.firstTimeLogin).toBe(false);
  });

  it('forces a change away from 123456 and refuses 123456 when the brand prohibits it', async () => {
    const value = loginValueOf(await login(t.app, key, { username: 'demodefault', password: '123456' }));
    await t.app.db.update(merchants).set({ prohibitDefaultPassword: true });
    t.app.platform.merchants.forget();
    try {
      const same = await changePassword(value.token, { newPassword: '123456', confirmNewPassword: '123456' });
      expect(errorOf(same).errorCode).toBe('PROHIBIT_PASSWORD_123456');
    } finally {
      await t.app.db.update(merchants).set({ prohibitDefaultPassword: false });
      t.app.platform.merchants.forget();
    }
    const ok = await changePassword(value.token, {
      newPassword: 'NotDefault1',
      confirmNewPassword: 'NotDefault1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a trial account and a missing session', async () => {
    const trial = loginValueOf(
      await t.app.inject({
        method: 'POST',
        url: accountsEndpoints.freePlay.path,
        payload: { loginDeviceId: nextDevice() },
      }),
    );
    const res = await changePassword(trial.token, {
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(errorOf(res).errorCode).toBe('TRIAL_ACCOUNT');
    const none = await encrypted(t.app, key, 'POST', accountsEndpoints.changePassword.path, {
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).errorCode).toBe('login.not.session');
  });
});

describe(`POST ${accountsEndpoints.resetByPhone.path} (forgot by phone)`, () => {
  it('sets the password with an SMS code and answers a working token', async () => {
    const m = await newMember();
    const before = loginValueOf(
      await login(t.app, key, { username: m.username, password: m.password }),
    ).token;
    const code = await smsCode(t.app, m.mobileNum, '+84', 'resetPassword');
    const body = {
      mobileNum: m.mobileNum,
      countryDialingCode: '+84',
      verificationCode: code,
      newPassword: 'Phone1234',
      loginDeviceId: nextDevice(),
    };
    const res = await encrypted(t.app, key, 'POST', accountsEndpoints.resetByPhone.path, body);
    const value = loginValueOf(res);
    expect(value.userName).toBe(m.username);
    expect((await authed(t.app, value.token, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(200);
    // Every older session ends with the old password.
    expect((await authed(t.app, before, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
    loginValueOf(await login(t.app, key, { username: m.username, password: 'Phone1234' }));
    const reused = await encrypted(t.app, key, 'POST', accountsEndpoints.resetByPhone.path, body);
    expect(errorOf(reused).errorCode).toBe('SMS_CODE_INVALID');
  });

  it('answers function.not.available while CHNGPASSVERIF3 is off', async () => {
    await setModule(t.app, 'CHNGPASSVERIF3', false);
    try {
      const res = await encrypted(t.app, key, 'POST', accountsEndpoints.resetByPhone.path, {
        mobileNum: '912345678',
        countryDialingCode: '+84',
        verificationCode: '123456',
        newPassword: 'Phone1234',
        loginDeviceId: nextDevice(),
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'CHNGPASSVERIF3', true);
    }
  });
});

describe(`POST ${accountsEndpoints.forgotByEmail.path} (forgot by e-mail)`, () => {
  it('mails a single-use reset link (form body) that sets a new password', async () => {
    const m = await newMember();
    const session = loginValueOf(
      await login(t.app, key, { username: m.username, password: m.password }),
    ).token;
    const res = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.forgotByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: m.username, email: m.email.toUpperCase() }).toString(),
    });
    expect(json(res)).toEqual({ success: true, value: null });
    // The mail is made after the answer (its timing must not tell a match).
    await waitFor('the reset mail', async () => (await outbox(t.app, 'email', m.email)).length === 1);
    const [mail] = await outbox(t.app, 'email', m.email);
    const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(mail?.body).not.toContain(m.password);

    // Asked again a moment later: the same answer (a refusal would tell a match), no second mail.
    const again = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.forgotByEmail.path,
      payload: { username: m.username, email: m.email },
    });
    expect(json(again)).toEqual({ success: true, value: null });

    const reset = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.resetByEmail.path,
      payload: { token, newPassword: 'Mailed123' },
    });
    expect(json(reset)).toEqual({ success: true, value: null });
    expect((await authed(t.app, session, 'GET', accountsEndpoints.memberInfo.path)).statusCode).toBe(401);
    loginValueOf(await login(t.app, key, { username: m.username, password: 'Mailed123' }));
    const reused = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.resetByEmail.path,
      payload: { token, newPassword: 'Mailed456' },
    });
    expect(errorOf(reused).errorCode).toBe('RESET_TOKEN_INVALID');
  });

  it('answers an unknown name, a wrong e-mail and a match alike, and mails only the match', async () => {
    const m = await newMember();
    const other = await newMember();
    const ask = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: accountsEndpoints.forgotByEmail.path,
        payload: { username, email },
      });
    const unknown = await ask(nextUsername('nobody'), m.email);
    const wrong = await ask(m.username, other.email);
    const seeded = await ask('demoplayer', 'someone@example.com');
    const match = await ask(m.username, m.email);
    for (const res of [unknown, wrong, seeded, match]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(match.body);
    }
    await t.app.background.drain();
    expect(await outbox(t.app, 'email', other.email)).toEqual([]);
    expect(await outbox(t.app, 'email', m.email)).toHaveLength(1);
  });

  it('mails once when the same match arrives 30 times at once', async () => {
    const m = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: accountsEndpoints.forgotByEmail.path,
          payload: { username: m.username, email: m.email },
        }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    await t.app.background.drain();
    expect(await outbox(t.app, 'email', m.email)).toHaveLength(1);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.forgotByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demoplayer&email=not-an-email',
    });
    expect(errorOf(bad).fields?.['email']).toBeTruthy();
  });
});
