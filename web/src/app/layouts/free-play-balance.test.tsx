import { FREE_PLAY_BALANCE_MESSAGE } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, balance, loggedIn } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';

/**
 * A free-play session shows one balance, the play money the game plays with: not the wallet's
 * beside it ($0.00 in the header while the game said 2,000.00).
 */

const GAME = '/game?nodeId=1001&gameType=RNG';
const launch = { 'games.launch': { url: '/demo-vendor/slot?ticket=t1' } };

/** What the framed game posts: from its own window, on the origin its address names. */
async function report(amount: string) {
  const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
  act(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: FREE_PLAY_BALANCE_MESSAGE, balance: amount },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    ),
  );
}

const header = () => within(screen.getByRole('banner'));

describe('free-play balance', () => {
  it("a trial account's header shows the game's play money, never the wallet's $0.00", async () => {
    const trial = accountApi({ session: { ...loggedIn, type: 4 }, me: { isTrial: true } }).api;
    const { router } = renderApp({ api: { ...trial, 'member.balance': balance('0'), ...launch } });
    await screen.findByRole('banner');
    // Away from a game: the mark, no amount.
    expect(await header().findByText('Free play')).toBeVisible();
    expect(header().queryByText('$0.00')).toBeNull();
    expect(header().queryByRole('status', { name: 'Balance' })).toBeNull();

    await act(() => router.navigate(GAME));
    await report('2000.00');
    await waitFor(() =>
      expect(header().getByRole('status', { name: 'Free-play balance' })).toHaveTextContent('2,000.00'),
    );
    // A round later, the same one balance follows the game.
    await report('1995.5');
    await waitFor(() =>
      expect(header().getByRole('status', { name: 'Free-play balance' })).toHaveTextContent('1,995.50'),
    );
    expect(header().queryByText('$0.00')).toBeNull();
    expect(screen.getAllByText('Free play').length).toBeGreaterThan(0);

    // Another site, or another window, moves nothing.
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: FREE_PLAY_BALANCE_MESSAGE, balance: '99999.00' },
          origin: 'https://evil.example',
          source: (screen.getByTitle('Game') as HTMLIFrameElement).contentWindow,
        }),
      ),
    );
    expect(header().getByRole('status', { name: 'Free-play balance' })).toHaveTextContent('1,995.50');

    await act(() => router.navigate('/index'));
    await waitFor(() => expect(header().queryByRole('status', { name: 'Free-play balance' })).toBeNull());
    expect(header().getByText('Free play')).toBeVisible();
  });

  it("a member's free-play game shows its play money in the header in place of the wallet", async () => {
    const member = accountApi({ session: loggedIn }).api;
    const { router } = renderApp({ api: { ...member, ...launch } });
    await screen.findByRole('banner');
    expect(await header().findByText('$1,234.50')).toBeVisible();

    await act(() => router.navigate(`${GAME}&freePlay=1`));
    await report('2000.00');
    await waitFor(() =>
      expect(header().getByRole('status', { name: 'Free-play balance' })).toHaveTextContent('2,000.00'),
    );
    expect(header().queryByText('$1,234.50')).toBeNull();

    // Back from the free game: the wallet again.
    await act(() => router.navigate('/index'));
    expect(await header().findByText('$1,234.50')).toBeVisible();
    expect(header().queryByText('Free play')).toBeNull();
  });
});
