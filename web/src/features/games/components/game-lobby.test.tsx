import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as account from '@/testing/account-fixtures';
import * as f from '@/testing/fixtures';
import { installFakeIntersectionObserver, reportNear } from '@/testing/fake-intersection-observer';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';

const loggedIn = { 'session.state': account.loggedIn };
const listInputs = (fake: { inputs: { path: string; input: unknown }[] }) =>
  fake.inputs.filter((c) => c.path === 'games.list').map((c) => c.input as Record<string, unknown>);

describe('game lobby', () => {
  it('shows 21 games, loads the rest on demand and then offers no more', async () => {
    const { user } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel', {}, { timeout: 10_000 });
    expect(await within(grid).findAllByRole('button', { name: /^Play SLOT3 Game/ })).toHaveLength(21);
    expect(within(grid).getByText('30 games')).toBeVisible();
    await user.click(within(grid).getByRole('button', { name: 'Load more (21 of 30)' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { name: /^Play SLOT3 Game/ })).toHaveLength(30),
    );
    expect(within(grid).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('loads the next page when the list’s end comes near the viewport (infinite scroll)', async () => {
    installFakeIntersectionObserver(vi.stubGlobal);
    try {
      renderApp({ path: '/rng?page=SLOT3' });
      const grid = await screen.findByRole('tabpanel');
      const tiles = () => within(grid).getAllByRole('button', { name: /^Play SLOT3 Game/ });
      await waitFor(() => expect(tiles()).toHaveLength(21));
      reportNear(grid.querySelector('.game-lobby__more')!);
      await waitFor(() => expect(tiles()).toHaveLength(30));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('filters slots by classify and minimum bet, each clearing the other and starting at page 1', async () => {
    const { user, fake } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel');
    await within(grid).findAllByRole('button', { name: /^Play SLOT3/ });
    // The type's chip counts its games once the vendor's types arrive (the vassal game type call).
    await user.click(
      await within(grid).findByRole('button', { name: 'Scratch cards 5' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Play SLOT3/ })).toHaveLength(5));
    expect(within(grid).getByRole('button', { name: 'Scratch cards 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(within(grid).getByLabelText('Minimum bet'), '0.05');
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Play SLOT3/ })).toHaveLength(6));
    expect(listInputs(fake).at(-1)).toEqual({
      gameType: 'RNG',
      vassalage: 'SLOT3',
      minBet: '0.05',
      pageNo: 1,
    });
    expect(within(grid).getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a type filter only for the types the vendor has (the vassal game type call), with their games', async () => {
    const { fake } = renderApp({
      path: '/rng?page=SLOT3',
      api: {
        'games.vassalGameTypes': {
          gameCount: 30,
          list: [
            { gameClassify: 'SC', gameCount: 5 },
            { gameClassify: 'JP', gameCount: 12 },
          ],
        },
      },
    });
    const grid = await screen.findByRole('tabpanel');
    const types = await within(grid).findByRole('group', { name: 'Game type' });
    await waitFor(() =>
      expect(
        within(types)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All types', 'Scratch cards 5', 'Jackpot 12']),
    );
    expect(fake.inputs.filter((c) => c.path === 'games.vassalGameTypes').map((c) => c.input)).toContainEqual({
      gameType: 'RNG',
      vassalage: 'SLOT3',
    });
  });

  it('shows no type filter for a vendor whose games have no type, and keeps the minimum bet', async () => {
    renderApp({ path: '/rng?page=SLOT3', api: { 'games.vassalGameTypes': { gameCount: 30, list: [] } } });
    const grid = await screen.findByRole('tabpanel');
    await within(grid).findAllByRole('button', { name: /^Play SLOT3/ });
    await waitFor(() =>
      expect(within(grid).queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument(),
    );
    expect(within(grid).getByLabelText('Minimum bet')).toBeVisible();
  });

  it('offers every type while the vendor’s types cannot be read (the list still filters)', async () => {
    renderApp({
      path: '/rng?page=SLOT3',
      api: {
        'games.vassalGameTypes': new FakeGatewayError('UPSTREAM_UNAVAILABLE'),
      },
    });
    const grid = await screen.findByRole('tabpanel');
    const types = await within(grid).findByRole('group', { name: 'Game type' });
    expect(within(types).getAllByRole('button')).toHaveLength(7);
  });

  it('searches by name after the typing stops (500 ms), across every vendor of the category', async () => {
    // The platform's search without a vendor tab: games of several vendors.
    const everyVendor = [
      ...f.games('RNG', 'SLOT3').slice(0, 12),
      ...f
        .games('RNG', 'JL')
        .slice(0, 12)
        .map((g) => ({ ...g, nodeId: g.nodeId + 500 })),
    ];
    const { user, fake } = renderApp({
      path: '/rng?page=SLOT3',
      api: {
        'games.list': (input: unknown) => {
          const q = input as { vassalage?: string; gameName?: string };
          if (q.vassalage) return f.gameList(input);
          const games = everyVendor.filter((g) =>
            g.gameName.toLowerCase().includes((q.gameName ?? '').toLowerCase()),
          );
          return { games, pageNo: 1, totalPages: 1, totalCount: games.length };
        },
      },
    });
    const grid = await screen.findByRole('tabpanel', {}, { timeout: 15_000 });
    await within(grid).findAllByRole('button', { name: /^Play SLOT3/ });
    await user.type(within(grid).getByRole('searchbox', { name: 'Search games by name' }), 'game 1');
    expect(listInputs(fake).some((i) => i['gameName'] !== undefined)).toBe(false);
    await waitFor(
      () => expect(within(grid).getAllByRole('button', { name: /^Play JL Game 1/ })).toHaveLength(4),
      {
        timeout: 15_000,
      },
    );
    const search = listInputs(fake).at(-1);
    expect(search).toMatchObject({ gameName: 'game 1', pageNo: 1 });
    expect(search?.['vassalage']).toBeUndefined();
    expect(within(grid).getAllByRole('button', { name: /^Play SLOT3 Game 1/ })).toHaveLength(4);
    // Each tile names its vendor; the count says the results span the category.
    expect(within(grid).getAllByText('JILI').length).toBeGreaterThan(0);
    expect(within(grid).getByText('Results from every Slots provider: 8 games')).toBeVisible();

    // Clearing the search returns to the vendor tab's own list.
    await user.clear(within(grid).getByRole('searchbox'));
    await waitFor(
      () => expect(within(grid).getAllByRole('button', { name: /^Play SLOT3/ })).toHaveLength(21),
      {
        timeout: 15_000,
      },
    );
    expect(within(grid).queryByRole('button', { name: /^Play JL/ })).not.toBeInTheDocument();

    await user.type(within(grid).getByRole('searchbox'), 'zzz');
    expect(
      await within(grid).findByText('No games match these filters', {}, { timeout: 15_000 }),
    ).toBeVisible();
  }, 60_000);

  // The first tab is the operator's first choice (in the seed, the games that play: Portal
  // Originals, Vietnam Lottery), even when a later vendor has many more games.
  it.each([
    ['/rng', 'RNG', 'Portal Originals', 'JILI Slots'],
    ['/lott', 'LOTT', 'Vietnam Lottery', 'TCG Lottery'],
  ] as const)('opens %s on its first tab', async (path, gameType, first, bigger) => {
    const vendors = [
      f.vendor({ vendor: 'FIRST', displayName: first, gameType, nodeId: 1, gameCount: 2 }),
      f.vendor({ vendor: 'BIG', displayName: bigger, gameType, nodeId: 2, gameCount: 40, isHot: 1 }),
    ];
    renderApp({ path, api: { 'games.lanes': [{ gameType, vendors }] } });
    expect(await screen.findByRole('tabpanel', { name: first })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: new RegExp(first) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: new RegExp(bigger) })).toHaveAttribute('aria-selected', 'false');
  });

  it('opens a category on its first tab not under maintenance', async () => {
    const rng = f.lanes()[0]!.vendors.map((v, i) => ({ ...v, maintenance: i === 0 }));
    renderApp({ path: '/rng', api: { 'games.lanes': [{ gameType: 'RNG', vendors: rng }] } });
    expect(await screen.findByRole('tabpanel', { name: rng[1]!.displayName })).toBeInTheDocument();
  });

  it('asks a visitor to log in to play or to keep a favourite, and shows no member tabs', async () => {
    const { user } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel');
    expect(within(grid).queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
    await user.click(
      (await within(grid).findAllByRole('button', { name: 'Add SLOT3 Game 1 to favourites' }))[0]!,
    );
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('stars a game at once for a member and keeps it when the platform agrees', async () => {
    const starred = new Set<number>();
    const { user, fake } = renderApp({
      path: '/rng?page=SLOT3',
      api: {
        ...loggedIn,
        'games.favouriteIds': () => [...starred],
        'games.setFavourite': (input: unknown) => {
          const { nodeId, favourite } = input as { nodeId: number; favourite: boolean };
          if (favourite) starred.add(nodeId);
          else starred.delete(nodeId);
          return { nodeId, favourite };
        },
      },
    });
    const grid = await screen.findByRole('tabpanel');
    expect(await within(grid).findByRole('button', { name: 'Favourites' })).toBeVisible();
    const star = await within(grid).findByRole('button', { name: 'Add SLOT3 Game 1 to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(within(grid).getByRole('button', { name: 'Remove SLOT3 Game 1 from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const call = fake.inputs.find((c) => c.path === 'games.setFavourite');
    expect(call?.input).toEqual({ nodeId: 1000, vendor: 'SLOT3', gameType: 'RNG', favourite: true });
    // Re-read from the platform after the answer: still starred.
    await waitFor(() =>
      expect(fake.calls.filter((c) => c === 'games.favouriteIds').length).toBeGreaterThan(1),
    );
    expect(within(grid).getByRole('button', { name: 'Remove SLOT3 Game 1 from favourites' })).toBeVisible();
  });

  it('opens a game in the frame page for a member', async () => {
    const { user, router } = renderApp({ path: '/rng?page=SLOT3', api: loggedIn });
    const grid = await screen.findByRole('tabpanel');
    await user.click(await within(grid).findByRole('button', { name: /^Play SLOT3 Game 2 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?nodeId=1001&gameType=RNG');
  });

  it("opens a VASSALAGE vendor's games in a popup list, and again from its tab panel", async () => {
    const lanes = f.lanes().map((lane) => ({
      ...lane,
      vendors: lane.vendors.map((v) => (v.vendor === 'SLOT5' ? { ...v, isVassalagePopup: true } : v)),
    }));
    const { user } = renderApp({ path: '/rng?page=SLOT5', api: { 'games.lanes': lanes } });
    const popup = await screen.findByRole('dialog', { name: 'SLOT Vendor 5 games' });
    expect(await within(popup).findAllByRole('button', { name: /^Play SLOT5 Game/ })).toHaveLength(21);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the game list' }));
    expect(await screen.findByRole('dialog', { name: 'SLOT Vendor 5 games' })).toBeVisible();
  });

  it('plays a launched game in its frame on a launch host and says so when the browser blocks a game window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user, fake } = renderApp({
        path: '/game?nodeId=1001&gameType=RNG',
        api: {
          ...loggedIn,
          'system.bootstrap': { ...f.bootstrap(), launchGameCDNs: ['https://play.example'] },
          'games.launch': { url: '/demo-vendor/slot?ticket=t1' },
        },
      });
      // The launch host comes from the status's launchGameCDNs.
      const frame = await screen.findByTitle('Game');
      expect(frame).toHaveAttribute('src', 'https://play.example/demo-vendor/slot?ticket=t1');
      expect(fake.inputs.filter((c) => c.path === 'games.launch').map((c) => c.input)).toEqual([
        { kind: 'game', nodeId: 1001, freePlay: false },
      ]);
      await user.click(screen.getByRole('button', { name: 'New window' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the game window.');
    } finally {
      open.mockRestore();
    }
  });

  it('says what a preview game is before the click: a badge, its own wording and a note on its vendor', async () => {
    // SLOT3 is not connected (a sandbox vendor); its games open a preview page.
    const lanes = f.lanes().map((lane) => ({
      ...lane,
      vendors: lane.vendors.map((v) => (v.vendor === 'SLOT3' ? { ...v, sandbox: true } : v)),
    }));
    const sandboxList = (input: unknown) => {
      const page = f.gameList(input);
      return { ...page, games: page.games.map((g) => ({ ...g, sandbox: g.vendor === 'SLOT3' })) };
    };
    renderApp({ path: '/rng?page=SLOT3', api: { 'games.lanes': lanes, 'games.list': sandboxList } });
    const grid = await screen.findByRole('tabpanel', {}, { timeout: 10_000 });
    const tiles = await within(grid).findAllByRole('button', { name: /^Open preview SLOT3 Game/ });
    expect(tiles).toHaveLength(21);
    expect(within(grid).queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    // The badge is in view on every tile (not only on hover, as the Play label is).
    expect(within(tiles[0]!).getByText('Preview')).toBeVisible();
    expect(
      within(grid).getByText(
        'SLOT Vendor 3 is not connected yet: its games open a preview page, with no real play.',
      ),
    ).toBeVisible();
  });

  it('offers other games when the vendor is under maintenance: only games that open', async () => {
    // Slots: JILI is a sandbox, SLOT1 plays, SLOT2 plays but is under maintenance; live casino has
    // only sandbox vendors; a lottery vendor plays.
    const lanes = [
      {
        gameType: 'RNG' as const,
        vendors: [
          f.vendor({ vendor: 'JILI', vassalage: 'JL', gameType: 'RNG', nodeId: 101, sandbox: true }),
          f.vendor({ vendor: 'SLOT1', gameType: 'RNG', nodeId: 102, sandbox: false }),
          f.vendor({ vendor: 'SLOT2', gameType: 'RNG', nodeId: 103, sandbox: false, maintenance: true }),
        ],
      },
      {
        gameType: 'LIVE' as const,
        vendors: [f.vendor({ vendor: 'EVO', gameType: 'LIVE', nodeId: 301, sandbox: true })],
      },
      {
        gameType: 'LOTT' as const,
        vendors: [f.vendor({ vendor: 'VNL', gameType: 'LOTT', nodeId: 501, sandbox: false })],
      },
    ];
    const listOf = (input: unknown) => {
      const q = input as { gameType: string; vassalage?: string };
      const page = f.gameList(input);
      const sandbox = q.vassalage === 'JL' || q.gameType === 'LIVE';
      return {
        ...page,
        games: page.games.slice(0, 2).map((g, i) => ({
          ...g,
          nodeId: g.nodeId + 100 * i + (q.vassalage ?? '').length * 1000,
          sandbox,
        })),
      };
    };
    const hot = [
      ...f
        .games('RNG', 'JL')
        .slice(0, 3)
        .map((g) => ({ ...g, sandbox: true })),
    ];
    renderApp({
      path: '/game?nodeId=1001&gameType=LIVE',
      api: {
        ...loggedIn,
        'games.lanes': lanes,
        'games.list': listOf,
        'games.hot': hot,
        'games.launch': new FakeGatewayError('VENDOR_MAINTENANCE'),
      },
    });
    expect(await screen.findByText('This game is under maintenance. Please try another game.')).toBeVisible();
    const others = await screen.findByRole('region', { name: 'Try one of these instead' });
    await waitFor(() => expect(within(others).getAllByRole('button', { name: /^Play / })).toHaveLength(4));
    const names = within(others)
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    expect(names.filter((n) => n.includes('SLOT1'))).toHaveLength(2);
    expect(names.filter((n) => n.includes('VNL'))).toHaveLength(2);
    expect(within(others).queryByRole('button', { name: /^Open preview / })).not.toBeInTheDocument();
    expect(names.some((n) => n.includes('SLOT2') || n.includes('JL') || n.includes('EVO'))).toBe(false);
  });

  it('offers games of other vendors when the vendor is under maintenance', async () => {
    renderApp({
      path: '/game?nodeId=1001&gameType=RNG',
      api: { ...loggedIn, 'games.launch': new FakeGatewayError('VENDOR_MAINTENANCE') },
    });
    expect(await screen.findByText('This game is under maintenance. Please try another game.')).toBeVisible();
    const others = await screen.findByRole('region', { name: 'Try one of these instead' });
    expect(within(others).getAllByRole('button', { name: /^Play / }).length).toBeGreaterThan(0);
  });
});
