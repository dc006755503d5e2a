import { PORTAL_PAGES } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { createRoutes } from './router';
import * as f from '@/testing/fixtures';

/**
 * Each route of the table with what only its own page shows: the page's <h1>, and for the routes
 * that open a dialog over the home page, that dialog. A route that rendered another page fails.
 */
const ROUTES: [path: string, page: { heading: string; dialog?: string }][] = [
  ['/index', { heading: 'Welcome to Golden Palace' }],
  ['/register', { heading: 'Welcome to Golden Palace', dialog: 'Register' }],
  ['/register.html', { heading: 'Welcome to Golden Palace', dialog: 'Register' }],
  ['/login', { heading: 'Welcome to Golden Palace', dialog: 'Log in' }],
  ['/resetPassword', { heading: 'Choose a new password' }],
  ['/noticePage', { heading: 'Announcements' }],
  ['/pointMall', { heading: 'Point mall' }],
  ['/deposit-rank', { heading: 'Deposit TOP 20' }],
  ['/bet-rank', { heading: 'Valid bet TOP 20' }],
  ['/fish', { heading: 'Fishing' }],
  ['/pvp', { heading: 'Card Games' }],
  ['/live', { heading: 'Live Casino' }],
  ['/sports', { heading: 'Sports' }],
  ['/esports', { heading: 'E-sports' }],
  ['/elott', { heading: 'E-Lottery' }],
  ['/lott', { heading: 'Lottery' }],
  ['/rng', { heading: 'Slots' }],
  ['/hot', { heading: 'Hot Slots' }],
  // A visitor following a link to a game is asked to log in over the lobby.
  ['/lottery?gameCode=VNC&vendor=TCG_LOTTO_VN&playType=2D', { heading: 'Lottery lobby', dialog: 'Log in' }],
  ['/promotions', { heading: 'Promotions' }],
  ['/promoDetail', { heading: 'Promotion details' }],
  ['/seamless', { heading: 'Game' }],
  ['/help', { heading: 'Help centre' }],
  ['/helpmc', { heading: 'Help centre' }],
  ['/down', { heading: 'Download the app' }],
  ['/download', { heading: 'Download the app' }],
  ['/feedback', { heading: 'Feedback' }],
  ['/join', { heading: 'Become an agent' }],
  ['/game', { heading: 'Game' }],
];

describe('route table', () => {
  it('is the list of pages the platform checks internal links against (PORTAL_PAGES)', () => {
    const [shell] = createRoutes();
    const paths = (shell?.children ?? []).flatMap((r) => (r.path && r.path !== '*' ? [`/${r.path}`] : []));
    expect([...paths].sort()).toEqual([...PORTAL_PAGES].sort());
  });

  it.each(ROUTES)('renders %s as its own page inside the layout', async (path, page) => {
    renderApp({ path });
    const main = await screen.findByRole('main');
    // Waited for as a whole: a loading dialog or page gives way to the loaded one with a new element.
    await waitFor(() =>
      expect(within(main).getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument(),
    );
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    if (page.dialog) {
      const name = page.dialog;
      await waitFor(() => expect(screen.getByRole('dialog', { name })).toBeInTheDocument());
    } else {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
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
