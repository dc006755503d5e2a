import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { arrangeLanes } from '../../platform/lanes.js';

describe('games.lanes', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  it('keeps only categories with vendors, in nav order, vendors by sort', async () => {
    const lanes = await createCaller(createContextInner({ services: app.services })).games.lanes();
    expect(lanes.map((l) => l.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(lanes[0]?.vendors.map((v) => v.nodeId)).toEqual([1, 2]);
  });

  it('is cached: repeated and concurrent calls hit the platform once', async () => {
    const caller = createCaller(createContextInner({ services: app.services, visitor: { language: 'TH' } }));
    const before = up.hits('/wps/relay/GCSGAME_vendorLanes');
    await Promise.all([caller.games.lanes(), caller.games.lanes(), caller.games.lanes()]);
    await caller.games.lanes();
    expect(up.hits('/wps/relay/GCSGAME_vendorLanes') - before).toBe(1);
  });

  it('arranges an empty list to an empty list', () => {
    expect(arrangeLanes([])).toEqual([]);
  });
});

describe('menu response cache', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const inputOf = (input: unknown) => encodeURIComponent(JSON.stringify(input));

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
    // The platform fails this one (the fake has no game list): each call asks it again.
    const failing = `/trpc/games.list?input=${inputOf({ gameType: 'RNG' })}`;
    const before = up.hits('/wps/relay/GCSGAME_gameList');
    for (let i = 0; i < 2; i++) expect((await get(failing)).statusCode).toBeGreaterThanOrEqual(500);
    expect(up.hits('/wps/relay/GCSGAME_gameList') - before).toBeGreaterThanOrEqual(2);
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
    const before = up.hits('/lgw/games/game_menus');
    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(up.hits('/lgw/games/game_menus')).toBe(before);
  });
});
