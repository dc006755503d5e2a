/**
 * The offer to turn push on (ADR 0017), in the real layout over a fake gateway and a fake browser
 * push: shown only after a useful moment, never in a first visit's session, not where the browser
 * cannot push or the person blocked it, not again for a month after "Not now", never over a game;
 * the browser's permission prompt only after "Turn on".
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';
import { installFakePush } from '../lib/push-browser.fake';

const TITLE = 'Want to know when a reward is ready?';
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: ReturnType<typeof installFakePush> | null = null;
afterEach(() => {
  fake?.uninstall();
  fake = null;
  localStorage.clear();
  sessionStorage.clear();
});

function member(rewards: number, path = '/index', api: FakeApi = {}) {
  return renderApp({
    path,
    api: {
      ...accountApi({ session: loggedIn }).api,
      ...api,
      'promotions.unclaimed': { promotions: 0, rewards },
      'push.config': { publicKey: 'BOr5Ck0f0y1tq0-k3yW0kz8Zb7l3ykc8fQ2P1m2Z9aV4yqg0yD0fN1cV0m3JpQ7cQ0Yx' },
    },
  });
}

/** The layout has settled (the avatar's count is in): a card that would show has shown. */
async function settled(view: ReturnType<typeof member>) {
  await waitFor(() => expect(view.fake.calls).toContain('promotions.unclaimed'));
  await screen.findByRole('main');
}

describe('the push offer', () => {
  it('is not offered before a useful moment', async () => {
    fake = installFakePush('default');
    const view = member(0);
    await settled(view);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    // The moment comes (a deposit went through in this tab): the card follows.
    localStorage.setItem('portal.pushMoment', 'deposit');
    window.dispatchEvent(new Event('portal:useful-moment'));
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it('is offered once a reward waits to be claimed, and asks the browser only after the tap', async () => {
    fake = installFakePush('default');
    const view = member(1);
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: TITLE })).toBeInTheDocument();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fake?.requestPermission).toHaveBeenCalledTimes(1));
  });

  it('is offered after a deposit went through on an earlier visit', async () => {
    fake = installFakePush('default');
    localStorage.setItem('portal.pushMoment', 'deposit');
    member(0);
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it('is not offered in the browser session of a first visit', async () => {
    fake = installFakePush('default');
    sessionStorage.setItem('portal.firstVisit', '1');
    const view = member(1);
    await settled(view);
    await waitFor(() => expect(localStorage.getItem('portal.pushMoment')).toBe('reward'));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('is not offered where notifications are blocked, already allowed, or not supported', async () => {
    for (const permission of ['denied', 'granted', 'unsupported'] as const) {
      fake = installFakePush(permission);
      const view = member(1);
      await settled(view);
      // The offer has run (it noted the reward as the useful moment) and decided.
      await waitFor(() => expect(localStorage.getItem('portal.pushMoment')).toBe('reward'));
      expect(screen.queryByText(TITLE), permission).not.toBeInTheDocument();
      view.unmount();
      fake.uninstall();
    }
    fake = null;
  });

  it('is not offered over a game', async () => {
    fake = installFakePush('default');
    localStorage.setItem('portal.pushMoment', 'reward');
    const view = member(1, '/game?id=1');
    await waitFor(() => expect(view.fake.calls).toContain('promotions.unclaimed'));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    // The same moment on the next page, outside the game: the card shows there, so it was the game
    // that kept it away above, not a card still loading.
    await view.router.navigate('/index');
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it('remembers "Not now" for a month, then offers again', async () => {
    fake = installFakePush('default');
    const first = member(1);
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    const again = member(1);
    await settled(again);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    again.unmount();

    // Said 31 days ago: a month has passed.
    localStorage.setItem('portal.pushOfferDismissed', String(Date.now() - 31 * DAY_MS));
    member(1);
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
  });

  it("says so on the card when the browser's push service refuses, and keeps nothing", async () => {
    fake = installFakePush('default');
    fake.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - permission denied', 'AbortError'),
    );
    const view = member(1);
    await view.user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not reach its notification service, so notifications are not on.',
    );
    // The card stays (try again, or "Not now"); nothing was sent to the platform.
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    expect(view.fake.calls).not.toContain('push.subscribe');
  });

  it('drops the browser subscription again when the platform does not keep it', async () => {
    fake = installFakePush('default');
    const view = member(1, '/index', { 'push.subscribe': new FakeGatewayError('SYSTEM_ERROR') });
    await view.user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(view.fake.calls).toContain('push.subscribe');
    expect(fake.subscription?.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('portal.pushMember')).toBeNull();
  });
});
