import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';
import { elapsed } from './session-bar';

const GAME = '/game?nodeId=1001&gameType=RNG';
const launch = { 'games.launch': { url: '/demo-vendor/slot?ticket=t1' } };
const protection = {
  'protection.settings': { limits: [], realityCheckMinutes: 30, timeoutUntil: null, excludedUntil: null },
};
const session = (over: Record<string, unknown> = {}) => ({
  startedAt: new Date(Date.now() - 65_000).toISOString(),
  rounds: 2,
  bet: '10.00',
  win: '4.50',
  net: '-5.50',
  turnoverRemaining: '40.00',
  ...over,
});

function renderGame(extra: Record<string, unknown> = {}) {
  const member = accountApi({ session: loggedIn }).api;
  return renderApp({
    path: GAME,
    api: { ...member, ...launch, ...protection, 'games.onPlaySession': undefined, ...extra } as never,
  });
}

describe('the session bar above a game', () => {
  it('shows the session’s time, net result and turnover left, and follows each push', async () => {
    const { fake } = renderGame();
    const bar = within(await screen.findByRole('region', { name: 'This session' }));
    expect(bar.getByRole('status')).toHaveTextContent('Loading session…');

    act(() => fake.emit('games.onPlaySession', session()));
    const line = await bar.findByRole('button', { expanded: false });
    // A loss is signed and marked as one; the clock runs from the session's start.
    await within(line).findByText(/5\.50/);
    expect(within(line).getByText(/5\.50/).closest('.session-bar__net--down')).not.toBeNull();
    expect(line).toHaveTextContent(/1:0\d/);
    expect(line).toHaveTextContent('$40.00');

    // A round settles: the platform's wallet change reaches the bar as a push, not a poll.
    act(() => fake.emit('games.onPlaySession', session({ net: '7.25', turnoverRemaining: '35.00' })));
    expect(await within(line).findByText('+$7.25')).toBeInTheDocument();
    expect(line).toHaveTextContent('$35.00');
  });

  it('opens by keyboard to the details, the reality check’s interval and the way to the limits', async () => {
    const { fake, user } = renderGame();
    const region = await screen.findByRole('region', { name: 'This session' });
    act(() => fake.emit('games.onPlaySession', session()));
    const toggle = within(region).getByRole('button', { expanded: false });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bar = within(region);
    expect(bar.getByText('Turnover left before withdrawal')).toBeVisible();
    expect(await bar.findByText('Reality check: 30 minutes')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Responsible gaming' }));
    expect(
      await screen.findByRole('tab', { name: 'Responsible gaming', selected: true }),
    ).toBeInTheDocument();
  });

  it('is not shown in free play', async () => {
    renderApp({ path: `${GAME}&freePlay=1`, api: { ...launch } as never });
    await screen.findByTitle('Game');
    expect(screen.queryByRole('region', { name: 'This session' })).toBeNull();
  });
});

describe('elapsed', () => {
  it('writes minutes and seconds, and hours once past one', () => {
    const start = '2026-03-01T10:00:00.000Z';
    expect(elapsed(start, Date.parse(start) + 65_000)).toBe('1:05');
    expect(elapsed(start, Date.parse(start) + 3_723_000)).toBe('1:02:03');
    expect(elapsed(start, Date.parse(start) - 5_000)).toBe('0:00');
  });
});
