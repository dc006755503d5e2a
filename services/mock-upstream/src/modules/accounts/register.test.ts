import {
  accountsEndpoints,
  envelope,
  MemberInfoSchema,
  RegisterValueSchema,
  type RsaKey,
} from '@portal/contracts';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants, smsCodes } from '../../db/schema/index.js';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import {
  authed,
  encrypted,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  nextMobile,
  nextUsername,
  outbox,
  register,
  rsaKey,
  sendSms,
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

const valueOf = (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelope(RegisterValueSchema).parse(json(res)).value;
};

async function memberRow(account: string) {
  const [row] = await t.app.db.select().from(members).where(eq(members.account, account));
  return row;
}

/** Logs in by SMS code; the register code's countdown is moved into the past first. */
async function loginBySmsCode(mobileNum: string, countryDialingCode: string) {
  await t.app.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(like(smsCodes.phone, `%${mobileNum}`));
  const code = await smsCode(t.app, mobileNum, countryDialingCode, 'login');
  return loginValueOf(
    await login(t.app, key, { username: mobileNum, password: code, type: 'sms', countryDialingCode }),
  );
}

describe(`PUT ${accountsEndpoints.register.path}`, () => {
  it('registers, logs in with the answer, and logs in again with the password', async () => {
    const username = nextUsername('alice');
    const ip = nextIp();
    const device = nextDevice();
    const value = valueOf(
      await register(
        t.app,
        key,
        {
          username,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          email: 'Alice@Example.com',
          referralCode: 'SPRING24',
          loginDeviceId: device,
        },
        { ip },
      ),
    );
    expect(value.login).toMatchObject({ userName: username, customerType: 3, firstTimeLogin: false });
    const info = envelope(MemberInfoSchema).parse(
      json(await authed(t.app, value.login?.token ?? '', 'GET', accountsEndpoints.memberInfo.path)),
    ).value;
    expect(info).toMatchObject({
      id: value.customerId,
      account: username,
      toUpline: false,
      email: 'al***@example.com',
    });
    loginValueOf(await login(t.app, key, { username, password: 'Secret123' }));

    const row = await memberRow(username);
    expect(row).toMatchObject({
      registrationIp: ip,
      registrationDevice: device,
      referralCode: 'SPRING24',
      type: 3,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers no login value when login is false', async () => {
    const value = valueOf(
      await register(t.app, key, {
        username: nextUsername(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        login: false,
      }),
    );
    expect(value.login).toBeNull();
  });

  it('refuses an e-mail another member holds, in any case, and creates nobody', async () => {
    const email = `${nextUsername('held')}@example.com`;
    const first = { password: 'Secret123', confirmPassword: 'Secret123', login: false };
    valueOf(await register(t.app, key, { ...first, username: nextUsername(), email }));
    const username = nextUsername();
    const res = await register(t.app, key, { ...first, username, email: email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      errorCode: 'CONTACT_DUPLICATED',
      fields: { email: 'CONTACT_DUPLICATED' },
    });
    expect(await memberRow(username)).toBeUndefined();

    // Registering at the same instant, past the lookup: the unique index lets one through.
    const shared = `${nextUsername('race')}@example.com`;
    const names = Array.from({ length: 6 }, () => nextUsername());
    const answers = await Promise.all(
      names.map((name) => register(t.app, key, { ...first, username: name, email: shared })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(errorOf(r)).toMatchObject({
        errorCode: 'CONTACT_DUPLICATED',
        fields: { email: 'CONTACT_DUPLICATED' },
      });
    }
  });

  it('enforces the published rules with reg_pattern keys', async () => {
    const res = await register(t.app, key, {
      username: '9starts',
      password: 'no spaces allowed',
      confirmPassword: 'no spaces allowed',
      email: 'not-an-email',
      mobileNum: '12',
      countryDialingCode: '+84',
      payeeName: 'Single',
    });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.errorCode).toBe('request_param_err');
    expect(body.fields).toEqual({
      username: 'reg_pattern_1',
      password: 'reg_pattern_4',
      email: 'reg_pattern_3',
      // Not a VN mobile: normalizePhone's message, before the rule (which sees national numbers).
      mobileNum: 'validation.mobile',
      payeeName: 'reg_pattern_11',
    });
  });

  it('requires the required fields and ignores disabled ones', async () => {
    const res = await register(t.app, key, {
      password: 'Secret123',
      confirmPassword: 'Secret123',
      qqNum: 'x',
    });
    expect(errorOf(res).fields).toEqual({ username: 'reg_pattern_1' });
  });

  it('requires the confirmation to match', async () => {
    const res = await register(t.app, key, {
      username: nextUsername(),
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    const body = errorOf(res);
    expect(body.errorCode).toBe('PASSWORD_MISMATCH');
    expect(body.fields).toEqual({ confirmPassword: 'PASSWORD_MISMATCH' });
  });

  it('requires a solved captcha (the captcha rule is required)', async () => {
    const missing = await register(
      t.app,
      key,
      { username: nextUsername(), password: 'Secret123', confirmPassword: 'Secret123' },
      { solveCaptcha: false },
    );
    expect(errorOf(missing).fields?.['captcha']).toBe('reg_pattern_4');
    const wrong = await register(t.app, key, {
      username: nextUsername(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: 'abcd',
    });
    expect(errorOf(wrong).errorCode).toBe('CAPTCHA_ERROR');
  });

  it('refuses a taken username (any case) and a taken mobile', async () => {
    const dup = await register(t.app, key, {
      username: 'DemoPlayer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(errorOf(dup).errorCode).toBe('US_CUSTOMER_EXIST_ERROR');
    const mobile = await register(t.app, key, {
      username: nextUsername(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    expect(errorOf(mobile).errorCode).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');
  });

  it('checks username availability', async () => {
    const taken = await t.app.inject({
      method: 'GET',
      url: `${accountsEndpoints.checkUsername.path}?username=DEMOPLAYER`,
    });
    expect(json(taken)).toEqual({ success: true, value: { available: false } });
    const free = await t.app.inject({
      method: 'GET',
      url: `${accountsEndpoints.checkUsername.path}?username=freename1`,
    });
    expect(json(free)).toEqual({ success: true, value: { available: true } });
  });

  it('sets the upline from an agent affiliate code and refuses an unknown one', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `${accountsEndpoints.checkAffiliate.path}?code=lotus88&domain=localhost`,
    });
    expect(json(ok)).toEqual({ success: true, value: { valid: true } });
    const no = await t.app.inject({
      method: 'GET',
      url: `${accountsEndpoints.checkAffiliate.path}?code=NOPE1234`,
    });
    expect(json(no)).toEqual({ success: true, value: { valid: false } });

    const username = nextUsername('down');
    const value = valueOf(
      await register(t.app, key, {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'LOTUS88',
      }),
    );
    const agent = await memberRow('demoagent');
    expect((await memberRow(username))?.uplineId).toBe(agent?.id);
    const info = envelope(MemberInfoSchema).parse(
      json(await authed(t.app, value.login?.token ?? '', 'GET', accountsEndpoints.memberInfo.path)),
    ).value;
    expect(info.toUpline).toBe(true);

    const bad = await register(t.app, key, {
      username: nextUsername(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'NOPE1234',
    });
    expect(errorOf(bad).errorCode).toBe('invitation_code_error');
  });

  it('stores an existing recommender and refuses an unknown one', async () => {
    const username = nextUsername('rec');
    valueOf(
      await register(t.app, key, {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        recommenderId: 'demoplayer',
      }),
    );
    expect((await memberRow(username))?.recommenderId).toBe((await memberRow('demoplayer'))?.id);
    const bad = await register(t.app, key, {
      username: nextUsername(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      recommenderId: 'nosuchperson',
    });
    expect(errorOf(bad).errorCode).toBe('US_CUSTOMER_ILLEGAL_RECOMMENDER_ERROR');
  });

  it('refuses 123456 only when the brand prohibits it', async () => {
    const allowed = valueOf(
      await register(t.app, key, { username: nextUsername(), password: '123456', confirmPassword: '123456' }),
    );
    expect(allowed.customerId).toBeGreaterThan(0);
    await t.app.db.update(merchants).set({ prohibitDefaultPassword: true });
    t.app.platform.merchants.forget();
    try {
      const refused = await register(t.app, key, {
        username: nextUsername(),
        password: '123456',
        confirmPassword: '123456',
      });
      expect(errorOf(refused).errorCode).toBe('PROHIBIT_PASSWORD_123456');
    } finally {
      await t.app.db.update(merchants).set({ prohibitDefaultPassword: false });
      t.app.platform.merchants.forget();
    }
  });

  it('caps registrations per IP per day with TOO_MANY_REQUESTS', async () => {
    await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 2 });
    t.app.platform.merchants.forget();
    try {
      const ip = nextIp();
      for (let i = 0; i < 2; i++) {
        valueOf(
          await register(
            t.app,
            key,
            { username: nextUsername('cap'), password: 'Secret123', confirmPassword: 'Secret123' },
            { ip },
          ),
        );
      }
      const third = await register(
        t.app,
        key,
        { username: nextUsername('cap'), password: 'Secret123', confirmPassword: 'Secret123' },
        { ip },
      );
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 20 });
      t.app.platform.merchants.forget();
    }
  });

  it('holds the per-IP cap when registrations from one address arrive at the same moment', async () => {
    await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 2 });
    t.app.platform.merchants.forget();
    try {
      const ip = nextIp();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          register(
            t.app,
            key,
            { username: nextUsername('race'), password: 'Secret123', confirmPassword: 'Secret123' },
            { ip },
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    } finally {
      await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 20 });
      t.app.platform.merchants.forget();
    }
  });

  it('answers function.not.available while USERNAMEREG3 is off', async () => {
    await setModule(t.app, 'USERNAMEREG3', false);
    try {
      const res = await register(t.app, key, {
        username: nextUsername(),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'USERNAMEREG3', true);
    }
  });
});

describe(`PUT ${accountsEndpoints.registerMobile.path}`, () => {
  it('requires the SMS code while REGMOBVERF3 is on, then registers and logs in by code', async () => {
    const mobileNum = nextMobile('+63');
    const base = {
      mobileNum,
      countryDialingCode: '+63',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    const noCode = await register(t.app, key, base, { method: 'mobile' });
    expect(errorOf(noCode).errorCode).toBe('SMS_CODE_INVALID');

    const code = await smsCode(t.app, mobileNum, '+63', 'register');
    const wrong = await register(
      t.app,
      key,
      { ...base, verificationCode: code === '000000' ? '000001' : '000000' },
      {
        method: 'mobile',
      },
    );
    expect(errorOf(wrong).errorCode).toBe('SMS_CODE_INVALID');
    const value = valueOf(
      await register(t.app, key, { ...base, verificationCode: code }, { method: 'mobile' }),
    );
    expect(value.login?.userName).toBe(`m${mobileNum}`);

    const again = await sendSms(t.app, { mobileNum, countryDialingCode: '+63', purpose: 'register' });
    expect(errorOf(again).errorCode).toBe('CUSTOMER_MOBILE_NO_DUPLICATED');

    // One send per number per countdown, whatever the purpose.
    const soon = await sendSms(t.app, { mobileNum, countryDialingCode: '+63', purpose: 'login' });
    expect(soon.statusCode).toBe(429);
  });

  it('requires the mobile number and registers without a code while REGMOBVERF3 is off', async () => {
    const missing = await register(
      t.app,
      key,
      { password: 'Secret123', confirmPassword: 'Secret123' },
      { method: 'mobile' },
    );
    expect(errorOf(missing).fields).toMatchObject({ mobileNum: 'reg_pattern_5' });
    await setModule(t.app, 'REGMOBVERF3', false);
    try {
      const mobileNum = nextMobile('+66');
      const username = nextUsername('mob');
      const value = valueOf(
        await register(
          t.app,
          key,
          {
            username,
            mobileNum,
            countryDialingCode: '+66',
            password: 'Secret123',
            confirmPassword: 'Secret123',
          },
          { method: 'mobile' },
        ),
      );
      expect(value.login?.userName).toBe(username);
      expect(await outbox(t.app, 'sms', `+66${mobileNum}`)).toEqual([]);
    } finally {
      await setModule(t.app, 'REGMOBVERF3', true);
    }
  });

  it('registers without a password while MOBILENUMPASSREG3 is off and REGMOBVERF3 on (the seed)', async () => {
    const mobileNum = nextMobile('+63');
    const base = { mobileNum, countryDialingCode: '+63' };
    // No password asked: what is missing is the code that proves the number.
    const noCode = await register(t.app, key, base, { method: 'mobile' });
    expect(errorOf(noCode).errorCode).toBe('SMS_CODE_INVALID');
    expect(errorOf(noCode).fields).not.toHaveProperty('password');
    // A username registration still needs one.
    const byName = await register(t.app, key, { username: nextUsername('np') });
    expect(errorOf(byName).fields).toHaveProperty('password');

    const code = await smsCode(t.app, mobileNum, '+63', 'register');
    const value = valueOf(
      await register(t.app, key, { ...base, verificationCode: code }, { method: 'mobile' }),
    );
    const account = `m${mobileNum}`;
    expect(value.login).toMatchObject({ userName: account, firstTimeLogin: false, hasPassword: false });
    const row = await memberRow(account);
    expect(row?.hasPassword).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // Nothing typed is a password of this account.
    const guess = await login(t.app, key, { username: account, password: 'Secret123' });
    expect(errorOf(guess).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');

    // Later logins: by SMS code.
    const smsToken = await loginBySmsCode(mobileNum, '+63');
    expect(smsToken.hasPassword).toBe(false);
    // Setting a password needs no old one while the member has none; after that it does again.
    const change = (token: string, body: Record<string, unknown>) =>
      encrypted(t.app, key, 'POST', accountsEndpoints.changePassword.path, body, { authorization: token });
    const set = await change(smsToken.token, { newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' });
    expect(set.statusCode).toBe(200);
    expect((await memberRow(account))?.hasPassword).toBe(true);
    // The change answered the caller's new token (the old one is revoked with every other).
    const renewed = (json(set) as { value: { token: string } }).value.token;
    const again = await change(renewed, { newPassword: 'Other1234', confirmNewPassword: 'Other1234' });
    expect(errorOf(again).errorCode).toBe('OLD_PASSWORD_INCORRECT');
    expect(
      loginValueOf(await login(t.app, key, { username: account, password: 'Chosen123' })).hasPassword,
    ).toBe(true);
  });

  it('requires a password while MOBILENUMPASSREG3 is on', async () => {
    await setModule(t.app, 'MOBILENUMPASSREG3', true);
    try {
      const mobileNum = nextMobile('+63');
      const code = await smsCode(t.app, mobileNum, '+63', 'register');
      const base = { mobileNum, countryDialingCode: '+63', verificationCode: code };
      const missing = await register(t.app, key, base, { method: 'mobile' });
      expect(errorOf(missing).fields).toHaveProperty('password');
      const value = valueOf(
        await register(
          t.app,
          key,
          { ...base, password: 'Secret123', confirmPassword: 'Secret123' },
          { method: 'mobile' },
        ),
      );
      expect(value.login?.hasPassword).toBe(true);
      loginValueOf(await login(t.app, key, { username: `m${mobileNum}`, password: 'Secret123' }));
    } finally {
      await setModule(t.app, 'MOBILENUMPASSREG3', false);
    }
  });

  it('requires a password while both MOBILENUMPASSREG3 and REGMOBVERF3 are off', async () => {
    await setModule(t.app, 'REGMOBVERF3', false);
    try {
      const mobileNum = nextMobile('+66');
      const base = { mobileNum, countryDialingCode: '+66' };
      const missing = await register(t.app, key, base, { method: 'mobile' });
      expect(errorOf(missing).fields).toHaveProperty('password');
      const mismatch = await register(
        t.app,
        key,
        { ...base, password: 'Secret123', confirmPassword: 'Secret124' },
        { method: 'mobile' },
      );
      expect(errorOf(mismatch).errorCode).toBe('PASSWORD_MISMATCH');
      const value = valueOf(
        await register(
          t.app,
          key,
          { ...base, password: 'Secret123', confirmPassword: 'Secret123' },
          { method: 'mobile' },
        ),
      );
      expect(value.login?.hasPassword).toBe(true);
    } finally {
      await setModule(t.app, 'REGMOBVERF3', true);
    }
  });

  it('answers function.not.available while MOBILENUMREG3 is off', async () => {
    await setModule(t.app, 'MOBILENUMREG3', false);
    try {
      const res = await register(
        t.app,
        key,
        {
          mobileNum: nextMobile('+66'),
          countryDialingCode: '+66',
          password: 'Secret123',
          confirmPassword: 'Secret123',
        },
        { method: 'mobile' },
      );
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'MOBILENUMREG3', true);
    }
  });
});
