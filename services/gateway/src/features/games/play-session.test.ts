import { ErrorCode, gamesEndpoints, type PlaySession } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import type { Browser } from '../../test/browser.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, codeOf, loggedIn } from '../../test/money.js';

const session = (over: Partial<PlaySession>): PlaySession => ({
  startedAt: '2026-03-01T10:00:00.000Z',
  rounds: 0,
  bet: '0.00',
  win: '0.00',
  net: '0.00',
  turnoverRemaining: '0.00',
  ...over,
});

describe('games.onPlaySession', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'games', 'wallet'] } });
  const hits = () => gw.up.hits(gamesEndpoints.playSession.path);

  async function subscribe(b: Browser) {
    const controller = new AbortController();
    const caller = await callerOf(gw.app, b, controller.signal);
    const it = (await caller.games.onPlaySession())[Symbol.asyncIterator]() as AsyncIterator<PlaySession>;
    return {
      it,
      stop: async () => {
        controller.abort();
        await it.return?.(undefined);
      },
    };
  }

  it('refuses a visitor without asking the platform', async () => {
    expect(
      await codeOf(
        (async () => {
          const { createCaller } = await import('../../trpc/router.js');
          const { createContextInner } = await import('../../trpc/context.js');
          await createCaller(createContextInner({ services: gw.app.services })).games.onPlaySession();
        })(),
      ),
    ).toBe(ErrorCode.loginRequired);
    expect(hits()).toBe(0);
  });

  it('pushes the session now, then again when a round of this member settles, and not for the same value', async () => {
    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const alice = await loggedIn(gw.app); // member 1
    gw.up.state.games.playSessions.set('alice', session({ turnoverRemaining: '40.00' }));
    const sub = await subscribe(alice);
    try {
      expect((await sub.it.next()).value).toEqual(session({ turnoverRemaining: '40.00' }));
      const next = sub.it.next();

      // Nothing changed for the bar: read, not pushed.
      const before = hits();
      emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
      await waitFor(() => hits() > before);

      const settled = session({
        rounds: 1,
        bet: '5.00',
        win: '12.00',
        net: '7.00',
        turnoverRemaining: '35.00',
      });
      gw.up.state.games.playSessions.set('alice', settled);
      emitEvent(gw.up.state.wallet, { type: 'wallet.changed', merchant: 'demo', memberId: 1 });
      expect((await next).value).toEqual(settled);
    } finally {
      await sub.stop();
    }
  });
});
