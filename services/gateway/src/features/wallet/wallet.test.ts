import { ErrorCode, type Balance, walletEndpoints } from '@portal/contracts';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../../store/store-contract.js';
import { Browser } from '../../test/browser.js';
import { dropStreams, emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, codeOf, loggedIn, requestId, trial } from '../../test/money.js';
import type { AppRouter } from '../../trpc/router.js';
import { SESSION_COOKIE } from '../../session/session.service.js';

describe('wallet', () => {
  const gw = useGatewayApp({
    env: { UPSTREAM_TIMEOUT_MS: '300', STATUS_POLL_MS: '50' },
    verifier: true,
    perTest: { prepare: (up) => dropStreams(up.state.wallet), fresh: ['accounts', 'wallet'] },
  });

  const transferInput = (id = requestId()) => ({
    requestId: id,
    fromAccountTypeId: 1,
    toAccountTypeId: 3,
    amount: '5.00',
  });

  describe('wallet.overview', () => {
    it('puts the main wallet first and names vendor wallets from the vendor lanes', async () => {
      const b = await loggedIn(gw.app);
      const res = await b.query('wallet.overview');
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        sumBalance: '12.50',
        holdBalance: '0.00',
        currency: 'USD',
        currencySymbol: '$',
        currencyDecimals: 2,
        transferLimits: { min: null, max: null },
        wallets: [
          { accountTypeId: 1, name: 'main', vendor: null, balance: '12.50', maintenance: false },
          { accountTypeId: 3, name: 'Vendor 3', vendor: 'V3', balance: '0.00', maintenance: false },
          { accountTypeId: 150, name: '150', vendor: null, balance: '0.00', maintenance: false },
        ],
        // The merchant wallet: V1 plays from the main wallet.
        seamlessVendors: [{ vendor: 'V1', name: 'Vendor 1', gameTypes: ['RNG'] }],
      });
    });

    it('takes the currency, the transfer limits and each wallet’s maintenance from the merchant wallet', async () => {
      const mw = gw.up.state.wallet.merchantWallet;
      gw.up.state.wallet.merchantWallet = {
        ...mw,
        currency: 'VND',
        currencySymbol: '₫',
        currencyDecimals: 0,
        transferLimits: { min: '10000', max: null },
        vendors: mw.vendors.map((v) => (v.vendor === 'V3' ? { ...v, maintenance: true } : v)),
      };
      try {
        const res = await (await loggedIn(gw.app)).query('wallet.overview');
        expect(res.data).toMatchObject({
          currency: 'VND',
          currencySymbol: '₫',
          currencyDecimals: 0,
          transferLimits: { min: '10000', max: null },
        });
        const wallets = (res.data as { wallets: { vendor: string | null; maintenance: boolean }[] }).wallets;
        expect(wallets.find((w) => w.vendor === 'V3')?.maintenance).toBe(true);
        // Asked as a visitor's call: the merchant wallet is the brand's, never a member's.
        const [sent] = gw.up.requests.filter((r) => r.path === walletEndpoints.merchantWallet.path);
        expect(sent?.headers.authorization).toBeUndefined();
      } finally {
        gw.up.state.wallet.merchantWallet = mw;
      }
    });

    it('lists no seamless vendor when the brand has none, and every one it has', async () => {
      const mw = gw.up.state.wallet.merchantWallet;
      gw.up.state.wallet.merchantWallet = {
        ...mw,
        vendors: mw.vendors.map((v) => ({ ...v, walletMode: 'transfer' as const })),
      };
      try {
        const res = await (await loggedIn(gw.app)).query('wallet.overview');
        expect((res.data as { seamlessVendors: unknown[] }).seamlessVendors).toEqual([]);
      } finally {
        gw.up.state.wallet.merchantWallet = mw;
      }
    });

    it('refuses without a session and answers a trial account (reading is not moving money)', async () => {
      const res = await new Browser(gw.app).query('wallet.overview');
      expect(res.status).toBe(401);
      expect(res.code).toBe(ErrorCode.loginRequired);
      expect((await (await trial(gw.app)).query('wallet.overview')).status).toBe(200);
    });
  });

  describe('wallet.transfer', () => {
    it('passes the requestId through unchanged and answers the transfer', async () => {
      const b = await loggedIn(gw.app);
      const input = transferInput('Client_Key-0001');
      const res = await b.mutation('wallet.transfer', input);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ requestId: 'Client_Key-0001', status: 'success', amount: '5.00' });
      const sent = gw.up.requests.filter((r) => r.path === walletEndpoints.transfer.path);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual(input);
    });

    it('refuses a trial account with TRIAL_ACCOUNT without calling the platform', async () => {
      const b = await trial(gw.app);
      const res = await b.mutation('wallet.transfer', transferInput());
      expect(res.status).toBe(403);
      expect(res.code).toBe(ErrorCode.trialAccount);
      expect(gw.up.hits(walletEndpoints.transfer.path)).toBe(0);
    });

    it('refuses without a session', async () => {
      const res = await new Browser(gw.app).mutation('wallet.transfer', transferInput());
      expect(res.code).toBe(ErrorCode.loginRequired);
      expect(gw.up.hits(walletEndpoints.transfer.path)).toBe(0);
    });

    it('passes the platform refusal code through as data.code', async () => {
      gw.up.state.wallet.failures.set(walletEndpoints.transfer.path, {
        status: 400,
        errorCode: 'INSUFFICIENT_BALANCE',
      });
      const res = await (await loggedIn(gw.app)).mutation('wallet.transfer', transferInput());
      expect(res.status).toBe(400);
      expect(res.code).toBe(ErrorCode.insufficientBalance);
      gw.up.state.wallet.failures.set(walletEndpoints.transfer.path, {
        status: 503,
        errorCode: 'VENDOR_MAINTENANCE',
      });
      expect((await (await loggedIn(gw.app)).mutation('wallet.transfer', transferInput())).code).toBe(
        ErrorCode.vendorMaintenance,
      );
    });

    it('refuses a transfer that does not touch the main wallet as VALIDATION, calling nobody', async () => {
      const res = await (
        await loggedIn(gw.app)
      ).mutation('wallet.transfer', {
        ...transferInput(),
        fromAccountTypeId: 3,
        toAccountTypeId: 5,
      });
      expect(res.code).toBe(ErrorCode.validation);
      expect(res.fields).toEqual({ toAccountTypeId: 'validation.custom' });
      expect(gw.up.hits(walletEndpoints.transfer.path)).toBe(0);
    });

    it('answers a timed-out transfer as pending (never failed) and does not retry it; asking again with the same requestId gets the first result', async () => {
      const b = await loggedIn(gw.app);
      gw.up.state.wallet.delays.set(walletEndpoints.transfer.path, 600);
      const input = transferInput('retry-safe-0001');
      const first = await b.mutation('wallet.transfer', input);
      expect(first.code).toBe(ErrorCode.requestPending);
      expect(first.details).toEqual({ requestId: 'retry-safe-0001' });
      // The platform still completes the first attempt; the gateway sent exactly one.
      await waitFor(() => gw.up.state.wallet.answered.has('transfer:retry-safe-0001'));
      expect(gw.up.hits(walletEndpoints.transfer.path)).toBe(1);
      gw.up.state.wallet.delays.clear();
      const retry = await b.mutation('wallet.transfer', input);
      expect(retry.data).toEqual(gw.up.state.wallet.answered.get('transfer:retry-safe-0001'));
      expect(gw.up.hits(walletEndpoints.transfer.path)).toBe(2);
      const ids = gw.up.requests
        .filter((r) => r.path === walletEndpoints.transfer.path)
        .map((r) => (r.body as { requestId: string }).requestId);
      expect(ids).toEqual(['retry-safe-0001', 'retry-safe-0001']);
    });
  });

  describe('wallet.transferStatus and wallet.recoverAll', () => {
    it('re-queries a transfer', async () => {
      const res = await (await loggedIn(gw.app)).query('wallet.transferStatus', { transferId: 'T9' });
      expect(res.data).toMatchObject({ transferId: 'T9', status: 'pending' });
    });

    it('recovers every vendor wallet with the client requestId', async () => {
      const b = await loggedIn(gw.app);
      const res = await b.mutation('wallet.recoverAll', { requestId: 'recover-0001' });
      expect(res.data).toEqual({
        transfers: [expect.objectContaining({ requestId: 'recover-0001', toAccountTypeId: 1 })],
      });
      expect(gw.up.requests.find((r) => r.path === walletEndpoints.recoverAll.path)?.body).toEqual({
        requestId: 'recover-0001',
      });
      expect(
        (await (await trial(gw.app)).mutation('wallet.recoverAll', { requestId: 'recover-0002' })).code,
      ).toBe(ErrorCode.trialAccount);
      expect((await b.mutation('wallet.recoverAll', { requestId: 'short' })).code).toBe(ErrorCode.validation);
    });
  });

  describe('wallet.onBalance', () => {
    const balanceHits = () => gw.up.hits(walletEndpoints.balance.path);

    async function subscribe(b: Browser) {
      const controller = new AbortController();
      const caller = await callerOf(gw.app, b, controller.signal);
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
      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      const b = await loggedIn(gw.app); // alice, member 1
      const sub = await subscribe(b);
      try {
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '12.50' });
        const before = balanceHits();
        const next = sub.it.next();

        // Another member's change: seen by the gateway (a listener of member 2 hears it) but not pushed here.
        let otherHeard = false;
        const stopOther = gw.app.services.events.subscribe(2, () => (otherHeard = true));
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 2 });
        await waitFor(() => otherHeard);
        stopOther();

        gw.up.state.wallet.mainBalance.set('alice', '99.00');
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        expect((await next).value).toMatchObject({ sumBalance: '99.00' });
        expect(balanceHits() - before).toBe(1);

        // Another merchant's member 1 is someone else.
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'other', memberId: 1 });
        gw.up.state.wallet.mainBalance.set('alice', '100.00');
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '100.00' });
        expect(balanceHits() - before).toBe(2);
      } finally {
        await sub.stop();
      }
      expect(gw.app.services.events.listenerCount).toBe(0);
    });

    it('coalesces a burst: one read in flight, one more after it', async () => {
      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      const sub = await subscribe(await loggedIn(gw.app));
      try {
        await sub.it.next();
        const before = balanceHits();
        gw.up.state.wallet.delays.set(walletEndpoints.balance.path, 150);
        const next = sub.it.next();
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await waitFor(() => balanceHits() - before === 1);
        // 19 more while that read is in flight: they cause exactly one more read, not 19.
        for (let i = 0; i < 19; i++) {
          emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        }
        gw.up.state.wallet.mainBalance.set('alice', '1.00');
        await next;
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '1.00' });
        expect(balanceHits() - before).toBe(2);
        gw.up.state.wallet.delays.clear();
      } finally {
        await sub.stop();
      }
    });

    it('re-reads the balance after the event stream reconnects (resync)', async () => {
      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      const sub = await subscribe(await loggedIn(gw.app));
      try {
        await sub.it.next();
        const connections = gw.app.services.events.connectionCount;
        gw.up.state.wallet.mainBalance.set('alice', '42.00');
        // A change made while the stream was down is announced by nobody: the resync finds it.
        dropStreams(gw.up.state.wallet);
        expect((await sub.it.next()).value).toMatchObject({ sumBalance: '42.00' });
        expect(gw.app.services.events.connectionCount).toBe(connections + 1);
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
            await createCaller(createContextInner({ services: gw.app.services })).wallet.onBalance();
          })(),
        ),
      ).toBe(ErrorCode.loginRequired);

      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      const b = await loggedIn(gw.app);
      const sid = b.jar.get(SESSION_COOKIE) ?? '';
      const sub = await subscribe(b);
      try {
        await sub.it.next();
        gw.up.state.accounts.tokens.clear();
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        // The revoked token ends the gateway session too (everywhere), and the subscription with it.
        await expect(sub.it.next()).rejects.toMatchObject({ code: ErrorCode.loginRequired });
        expect(await gw.app.services.sessions.get(sid)).toBeNull();
      } finally {
        await sub.stop();
      }
    });

    it('stops pushing once the session has ended (a socket outliving its logout)', async () => {
      gw.app.services.events.start();
      await waitFor(() => gw.app.services.events.connected);
      const b = await loggedIn(gw.app);
      const sub = await subscribe(b);
      try {
        await sub.it.next();
        await b.mutation('auth.logout');
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await expect(sub.it.next()).rejects.toMatchObject({ code: ErrorCode.loginRequired });
      } finally {
        await sub.stop();
      }
    });

    it('works over the WebSocket, authenticated by the session cookie', async () => {
      const b = await loggedIn(gw.app);
      const address = await gw.app.listen({ host: '127.0.0.1', port: 0 });
      await waitFor(() => gw.app.services.events.connected);
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
        gw.up.state.wallet.mainBalance.set('alice', '7.00');
        emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
        await waitFor(() => seen.length === 2, 5000);
        expect(seen).toEqual(['12.50', '7.00']);
      } finally {
        sub.unsubscribe();
        await wsClient.close();
      }
    });
  });
});
