import { accountsEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import {
  encrypted,
  errorOf,
  login,
  loginValueOf,
  nextMobile,
  nextUsername,
  outbox,
  register,
  sendSms,
  setModule,
  smsCode,
} from '../../test/accounts.js';
import { t, key, valueOf, memberRow, loginBySmsCode, useRegisterApp } from './register.test-setup.js';

useRegisterApp();

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
