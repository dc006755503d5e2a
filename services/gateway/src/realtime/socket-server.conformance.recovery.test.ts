import { DEFAULT_LANGUAGE, ErrorCode } from '@portal/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { JackpotTick } from '../features/content/jackpot.service.js';
import { waitFor } from '../store/store-contract.js';
import { FAKE_PASSWORD } from '../test/fake-accounts.js';
import type { AppRouter } from '../trpc/router.js';
import { SESSION_COOKIE } from '../session/session.service.js';
import { emitEvent } from '../test/fake-wallet.js';
import { SESSION_MOVED_CLOSE_CODE } from './session-watch.js';
import {
  WAIT_MS,
  type Handlers,
  up,
  app,
  codeOf,
  openPeer,
  follow,
  on,
  subscriptionIds,
  memberPage,
  MEMBER,
  expectCurrent,
  useConformanceGateway,
} from './socket-server.conformance.test-setup.js';
import { cases, caseOf } from './socket-server.conformance.test-fixtures.js';

useConformanceGateway();

describe('the WebSocket endpoint, driven by tRPC’s own client', () => {
  describe('errors reach onError with the portal’s code in data', () => {
    it('a member subscription without a session: LOGIN_REQUIRED, and the socket goes on', async () => {
      const peer = openPeer();
      const member = cases.filter((c) => c.member).map((c) => follow(peer, c));
      const jackpot = follow(peer, caseOf('jackpot.onValue'));
      await waitFor(() => member.every((s) => s.errors.length === 1) && jackpot.values.length >= 1, WAIT_MS);
      for (const s of member) {
        const [err] = s.errors;
        expect(err).toBeInstanceOf(TRPCClientError);
        expect(codeOf(err)).toBe(ErrorCode.loginRequired);
        expect((err as TRPCClientError<AppRouter>).data).toMatchObject({
          code: ErrorCode.loginRequired,
          httpStatus: 401,
          path: s.path,
        });
        expect(s.values).toEqual([]);
      }
      // An error ends the one subscription: the client does not send it again.
      for (const s of member) expect(subscriptionIds(peer, s.path)).toHaveLength(1);
      expect(await peer.client.content.winners.query()).toHaveLength(20);
      expect(peer.closeCodes).toEqual([]);
    });

    it('a member subscription of a session that must change its password: PASSWORD_CHANGE_REQUIRED', async () => {
      const { peer } = await memberPage('newbie');
      const member = cases.filter((c) => c.member).map((c) => follow(peer, c));
      await waitFor(() => member.every((s) => s.errors.length === 1), WAIT_MS);
      for (const s of member) expect(codeOf(s.errors[0])).toBe(ErrorCode.passwordChangeRequired);
    });

    it('an unknown procedure and bad input: NOT_FOUND and VALIDATION with the field', async () => {
      const peer = openPeer();
      const untyped = peer.client as unknown as {
        jackpot: { onNothing: { subscribe(input: undefined, h: Handlers): { unsubscribe(): void } } };
      };
      const errors: unknown[] = [];
      untyped.jackpot.onNothing.subscribe(undefined, {
        onStarted: () => undefined,
        onData: () => undefined,
        onError: (err) => errors.push(err),
      });
      await waitFor(() => errors.length === 1, WAIT_MS);
      expect(codeOf(errors[0])).toBe(ErrorCode.notFound);

      const refused = await peer.client.content.ranking.query({ kind: 'nope' as 'bet' }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(codeOf(refused)).toBe(ErrorCode.validation);
      expect((refused as TRPCClientError<AppRouter>).data).toMatchObject({
        fields: { kind: expect.any(String) },
      });
      expect(peer.closeCodes).toEqual([]);
    });

    it('a broadcast whose first value cannot be read stays subscribed without an error, and the next change comes', async () => {
      // Documented behaviour of the endpoint (socket-server.ts, Topic.add): the web's winner board has
      // no onError, and a platform blip must not end it.
      const healthy = up.state.winners;
      up.state.winners = [{ id: 'not a winner' } as unknown as (typeof healthy)[number]];
      await app.services.cache.invalidate(`winners:${DEFAULT_LANGUAGE}`);
      const peer = openPeer();
      const winners = follow(peer, caseOf('content.onWinners'));
      await waitFor(() => winners.starts === 1, WAIT_MS);
      up.state.winners = healthy;
      await caseOf('content.onWinners').change();
      await waitFor(() => winners.values.length === 1, WAIT_MS);
      await expectCurrent(caseOf('content.onWinners'), winners.values[0]);
      expect(winners.errors).toEqual([]);
    });
  });

  describe.each([
    ['terminates', (socket: WebSocket) => socket.terminate(), 1006],
    ['closes (1012, restarting)', (socket: WebSocket) => socket.close(1012, 'restarting'), 1012],
  ] as const)('when the server %s the socket', (_how, drop, code) => {
    it('the client reconnects and every subscription resumes with a fresh first value, then pushes again', async () => {
      const { browser, peer } = await memberPage();
      const streams = cases.map((c) => follow(peer, c));
      await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
      const seen = streams.map((s) => s.values.length);
      // Changes nobody announces: only a fresh first read on the new socket can bring them.
      for (const c of cases) c.changeQuietly?.();
      const [first] = peer.serverSockets;
      if (!first) throw new Error('no server socket');
      drop(first);

      // Each subscription is sent again on the new socket, which answers with its value.
      const resumed = (path: string) => {
        const [id] = subscriptionIds(peer, path, 1);
        return on(peer.received, 1).filter(
          (f) => id !== undefined && f.id === id && f.result?.type === 'data',
        );
      };
      await waitFor(
        () =>
          peer.serverSockets.length === 2 &&
          cases.every((c) => resumed(c.path).length >= 1) &&
          streams.every((s, i) => s.values.length > (seen[i] ?? 0)),
        WAIT_MS,
      );
      expect(peer.closeCodes).toEqual([code]);
      for (const [i, c] of cases.entries()) {
        const stream = streams[i];
        if (!stream) continue;
        const fresh = resumed(c.path)[0]?.result?.data;
        expect(stream.values).toContainEqual(fresh);
        await expectCurrent(c, fresh, c.member ? browser : undefined);
        if (c.changeQuietly) expect(fresh).not.toEqual(stream.values[(seen[i] ?? 1) - 1]);
        expect(subscriptionIds(peer, c.path, 1)).toHaveLength(1);
        // tRPC's client reports the start again on a new socket (one lost is not a move).
        expect(stream.starts).toBe(2);
        expect(stream.errors).toEqual([]);
      }

      // Pushes come on the new socket, once each: the old registration is gone. One change at a
      // time, each stream counted right after its own: `wallet.changed` (the session bar's change)
      // also makes the balance push again, which is the web's cue to re-read what play moved.
      for (const [i, c] of cases.entries()) {
        const s = streams[i];
        if (!s || c.path === 'jackpot.onValue') continue;
        const before = s.values.length;
        await c.change();
        await waitFor(() => s.values.length > before, WAIT_MS);
        expect(s.values).toHaveLength(before + 1);
      }
      const ticks = streams[cases.indexOf(caseOf('jackpot.onValue'))]?.values as JackpotTick[];
      const times = ticks.map((t) => Date.parse(t.at));
      expect(times).toEqual([...times].sort((x, y) => x - y));
    });
  });

  describe('a session ended elsewhere', () => {
    it('a logout over HTTP ends the member subscriptions with LOGIN_REQUIRED; the public ones go on', async () => {
      const { browser, peer } = await memberPage();
      const streams = cases.map((c) => follow(peer, c));
      await waitFor(() => streams.every((s) => s.values.length >= 1), WAIT_MS);
      expect((await browser.mutation('auth.logout')).status).toBe(200);

      const member = streams.filter((s) => caseOf(s.path).member);
      await waitFor(() => member.every((s) => s.errors.length === 1), WAIT_MS);
      for (const s of member) {
        expect(codeOf(s.errors[0])).toBe(ErrorCode.loginRequired);
        expect(subscriptionIds(peer, s.path)).toHaveLength(1);
      }
      // The socket stays open for the visitor the page now is: public pushes still come.
      const winners = streams[cases.indexOf(caseOf('content.onWinners'))];
      const had = winners?.values.length ?? 0;
      await caseOf('content.onWinners').change();
      await waitFor(() => (winners?.values.length ?? 0) > had, WAIT_MS);
      expect(peer.closeCodes).toEqual([]);
      expect(peer.serverSockets).toHaveLength(1);
      await expect(peer.client.member.balance.query()).rejects.toSatisfy(
        (err: unknown) => codeOf(err) === ErrorCode.loginRequired,
      );
    });

    it('a revocation on the platform ends every member subscription of that session, and nothing published after it reaches them', async () => {
      // Two devices of one agent; the security centre signs one out: the platform revokes its token
      // and says `session.revoked` for the member, not which token. Feeds that never call the
      // platform (the team feed) must end as well as those that do.
      const signedOut = await memberPage();
      const other = await memberPage();
      const member = cases.filter((c) => c.member);
      const mine = member.map((c) => follow(signedOut.peer, c));
      const theirs = member.map((c) => follow(other.peer, c));
      await waitFor(() => [...mine, ...theirs].every((s) => s.values.length >= 1), WAIT_MS);
      const seen = mine.map((s) => s.values.length);
      const theirsSeen = theirs.map((s) => s.values.length);

      const sid = signedOut.browser.jar.get(SESSION_COOKIE) ?? '';
      const token = (await app.services.sessions.peek(sid))?.data.upstreamToken ?? '';
      expect(up.state.accounts.tokens.delete(token)).toBe(true);
      emitEvent(up.state.wallet, { type: 'session.revoked', merchant: 'demo', memberId: MEMBER.memberId });
      // News published after the revocation, for every member subscription.
      for (const c of member) await c.change();

      await waitFor(() => mine.every((s) => s.errors.length === 1), WAIT_MS);
      for (const [i, s] of mine.entries()) {
        expect(codeOf(s.errors[0]), s.path).toBe(ErrorCode.loginRequired);
        expect(s.values, s.path).toHaveLength(seen[i] ?? 0);
      }
      expect(await app.services.sessions.peek(sid)).toBeNull();
      // The other device's session holds a live token: it carries on and hears the news.
      await waitFor(() => theirs.every((s, i) => s.values.length > (theirsSeen[i] ?? 0)), WAIT_MS);
      expect(theirs.flatMap((s) => s.errors)).toEqual([]);
    });

    it('a password change closes the socket with SESSION_MOVED; the reconnect carries on under the new cookie', async () => {
      const { browser, peer } = await memberPage('vipmember');
      const balance = follow(peer, caseOf('wallet.onBalance'));
      const jackpot = follow(peer, caseOf('jackpot.onValue'));
      await waitFor(() => balance.values.length === 1 && jackpot.values.length >= 1, WAIT_MS);
      const jackpotSeen = jackpot.values.length;
      up.state.wallet.mainBalance.set('vipmember', '7.77');
      const changed = await browser.mutation('auth.changePassword', {
        oldPassword: FAKE_PASSWORD,
        newPassword: 'N3wPassword',
        confirmPassword: 'N3wPassword',
      });
      expect(changed.status).toBe(200);

      await waitFor(
        () => peer.closeCodes.includes(SESSION_MOVED_CLOSE_CODE) && balance.values.length === 2,
        WAIT_MS,
      );
      expect(balance.values[1]).toMatchObject({ sumBalance: '7.77' });
      await expectCurrent(caseOf('wallet.onBalance'), balance.values[1], browser);
      await waitFor(() => jackpot.values.length > jackpotSeen, WAIT_MS);
      expect(balance.errors).toEqual([]);
      expect(peer.serverSockets).toHaveLength(2);
    });
  });
});
