/**
 * The profile and security centre through the real gateway and platform: a bad profile
 * save is refused field by field and changes nothing, an e-mail is bound with the code from the
 * development outbox, the login history lists the logins, and a session signed out from another
 * browser is over everywhere: its next call is refused and its open WebSocket subscription ends.
 * Run with DATABASE_URL and REDIS_URL for the real deployment's stores.
 */
import { ErrorCode } from '@portal/contracts';
import type { AppRouter } from '@portal/gateway/router';
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loggedInBrowser } from './support/browser.js';
import { eventually, startStack, type TestStack } from './support/stack.js';

const ORIGIN = 'https://portal.test';
const MEMBER = 'demoplayer';

const codeOf = (err: unknown) =>
  err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
const fieldsOf = (err: unknown) =>
  err instanceof TRPCClientError
    ? (err.data as { fields?: Record<string, string> } | undefined)?.fields
    : undefined;

async function refusal(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
}

describe('the security centre through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ ALTCHA_MAX_NUMBER: '2000', PUBLIC_ORIGINS: ORIGIN, RATE_LIMIT_MAX: '5000' });
  }, 120_000);
  afterAll(() => stack?.close());

  it('refuses a bad profile field by field, then saves, binds an e-mail and lists the logins', async () => {
    const browser = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const api = browser.client(stack.gatewayUrl).profile;
    const before = await api.get.query();
    const err = await refusal(
      api.update.mutate({ nickname: 'Lotus', birthday: '2020-02-02', telegram: 'no' }),
    );
    expect(codeOf(err)).toBe(ErrorCode.profileInvalid);
    expect(fieldsOf(err)).toEqual({ birthday: 'PROFILE_UNDER_AGE', telegram: 'PROFILE_FORMAT' });
    expect((await api.get.query()).values).toEqual(before.values);

    const saved = await api.update.mutate({
      nickname: 'Lotus',
      birthday: '1991-03-04',
      telegram: '@lotus_player',
    });
    expect(saved.values).toMatchObject({
      nickname: 'Lotus',
      birthday: '1991-03-04',
      telegram: '@lotus_player',
    });

    const email = `gw-bind-${process.pid}@example.com`;
    await api.sendEmailCode.mutate({ email });
    const res = await fetch(`${stack.upstreamUrl}/dev/outbox/email?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { value: { body: string }[] };
    const code = /(\d{6})/.exec(mails.value[0]?.body ?? '')?.[1] ?? '';
    expect(
      codeOf(await refusal(api.bindEmail.mutate({ email, code: code === '000000' ? '111111' : '000000' }))),
    ).toBe(ErrorCode.smsCodeInvalid);
    const bound = await api.bindEmail.mutate({ email, code });
    expect(bound.email.verified).toBe(true);

    const history = await api.loginHistory.query({ pageNo: 1, pageSize: 5 });
    expect(history.totalCount).toBeGreaterThanOrEqual(1);
    expect(history.list[0]).toMatchObject({ loginType: 'username' });
  });

  it('a session signed out from another browser is refused at its next call and its socket ends', async () => {
    const first = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
    const firstApi = first.client(stack.gatewayUrl);
    const ws = createWSClient({
      url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/trpc`,
      retryDelayMs: () => 50,
      WebSocket: class extends WebSocket {
        constructor(url: string | URL) {
          super(url, { headers: { origin: ORIGIN, cookie: first.cookieHeader() } });
        }
      } as unknown as typeof globalThis.WebSocket,
    });
    const socket = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
    const balances: string[] = [];
    let socketError: unknown = null;
    const sub = socket.wallet.onBalance.subscribe(undefined, {
      onData: (d) => balances.push(d.sumBalance),
      onError: (e) => (socketError = e),
    });
    try {
      await eventually(
        async () => balances.length,
        (n) => n >= 1,
      );
      const mine = (await firstApi.profile.sessions.query()).find((s) => s.current);
      expect(mine).toBeDefined();

      const second = await loggedInBrowser(ORIGIN, stack.gatewayUrl, MEMBER);
      const secondApi = second.client(stack.gatewayUrl).profile;
      const listed = await secondApi.sessions.query();
      expect(listed.find((s) => s.id === mine!.id)?.current).toBe(false);
      expect(await secondApi.endSession.mutate({ id: mine!.id })).toEqual({ current: false });

      await eventually(
        async () => codeOf(socketError),
        (c) => c !== undefined,
        10_000,
      );
      expect(codeOf(socketError)).toBe(ErrorCode.loginRequired);
      const next = codeOf(await refusal(firstApi.profile.get.query()));
      expect([ErrorCode.loginRequired, ErrorCode.notSession]).toContain(next);
      expect((await firstApi.session.state.query()).isLoggedIn).toBe(false);
      // The other browser carries on; signing itself out logs it out here at once.
      const own = (await secondApi.sessions.query()).find((s) => s.current);
      expect(await secondApi.endSession.mutate({ id: own!.id })).toEqual({ current: true });
      expect((await second.client(stack.gatewayUrl).session.state.query()).isLoggedIn).toBe(false);
      expect(second.jar.get('portal_sid')).toBeUndefined();
    } finally {
      sub.unsubscribe();
      await ws.close();
    }
  });
});
