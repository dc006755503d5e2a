/**
 * A session ended for any reason ends everywhere at once (ADR 0003, amendment): a WebSocket opened
 * under it can neither read the wallet nor move money afterwards, nothing of it reaches the
 * platform, and its running balance subscription ends with LOGIN_REQUIRED without waiting for a
 * wallet event. Real sockets on a listening gateway, as the browser uses them.
 */
import { accountsEndpoints, ErrorCode, walletEndpoints } from '@portal/contracts';
import { createTRPCClient, createWSClient, TRPCClientError, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MemoryBackend, MemoryStore } from '../../store/memory-store.js';
import { waitFor } from '../../store/store-contract.js';
import type { Browser } from '../../test/browser.js';
import { HUMAN, TestVerifier } from '../../test/browser.js';
import { FAKE_PASSWORD, newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { dropStreams, emitEvent, newWalletState } from '../../test/fake-wallet.js';
import { buildTestApp } from '../../test/helpers.js';
import { loggedIn, requestId } from '../../test/money.js';
import type { AppRouter } from '../../trpc/router.js';
import { SESSION_COOKIE } from '../../session/session.service.js';

/** The code a tRPC client error carries (data.code, the portal's ErrorCode). */
function codeOfError(err: unknown): string | undefined {
  return err instanceof TRPCClientError ? (err.data as { code?: string } | undefined)?.code : undefined;
}

async function refusal(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    return codeOfError(err);
  }
  return 'ANSWERED';
}

/**
 * A tRPC WebSocket client as a page opens it: the cookie is read from the browser at each
 * (re)connection, so a reconnect carries whatever the browser holds then. `fixedCookie` stands for
 * someone who copied a cookie once.
 */
function openSocket(address: string, cookie: () => string) {
  const closeCodes: number[] = [];
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { origin: address, headers: { cookie: cookie() } });
    }
  }
  const ws = createWSClient({
    url: `${address.replace('http', 'ws')}/trpc`,
    WebSocket: BrowserLikeWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 20,
    onClose: (cause) => closeCodes.push(cause?.code ?? 0),
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  const balances: string[] = [];
  let error: unknown = null;
  const sub = client.wallet.onBalance.subscribe(undefined, {
    onData: (d) => balances.push(d.sumBalance),
    onError: (err) => (error = err),
  });
  return {
    client,
    balances,
    closeCodes,
    balanceError: () => codeOfError(error),
    close: async () => {
      sub.unsubscribe();
      await ws.close();
    },
  };
}

const cookieOf = (b: Browser) => () => `${SESSION_COOKIE}=${b.jar.get(SESSION_COOKIE) ?? ''}`;
const fixedCookie = (b: Browser) => {
  const value = cookieOf(b)();
  return () => value;
};

describe('a session ended for any reason ends on every open socket', () => {
  let up: FakeUpstream;
  const apps: FastifyInstance[] = [];
  const sockets: Array<ReturnType<typeof openSocket>> = [];

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(() => {
    Object.assign(up.state.accounts, newAccountsState());
    dropStreams(up.state.wallet);
    Object.assign(up.state.wallet, newWalletState());
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) await s.close();
    for (const app of apps.splice(0)) await app.close();
  });

  /** A listening gateway; `backend` shared by several makes them processes of one deployment. */
  async function gateway(env: Record<string, string> = {}, backend?: MemoryBackend) {
    const { app } = await buildTestApp(
      { STATUS_POLL_MS: '50', ...env },
      {
        upstreamUrl: up.url,
        humanVerifier: new TestVerifier(),
        ...(backend ? { store: new MemoryStore({ prefix: 'end:', backend }) } : {}),
      },
    );
    apps.push(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, address };
  }

  /** A socket of `b` with its balance subscription running. */
  async function socketWithBalance(address: string, cookie: () => string) {
    const s = openSocket(address, cookie);
    sockets.push(s);
    await waitFor(() => s.balances.length === 1, 5000);
    return s;
  }

  /** The socket's calls are refused with LOGIN_REQUIRED and none of them reaches the platform. */
  async function expectLockedOut(s: ReturnType<typeof openSocket>) {
    up.resetSeen();
    expect(await refusal(s.client.wallet.overview.query())).toBe(ErrorCode.loginRequired);
    expect(await refusal(s.client.member.balance.query())).toBe(ErrorCode.loginRequired);
    expect(
      await refusal(
        s.client.wallet.transfer.mutate({
          requestId: requestId(),
          fromAccountTypeId: 1,
          toAccountTypeId: 3,
          amount: '5.00',
        }),
      ),
    ).toBe(ErrorCode.loginRequired);
    expect(up.hits(walletEndpoints.balance.path)).toBe(0);
    expect(up.hits(walletEndpoints.transfer.path)).toBe(0);
  }

  it('logout: the socket opened before is refused, and its balance subscription ends at once', async () => {
    const { app, address } = await gateway();
    const b = await loggedIn(app);
    const s = await socketWithBalance(address, fixedCookie(b));
    expect((await b.mutation('auth.logout')).status).toBe(200);
    // No wallet event comes: the end of the session alone ends the subscription.
    await waitFor(() => s.balanceError() !== undefined, 5000);
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    await expectLockedOut(s);
  });

  it('a second login in the same browser ends the first session: record, platform token and sockets', async () => {
    const { app, address } = await gateway();
    const b = await loggedIn(app, 'alice');
    const firstId = b.jar.get(SESSION_COOKIE) ?? '';
    const firstToken = (await app.services.sessions.get(firstId))?.data.upstreamToken ?? '';
    const s = await socketWithBalance(address, fixedCookie(b));
    up.resetSeen();
    const again = await b.mutation('auth.login', {
      username: 'agent1',
      password: FAKE_PASSWORD,
      rememberMe: false,
      verification: HUMAN,
    });
    expect(again.status).toBe(200);
    expect(await app.services.sessions.get(firstId)).toBeNull();
    const logout = up.requests.find((r) => r.method === 'DELETE' && r.path === accountsEndpoints.logout.path);
    expect(logout?.headers.authorization).toBe(firstToken);
    expect(up.state.accounts.tokens.has(firstToken)).toBe(false);
    await waitFor(() => s.balanceError() !== undefined, 5000);
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    await expectLockedOut(s);
  });

  it('idle expiry: a lapsed record ends the subscription when it lapses, and the next call sees it gone', async () => {
    const { app, address } = await gateway({ SESSION_TTL_S: '1' });
    const b = await loggedIn(app);
    const s = await socketWithBalance(address, fixedCookie(b));
    await waitFor(() => s.balanceError() !== undefined, 5000);
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    await expectLockedOut(s);
  });

  it('operator lock: the platform revokes the tokens and says so; the gateway session and its socket end', async () => {
    const { app, address } = await gateway();
    await waitFor(() => app.services.events.connected, 5000);
    const b = await loggedIn(app);
    const sid = b.jar.get(SESSION_COOKIE) ?? '';
    const s = await socketWithBalance(address, fixedCookie(b));
    up.state.accounts.tokens.clear();
    emitEvent(up.state.wallet, { type: 'session.revoked', merchant: 'demo', memberId: 1 });
    await waitFor(() => s.balanceError() !== undefined, 5000);
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    expect(await app.services.sessions.get(sid)).toBeNull();
    await expectLockedOut(s);
  });

  it('password change: the old id ends (a copied cookie is out), the browser carries on under the new one', async () => {
    const { app, address } = await gateway();
    const b = await loggedIn(app);
    const oldId = b.jar.get(SESSION_COOKIE) ?? '';
    const mine = await socketWithBalance(address, cookieOf(b));
    const copied = await socketWithBalance(address, fixedCookie(b));
    const changed = await b.mutation('auth.changePassword', {
      oldPassword: FAKE_PASSWORD,
      newPassword: 'N3wPassword',
      confirmPassword: 'N3wPassword',
    });
    expect(changed.status).toBe(200);
    const newId = b.jar.get(SESSION_COOKIE) ?? '';
    expect(newId).not.toBe(oldId);
    expect(await app.services.sessions.get(oldId)).toBeNull();
    // Both sockets are closed for the move; the browser's reconnects with its new cookie and goes on.
    await waitFor(() => mine.closeCodes.includes(4001) && copied.closeCodes.includes(4001), 5000);
    up.state.wallet.mainBalance.set('alice', '3.00');
    expect((await mine.client.wallet.overview.query()).sumBalance).toBe('3.00');
    expect(mine.balanceError()).toBeUndefined();
    // The copy reconnects with the old cookie: a visitor's socket.
    await waitFor(() => copied.balanceError() !== undefined, 5000);
    expect(copied.balanceError()).toBe(ErrorCode.loginRequired);
    await expectLockedOut(copied);
  });

  it('a revocation on the platform ends a team feed on A that never calls it; B relays the revocation', async () => {
    const backend = new MemoryBackend();
    // B listens first: it holds the relay lease and the platform's event stream.
    const bGateway = await gateway({}, backend);
    await waitFor(() => bGateway.app.services.events.connected, 5000);
    const a = await gateway({}, backend);
    const agent = await loggedIn(a.app, 'agent1'); // member 2
    const sid = agent.jar.get(SESSION_COOKIE) ?? '';
    const token = (await a.app.services.sessions.peek(sid))?.data.upstreamToken ?? '';
    const items: unknown[] = [];
    let error: unknown = null;
    const ws = createWSClient({
      url: `${a.address.replace('http', 'ws')}/trpc`,
      WebSocket: class extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { origin: a.address, headers: { cookie: cookieOf(agent)() } });
        }
      } as unknown as typeof globalThis.WebSocket,
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
    const sub = client.agent.onTeamEvent.subscribe(undefined, {
      onData: (d) => items.push(d),
      onError: (err) => (error = err),
    });
    try {
      await waitFor(() => items.length === 1, 5000);
      // The platform revokes the token (the upline's lock) and says so, then news follows.
      up.state.accounts.tokens.delete(token);
      emitEvent(up.state.wallet, { type: 'session.revoked', merchant: 'demo', memberId: 2 });
      emitEvent(up.state.wallet, {
        type: 'team.event',
        merchant: 'demo',
        agentIds: [2],
        event: { kind: 'firstDeposit', account: 'kid', amount: '50.00', at: new Date().toISOString() },
      });
      await waitFor(() => error !== null, 5000);
      expect(codeOfError(error)).toBe(ErrorCode.loginRequired);
      expect(items).toEqual([{ type: 'resync' }]);
      expect(await a.app.services.sessions.peek(sid)).toBeNull();
    } finally {
      sub.unsubscribe();
      await ws.close();
    }
  });

  it('across processes: the socket is on gateway A, the logout on gateway B', async () => {
    const backend = new MemoryBackend();
    const a = await gateway({}, backend);
    const bGateway = await gateway({}, backend);
    const b = await loggedIn(a.app);
    const s = await socketWithBalance(a.address, fixedCookie(b));
    expect((await b.useApp(bGateway.app).mutation('auth.logout')).status).toBe(200);
    await waitFor(() => s.balanceError() !== undefined, 5000);
    expect(s.balanceError()).toBe(ErrorCode.loginRequired);
    await expectLockedOut(s);
  });
});
