import type { Game, LotteryMenus } from '@portal/contracts';
import { ErrorCode, FRAME_HEIGHT_MESSAGE } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError, type FakeApi } from '@/testing/fake-trpc';
import { lanes, vendor } from '@/testing/fixtures';
import { lotteryResults, vnMenu } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import { inputsOf } from '@/testing/render-centre';

const VN = 901;
const TCG = 902;

const MENUS: Record<string, LotteryMenus> = {
  Lott: {
    VN: [
      {
        gameCode: 'VNMB',
        gameName: 'Miền Bắc',
        gameId: 1001,
        nodeId: VN,
        defaultPlayType: 'LO2',
        prizeMode: 'Lott',
      },
      {
        gameCode: 'VNMN',
        gameName: 'Miền Nam',
        gameId: 1002,
        nodeId: VN,
        defaultPlayType: 'LO2',
        prizeMode: 'Lott',
      },
    ],
    SSC: [
      {
        gameCode: 'SSC1',
        gameName: 'Fast SSC 1 Min',
        gameId: 2001,
        nodeId: TCG,
        defaultPlayType: 'DXDS',
        prizeMode: 'Lott',
      },
    ],
  },
  SEA: {
    TH: [
      {
        gameCode: 'THLOTTO',
        gameName: 'Thai Lotto',
        gameId: 1008,
        nodeId: VN,
        defaultPlayType: '3D',
        prizeMode: 'SEA',
      },
    ],
  },
  Elott: {},
  ZY: {},
};

const LOTTERY_LANES = [
  ...lanes(),
  {
    gameType: 'LOTT' as const,
    vendors: [
      vendor({ vendor: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT', nodeId: VN }),
      vendor({ vendor: 'TCG', displayName: 'TCG Lottery', gameType: 'LOTT', nodeId: TCG }),
    ],
  },
];

function recentGame(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 1002,
    gameCode: 'VNMN',
    gameName: 'Miền Nam',
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    vassalage: null,
    gameClassify: null,
    minBet: '1',
    isHot: false,
    isNew: false,
    freePlay: false,
    defaultPlayType: 'LO2',
    icon: '/games/VNMN.png',
    ...overrides,
  };
}

function renderLottery({
  path = '/lottery',
  session = loggedIn,
  api = {},
}: { path?: string; session?: typeof loggedIn | null; api?: FakeApi } = {}) {
  const account = session ? accountApi({ session }) : accountApi();
  return renderApp({
    path,
    api: {
      ...account.api,
      'games.lanes': LOTTERY_LANES,
      'games.lotteryMenus': (input: unknown) => MENUS[(input as { prizeMode: string }).prizeMode] ?? {},
      'games.recent': { list: [recentGame()], pageNo: 1, totalPages: 1, totalCount: 1 },
      'games.launch': { url: '/demo-vendor/lottery?ticket=abc' },
      ...api,
    },
  });
}

describe('lottery lobby', () => {
  it('shows the menus of each prize mode as groups, tabs moving with the arrow keys', async () => {
    const { user } = renderLottery({ session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(0, 2)).toEqual(['Lottery', 'Southeast Asia']);
    const panel = within(screen.getByRole('tabpanel'));
    const vn = within(await panel.findByRole('region', { name: 'Vietnamese lottery' }));
    expect(vn.getByRole('button', { name: /^Miền Bắc/ })).toHaveTextContent('Miền BắcVietnam Lottery');
    expect(panel.getByRole('region', { name: 'Lucky numbers (SSC)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lottery' }));
    await user.keyboard('{ArrowRight}');
    const sea = screen.getByRole('tab', { name: 'Southeast Asia' });
    expect(sea).toHaveFocus();
    expect(sea).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('region', { name: 'Thai lottery' }),
    ).toBeInTheDocument();
  });

  it('keeps favourites in the browser per username', async () => {
    window.localStorage.setItem('portal.lotteryFavourites.someoneElse', '[2001]');
    const { user } = renderLottery();
    const panel = within(await screen.findByRole('tabpanel'));
    const star = await panel.findByRole('button', { name: 'Favourite: Miền Bắc' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('portal.lotteryFavourites.player01')).toBe('[1001]');
    expect(window.localStorage.getItem('portal.lotteryFavourites.someoneElse')).toBe('[2001]');
    const favourites = within(screen.getByRole('region', { name: 'Favourites' }));
    expect(favourites.getByRole('button', { name: /^Miền Bắc/ })).toBeInTheDocument();
    expect(favourites.queryByRole('button', { name: /^Fast SSC/ })).not.toBeInTheDocument();

    await user.click(favourites.getByRole('button', { name: 'Favourite: Miền Bắc' }));
    expect(window.localStorage.getItem('portal.lotteryFavourites.player01')).toBe('[]');
    expect(favourites.getByText('Tap the star on a game to add it to your favourites.')).toBeInTheDocument();
  });

  it('says which lottery tiles open only a preview, before the click', async () => {
    const lanesWithSandbox = LOTTERY_LANES.map((lane) =>
      lane.gameType === 'LOTT'
        ? { ...lane, vendors: lane.vendors.map((v) => ({ ...v, sandbox: v.vendor === 'TCG' })) }
        : lane,
    );
    renderLottery({ api: { 'games.lanes': lanesWithSandbox } });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(await panel.findByRole('button', { name: /^Fast SSC 1 Min.*Preview$/ })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /^Miền Bắc/ })).not.toHaveTextContent('Preview');
  });

  it('lists recently played lottery games for a member', async () => {
    const { fake } = renderLottery();
    const recent = within(await screen.findByRole('region', { name: 'Recently played' }));
    expect(recent.getByRole('button', { name: /^Miền Nam/ })).toBeInTheDocument();
    expect(inputsOf(fake, 'games.recent')[0]).toEqual({ gameType: 'LOTT', pageNo: 1 });
  });

  it('launches a chosen game into a frame and comes back to the lobby', async () => {
    const { user, fake, router } = renderLottery();
    const panel = within(await screen.findByRole('tabpanel'));
    await user.click(await panel.findByRole('button', { name: /^Miền Bắc/ }));

    const frame = await screen.findByTitle('Miền Bắc (lottery game)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/demo-vendor/lottery?ticket=abc`);
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByText('Opening Miền Bắc…')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gameCode: 'VNMB',
      vendor: 'TCG_LOTTO_VN',
      playType: 'LO2',
    });
    expect(inputsOf(fake, 'games.launch')).toEqual([
      {
        kind: 'lottery',
        vassalage: 'TCG_LOTTO_VN',
        gameCode: 'VNMB',
        prizeMode: 'Lott',
        view: 'betting',
        device: 'WEB',
        backUrl: '/lottery',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to lottery lobby' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery lobby' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sizes the game frame to the height the game reports, believing only that frame and origin', async () => {
    renderLottery({ path: '/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2' });
    const frame = (await screen.findByTitle(
      'Miền Bắc (lottery game)',
      {},
      { timeout: 5000 },
    )) as HTMLIFrameElement;
    const stage = frame.parentElement!;
    const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
    const height = { type: FRAME_HEIGHT_MESSAGE, height: 1480 };

    // Another site, another window, or a malformed message changes nothing.
    post(height, 'https://evil.example', frame.contentWindow);
    post(height, window.location.origin, window);
    post({ type: FRAME_HEIGHT_MESSAGE, height: '9999px' }, window.location.origin, frame.contentWindow);
    expect(stage.style.getPropertyValue('--frame-content-height')).toBe('');

    post(height, window.location.origin, frame.contentWindow);
    await waitFor(() => expect(stage.style.getPropertyValue('--frame-content-height')).toBe('1480px'));
    // The stage knows where it starts, so CSS fills the rest of the viewport below the header.
    expect(stage.style.getPropertyValue('--stage-top')).toMatch(/^\d+px$/);
  });

  it('says a game is under maintenance and retries', async () => {
    let calls = 0;
    const { user } = renderLottery({
      path: '/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2',
      api: {
        'games.launch': () => {
          calls += 1;
          return calls === 1
            ? new FakeGatewayError(ErrorCode.vendorMaintenance)
            : { url: '/demo-vendor/lottery?ticket=abc' };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This game is under maintenance. Please try another game or come back later.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Miền Bắc (lottery game)')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of launching or keeping a favourite', async () => {
    const { user, fake } = renderLottery({ session: null });
    const panel = within(await screen.findByRole('tabpanel'));
    await user.click(await panel.findByRole('button', { name: /^Miền Bắc/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(panel.getByRole('button', { name: 'Favourite: Miền Bắc' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(inputsOf(fake, 'games.launch')).toEqual([]);
    expect(inputsOf(fake, 'games.recent')).toEqual([]);
    expect(
      Object.keys(window.localStorage).filter((key) => key.startsWith('portal.lotteryFavourites')),
    ).toEqual([]);
  });

  it('asks a trial account to register a real one before playing', async () => {
    const { user, fake } = renderLottery({ session: { ...loggedIn, type: 4 } });
    const panel = within(await screen.findByRole('tabpanel'));
    await user.click(await panel.findByRole('button', { name: /^Miền Bắc/ }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(inputsOf(fake, 'games.launch')).toEqual([]);
  });

  it('shows the results and number statistics of the first VN game, and of the game picked', async () => {
    const { user, fake } = renderLottery();
    const results = within(await screen.findByRole('region', { name: 'Latest results' }));
    expect(await results.findByText('Draw 20261122-0345')).toBeInTheDocument();
    expect(inputsOf(fake, 'lottery.results')).toEqual([{ gameCode: 'VNMB', count: 5 }]);
    const numbers = within(screen.getByRole('region', { name: 'VN number statistics' }));
    expect(await numbers.findByText('Miền Bắc, over the last 30 draws')).toBeInTheDocument();

    await user.selectOptions(results.getByRole('combobox', { name: 'Game' }), 'Siêu Tốc 1 Phút');
    expect(await numbers.findByText('Siêu Tốc 1 Phút, over the last 30 draws')).toBeInTheDocument();
    expect(inputsOf(fake, 'lottery.results').at(-1)).toEqual({ gameCode: 'VNST1', count: 5 });
    expect(inputsOf(fake, 'lottery.vnNumbers').at(-1)).toEqual({ gameCode: 'VNST1' });
  });

  it('starts with the VN game a link names', async () => {
    const { user, fake } = renderLottery({
      session: null,
      path: '/lottery?gameCode=VNST1&vendor=TCG_LOTTO_VN&playType=DE',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const numbers = within(await screen.findByRole('region', { name: 'VN number statistics' }));
    expect(await numbers.findByText('Siêu Tốc 1 Phút, over the last 30 draws')).toBeInTheDocument();
    expect(inputsOf(fake, 'lottery.results')).toEqual([{ gameCode: 'VNST1', count: 5 }]);
  });

  it('counts VN tiles down to their next draw, and says when betting has closed', async () => {
    // The clock stands still (only Date is faked, the timers run): a slow machine cannot move the
    // countdown past what the test reads.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const now = Date.now();
    const menu = vnMenu(5, now);
    menu.MIEN_NAM![0]!.nextDrawTime = new Date(now + 50_000).toISOString();
    menu.MIEN_NAM![0]!.closeTime = new Date(now + 40_000).toISOString();
    renderLottery({
      api: {
        'lottery.vnMenu': { ...menu, MIEN_BAC: [{ ...menu.SIEU_TOC![0]!, gameCode: 'VNMB', gameId: 1001 }] },
      },
    });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(await panel.findByRole('button', { name: /^Miền Nam.*Draw in 0:50$/ })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /^Miền Bắc.*Closed, draw in 0:05$/ })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /^Fast SSC 1 Min/ })).not.toHaveTextContent(/Draw in/);
  });

  it('keeps the menus working when a panel fails, and retries the panel', async () => {
    let calls = 0;
    const { user } = renderLottery({
      api: {
        'lottery.results': (input: unknown) => {
          calls += 1;
          return calls === 1 ? new FakeGatewayError(ErrorCode.upstreamUnavailable) : lotteryResults(input);
        },
        'lottery.popular': new FakeGatewayError(ErrorCode.upstreamTimeout),
      },
    });
    const results = within(await screen.findByRole('region', { name: 'Latest results' }));
    const alert = await results.findByRole('alert');
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Miền Bắc/ })).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Popular games' })).getByRole('alert'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await results.findByText('Draw 20261122-0345')).toBeInTheDocument();
  });

  it('launches a popular game like a menu tile, and shows its results back in the lobby', async () => {
    const { user, router, fake } = renderLottery();
    const popular = within(await screen.findByRole('region', { name: 'Popular games' }));
    await user.click(await popular.findByRole('button', { name: /^Siêu Tốc 1 Phút/ }));
    expect(await screen.findByTitle('VNST1 (lottery game)')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gameCode: 'VNST1',
      vendor: 'TCG_LOTTO_VN',
      playType: 'DE',
    });

    await user.click(screen.getByRole('button', { name: 'Back to lottery lobby' }));
    const results = within(await screen.findByRole('region', { name: 'Latest results' }));
    expect(results.getByRole('combobox', { name: 'Game' })).toHaveValue('VNST1');
    expect(inputsOf(fake, 'lottery.results').at(-1)).toEqual({ gameCode: 'VNST1', count: 5 });
  });

  it('shows the open draw and its countdown above a VN game being played', async () => {
    renderLottery({ path: '/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2' });
    expect(await screen.findByText('Draw 20261122-0346')).toBeInTheDocument();
    expect(screen.getByText(/^Draw in 1:59:(59|58)$|^Draw in 2:00:00$/)).toBeInTheDocument();
  });
});
