import { accountsEndpoints, ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_SMS_CODE } from '../../test/fake-accounts.js';
import type { FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { modulesWith, advanceClock, useAuthApp } from './auth.test-setup.js';

describe('auth', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  useAuthApp({
    setUp: (u) => (up = u),
    setApp: (a) => (app = a),
    current: () => ({ up, app }),
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
});
