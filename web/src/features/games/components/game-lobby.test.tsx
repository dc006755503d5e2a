import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as account from '@/testing/account-fixtures';
import { renderApp } from '@/testing/render-app';

const loggedIn = { 'session.state': account.loggedIn };
const listInputs = (fake: { inputs: { path: string; input: unknown }[] }) =>
  fake.inputs.filter((c) => c.path === 'games.list').map((c) => c.input as Record<string, unknown>);

describe('game lobby', () => {
  it('shows 21 games, loads the rest on demand and then offers no more', async () => {
    const { user } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel');
    expect(await within(grid).findAllByRole('button', { name: /^Play SLOT3 Game/ })).toHaveLength(21);
    expect(within(grid).getByText('30 games')).toBeVisible();
    await user.click(within(grid).getByRole('button', { name: 'Load more (21 of 30)' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { name: /^Play SLOT3 Game/ })).toHaveLength(30),
    );
    expect(within(grid).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('filters slots by classify and minimum bet, each clearing the other and starting at page 1', async () => {
    const { user, fake } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel');
    await within(grid).findAllByRole('button', { name: /^Play SLOT3/ });
    await user.click(within(grid).getByRole('button', { name: 'Scratch cards' }));
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /^Play SLOT3/ })).toHaveLength(5));
    expect(within(grid).getByRole('button', { name: 'Scratch cards' })).toHaveAttribute(
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

  it('searches by name after the typing stops (500 ms), in the full list', async () => {
    const { user, fake } = renderApp({ path: '/rng?page=SLOT3' });
    const grid = await screen.findByRole('tabpanel');
    await within(grid).findAllByRole('button', { name: /^Play SLOT3/ });
    await user.type(within(grid).getByRole('searchbox', { name: 'Search games by name' }), 'game 2');
    expect(listInputs(fake).some((i) => i['gameName'] !== undefined)).toBe(false);
    await waitFor(
      () => expect(within(grid).getAllByRole('button', { name: /^Play SLOT3/ })).toHaveLength(11),
      { timeout: 2000 },
    );
    expect(listInputs(fake).at(-1)).toMatchObject({ gameName: 'game 2', pageNo: 1 });
    await user.clear(within(grid).getByRole('searchbox'));
    await user.type(within(grid).getByRole('searchbox'), 'zzz');
    expect(
      await within(grid).findByText('No games match these filters', {}, { timeout: 2000 }),
    ).toBeVisible();
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
    await user.click(await within(grid).findByRole('button', { name: 'Play SLOT3 Game 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?nodeId=1001&gameType=RNG');
  });
});
