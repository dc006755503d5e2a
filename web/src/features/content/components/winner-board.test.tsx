import type { GameCategory, Winner } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountApi } from '@/testing/account-fixtures';
import * as f from '@/testing/fixtures';
import { comeIdle } from '@/testing/idle';
import { renderApp } from '@/testing/render-app';

// The page's load is the test's to give: the board draws its looping copy then.
vi.mock('@/lib/idle', () => import('@/testing/idle'));

function winner(id: number, overrides: Partial<Winner> = {}): Winner {
  return {
    id,
    iconUrl: `/game/${id}.svg`,
    customerName: `p${id % 10}***er`,
    gameName: `Fortune ${id}`,
    winAmount: `${10000 + id}.5`,
    gameCategory: 'RNG' satisfies GameCategory,
    vendor: 'JILI',
    gameId: id,
    wonAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
    ...overrides,
  };
}
const board = (from: number, n = 20) => Array.from({ length: n }, (_, i) => winner(from - i));

const loggedIn = { isLoggedIn: true, isAgent: false, type: 0, mustChangePassword: false };

async function renderHome(api: Record<string, unknown> = {}) {
  const view = renderApp({
    path: '/index',
    api: {
      'content.winners': board(40),
      'content.onWinners': undefined,
      'jackpot.onValue': undefined,
      ...api,
    },
  });
  // The board of the home page itself (while the page's chunk loads, the home skeleton's stands in).
  const region = await waitFor(() => {
    const board = screen.getByRole('region', { name: 'Big winners' });
    expect(within(board).getAllByRole('button').length).toBeGreaterThan(0);
    return board;
  });
  return { ...view, region };
}

/** The board once the page has loaded: every row, the looping copy, moving. */
async function renderLoadedHome(api: Record<string, unknown> = {}) {
  const view = await renderHome(api);
  await waitFor(() => {
    act(() => comeIdle());
    expect(view.region.querySelector('.winners__list--copy')).not.toBeNull();
  });
  return view;
}

describe('winner board', () => {
  it('renders 20 rows: icon, masked name, game and the amount with symbol and separators', async () => {
    const { region } = await renderLoadedHome();
    const rows = within(region).getAllByRole('button');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveAccessibleName(/^p0\*\*\*er,\s?Fortune 40,\s?\$10,040\.50$/);
    expect(within(rows[0]!).getByText('$10,040.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Fortune 40')).toBeInTheDocument();
    const icon = await waitFor(() => rows[0]!.querySelector('img')!);
    expect(icon).toHaveAttribute('src', expect.stringContaining('/game/40.svg'));
    // The lazy image's box (components/lazy-image): loaded near the viewport, retried, then the game's name.
    expect(icon?.parentElement).toHaveClass('lazy-image', 'winners__icon');
    // The looping copy is hidden from assistive technology and the tab order.
    expect(region.querySelector('.winners__list--copy')).toHaveAttribute('aria-hidden', 'true');
    expect(region.querySelectorAll('.winners__list--copy button')).toHaveLength(0);
  });

  it('draws one list first, standing still; the looping copy once the page has loaded, moving from then on', async () => {
    const { region } = await renderHome();
    expect(within(region).getAllByRole('button')).toHaveLength(20);
    expect(region.querySelector('.winners__list--copy')).toBeNull();
    const track = region.querySelector<HTMLElement>('.winners__track');
    expect(track).not.toHaveClass('winners__track--moving');

    act(() => comeIdle());
    await waitFor(() =>
      expect(region.querySelectorAll('.winners__list--copy .winners__row')).toHaveLength(20),
    );
    expect(track).toHaveClass('winners__track--moving');
    // The copy adds no button: it is hidden from assistive technology and the tab order.
    expect(within(region).getAllByRole('button')).toHaveLength(20);
  });

  it('draws the copy at once when a pointer comes onto the board before the load', async () => {
    const { region, user } = await renderHome();
    await user.hover(region.querySelector('.winners__viewport')!);
    expect(region.querySelectorAll('.winners__list--copy .winners__row')).toHaveLength(20);
    expect(region.querySelector('.winners__track')).toHaveClass('winners__track--moving');
  });

  it('draws the copy at once when the focus comes onto the board before the load', async () => {
    const { region } = await renderHome();
    act(() => within(region).getAllByRole('button')[0]!.focus());
    expect(region.querySelectorAll('.winners__list--copy .winners__row')).toHaveLength(20);
  });

  it('scrolls from 3 wins on, 0.5 px a frame (30 px a second): one list of 20 rows of 57 px in 38 s', async () => {
    const { region } = await renderLoadedHome();
    const track = region.querySelector<HTMLElement>('.winners__track');
    // jsdom lays nothing out: the rows' height until the list is measured.
    expect(track?.style.animationDuration).toBe(`${(20 * 57) / 30}s`);
  });

  it('stands still with fewer than 3 wins: no moving track and no looping copy', async () => {
    const { region } = await renderHome({ 'content.winners': [winner(2), winner(1)] });
    expect(within(region).getAllByRole('button')).toHaveLength(2);
    expect(region.querySelector('.winners__track')).toBeNull();
    expect(region.querySelector('.winners__list--copy')).toBeNull();
  });

  it('says a win whose game opens only a preview page is one (its vendor is not connected)', async () => {
    const lanes = f.lanes().map((lane) => ({
      ...lane,
      vendors: lane.vendors.map((v) => (v.vendor === 'JILI' ? { ...v, sandbox: true } : v)),
    }));
    const { region } = await renderHome({
      'games.lanes': lanes,
      'content.winners': [winner(2, { vendor: 'DEMO', gameName: 'Lucky Lanterns' }), winner(1)],
    });
    const [real, preview] = within(region).getAllByRole('button');
    expect(real).toHaveAccessibleName(/^p2\*\*\*er,\s?Lucky Lanterns,\s?\$/);
    expect(preview).toHaveAccessibleName(/^p1\*\*\*er,\s?Fortune 1,\s?Preview,\s?\$/);
  });

  it('shows a pushed win at the top without a reload', async () => {
    const { region, fake } = await renderLoadedHome();
    act(() =>
      fake.emit('content.onWinners', [
        winner(41, { customerName: 'ne***st', winAmount: '1234567.8' }),
        ...board(40, 19),
      ]),
    );
    // The row's visible text is its name (no aria-label that differs from what is seen: WCAG 2.5.3).
    const top = await within(region).findByRole('button', {
      name: /^ne\*\*\*st.*Fortune 41.*\$1,234,567\.80$/,
    });
    const rows = within(region).getAllByRole('button');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toBe(top);
  });

  it('opens the login popup when a visitor chooses a win, and launches that game after the login', async () => {
    const { region, user, router } = await renderHome({
      ...accountApi().api,
      'content.winners': [winner(7, { gameCategory: 'FISH', gameCode: 'JLF101' }), ...board(40, 19)],
    });
    await user.click(within(region).getAllByRole('button')[0]!);
    // The dialog opens with its title while its form's options load, then the form replaces it.
    await screen.findByRole('dialog', { name: 'Log in' });
    const username = await screen.findByLabelText('Username');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toContainElement(username);
    expect(router.state.location.pathname).toBe('/index');
    await user.type(username, 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?nodeId=7&gameType=FISH');
  });

  it('launches a member’s chosen win: the game frame, or the lottery game in the lottery lobby', async () => {
    const { region, user, router } = await renderHome({
      'session.state': loggedIn,
      'content.winners': [
        winner(7, { gameCategory: 'LIVE', gameCode: 'EVOL101' }),
        winner(8, {
          gameCategory: 'LOTT',
          vendor: 'TCG_LOTTO_VN',
          gameCode: 'VNMB',
          defaultPlayType: 'LO2',
        }),
        ...board(40, 18),
      ],
    });
    await user.click(within(region).getAllByRole('button')[0]!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/game?nodeId=7&gameType=LIVE',
    );
    await router.navigate('/index');
    const again = await screen.findByRole('region', { name: 'Big winners' });
    await user.click((await within(again).findAllByRole('button'))[1]!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2',
    );
  });

  it('launches the win from the looping copy too: half the loop the rows a mouse sees are the copy', async () => {
    const { region, user, router } = await renderLoadedHome({
      'session.state': loggedIn,
      'content.winners': [winner(7, { gameCategory: 'LIVE', gameCode: 'EVOL101' }), ...board(40, 19)],
    });
    const copyRow = region.querySelector('.winners__list--copy .winners__button');
    expect(copyRow).not.toBeNull();
    await user.click(copyRow!);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/game?nodeId=7&gameType=LIVE',
    );
  });
});
