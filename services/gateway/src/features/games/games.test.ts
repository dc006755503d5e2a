import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { arrangeLanes } from './games.service.js';

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
