import { accountsEndpoints, ErrorCode, type ModuleNode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import {
  FAKE_CAPTCHA,
  FAKE_PASSWORD,
  FAKE_RESET_TOKEN,
  FAKE_SMS_CODE,
  newAccountsState,
} from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { DEVICE_COOKIE, LAST_USER_COOKIE } from './accounts.cookies.js';
import { loginDelayMs } from './accounts.limits.js';
import { mustChangePasswordOf } from './accounts.session.js';

const modulesWith = (on: string[]): ModuleNode[] =>
  [
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'REGMOBVERF3',
    'MOBILENUMPASSREG3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'MOBILEVERCODELOGIN3',
    'CHNGPASSVERIF3',
  ].map((modId) => ({ modId, enabled: on.includes(modId) ? '1' : '0', childrenNodes: [] }));

/**
 * Moves the clock the throttles' windows are measured on (the in-process Store reads Date) forward
 * at once, instead of sleeping through the window.
 */
function advanceClock(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.advanceTimersByTime(ms);
}

const login = (b: Browser, username: string, extra: Record<string, unknown> = {}) =>
  b.mutation('auth.login', {
    username,
    password: FAKE_PASSWORD,
    rememberMe: false,
    verification: HUMAN,
    ...extra,
  });

describe('auth', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(async () => {
    // The fake's routes hold this object: reset its contents, not the reference.
    Object.assign(up.state.accounts, newAccountsState());
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() }));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
    up.state.modules = fx.moduleTree;
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

  describe('mustChangePassword', () => {
    it('follows the rule: first login, "123456", or expiry while PWDEXPFORCECHANGE3 is on; never for sms', () => {
      const v = (firstTimeLogin: boolean, passwordExpired: boolean) => ({ firstTimeLogin, passwordExpired });
      expect(mustChangePasswordOf('username', v(true, false), 'x', false)).toBe(true);
      expect(mustChangePasswordOf('username', v(false, false), '123456', false)).toBe(true);
      expect(mustChangePasswordOf('username', v(false, true), 'x', false)).toBe(false);
      expect(mustChangePasswordOf('username', v(false, true), 'x', true)).toBe(true);
      expect(mustChangePasswordOf('username', v(false, false), 'x', true)).toBe(false);
      expect(mustChangePasswordOf('sms', v(true, true), '123456', true)).toBe(false);
      expect(mustChangePasswordOf('firebase', v(true, true), '123456', true)).toBe(false);
    });

    it('is set for a first login and for the default password', async () => {
      expect((await login(new Browser(app), 'newbie')).data).toMatchObject({
        firstTimeLogin: true,
        mustChangePassword: true,
      });
      expect((await login(new Browser(app), 'simple', { password: '123456' })).data).toMatchObject({
        mustChangePassword: true,
      });
    });

    it('is set for an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
      expect((await login(new Browser(app), 'expired')).data).toMatchObject({ mustChangePassword: false });
      await app.services.cache.invalidate('whitelabel');
      up.state.modules = modulesWith(['PWDEXPFORCECHANGE3']);
      expect((await login(new Browser(app), 'expired')).data).toMatchObject({ mustChangePassword: true });
    });

    it('blocks member procedures until the password changes, then clears', async () => {
      const b = new Browser(app);
      await login(b, 'newbie');
      const blocked = await b.query('member.balance');
      expect(blocked.status).toBe(403);
      expect(blocked.code).toBe(ErrorCode.passwordChangeRequired);
      expect((await b.query('member.me')).data).toMatchObject({ info: { account: 'newbie' } });
      const sidBefore = b.jar.get(SESSION_COOKIE);
      const changed = await b.mutation('auth.changePassword', {
        newPassword: 'Better456',
        confirmPassword: 'Better456',
      });
      expect(changed.data).toEqual({ ok: true });
      expect(b.jar.get(SESSION_COOKIE)).not.toBe(sidBefore);
      expect((await b.query('member.balance')).data).toMatchObject({ sumBalance: '12.50' });
      expect(up.state.accounts.decrypted.at(-1)).toMatchObject({
        path: accountsEndpoints.changePassword.path,
        body: { newPassword: 'Better456', confirmNewPassword: 'Better456' },
      });
    });
  });

  describe('auth.changePassword', () => {
    it('requires the old password when no change was forced, and checks it', async () => {
      const b = new Browser(app);
      await login(b, 'alice');
      const missing = await b.mutation('auth.changePassword', { newPassword: 'N3w', confirmPassword: 'N3w' });
      expect(missing.code).toBe(ErrorCode.validation);
      expect(missing.fields).toEqual({ oldPassword: 'validation.required' });
      const wrong = await b.mutation('auth.changePassword', {
        oldPassword: 'bad',
        newPassword: 'N3w',
        confirmPassword: 'N3w',
      });
      expect(wrong.code).toBe(ErrorCode.oldPasswordIncorrect);
      const mismatch = await b.mutation('auth.changePassword', {
        oldPassword: FAKE_PASSWORD,
        newPassword: 'N3w',
        confirmPassword: 'N3x',
      });
      expect(mismatch.code).toBe(ErrorCode.passwordMismatch);
      expect(mismatch.fields).toEqual({ confirmPassword: 'validation.password_mismatch' });
      const ok = await b.mutation('auth.changePassword', {
        oldPassword: FAKE_PASSWORD,
        newPassword: 'N3w',
        confirmPassword: 'N3w',
      });
      expect(ok.data).toEqual({ ok: true });
      expect(up.state.accounts.members.get('alice')?.password).toBe('N3w');
    });

    it('answers LOGIN_REQUIRED without a session', async () => {
      const res = await new Browser(app).mutation('auth.changePassword', {
        oldPassword: 'a',
        newPassword: 'b',
        confirmPassword: 'b',
      });
      expect(res.status).toBe(401);
      expect(res.code).toBe(ErrorCode.loginRequired);
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

  describe('SMS', () => {
    const phone = { mobileNum: '912345678', countryDialingCode: '+84' };

    it('sends a code, then logs in with it (never forcing a password change)', async () => {
      const b = new Browser(app);
      const sent = await b.mutation('auth.sendCode', { ...phone, purpose: 'login', verification: HUMAN });
      expect(sent.data).toEqual({ expiredMinutes: 2 });
      const res = await b.mutation('auth.loginSms', { ...phone, code: FAKE_SMS_CODE, rememberMe: false });
      expect(res.data).toMatchObject({ member: { account: 'alice' }, mustChangePassword: false });
      expect(up.state.accounts.decrypted.at(-1)?.body).toMatchObject({
        type: 'sms',
        username: phone.mobileNum,
      });
      expect((await b.query('session.state')).data).toMatchObject({ isLoggedIn: true });
    });

    it('refuses a wrong code and creates no session', async () => {
      const b = new Browser(app);
      const res = await b.mutation('auth.loginSms', { ...phone, code: '000000', rememberMe: false });
      expect(res.code).toBe(ErrorCode.smsCodeInvalid);
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('requires human verification for a send', async () => {
      const b = new Browser(app);
      const res = await b.mutation('auth.sendCode', { ...phone, purpose: 'login' });
      expect(res.code).toBe(ErrorCode.humanVerificationFailed);
    });

    it('throttles sends: one per second per client, one per countdown per number', async () => {
      const b = new Browser(app);
      await b.mutation('auth.captcha'); // gets the browser its device cookie
      advanceClock(1100);
      const first = await b.mutation('auth.sendCode', { ...phone, purpose: 'login', verification: HUMAN });
      expect(first.status).toBe(200);
      const again = await b.mutation('auth.sendCode', {
        mobileNum: '987654321',
        countryDialingCode: '+84',
        purpose: 'register',
        verification: HUMAN,
      });
      expect(again.code).toBe(ErrorCode.tooManyRequests);
      expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another browser, same number: still counting down.
      const other = await new Browser(app, '198.51.100.77').mutation('auth.sendCode', {
        ...phone,
        purpose: 'login',
        verification: HUMAN,
      });
      expect(other.code).toBe(ErrorCode.tooManyRequests);
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(60);
      expect(up.hits(accountsEndpoints.sendSms.path)).toBeGreaterThanOrEqual(1);
    });
  });

  describe('auth.captcha', () => {
    it('refreshes at most once per second per client', async () => {
      const b = new Browser(app);
      // The first image already mints the device id, so the very next one is refused.
      expect((await b.mutation('auth.captcha')).status).toBe(200);
      const second = await b.mutation('auth.captcha');
      expect(second.code).toBe(ErrorCode.tooManyRequests);
      expect(second.headers['retry-after']).toBe('1');
      advanceClock(1050);
      expect((await b.mutation('auth.captcha')).status).toBe(200);
    });
  });

  describe('auth.freePlay', () => {
    it('starts a trial session (type 4)', async () => {
      const b = new Browser(app);
      const res = await b.mutation('auth.freePlay', { verification: HUMAN });
      expect(res.data).toMatchObject({ isTrial: true, isAgent: false, mustChangePassword: false });
      expect((await b.query('session.state')).data).toEqual({
        isLoggedIn: true,
        isAgent: false,
        type: 4,
        mustChangePassword: false,
      });
      expect((await b.query('member.me')).data).toMatchObject({ isTrial: true });
      const change = await b.mutation('auth.changePassword', {
        oldPassword: 'x',
        newPassword: 'y',
        confirmPassword: 'y',
      });
      expect(change.code).toBe(ErrorCode.trialAccount);
    });

    it('requires human verification', async () => {
      expect((await new Browser(app).mutation('auth.freePlay', { verification: '' })).code).toBe(
        ErrorCode.humanVerificationFailed,
      );
    });
  });

  describe('checks', () => {
    it('checkUsername answers availability', async () => {
      const b = new Browser(app);
      expect((await b.query('auth.checkUsername', { username: 'alice' })).data).toEqual({ available: false });
      expect((await b.query('auth.checkUsername', { username: 'zed' })).data).toEqual({ available: true });
      expect((await b.query('auth.checkUsername', { username: '' })).code).toBe(ErrorCode.validation);
    });

    it('checkAffiliate answers validity', async () => {
      const b = new Browser(app);
      expect((await b.query('auth.checkAffiliate', { code: 'AFF1' })).data).toEqual({ valid: true });
      expect((await b.query('auth.checkAffiliate', { code: 'NOPE' })).data).toEqual({ valid: false });
    });
  });

  describe('auth.register', () => {
    const form = {
      method: 'username',
      username: 'newplayer',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      agree: true,
      verification: HUMAN,
    };

    it('registers encrypted, logs in and sets the session', async () => {
      const b = new Browser(app);
      const res = await b.mutation('auth.register', form);
      expect(res.data).toMatchObject({ member: { account: 'newplayer' }, mustChangePassword: false });
      expect(b.jar.has(SESSION_COOKIE)).toBe(true);
      expect(up.state.accounts.decrypted.at(-1)).toMatchObject({
        path: accountsEndpoints.register.path,
        body: { username: 'newplayer', registerMethod: 'WEB', login: true, domain: 'localhost' },
      });
    });

    it('registers by mobile on the mobile call', async () => {
      const b = new Browser(app);
      const res = await b.mutation('auth.register', {
        ...form,
        method: 'mobile',
        username: undefined,
        mobileNum: '900000001',
        countryDialingCode: '+84',
      });
      expect(res.data).toMatchObject({ member: { account: 'm900000001' } });
      expect(up.state.accounts.decrypted.at(-1)?.path).toBe(accountsEndpoints.registerMobile.path);
    });

    describe('by mobile without a password (MOBILENUMPASSREG3 off, REGMOBVERF3 on)', () => {
      const mobileForm = {
        method: 'mobile',
        mobileNum: '900000002',
        countryDialingCode: '+84',
        verificationCode: FAKE_SMS_CODE,
        agree: true,
        verification: HUMAN,
      };

      it('sends no password, logs in, and lets the member set one without an old one', async () => {
        up.state.modules = modulesWith(['MOBILENUMREG3', 'REGMOBVERF3']);
        const b = new Browser(app);
        const res = await b.mutation('auth.register', mobileForm);
        expect(res.data).toMatchObject({ member: { account: 'm900000002' }, mustChangePassword: false });
        const sent = up.state.accounts.decrypted.at(-1);
        expect(sent?.path).toBe(accountsEndpoints.registerMobile.path);
        expect(sent?.body).not.toHaveProperty('password');
        expect(sent?.body).not.toHaveProperty('confirmPassword');
        expect((await b.query('session.state')).data).toMatchObject({
          isLoggedIn: true,
          mustChangePassword: false,
          hasPassword: false,
        });
        // Not a forced change: the rest of the portal is open.
        expect((await b.query('member.me')).status).toBe(200);

        const set = await b.mutation('auth.changePassword', {
          newPassword: 'Chosen123',
          confirmPassword: 'Chosen123',
        });
        expect(set.data).toEqual({ ok: true });
        expect(up.state.accounts.members.get('m900000002')?.password).toBe('Chosen123');
        expect((await b.query('session.state')).data).not.toHaveProperty('hasPassword');
        const again = await b.mutation('auth.changePassword', { newPassword: 'N3w', confirmPassword: 'N3w' });
        expect(again.fields).toEqual({ oldPassword: 'validation.required' });
      });

      it('requires the password while MOBILENUMPASSREG3 is on, or while REGMOBVERF3 is off', async () => {
        for (const on of [['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'], ['MOBILENUMREG3']]) {
          up.state.modules = modulesWith(on);
          await app.close();
          ({ app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() }));
          const before = up.hits(accountsEndpoints.registerMobile.path);
          const res = await new Browser(app).mutation('auth.register', mobileForm);
          expect(res.code).toBe(ErrorCode.validation);
          expect(res.fields).toEqual({
            password: 'validation.required',
            confirmPassword: 'validation.required',
          });
          expect(up.hits(accountsEndpoints.registerMobile.path)).toBe(before);
        }
        const ok = await new Browser(app).mutation('auth.register', {
          ...mobileForm,
          password: 'Pass1234',
          confirmPassword: 'Pass1234',
        });
        expect(ok.status).toBe(200);
        expect(up.state.accounts.decrypted.at(-1)?.body).toMatchObject({ password: 'Pass1234' });
      });

      it('never lets a username registration leave the password out', async () => {
        up.state.modules = modulesWith(['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3']);
        const res = await new Browser(app).mutation('auth.register', {
          ...form,
          password: undefined,
          confirmPassword: undefined,
        });
        expect(res.fields).toEqual({
          password: 'validation.required',
          confirmPassword: 'validation.required',
        });
      });
    });

    it('refuses mismatched passwords, missing fields and unticked terms without calling the platform', async () => {
      const b = new Browser(app);
      const before = up.hits(accountsEndpoints.register.path);
      expect((await b.mutation('auth.register', { ...form, confirmPassword: 'x' })).code).toBe(
        ErrorCode.passwordMismatch,
      );
      const missing = await b.mutation('auth.register', { ...form, username: undefined });
      expect(missing.fields).toEqual({ username: 'validation.required' });
      const terms = await b.mutation('auth.register', { ...form, agree: false });
      expect(terms.code).toBe(ErrorCode.validation);
      expect(terms.fields?.agree).toBeDefined();
      expect((await b.mutation('auth.register', { ...form, verification: 'x' })).code).toBe(
        ErrorCode.humanVerificationFailed,
      );
      expect(up.hits(accountsEndpoints.register.path)).toBe(before);
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('passes platform refusals on (existing account)', async () => {
      const res = await new Browser(app).mutation('auth.register', { ...form, username: 'alice' });
      expect(res.code).toBe(ErrorCode.customerExist);
    });

    it('limits registrations per IP', async () => {
      await app.close();
      ({ app } = await buildTestApp(
        { REGISTER_MAX_PER_HOUR: '2' },
        { upstreamUrl: up.url, humanVerifier: new TestVerifier() },
      ));
      const b = new Browser(app, '198.51.100.200');
      expect((await b.mutation('auth.register', { ...form, username: 'reg1' })).status).toBe(200);
      expect((await b.mutation('auth.register', { ...form, username: 'reg2' })).status).toBe(200);
      const third = await b.mutation('auth.register', { ...form, username: 'reg3' });
      expect(third.code).toBe(ErrorCode.tooManyRequests);
      expect(up.state.accounts.members.has('reg3')).toBe(false);
      expect(
        (await new Browser(app, '198.51.100.201').mutation('auth.register', { ...form, username: 'reg3' }))
          .status,
      ).toBe(200);
    });
  });

  describe('forgot password', () => {
    it('by email answers an unknown name, a wrong e-mail and a match alike', async () => {
      const b = new Browser(app);
      // The fake platform still tells them apart (USER_NOT_EXIST, EMAIL_NOT_MATCH), as the spec's does.
      const answers = [
        await b.mutation('auth.forgotByEmail', { username: 'nobody', email: 'alice@example.com' }),
        await b.mutation('auth.forgotByEmail', { username: 'alice', email: 'x@example.com' }),
        await b.mutation('auth.forgotByEmail', { username: 'alice', email: 'alice@example.com' }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toBe(answers[2]?.body);
      }
      expect(answers[2]?.data).toEqual({ sent: true });
      expect(
        (await b.mutation('auth.forgotByEmail', { username: 'alice', email: 'not-an-email' })).code,
      ).toBe(ErrorCode.validation);
    });

    it('by email link sets the new password with the mailed token', async () => {
      const b = new Browser(app);
      const form = { token: FAKE_RESET_TOKEN, newPassword: 'Mailed123', confirmPassword: 'Mailed123' };
      expect((await b.mutation('auth.resetByEmail', form)).data).toEqual({ ok: true });
      expect(up.state.accounts.members.get('alice')?.password).toBe('Mailed123');
      const bad = await b.mutation('auth.resetByEmail', { ...form, token: 'x'.repeat(20) });
      expect(bad.code).toBe(ErrorCode.resetTokenInvalid);
      expect((await b.mutation('auth.resetByEmail', { ...form, confirmPassword: 'other' })).code).toBe(
        ErrorCode.passwordMismatch,
      );
      expect(b.jar.has(SESSION_COOKIE)).toBe(false);
    });

    it('by phone sets the new password (encrypted) and logs in', async () => {
      const b = new Browser(app);
      const phone = { mobileNum: '912345678', countryDialingCode: '+84' };
      await b.mutation('auth.sendCode', { ...phone, purpose: 'resetPassword', verification: HUMAN });
      const res = await b.mutation('auth.forgotByPhone', {
        ...phone,
        code: FAKE_SMS_CODE,
        newPassword: 'Reset999',
        confirmPassword: 'Reset999',
      });
      expect(res.data).toMatchObject({ member: { account: 'alice' }, mustChangePassword: false });
      expect(b.jar.has(SESSION_COOKIE)).toBe(true);
      expect(up.state.accounts.members.get('alice')?.password).toBe('Reset999');
      expect(up.state.accounts.decrypted.at(-1)?.path).toBe(accountsEndpoints.resetByPhone.path);
      const wrong = await new Browser(app).mutation('auth.forgotByPhone', {
        ...phone,
        code: '111111',
        newPassword: 'a',
        confirmPassword: 'a',
      });
      expect(wrong.code).toBe(ErrorCode.smsCodeInvalid);
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

describe('logs', () => {
  it('never carry passwords, platform tokens or session ids, even at trace level', async () => {
    const up = await startFakeUpstream();
    const lines: string[] = [];
    const { app } = await buildTestApp(
      { LOG_LEVEL: 'trace' },
      { upstreamUrl: up.url, humanVerifier: new TestVerifier(), logStream: { write: (l) => lines.push(l) } },
    );
    try {
      const b = new Browser(app);
      await login(b, 'alice', { password: 'Wrong-Secret-1' });
      await login(b, 'alice', { rememberMe: true });
      const sid = b.jar.get(SESSION_COOKIE) ?? '';
      await b.mutation('auth.changePassword', {
        oldPassword: FAKE_PASSWORD,
        newPassword: 'Brand-New-Secret-2',
        confirmPassword: 'Brand-New-Secret-2',
      });
      const tokens = [...up.state.accounts.tokens.keys()];
      up.state.accounts.failLogout = true;
      await b.mutation('auth.logout');
      await b.mutation('auth.register', {
        method: 'username',
        username: 'logcheck',
        password: 'Register-Secret-3',
        confirmPassword: 'Register-Secret-3',
        agree: true,
        verification: HUMAN,
      });
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        FAKE_PASSWORD,
        'Wrong-Secret-1',
        'Brand-New-Secret-2',
        'Register-Secret-3',
        sid,
        ...tokens,
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await app.close();
      await up.close();
    }
  });
});
