import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as account from '@/testing/account-fixtures';
import * as f from '@/testing/fixtures';
import { FakeGatewayError } from '@/testing/fake-trpc';
import { renderApp } from '@/testing/render-app';
import { inputsOf } from '@/testing/render-centre';

const loggedIn = { 'session.state': account.loggedIn };
const roomsSection = () => screen.findByRole('region', { name: 'Tables' });

describe('PvP rooms on the PVP page', () => {
  it('lists each room with its stake, seats taken and rake, a full room not playable', async () => {
    renderApp({ path: '/pvp' });
    const rooms = await roomsSection();
    const items = await within(rooms).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Seated 1/5');
    expect(items[0]).toHaveTextContent('House rake 5%');
    expect(within(items[0]!).getByRole('button', { name: /^Play at .*0\.50/ })).toBeEnabled();
    expect(within(items[2]!).getByRole('button', { name: 'Table full' })).toBeDisabled();
  });

  it('opens the table in the room for a member: a PvP launch of the room, played where it answers', async () => {
    const { user, router, fake } = renderApp({
      path: '/pvp',
      api: { ...loggedIn, 'games.launch': { url: '/demo-vendor/niuniu?ticket=t1&room=NN-2' } },
    });
    const rooms = await roomsSection();
    await user.click(await within(rooms).findByRole('button', { name: /^Play at .*2\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?nodeId=7001&gameType=PVP&room=NN-2');
    const frame = await screen.findByTitle('Game');
    expect(frame.getAttribute('src')).toMatch(/\/demo-vendor\/niuniu\?ticket=t1&room=NN-2&theme=light$/);
    // The spec's "pvp launch": the room goes to the platform, which checks it and answers the URL.
    expect(inputsOf(fake, 'games.launch')).toEqual([
      { kind: 'pvp', nodeId: 7001, roomId: 'NN-2', freePlay: false },
    ]);
  });

  it('launches any PvP game by the PvP launch, without a room when none was chosen', async () => {
    const { fake } = renderApp({
      path: '/game?nodeId=7002&gameType=PVP',
      api: { ...loggedIn, 'games.launch': { url: '/demo-vendor/sandbox?ticket=t2' } },
    });
    expect(await screen.findByTitle('Game')).toBeVisible();
    expect(inputsOf(fake, 'games.launch')).toEqual([{ kind: 'pvp', nodeId: 7002, freePlay: false }]);
  });

  it('asks a visitor to log in before the table opens', async () => {
    const { user } = renderApp({ path: '/pvp' });
    const rooms = await roomsSection();
    await user.click(await within(rooms).findByRole('button', { name: /^Play at .*0\.50/ }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
  });

  it('says when no table is open, and offers a retry when the rooms cannot load', async () => {
    const empty = renderApp({ path: '/pvp', api: { 'pvp.rooms': [] } });
    expect(await within(await roomsSection()).findByText('No tables are open right now.')).toBeVisible();
    empty.unmount();

    let calls = 0;
    const { user } = renderApp({
      path: '/pvp',
      api: {
        'pvp.rooms': () => {
          calls += 1;
          if (calls === 1) throw new FakeGatewayError('UPSTREAM_UNAVAILABLE');
          return f.pvpRooms();
        },
      },
    });
    const rooms = await roomsSection();
    const alert = await within(rooms).findByRole('alert');
    expect(alert).toHaveTextContent('The tables could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(rooms).findAllByRole('listitem')).toHaveLength(3);
  });
});
