import { accountsEndpoints, envelope, MemberInfoSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index.js';
import { adminHeaders, json } from '../../test/app.js';
import {
  authed,
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  nextUsername,
  register,
  setModule,
} from '../../test/accounts.js';
import { t, key, valueOf, memberRow, useRegisterApp } from './register.test-setup.js';

useRegisterApp();

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

  it('caps registrations per IP per day with TOO_MANY_REQUESTS, at the ceiling the operator sets', async () => {
    const limits = (method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: '/admin/registration/limits', headers: adminHeaders, payload });
    expect(json(await limits('GET'))).toMatchObject({ value: { registrationsPerIpPerDay: 20 } });
    for (const bad of [{ registrationsPerIpPerDay: 0 }, { registrationsPerIpPerDay: 2.5 }, {}]) {
      expect((await limits('PUT', bad)).statusCode).toBe(400);
    }
    expect(json(await limits('PUT', { registrationsPerIpPerDay: 2 }))).toMatchObject({
      value: { registrationsPerIpPerDay: 2 },
    });
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
