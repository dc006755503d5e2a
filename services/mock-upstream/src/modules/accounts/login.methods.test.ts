import {
  accountsEndpoints,
  CaptchaValueSchema,
  envelope,
  LoginIpVerificationSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import {
  errorOf,
  login,
  loginValueOf,
  nextDevice,
  nextIp,
  outbox,
  patchMember,
  rawError,
  sendSms,
  setModule,
  smsCode,
  solveCaptcha,
} from '../../test/accounts.js';
import { t, key, issuedTokens, useLoginApp } from './login.test-setup.js';

useLoginApp();

describe(`POST ${accountsEndpoints.login.path} by username`, () => {
  it('logs the demo player in with a long random token', async () => {
    const value = loginValueOf(await login(t.app, key, { username: 'demoplayer', password: 'Demo1234' }));
    expect(value).toMatchObject({
      userName: 'demoplayer',
      customerType: 3,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    // 32 random bytes in base64url.
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    issuedTokens.push(value.token);
  });

  it('accepts the username in any case', async () => {
    loginValueOf(await login(t.app, key, { username: 'DemoPlayer', password: 'Demo1234' }));
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const wrong = await login(t.app, key, { username: 'demoplayer', password: 'Wrong1234' });
    const unknown = await login(t.app, key, { username: 'nobodyhere', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(errorOf(wrong).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
  });

  it('refuses a disabled account with US_FORBIDDEN_LOGIN_ERROR, but only after a right password', async () => {
    const right = await login(t.app, key, { username: 'demodisabled', password: 'Demo1234' });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).errorCode).toBe('US_FORBIDDEN_LOGIN_ERROR');
    const wrong = await login(t.app, key, { username: 'demodisabled', password: 'Nope12345' });
    expect(errorOf(wrong).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
  });

  it('reports an expired password and a first-time login', async () => {
    const expired = loginValueOf(await login(t.app, key, { username: 'demoexpired', password: 'Demo1234' }));
    expect(expired.passwordExpired).toBe(true);
    const newbie = loginValueOf(await login(t.app, key, { username: 'demonewbie', password: 'Demo1234' }));
    expect(newbie.firstTimeLogin).toBe(true);
    expect(newbie.passwordExpired).toBe(false);
  });

  it('follows an operator change of the password date', async () => {
    const res = await patchMember(t.app, 'demovip', { passwordSetAt: '2020-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(
      loginValueOf(await login(t.app, key, { username: 'demovip', password: 'Demo1234' })).passwordExpired,
    ).toBe(true);
    await patchMember(t.app, 'demovip', { passwordSetAt: new Date().toISOString() });
  });

  it('refuses an unknown body shape and a plain JSON body', async () => {
    const bad = await login(t.app, key, { username: '', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errorCode).toBe('request_param_err');
    const plain = await t.app.inject({
      method: 'POST',
      url: accountsEndpoints.login.path,
      payload: { username: 'demoplayer', password: 'Demo1234', type: 'username', loginDeviceId: 'abcdefgh' },
    });
    expect(errorOf(plain).errorCode).toBe('DECRYPTION_FAILED');
  });
});

describe('captcha after failures', () => {
  it('requires a captcha for an account after 3 failures in 15 minutes, from any IP', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await login(t.app, key, { username: 'demoagent', password: `Wrong${i}xyz` });
      expect(errorOf(res).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
    }
    const device = nextDevice();
    const blocked = await login(t.app, key, {
      username: 'demoagent',
      password: 'Demo1234',
      loginDeviceId: device,
    });
    const body = errorOf(blocked);
    expect(body.errorCode).toBe('CAPTCHA_ERROR');
    expect(body.fields?.['captcha']).toBeTruthy();

    const wrong = await login(t.app, key, {
      username: 'demoagent',
      password: 'Demo1234',
      loginDeviceId: device,
      captcha: 'zzzz',
    });
    expect(errorOf(wrong).errorCode).toBe('CAPTCHA_ERROR');

    const code = await solveCaptcha(t.app, device);
    // Bound to the device that asked for it.
    const elsewhere = await login(t.app, key, {
      username: 'demoagent',
      password: 'Demo1234',
      loginDeviceId: nextDevice(),
      captcha: code,
    });
    expect(errorOf(elsewhere).errorCode).toBe('CAPTCHA_ERROR');
    // The right code on the right device, in any case: logged in, and the counter resets.
    const solved = await login(t.app, key, {
      username: 'demoagent',
      password: 'Demo1234',
      loginDeviceId: device,
      captcha: code.toUpperCase() === code ? code.toLowerCase() : code.toUpperCase(),
    });
    loginValueOf(solved);
    loginValueOf(await login(t.app, key, { username: 'demoagent', password: 'Demo1234' }));
  });

  it('uses a captcha once only', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      await login(t.app, key, { username: `ghost${i}user`, password: 'Wrong123', ip });
    const device = nextDevice();
    const code = await solveCaptcha(t.app, device);
    // A wrong password spends the captcha too.
    const first = await login(t.app, key, {
      username: 'demoplayer',
      password: 'Bad12345',
      captcha: code,
      loginDeviceId: device,
      ip,
    });
    expect(errorOf(first).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
    const reused = await login(t.app, key, {
      username: 'demoplayer',
      password: 'Demo1234',
      captcha: code,
      loginDeviceId: device,
      ip,
    });
    expect(errorOf(reused).errorCode).toBe('CAPTCHA_ERROR');
  });

  it('checks a captcha that is sent even when none is required', async () => {
    // The gateway may demand a captcha on its own counters; a made-up code must not pass here.
    const wrong = await login(t.app, key, {
      username: 'demoplayer',
      password: 'Demo1234',
      captcha: 'made-up',
      loginDeviceId: nextDevice(),
      ip: nextIp(),
    });
    expect(errorOf(wrong).errorCode).toBe('CAPTCHA_ERROR');
    const device = nextDevice();
    const right = await login(t.app, key, {
      username: 'demoplayer',
      password: 'Demo1234',
      captcha: await solveCaptcha(t.app, device),
      loginDeviceId: device,
      ip: nextIp(),
    });
    expect(right.statusCode).toBe(200);
  });

  it('requires a captcha for an IP after 3 failures on any accounts', async () => {
    const ip = nextIp();
    for (const name of ['aaaaaa1', 'bbbbbb2', 'cccccc3']) {
      await login(t.app, key, { username: name, password: 'Wrong123', ip });
    }
    const res = await login(t.app, key, { username: 'demoplayer', password: 'Demo1234', ip });
    expect(errorOf(res).errorCode).toBe('CAPTCHA_ERROR');
    loginValueOf(await login(t.app, key, { username: 'demoplayer', password: 'Demo1234' }));
  });

  it('serves the captcha as an SVG data URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${accountsEndpoints.captcha.path}?deviceId=${nextDevice()}`,
    });
    const value = envelope(CaptchaValueSchema).parse(json(res)).value;
    expect(value).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(value.split(',')[1] ?? '', 'base64').toString('utf8')).toContain('<svg');
    const bad = await t.app.inject({ method: 'GET', url: `${accountsEndpoints.captcha.path}?deviceId=x` });
    expect(errorOf(bad).errorCode).toBe('request_param_err');
  });
});

describe('login by SMS code', () => {
  it('logs in with a code sent to the member mobile', async () => {
    const code = await smsCode(t.app, '912345678', '+84', 'login');
    const value = loginValueOf(
      await login(t.app, key, {
        type: 'sms',
        username: '912345678',
        countryDialingCode: '+84',
        password: code,
      }),
    );
    expect(value.userName).toBe('demoplayer');
    // Single use.
    const again = await login(t.app, key, {
      type: 'sms',
      username: '912345678',
      countryDialingCode: '+84',
      password: code,
    });
    expect(errorOf(again).errorCode).toBe('SMS_CODE_INVALID');
  });

  it('answers function.not.available while MOBILEVERCODELOGIN3 is off', async () => {
    await setModule(t.app, 'MOBILEVERCODELOGIN3', false);
    try {
      const res = await login(t.app, key, {
        type: 'sms',
        username: '912345678',
        countryDialingCode: '+84',
        password: '123456',
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).errorCode).toBe('function.not.available');
    } finally {
      await setModule(t.app, 'MOBILEVERCODELOGIN3', true);
    }
  });

  it('texts nobody for a number without an account, with the same answer', async () => {
    const res = await sendSms(t.app, { mobileNum: '955555555', countryDialingCode: '+84', purpose: 'login' });
    expect(json(res)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outbox(t.app, 'sms', '+84955555555')).toEqual([]);
  });
});

describe('LOGINIPVERF3', () => {
  it('asks for a code on a new IP, sends it by username, then lets the login through', async () => {
    await setModule(t.app, 'LOGINIPVERF3', true);
    try {
      const homeIp = nextIp();
      // The IP of an earlier login is known: no question asked.
      await setModule(t.app, 'LOGINIPVERF3', false);
      loginValueOf(await login(t.app, key, { username: 'demovip', password: 'Demo1234', ip: homeIp }));
      await setModule(t.app, 'LOGINIPVERF3', true);
      loginValueOf(await login(t.app, key, { username: 'demovip', password: 'Demo1234', ip: homeIp }));

      const newIp = nextIp();
      // A code by username is refused until a correct password has opened the challenge.
      const early = await sendSms(t.app, { username: 'demovip', purpose: 'loginIp' });
      expect(early.statusCode).toBe(400);

      const asked = await login(t.app, key, { username: 'demovip', password: 'Demo1234', ip: newIp });
      expect(asked.statusCode).toBe(400);
      const body = rawError(asked);
      expect(body.errorCode).toBe('LOGIN_IP_VERIFICATION_REQUIRED');
      const { maskedMobile } = LoginIpVerificationSchema.parse(body.value);
      expect(maskedMobile).toBe('+66 81****678');

      // A wrong password never reveals the question.
      const wrong = await login(t.app, key, { username: 'demovip', password: 'Wrong1234', ip: nextIp() });
      expect(errorOf(wrong).errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');

      const sent = await sendSms(t.app, { username: 'demovip', purpose: 'loginIp' });
      expect(sent.statusCode).toBe(200);
      const [message] = await outbox(t.app, 'sms', '+66812345678');
      expect(message?.code).toMatch(/^\d{6}$/);

      const bad = await login(t.app, key, {
        username: 'demovip',
        password: 'Demo1234',
        ip: newIp,
        ipVerificationCode: message?.code === '000000' ? '111111' : '000000',
      });
      expect(errorOf(bad).errorCode).toBe('SMS_CODE_INVALID');
      loginValueOf(
        await login(t.app, key, {
          username: 'demovip',
          password: 'Demo1234',
          ip: newIp,
          ipVerificationCode: message?.code ?? '',
        }),
      );
      // Now known.
      loginValueOf(await login(t.app, key, { username: 'demovip', password: 'Demo1234', ip: newIp }));
    } finally {
      await setModule(t.app, 'LOGINIPVERF3', false);
    }
  });
});
