import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@portal/contracts';
import { i18n } from '@/lib/i18n';
import { ImageCdnProvider } from '@/lib/image-cdn';
import * as f from '@/testing/fixtures';
import { BannerCarousel, gameRouteFor } from './banner-carousel';

function renderCarousel(banners: Banner[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={i18n}>
            <ImageCdnProvider cdn="https://img.example.test">
              <BannerCarousel banners={banners} />
            </ImageCdnProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: ['/index'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('banner carousel', () => {
  it('has no pagination with a single banner', () => {
    renderCarousel([f.banner('w_index', 1)]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute(
      'src',
      'https://img.example.test/banner/w_index/1.svg',
    );
    expect(screen.queryByRole('button', { name: /Show banner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('paginates more than one banner and can pause the autoplay', async () => {
    renderCarousel([f.banner('w_index', 1), f.banner('w_index', 2), f.banner('w_index', 3)]);
    const dots = screen.getAllByRole('button', { name: /Show banner \d of 3/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2]!);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('renders nothing without banners', () => {
    renderCarousel([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('links by linkageType: 1 internal, 2 new tab with noopener, 3 the game route, 0 nothing', () => {
    renderCarousel([
      f.banner('w_index', 1, { linkageType: 1, linkUrl: '/promotions', title: 'Internal' }),
      f.banner('w_index', 2, { linkageType: 2, linkUrl: 'https://partner.example.test/', title: 'External' }),
      f.banner('w_index', 3, { linkageType: 3, linkUrl: 'JILI:JL1001', title: 'Game' }),
      f.banner('w_index', 4, { linkageType: 0, linkUrl: null, title: 'Plain' }),
    ]);
    const internal = screen.getByRole('img', { name: 'Internal' }).closest('a')!;
    expect(internal).toHaveAttribute('href', '/promotions');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('img', { name: 'External' }).closest('a')!;
    expect(external).toHaveAttribute('href', 'https://partner.example.test/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Game' }).closest('a')).toHaveAttribute(
      'href',
      '/game?gameCode=JL1001&vendor=JILI',
    );
    expect(screen.getByRole('img', { name: 'Plain' }).closest('a')).toBeNull();
  });

  it('clicking an internal banner navigates inside the app', async () => {
    const router = renderCarousel([
      f.banner('w_index', 1, { linkageType: 1, linkUrl: '/promotions', title: 'Go' }),
    ]);
    await userEvent.click(screen.getByRole('img', { name: 'Go' }));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('maps game links: a route as given, a node id, a vendor and code, a bare code', () => {
    expect(gameRouteFor('/lottery?gameCode=VN')).toBe('/lottery?gameCode=VN');
    expect(gameRouteFor('1234')).toBe('/game?nodeId=1234');
    expect(gameRouteFor('TCG_LOTTO_VN:VNMB')).toBe('/game?gameCode=VNMB&vendor=TCG_LOTTO_VN');
    expect(gameRouteFor('A B')).toBe('/game?gameCode=A+B');
  });
});

describe('a banner that names a game', () => {
  const loggedIn = { isLoggedIn: true, isAgent: false, type: 3, mustChangePassword: false };

  it('launches that game in the game frame (not a "choose a game" page)', async () => {
    const { renderApp } = await import('@/testing/render-app');
    const { router, fake } = renderApp({
      path: '/game?gameCode=JL105&vendor=JILI',
      api: { 'session.state': loggedIn },
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/game?nodeId=1005&gameType=RNG',
      ),
    );
    expect(screen.queryByText('Choose a game to play')).not.toBeInTheDocument();
    await waitFor(() => expect(fake.calls).toContain('games.launch'));
  });

  it('opens a lottery game in the lottery lobby with that game selected', async () => {
    const { renderApp } = await import('@/testing/render-app');
    const lanes = [
      {
        gameType: 'LOTT' as const,
        vendors: [
          f.vendor({ vendor: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameType: 'LOTT', nodeId: 900 }),
        ],
      },
    ];
    const vnGame = {
      ...f.games('LOTT', 'TCG_LOTTO_VN')[0]!,
      gameCode: 'VNMB',
      gameName: 'Miền Bắc',
      defaultPlayType: 'LO2',
    };
    const { router } = renderApp({
      path: '/game?gameCode=VNMB&vendor=TCG_LOTTO_VN',
      api: {
        'games.lanes': lanes,
        'games.list': { games: [vnGame], pageNo: 1, totalPages: 1, totalCount: 1 },
      },
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2',
      ),
    );
  });

  it('says the game is not available when no category has it', async () => {
    const { renderApp } = await import('@/testing/render-app');
    renderApp({ path: '/game?gameCode=NOPE1&vendor=JILI' });
    expect(await screen.findByRole('heading', { name: 'This game is not available.' })).toBeInTheDocument();
  });
});

describe('banner carousel in the layout', () => {
  it('shows the group of the current path', async () => {
    const { renderApp } = await import('@/testing/render-app');
    renderApp({ path: '/rng' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('img', { name: 'Banner 3' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Show banner/ })).not.toBeInTheDocument();
    // A game list page gets the short strip, so its first row of games is in view.
    expect(region).toHaveClass('banner--compact');
  });

  it('keeps the full banner on the home page', async () => {
    const { renderApp } = await import('@/testing/render-app');
    renderApp({ path: '/index' });
    const region = await screen.findByRole('region', { name: 'Featured' }, { timeout: 10_000 });
    expect(region).not.toHaveClass('banner--compact');
  });
});
