import { ErrorCode, gamesEndpoints } from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors/app-error.js';
import { arrangeLanes } from '../../platform/lanes.js';
import { waitFor } from '../../store/store-contract.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

const e = gamesEndpoints;

describe('games.lanes', () => {
  const gw = useGatewayApp();

  it('keeps only categories with vendors, in nav order, vendors by sort', async () => {
    const lanes = await createCaller(createContextInner({ services: gw.app.services })).games.lanes();
    expect(lanes.map((l) => l.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(lanes[0]?.vendors.map((v) => v.nodeId)).toEqual([1, 2]);
  });

  it('is cached: repeated and concurrent calls hit the platform once', async () => {
    const caller = createCaller(
      createContextInner({ services: gw.app.services, visitor: { language: 'TH' } }),
    );
    const before = gw.up.hits(e.vendorLanes.path);
    await Promise.all([caller.games.lanes(), caller.games.lanes(), caller.games.lanes()]);
    await caller.games.lanes();
    expect(gw.up.hits(e.vendorLanes.path) - before).toBe(1);
  });

  it('asks as the portal’s client (type 3, flash,html5-desktop), so each card counts what the lobby lists', async () => {
    await createCaller(
      createContextInner({ services: gw.app.services, visitor: { language: 'KO' } }),
    ).games.lanes();
    const sent = gw.up.requests.filter((r) => r.path === e.vendorLanes.path).at(-1);
    expect(Object.fromEntries(new URLSearchParams(sent?.query))).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
    });
  });

  it('arranges an empty list to an empty list', () => {
    expect(arrangeLanes([])).toEqual([]);
  });
});

describe('games.list and games.hot', () => {
  // A new gateway each time: its menu cache starts empty.
  const gw = useGatewayApp({ perTest: { fresh: ['games'] } });

  const caller = (language = 'EN') =>
    createCaller(createContextInner({ services: gw.app.services, visitor: { language } }));
  const queryOf = (path: string) =>
    gw.up.requests
      .filter((r) => r.path === path)
      .map((r) => Object.fromEntries(new URLSearchParams(r.query)));
  const names = (games: Array<{ gameName: string }>) => games.map((g) => g.gameName);
  async function refusal(p: Promise<unknown>): Promise<AppError> {
    try {
      await p;
    } catch (err) {
      if (err instanceof TRPCError) return err.cause as AppError;
      throw err;
    }
    throw new Error('expected a refusal');
  }

  it('answers a page of a vendor tab in the spec’s page size, every minimum bet for "all"', async () => {
    const first = await caller().games.list({ gameType: 'RNG', vassalage: 'V2', minBet: 'all' });
    expect(first.games.map((g) => g.nodeId)).toEqual(Array.from({ length: 21 }, (_, i) => 201 + i));
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 25 });
    const second = await caller().games.list({ gameType: 'RNG', vassalage: 'V2', pageNo: 2 });
    expect(second.games.map((g) => g.nodeId)).toEqual([222, 223, 224, 225]);
    expect(queryOf(e.gameList.path)[0]).toEqual({
      gameType: 'RNG',
      vassalage: 'V2',
      pageNo: '1',
      pageSize: '21',
      language: 'EN',
      // Spec sections 7 and 9: client type 3, platform flash,html5-desktop.
      clientType: '3',
      platform: 'flash,html5-desktop',
    });
  });

  it('filters by name, classify and minimum bet; an empty name is no filter', async () => {
    const v1 = { gameType: 'RNG', vassalage: 'V1' } as const;
    expect(names((await caller().games.list({ ...v1, gameName: 'seven' })).games)).toEqual([
      'Lucky Seven',
      'Seven Seas',
    ]);
    expect(names((await caller().games.list({ ...v1, gameClassify: 'JP' })).games)).toEqual(['Dragon Gold']);
    expect(names((await caller().games.list({ ...v1, minBet: '0.5' })).games)).toEqual(['Seven Seas']);
    expect((await caller().games.list({ ...v1, gameName: '' })).totalCount).toBe(3);
    expect(queryOf(e.gameList.path).at(-1)).not.toHaveProperty('gameName');
  });

  it('keeps each filter’s page per language until the platform says the games changed', async () => {
    const v1 = { gameType: 'RNG', vassalage: 'V1' } as const;
    expect(names((await caller().games.list(v1)).games)[0]).toBe('Lucky Seven');
    await caller().games.list(v1);
    expect(gw.up.hits(e.gameList.path)).toBe(1);
    await caller('VI').games.list(v1);
    await caller().games.list({ ...v1, gameClassify: 'SC' });
    expect(gw.up.hits(e.gameList.path)).toBe(3);

    // The operator renames a game: the cached page stands until the platform's games.changed.
    const lucky = gw.up.state.games.catalogue[0];
    if (!lucky) throw new Error('no game');
    lucky.gameName = 'Lucky Eight';
    expect(names((await caller().games.list(v1)).games)[0]).toBe('Lucky Seven');
    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const changes = gw.app.services.gameMenus.changeCount;
    emitEvent(gw.up.state.wallet, { type: 'games.changed', merchant: 'demo' });
    await waitFor(() => gw.app.services.gameMenus.changeCount > changes);
    expect(names((await caller().games.list(v1)).games)[0]).toBe('Lucky Eight');
    expect(gw.up.hits(e.gameList.path)).toBe(4);
  });

  it('refuses a malformed filter without asking the platform', async () => {
    const badType = await refusal(caller().games.list({ gameType: 'NOPE' as 'RNG' }));
    expect(badType.code).toBe(ErrorCode.validation);
    expect(Object.keys(badType.fields ?? {})).toEqual(['gameType']);
    const badPage = await refusal(caller().games.list({ gameType: 'RNG', pageNo: 0 }));
    expect(Object.keys(badPage.fields ?? {})).toEqual(['pageNo']);
    const badTab = await refusal(caller().games.list({ gameType: 'RNG', vassalage: '../V1' }));
    expect(Object.keys(badTab.fields ?? {})).toEqual(['vassalage']);
    expect(gw.up.hits(e.gameList.path)).toBe(0);
  });

  it('answers the hot games of a vendor tab, asked as the platform’s own list', async () => {
    expect(names(await caller().games.hot({ gameType: 'RNG', vassalage: 'V1' }))).toEqual([
      'Lucky Seven',
      'Seven Seas',
    ]);
    expect(names(await caller().games.hot({ gameType: 'LIVE' }))).toEqual(['Baccarat']);
    expect(queryOf(e.hotGames.path)[0]).toEqual({
      gameType: 'RNG',
      vassalage: 'V1',
      isPlatform: '2',
      language: 'EN',
      platform: 'flash,html5-desktop',
    });
  });
});

describe('games.vassalGameTypes (the spec’s "vassal game type")', () => {
  const gw = useGatewayApp({ perTest: { fresh: ['games'] } });
  const caller = (language = 'EN') =>
    createCaller(createContextInner({ services: gw.app.services, visitor: { language } }));

  it('answers a vendor tab’s game types, asked for the portal’s client type and platforms', async () => {
    expect(await caller().games.vassalGameTypes({ gameType: 'RNG', vassalage: 'V1' })).toEqual({
      gameCount: 3,
      list: [
        { gameClassify: 'SC', gameCount: 1 },
        { gameClassify: 'VP', gameCount: 1 },
        { gameClassify: 'JP', gameCount: 1 },
      ],
    });
    const [query] = gw.up.requests.filter((r) => r.path === e.vassalGameTypes.path);
    expect(Object.fromEntries(new URLSearchParams(query?.query))).toEqual({
      gameType: 'RNG',
      vassalage: 'V1',
      clientType: '3',
      platform: 'flash,html5-desktop',
    });
  });

  it('keeps the answer per tab, in every language, until the games change', async () => {
    await caller('EN').games.vassalGameTypes({ gameType: 'RNG', vassalage: 'V2' });
    await caller('VI').games.vassalGameTypes({ gameType: 'RNG', vassalage: 'V2' });
    await caller('EN').games.vassalGameTypes({ gameType: 'RNG' });
    expect(gw.up.hits(e.vassalGameTypes.path)).toBe(2);
  });

  it('refuses a malformed tab without asking, and passes on a tab the brand does not offer', async () => {
    const bad = await caller()
      .games.vassalGameTypes({ gameType: 'RNG', vassalage: '../V1' })
      .catch((err: unknown) => err);
    expect(bad).toBeInstanceOf(TRPCError);
    expect(((bad as TRPCError).cause as AppError).fields).toHaveProperty('vassalage');
    expect(gw.up.hits(e.vassalGameTypes.path)).toBe(0);
    const unknown = await caller()
      .games.vassalGameTypes({ gameType: 'LIVE', vassalage: 'V1' })
      .catch((err: unknown) => err);
    expect(((unknown as TRPCError).cause as AppError).code).toBe(ErrorCode.notFound);
  });
});
