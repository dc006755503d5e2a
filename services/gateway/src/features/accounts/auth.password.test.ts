import { accountsEndpoints, ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser, HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_PASSWORD, FAKE_RESET_TOKEN, FAKE_SMS_CODE } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { SESSION_COOKIE } from '../../session/session.service.js';
import { mustChangePasswordOf } from './accounts.session.js';
import { modulesWith, login, useAuthApp } from './auth.test-setup.js';

describe('auth', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  useAuthApp({
    setUp: (u) => (up = u),
    setApp: (a) => (app = a),
    current: () => ({ up, app }),
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
