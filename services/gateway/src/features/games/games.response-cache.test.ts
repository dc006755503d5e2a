import { gamesEndpoints } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { ORIGIN } from '../../test/browser.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { loggedIn } from '../../test/money.js';

const e = gamesEndpoints;
const inputOf = (input: unknown) => encodeURIComponent(JSON.stringify(input));

describe('menu response cache', () => {
  const gw = useGatewayApp();
  afterEach(() => {
    gw.up.state.games.listDown = false;
  });

  const get = (url: string) => gw.app.inject({ method: 'GET', url });

  it('answers an error with its own status, every time, and never from the cache', async () => {
    // A served menu makes the process keep answers (it knows the generation and listens).
    const lanes = await get('/trpc/games.lanes');
    expect(lanes.statusCode).toBe(200);
    const bad = `/trpc/games.lotteryMenus?input=${inputOf({ prizeMode: 'bad!' })}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.data).toMatchObject({
        code: 'VALIDATION',
        fields: { prizeMode: expect.any(String) },
      });
    }
    // The platform fails this one: each call asks it again.
    gw.up.state.games.listDown = true;
    const failing = `/trpc/games.list?input=${inputOf({ gameType: 'RNG' })}`;
    const before = gw.up.hits(e.gameList.path);
    for (let i = 0; i < 2; i++) expect((await get(failing)).statusCode).toBeGreaterThanOrEqual(500);
    expect(gw.up.hits(e.gameList.path) - before).toBeGreaterThanOrEqual(2);
    // A batch with one failed call keeps tRPC's mixed status and is not kept either.
    const mixed = `/trpc/games.lanes,games.lotteryMenus?batch=1&input=${inputOf({ 1: { prizeMode: 'bad!' } })}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(mixed);
      expect(res.statusCode).toBe(207);
      expect(res.json()[1].error.data.code).toBe('VALIDATION');
    }
  });

  it('still serves a success from the cache, with status 200', async () => {
    const url = `/trpc/games.lotteryMenus?input=${inputOf({ prizeMode: 'Lott' })}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const before = gw.up.hits(e.gameMenus.path);
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(gw.up.hits(e.gameMenus.path)).toBe(before);
  });
});

describe('menu response cache: what it keeps, for whom, until when', () => {
  // A new gateway each time: nothing kept from another test.
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'games'] } });

  const listUrl = `/trpc/games.list?input=${inputOf({ gameType: 'RNG', vassalage: 'V1' })}`;
  const get = (url: string, language?: string) =>
    gw.app.inject({ method: 'GET', url, headers: language ? { 'x-language': language } : {} });
  /** The answer the cache keeps for a call (keyed by language and URL, games.response-cache.ts). */
  const kept = (url: string, language = 'EN') => gw.app.services.gameMenus.response(`${language}|${url}`);
  const firstName = (body: string) =>
    (JSON.parse(body) as { result: { data: { games: Array<{ gameName: string }> } } }).result.data.games[0]
      ?.gameName;

  it('answers a repeated call from what it answered, in the same language only, hooks still run', async () => {
    const first = await get(listUrl);
    expect(firstName(first.body)).toBe('Lucky Seven');
    expect(kept(listUrl)).toBe(first.body);
    expect(kept(listUrl, 'VI')).toBeUndefined();
    // The platform renames the game: a kept answer is the old one, so the kept bytes are served.
    const lucky = gw.up.state.games.catalogue[0];
    if (!lucky) throw new Error('no game');
    lucky.gameName = 'Lucky Eight';
    const second = await get(listUrl);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(gw.up.hits(e.gameList.path)).toBe(1);
    // Another language is another answer: asked of the platform, which renamed the game meanwhile.
    expect(firstName((await get(listUrl, 'VI')).body)).toBe('Lucky Eight');
    expect(gw.up.hits(e.gameList.path)).toBe(2);
    expect(firstName(kept(listUrl, 'VI') ?? '')).toBe('Lucky Eight');
  });

  it('forgets every kept answer when the platform says the games changed', async () => {
    expect(firstName((await get(listUrl)).body)).toBe('Lucky Seven');
    expect(kept(listUrl)).toBeDefined();
    const lucky = gw.up.state.games.catalogue[0];
    if (!lucky) throw new Error('no game');
    lucky.gameName = 'Lucky Eight';
    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const changes = gw.app.services.gameMenus.changeCount;
    emitEvent(gw.up.state.wallet, { type: 'games.changed', merchant: 'demo' });
    await waitFor(() => gw.app.services.gameMenus.changeCount > changes);
    expect(kept(listUrl)).toBeUndefined();
    expect(firstName((await get(listUrl)).body)).toBe('Lucky Eight');
    expect(gw.up.hits(e.gameList.path)).toBe(2);
  });

  it('never keeps a member’s answer, alone or batched with a menu', async () => {
    const alice = await loggedIn(gw.app);
    const batch = `/trpc/games.lanes,games.favouriteIds?batch=1&input=${inputOf({})}`;
    const asAlice = () =>
      gw.app.inject({
        method: 'GET',
        url: batch,
        headers: { origin: ORIGIN },
        cookies: Object.fromEntries(alice.jar),
      });
    const ids = (body: string) => (JSON.parse(body) as Array<{ result: { data: unknown } }>)[1]?.result.data;
    await get('/trpc/games.lanes');
    expect(ids((await asAlice()).body)).toEqual([]);
    await alice.mutation('games.setFavourite', {
      nodeId: 101,
      vendor: 'V1',
      gameType: 'RNG',
      favourite: true,
    });
    expect(ids((await asAlice()).body)).toEqual([101]);
    expect((await alice.query('games.favouriteIds')).data).toEqual([101]);
    expect(gw.up.hits(e.favouriteIds.path)).toBe(3);
    expect(kept(batch)).toBeUndefined();
    expect(kept('/trpc/games.lanes')).toBeDefined();
    // A visitor asking the same batch is not handed alice's answer: refused for want of a login.
    const visitor = await gw.app.inject({ method: 'GET', url: batch, headers: { origin: ORIGIN } });
    expect(
      (JSON.parse(visitor.body) as Array<{ error?: { data: { code: string } } }>)[1]?.error?.data.code,
    ).toBe('LOGIN_REQUIRED');
  });
});
