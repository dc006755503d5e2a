import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import * as f from '@/testing/fixtures';

const SPEC_ROUTES = [
  '/index',
  '/register',
  '/register.html',
  '/login',
  '/noticePage',
  '/pointMall',
  '/deposit-rank',
  '/bet-rank',
  '/fish',
  '/pvp',
  '/live',
  '/sports',
  '/esports',
  '/elott',
  '/lott',
  '/rng',
  '/hot',
  '/lottery?gameCode=VNC&vendor=TCG_LOTTO_VN&playType=2D',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/download',
  '/join',
  '/game',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('renders %s inside the layout', async (path) => {
    renderApp({ path });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('redirects / to /index', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Golden Palace' }),
    ).toBeInTheDocument();
  });

  it('shows a not-found page inside the layout for unknown paths', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('opens the register dialog over the home page on /register.html', async () => {
    renderApp({ path: '/register.html' });
    await screen.findByLabelText('Confirm password');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Golden Palace' })).toBeInTheDocument();
  });

  it('closing the register dialog goes to /index', async () => {
    const { router, user } = renderApp({ path: '/register' });
    await screen.findByLabelText('Confirm password');
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('loginedToHomePage', () => {
  const forced = {
    'system.bootstrap': f.bootstrap({ brand: { ...f.bootstrap().brand, loginedToHomePage: true } }),
  };

  it.each(['/index', '/rng', '/noticePage', '/help', '/down', '/'])(
    'sends a visitor without a session from %s to /login',
    async (path) => {
      const { router } = renderApp({ path, api: forced });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    },
  );

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/resetPassword'])(
    'leaves %s open',
    async (path) => {
      const { router } = renderApp({ path, api: forced });
      const main = await screen.findByRole('main');
      await within(main).findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('lets a logged-in player through', async () => {
    const { router } = renderApp({
      path: '/rng',
      api: {
        ...forced,
        'session.state': { isLoggedIn: true, isAgent: false, type: 1, mustChangePassword: false },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('does nothing when the setting is off', async () => {
    const { router } = renderApp({ path: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
  });
});
