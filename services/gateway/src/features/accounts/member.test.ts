import { ErrorCode } from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { Browser, HUMAN } from '../../test/browser.js';
import { FAKE_PASSWORD } from '../../test/fake-accounts.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { createContextInner } from '../../trpc/context.js';
import { createCallerFactory, router } from '../../trpc/init.js';
import { memberProcedure, realAccountProcedure, sessionProcedure } from '../../trpc/procedures.js';
import { SESSION_COOKIE } from '../../session/session.service.js';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError && err.cause instanceof AppError) return err.cause.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

/** What later issues will build: one procedure per builder. */
const guarded = router({
  session: sessionProcedure.query(() => 'ok'),
  member: memberProcedure.query(() => 'ok'),
  real: realAccountProcedure.query(() => 'ok'),
});
const guardedCaller = createCallerFactory(guarded);

describe('member', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts'], resetSeen: false } });

  const loggedIn = async (username = 'alice') => {
    const b = new Browser(gw.app);
    await b.mutation('auth.login', {
      username,
      password: FAKE_PASSWORD,
      rememberMe: false,
      verification: HUMAN,
    });
    return b;
  };

  it('member.me answers the info, avatar, agent and trial flags', async () => {
    const b = await loggedIn('agent1');
    const res = await b.query('member.me');
    expect(res.data).toEqual({
      info: expect.objectContaining({ account: 'agent1', type: 41 }),
      avatar: { avatar: '/cdn/avatar/1.svg', avatarType: 1 },
      isAgent: true,
      isTrial: false,
    });
  });

  it("profile.setLanguage keeps the member's language, which member.me answers at the next login; a bad code is a field error", async () => {
    const b = await loggedIn();
    expect((await b.query('member.me')).data).toMatchObject({ info: { language: null } });
    expect((await b.mutation('profile.setLanguage', { language: 'AR' })).data).toEqual({ language: 'AR' });
    const other = await loggedIn();
    expect((await other.query('member.me')).data).toMatchObject({ info: { language: 'AR' } });
    const bad = await b.mutation('profile.setLanguage', { language: 'arabic' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('"language"');
  });

  it('member.balance answers the wallet balance', async () => {
    const b = await loggedIn();
    expect((await b.query('member.balance')).data).toMatchObject({ sumBalance: '12.50', currency: 'USD' });
  });

  it('answers UNAUTHORIZED LOGIN_REQUIRED without a session', async () => {
    const b = new Browser(gw.app);
    for (const path of ['member.me', 'member.balance']) {
      const res = await b.query(path);
      expect(res.status).toBe(401);
      expect(res.code).toBe(ErrorCode.loginRequired);
    }
  });

  it('ends the local session when the platform says login.not.session', async () => {
    const b = await loggedIn();
    const sid = b.jar.get(SESSION_COOKIE) ?? '';
    gw.up.state.accounts.tokens.clear(); // the platform expired the token
    const res = await b.query('member.balance');
    expect(res.status).toBe(401);
    expect(res.code).toBe(ErrorCode.notSession);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await gw.app.services.sessions.get(sid)).toBeNull();
    expect((await b.query('session.state')).data).toMatchObject({ isLoggedIn: false });
  });

  describe('procedure builders', () => {
    const callerFor = async (data: { type: number; mustChangePassword?: boolean }) => {
      const session = await gw.app.services.sessions.create({
        upstreamToken: 'tok-x',
        userId: '9',
        isAgent: false,
        ...data,
      });
      return guardedCaller(createContextInner({ services: gw.app.services, session }));
    };

    it('realAccountProcedure refuses trial sessions with TRIAL_ACCOUNT', async () => {
      const trial = await callerFor({ type: 4 });
      expect(await trial.session()).toBe('ok');
      expect(await trial.member()).toBe('ok');
      expect(await codeOf(trial.real())).toBe(ErrorCode.trialAccount);
      expect(await (await callerFor({ type: 3 })).real()).toBe('ok');
    });

    it('memberProcedure refuses while the password must change; sessionProcedure serves', async () => {
      const pending = await callerFor({ type: 3, mustChangePassword: true });
      expect(await pending.session()).toBe('ok');
      expect(await codeOf(pending.member())).toBe(ErrorCode.passwordChangeRequired);
      expect(await codeOf(pending.real())).toBe(ErrorCode.passwordChangeRequired);
    });

    it('all require a session', async () => {
      const anonymous = guardedCaller(createContextInner({ services: gw.app.services }));
      for (const call of [anonymous.session, anonymous.member, anonymous.real]) {
        expect(await codeOf(call())).toBe(ErrorCode.loginRequired);
      }
    });
  });
});
