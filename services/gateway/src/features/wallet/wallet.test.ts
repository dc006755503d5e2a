import { ErrorCode, type Balance } from '@portal/contracts';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../../store/store-contract.js';
import { Browser, TestVerifier } from '../../test/browser.js';
import { newAccountsState } from '../../test/fake-accounts.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { dropStreams, emitEvent, newWalletState } from '../../test/fake-wallet.js';
import { buildTestApp } from '../../test/helpers.js';
import { callerOf, codeOf, loggedIn, requestId, trial } from '../../test/money.js';
import type { AppRouter } from '../../trpc/router.js';
import { SESSION_COOKIE } from '../../session/session.service.js';

describe('wallet', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(async () => {
    Object.assign(up.state.accounts, newAccountsState());
    dropStreams(up.state.wallet);
    Object.assign(up.state.wallet, newWalletState());
    up.resetSeen();
    ({ app } = await buildTestApp(
      { UPSTREAM_TIMEOUT_MS: '300', STATUS_POLL_MS: '50' },
      {
        upstreamUrl: up.url,
        humanVerifier: new TestVerifier(),
      },
    ));
  });
  afterEach(async () => app.close());

  const transferInput = (id = requestId()) => ({
    requestId: id,
    fromAccountTypeId: 1,
    toAccountTypeId: 3,
    amount: '5.00',
  });

  describe('wallet.overview', () => {
    it('puts the main wallet first and names vendor wallets from the vendor lanes', async () => {
      const b = await loggedIn(app);
      const res = await b.query('wallet.overview');
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        sumBalance: '12.50',
        holdBalance: '0.00',
        currency: 'USD',
        currencySymbol: '$',
        currencyDecimals: 2,
        wallets: [
          { accountTypeId: 1, name: 'main', vendor: null, balance: '12.50', maintenance: false },
          { accountTypeId: 3, name: 'Vendor 3', vendor: 'V3', balance: '0.00', maintenance: false },
          { accountTypeId: 150, name: '150', vendor: null, balance: '0.00', maintenance: false },
        ],
      });
    });

    it('refuses without a session and answers a trial account (reading is not moving money)', async () => {
      const res = await new Browser(app).query('wallet.overview');
      expect(res.status).toBe(401);
      expect(res.code).toBe(ErrorCode.loginRequired);
      expect((await (await trial(app)).query('wallet.overview')).status).toBe(200);
    });
  });

  describe('wallet.transfer', () => {
    it('passes the requestId through unchanged and answers the transfer', async () => {
      const b = await loggedIn(app);
      const input = transferInput('Client_Key-0001');
      const res = await b.mutation('wallet.transfer', input);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ requestId: 'Client_Key-0001', status: 'success', amount: '5.00' });
      const sent = up.requests.filter((r) => r.path === '/wps/relay/GCS_walletTransfer');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual(input);
    });

    it('refuses a trial account with TRIAL_ACCOUNT without calling the platform', async () => {
      const b = await trial(app);
      const res = await b.mutation('wallet.transfer', transferInput());
      expect(res.status).toBe(403);
      expect(res.code).toBe(ErrorCode.trialAccount);
      expect(up.hits('/wps/relay/GCS_walletTransfer')).toBe(0);
    });

    it('refuses without a session', async () => {
      const res = await new Browser(app).mutation('wallet.transfer', transferInput());
      expect(res.code).toBe(ErrorCode.loginRequired);
      expect(up.hits('/wps/relay/GCS_walletTransfer')).toBe(0);
    });

    it('passes the platform refusal code through as data.code', async () => {
      up.state.wallet.failures.set('/wps/relay/GCS_walletTransfer', {
        status: 400,
        errorCode: 'INSUFFICIENT_BALANCE',
      });
      const res = await (await loggedIn(app)).mutation('wallet.transfer', transferInput());
      expect(res.status).toBe(400);
      expect(res.code).toBe(ErrorCode.insufficientBalance);
      up.state.wallet.failures.set('/wps/relay/GCS_walletTransfer', {
        status: 503,
        errorCode: 'VENDOR_MAINTENANCE',
      });
      expect((await (await loggedIn(app)).mutation('wallet.transfer', transferInput())).code).toBe(
        ErrorCode.vendorMaintenance,
      );
    });

    it('refuses a transfer that does not touch the main wallet as VALIDATION, calling nobody', async () => {
      const res = await (
        await loggedIn(app)
      ).mutation('wallet.transfer', {
        ...transferInput(),
        fromAccountTypeId: 3,
        toAccountTypeId: 5,
      });
      expect(res.code).toBe(ErrorCode.validation);
      expect(res.fields).toEqual({ toAccountTypeId: 'validation.custom' });
      expect(up.hits('/wps/relay/GCS_walletTransfer')).toBe(0);
    });

    it('does not retry a timed-out transfer; the client retry with the same requestId gets the first result', async () => {
      const b = await loggedIn(app);
      up.state.wallet.delays.set('/wps/relay/GCS_walletTransfer', 600);
      const input = transferInput('retry-safe-0001');
      const first = await b.mutation('wallet.transfer', input);
      expect(first.status).toBe(504);
      expect(first.code).toBe(ErrorCode.upstreamTimeout);
      // The platform still completes the first attempt; the gateway sent exactly one.
      await waitFor(() => up.state.wallet.answered.has('transfer:retry-safe-0001'));
      expect(up.hits('/wps/relay/GCS_walletTransfer')).toBe(1);
      up.state.wallet.delays.clear();
      const retry = await b.mutation('wallet.transfer', input);
      expect(retry.data).toEqual(up.state.wallet.answered.get('transfer:retry-safe-0001'));
      expect(up.hits('/wps/relay/GCS_walletTransfer')).toBe(2);
      const ids = up.requests
        .filter((r) => r.path === '/wps/relay/GCS_walletTransfer')
        .map((r) => (r.body as { requestId: string }).requestId);
      expect(ids).toEqual(['retry-safe-0001', 'retry-safe-0001']);
    });
  });

  describe('wallet.transferStatus and wallet.recoverAll', () => {
    it('re-queries a transfer', async () => {
      const res = await (await loggedIn(app)).query('wallet.transferStatus', { transferId: 'T9' });
      expect(res.data).toMatchObject({ transferId: 'T9', status: 'pending' });
    });

    it('recovers every vendor wallet with the client requestId', async () => {
      const b = await loggedIn(app);
      const res = await b.mutation('wallet.recoverAll', { requestId: 'recover-0001' });
      expect(res.data).toEqual({
        transfers: [expect.objectContaining({ requestId: 'recover-0001', toAccountTypeId: 1 })],
      });
      expect(up.requests.find((r) => r.path === '/wps/relay/GCS_walletRecoverAll')?.body).toEqual({
        requestId: 'recover-0001',
      });
      expect(
        (await (await trial(app)).mutation('wallet.recoverAll', { requestId: 'recover-0002' })).code,
      ).toBe(ErrorCode.trialAccount);
      expect((await b.mutation('wallet.recoverAll', { requestId: 'short' })).code).toBe(ErrorCode.validation);
    });
  });

  describe('wallet.onBalance', () => {
    const balanceHits = () => up.hits('/wps/v2/wallets/balance');

    async function subscribe(b: Browser) {
      const controller = new AbortController();
      const caller = await callerOf(app, b, controller.signal);
      const iterable = await caller.wallet.onBalance();
      const it = iterable[Symbol.asyncIterator]() as AsyncIterator<Balance>;
      return {
        it,
        stop: async () => {
          controller.abort();
          await it.return?.(undefined);
        },
      };
    }

    it('emits the balance, then again on a wallet.changed of this member only', async () => {
      app.services.events.start();
      await waitFor(() => app.services.events.connected);
      const b = await loggedIn(app); // alice, member 1
      const sub = await subscribe(b);
      try {
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '12.50' });
        const before = balanceHits();
        const next = sub.it.next();

        // Another member's change: seen by the gateway (a listener of member 2 hears it) but not pushed here.
        let otherHeard = false;
        const stopOther = app.services.events.subscribe(2, () => (otherHeard = true));
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 2 });
        await waitFor(() => otherHeard);
        stopOther();

        up.state.wallet.mainBalance.set('alice', '99.00');
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        expect((await next).value).toMatchObject({ sumBalance: '99.00' });
        expect(balanceHits() - before).toBe(1);

        // Another merchant's member 1 is someone else.
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'other', memberId: 1 });
        up.state.wallet.mainBalance.set('alice', '100.00');
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '100.00' });
        expect(balanceHits() - before).toBe(2);
      } finally {
        await sub.stop();
      }
      expect(app.services.events.listenerCount).toBe(0);
    });

    it('coalesces a burst: one read in flight, one more after it', async () => {
      app.services.events.start();
      await waitFor(() => app.services.events.connected);
      const sub = await subscribe(await loggedIn(app));
      try {
        await sub.it.next();
        const before = balanceHits();
        up.state.wallet.delays.set('/wps/v2/wallets/balance', 150);
        const next = sub.it.next();
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await waitFor(() => balanceHits() - before === 1);
        // 19 more while that read is in flight: they cause exactly one more read, not 19.
        for (let i = 0; i < 19; i++) {
          emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        }
        up.state.wallet.mainBalance.set('alice', '1.00');
        await next;
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '1.00' });
        expect(balanceHits() - before).toBe(2);
        up.state.wallet.delays.clear();
      } finally {
        await sub.stop();
      }
    });

    it('re-reads the balance after the event stream reconnects (resync)', async () => {
      app.services.events.start();
      await waitFor(() => app.services.events.connected);
      const sub = await subscribe(await loggedIn(app));
      try {
        await sub.it.next();
        const connections = app.services.events.connectionCount;
        up.state.wallet.mainBalance.set('alice', '42.00');
        // A change made while the stream was down is announced by nobody: the resync finds it.
        dropStreams(up.state.wallet);
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '42.00' });
        expect(app.services.events.connectionCount).toBe(connections + 1);
      } finally {
        await sub.stop();
      }
    });

    it('refuses without a session and the subscription ends when the platform session dies', async () => {
      expect(
        await codeOf(
          (async () => {
            const { createCaller } = await import('../../trpc/router.js');
            const { createContextInner } = await import('../../trpc/context.js');
            await createCaller(createContextInner({ services: app.services })).wallet.onBalance();
          })(),
        ),
      ).toBe(ErrorCode.loginRequired);

      app.services.events.start();
      await waitFor(() => app.services.events.connected);
      const b = await loggedIn(app);
      const sid = b.jar.get(SESSION_COOKIE) ?? '';
      const sub = await subscribe(b);
      try {
        await sub.it.next();
        up.state.accounts.tokens.clear();
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        // The revoked token ends the gateway session too (everywhere), and the subscription with it.
        await expect(sub.it.next()).rejects.toMatchObject({ code: ErrorCode.loginRequired });
        expect(await app.services.sessions.get(sid)).toBeNull();
      } finally {
        await sub.stop();
      }
    });

    it('stops pushing once the session has ended (a socket outliving its logout)', async () => {
      app.services.events.start();
      await waitFor(() => app.services.events.connected);
      const b = await loggedIn(app);
      const sub = await subscribe(b);
      try {
        await sub.it.next();
        await b.mutation('auth.logout');
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await expect(sub.it.next()).rejects.toMatchObject({ code: ErrorCode.loginRequired });
      } finally {
        await sub.stop();
      }
    });

    it('works over the WebSocket, authenticated by the session cookie', async () => {
      const b = await loggedIn(app);
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      await waitFor(() => app.services.events.connected);
      const cookie = `${SESSION_COOKIE}=${b.jar.get(SESSION_COOKIE) ?? ''}`;
      class BrowserLikeWebSocket extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { origin: address, headers: { cookie } });
        }
      }
      const wsClient = createWSClient({
        url: `${address.replace('http', 'ws')}/trpc`,
        WebSocket: BrowserLikeWebSocket as unknown as typeof globalThis.WebSocket,
      });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
      const seen: string[] = [];
      const sub = client.wallet.onBalance.subscribe(undefined, { onData: (d) => seen.push(d.sumBalance) });
      try {
        await waitFor(() => seen.length === 1, 5000);
        up.state.wallet.mainBalance.set('alice', '7.00');
        emitEvent(up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await waitFor(() => seen.length === 2, 5000);
        expect(seen).toEqual(['12.50', '7.00']);
      } finally {
        sub.unsubscribe();
        await wsClient.close();
      }
    });
  });
});
