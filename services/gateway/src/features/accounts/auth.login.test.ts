import { accountsEndpoints, ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser, HUMAN } from '../../test/browser.js';
import { FAKE_CAPTCHA, FAKE_PASSWORD, FAKE_SMS_CODE } from '../../test/fake-accounts.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { DEVICE_COOKIE, LAST_USER_COOKIE } from './accounts.cookies.js';
import { loginDelayMs } from './accounts.limits.js';
import { modulesWith, login, useAuthApp } from './auth.test-setup.js';

describe('auth', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  useAuthApp({
    setUp: (u) => (up = u),
    setApp: (a) => (app = a),
    current: () => ({ up, app }),
  });

  describe('auth.options', () => {
    it('answers rules, country codes, module flags, the captcha demand and the remembered user', async () => {
      up.state.modules = modulesWith(['USERNAMEREG3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3']);
      const b = new Browser(app);
      b.jar.set(LAST_USER_COOKIE, 'alice');
      const res = await b.query('auth.options');
      expect(res.data).toMatchObject({
        countryCodes: [{ countryCode: 'VN', countryDialingCode: '+84' }, expect.anything()],
        usernameRegister: true,
        mobileRegister: false,
        mobileRegisterVerify: false,
        mobilePasswordRegister: false,
        smsLogin: true,
        freePlay: false,
        forgotByPhone: true,
        captchaOnLogin: false,
        rememberedUsername: 'alice',
        minimumAge: 18,
      });
      expect((res.data as { registerRules: Record<string, unknown> }).registerRules.username).toBeDefined();
    });
  });

  describe('auth.login', () => {
    it('logs in, sets an httpOnly portal_sid and keeps the token out of every answer', async () => {
      const b = new Browser(app);
      const res = await login(b, 'alice');
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        member: { account: 'alice', type: 3 },
        isAgent: false,
        isTrial: false,
        firstTimeLogin: false,
        mustChangePassword: false,
      });
      const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const state = await b.query('session.state');
      expect(state.data).toEqual({ isLoggedIn: true, isAgent: false, type: 3, mustChangePassword: false });

      const [token] = [...up.state.accounts.tokens.keys()];
      expect(token).toBeDefined();
      for (const r of [res, state]) expect(r.body).not.toContain(token);
      for (const c of b.seen) expect(c.value).not.toContain(token);
      // The record holds the token; only portal_sid names it.
      const record = await app.services.sessions.get(b.jar.get(SESSION_COOKIE) ?? '');
      expect(record?.data.upstreamToken).toBe(token);
    });

    it('works through the batching link the web uses', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/trpc/auth.login?batch=1',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({
          0: { username: 'alice', password: FAKE_PASSWORD, rememberMe: true, verification: HUMAN },
        }),
      });
      const body = res.json() as Array<{ result?: { data?: unknown } }>;
      expect(body[0]?.result?.data).toMatchObject({ member: { account: 'alice' } });
      expect(res.cookies.map((c) => c.name).sort()).toEqual([
        DEVICE_COOKIE,
        LAST_USER_COOKIE,
        SESSION_COOKIE,
      ]);
    });

    it('sends the body encrypted with the browser device id as loginDeviceId', async () => {
      const b = new Browser(app);
      await login(b, 'alice');
      const sent = up.requests.filter((r) => r.path === accountsEndpoints.login.path).at(-1);
      expect(String(sent?.headers.encryption)).toMatch(/^v1;/);
      expect(String(sent?.body)).not.toContain(FAKE_PASSWORD);
      const plain = up.state.accounts.decrypted.at(-1)?.body;
      const device = b.jar.get(DEVICE_COOKIE);
      expect(device).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(plain).toMatchObject({ username: 'alice', type: 'username', loginDeviceId: device });
      const didCookie = b.seen.find((c) => c.name === DEVICE_COOKIE);
      expect(didCookie).toMatchObject({ httpOnly: true, maxAge: 365 * 24 * 3600 });
    });

    it('rotates the session id at login: the old id is worthless afterwards', async () => {
      const b = new Browser(app);
      await login(b, 'alice');
      const first = b.jar.get(SESSION_COOKIE) ?? '';
      await login(b, 'agent1');
      const second = b.jar.get(SESSION_COOKIE) ?? '';
      expect(second).not.toBe(first);
      expect(await app.services.sessions.get(first)).toBeNull();
      const attacker = new Browser(app);
      attacker.jar.set(SESSION_COOKIE, first);
      expect((await attacker.query('session.state')).data).toMatchObject({ isLoggedIn: false });
      expect((await b.query('session.state')).data).toEqual({
        isLoggedIn: true,
        isAgent: true,
        type: 41,
        mustChangePassword: false,
      });
    });

    it('refuses a wrong password and creates no session', async () => {
      const b = new Browser(app);
      const res = await login(b, 'alice', { password: 'wrong' });
      expect(res.code).toBe(ErrorCode.incorrectUsernamePassword);
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('refuses a failed human verification before calling the platform', async () => {
      const b = new Browser(app);
      const before = up.hits(accountsEndpoints.login.path);
      const res = await login(b, 'alice', { verification: 'bot' });
      expect(res.code).toBe(ErrorCode.humanVerificationFailed);
      expect(res.fields).toEqual({ verification: 'human_verification.failed' });
      expect(up.hits(accountsEndpoints.login.path)).toBe(before);
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('answers VALIDATION with fields for bad input and calls nothing', async () => {
      const b = new Browser(app);
      const before = up.requests.length;
      const res = await b.mutation('auth.login', {
        username: '',
        password: 'x'.repeat(500),
        verification: 1,
      });
      expect(res.status).toBe(400);
      expect(res.code).toBe(ErrorCode.validation);
      expect(Object.keys(res.fields ?? {})).toEqual(
        expect.arrayContaining(['username', 'password', 'verification']),
      );
      expect(up.requests.length).toBe(before);
    });

    it('demands a captcha after 3 failures; a correct password with the captcha logs in', async () => {
      const b = new Browser(app);
      for (let i = 0; i < 3; i++) expect((await login(b, 'alice', { password: 'nope' })).code).toBeDefined();
      expect(((await b.query('auth.options')).data as { captchaOnLogin: boolean }).captchaOnLogin).toBe(true);
      const refused = await login(b, 'alice');
      expect(refused.code).toBe(ErrorCode.captchaError);
      expect(refused.fields).toEqual({ captcha: 'captcha.required' });
      // Another browser on another IP is refused too: the account itself is under attack.
      const other = await login(new Browser(app, '198.51.100.50'), 'alice');
      expect(other.code).toBe(ErrorCode.captchaError);

      const image = await b.mutation('auth.captcha');
      expect((image.data as { image: string }).image).toMatch(/^data:image\//);
      const deviceId = b.jar.get(DEVICE_COOKIE) ?? '';
      expect(up.requests.at(-1)?.path).toBe(accountsEndpoints.captcha.path);
      expect(up.state.accounts.captchas.has(deviceId)).toBe(true);
      const ok = await login(b, 'alice', { captcha: FAKE_CAPTCHA });
      expect(ok.status).toBe(200);
      expect(ok.data).toMatchObject({ member: { account: 'alice' } });
    });

    it('passes a wrong captcha on as CAPTCHA_ERROR with fields.captcha', async () => {
      const b = new Browser(app);
      await b.mutation('auth.captcha');
      const res = await login(b, 'alice', { captcha: '0000' });
      expect(res.code).toBe(ErrorCode.captchaError);
      // The web's message key (the platform names the field with its code, which is no message).
      expect(res.fields?.captcha).toBe('captcha.invalid');
    });

    it('remember me keeps the username (only) for a day and lengthens the session', async () => {
      const b = new Browser(app);
      const res = await login(b, 'alice', { rememberMe: true });
      const last = res.cookies.find((c) => c.name === LAST_USER_COOKIE);
      expect(last).toMatchObject({ value: 'alice', maxAge: 86400, sameSite: 'Lax', path: '/' });
      expect(last?.httpOnly).toBeFalsy();
      const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(sid?.maxAge).toBe(app.services.config.sessionRememberTtlS);
      for (const c of res.cookies) expect(c.value).not.toContain(FAKE_PASSWORD);
      const ttl = await app.services.store.ttl(`session:${sid?.value}`);
      expect(ttl).toBeGreaterThan(app.services.config.sessionTtlS * 1000);
      expect(
        ((await b.query('auth.options')).data as { rememberedUsername: string }).rememberedUsername,
      ).toBe('alice');
      // Unticked at the next login: the remembered name is cleared, the session has the default life.
      const again = await login(b, 'alice', { rememberMe: false });
      expect(again.cookies.find((c) => c.name === LAST_USER_COOKIE)?.value).toBe('');
      expect(again.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(
        app.services.config.sessionTtlS,
      );
      expect(b.jar.has(LAST_USER_COOKIE)).toBe(false);
    });
  });

  describe('login from a new IP (LOGINIPVERF3)', () => {
    it('answers the masked mobile, sends the code by account and logs in with it', async () => {
      const b = new Browser(app);
      const asked = await login(b, 'traveller');
      expect(asked.status).toBe(403);
      expect(asked.code).toBe(ErrorCode.loginIpVerificationRequired);
      expect(asked.fields).toEqual({ ipVerificationCode: 'login_ip_verification.required' });
      expect(
        (JSON.parse(asked.body) as { error: { data: { details?: unknown } } }).error.data.details,
      ).toEqual({
        maskedMobile: '+84 ****333',
      });
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
      const sent = await b.mutation('auth.sendCode', {
        purpose: 'loginIp',
        username: 'traveller',
        verification: HUMAN,
      });
      expect(sent.data).toEqual({ expiredMinutes: 2 });
      expect(up.requests.at(-1)?.body).toEqual({ username: 'traveller', purpose: 'loginIp' });
      const ok = await login(b, 'traveller', { ipVerificationCode: FAKE_SMS_CODE });
      expect(ok.data).toMatchObject({ member: { account: 'traveller' } });
    });

    it('requires a number for any other send', async () => {
      const res = await new Browser(app).mutation('auth.sendCode', {
        purpose: 'login',
        username: 'traveller',
        verification: HUMAN,
      });
      expect(res.code).toBe(ErrorCode.validation);
      expect(res.fields).toEqual({
        mobileNum: 'validation.required',
        countryDialingCode: 'validation.required',
      });
    });
  });

  describe('auth.logout', () => {
    it('ends the session at the platform and here, and clears the cookie', async () => {
      const b = new Browser(app);
      await login(b, 'alice');
      const sid = b.jar.get(SESSION_COOKIE) ?? '';
      const res = await b.mutation('auth.logout');
      expect(res.data).toEqual({ ok: true });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect(await app.services.sessions.get(sid)).toBeNull();
      expect(up.state.accounts.tokens.size).toBe(0);
      expect((await b.query('session.state')).data).toMatchObject({ isLoggedIn: false });
    });

    it('ends the local session even when the platform call fails', async () => {
      const b = new Browser(app);
      await login(b, 'alice');
      const sid = b.jar.get(SESSION_COOKIE) ?? '';
      up.state.accounts.failLogout = true;
      const res = await b.mutation('auth.logout');
      expect(res.data).toEqual({ ok: true });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect(await app.services.sessions.get(sid)).toBeNull();
    });

    it('answers ok without a session', async () => {
      expect((await new Browser(app).mutation('auth.logout')).data).toEqual({ ok: true });
    });
  });

  it('grows the login delay exponentially with a cap', () => {
    expect(loginDelayMs(9, 250, 5000)).toBe(0);
    expect(loginDelayMs(10, 250, 5000)).toBe(250);
    expect(loginDelayMs(11, 250, 5000)).toBe(500);
    expect(loginDelayMs(14, 250, 5000)).toBe(4000);
    expect(loginDelayMs(15, 250, 5000)).toBe(5000);
    expect(loginDelayMs(1000, 250, 5000)).toBe(5000);
  });
});
