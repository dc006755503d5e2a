import { contentEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { groupBanners } from './content.service.js';

describe('content', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;
  const caller = () => createCaller(createContextInner({ services: app.services }));

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  it('groups banners by group, sorted, with only groups that have banners', async () => {
    const groups = await caller().content.banners();
    expect(Object.keys(groups).sort()).toEqual(['w_index', 'w_rng']);
    expect(groups.w_index?.map((b) => b.bannerId)).toEqual([3, 1]);
  });

  it('puts a banner leading to a sandbox game after the others of its group, whatever its sort', () => {
    const banner = (bannerId: number, sort: number, sandbox?: boolean) => ({
      bannerId,
      groupName: 'w_index' as const,
      url: `/banner/${bannerId}.svg`,
      linkageType: 3 as const,
      linkUrl: String(bannerId),
      title: `Banner ${bannerId}`,
      sort,
      ...(sandbox === undefined ? {} : { sandbox }),
    });
    const grouped = groupBanners([banner(1, 2), banner(2, 0, true), banner(3, 1, false), banner(4, 3)]);
    expect(grouped.w_index?.map((b) => b.bannerId)).toEqual([3, 1, 4, 2]);
  });

  it('returns notices and asks for the announcement types of the home page', async () => {
    const notices = await caller().content.notices();
    // Newest first by start time whatever order the platform answers in.
    expect(notices.map((n) => n.title)).toEqual(['Welcome', 'Older', 'Oldest']);
    const req = up.requests.find((r) => r.path === contentEndpoints.announcements.path);
    expect(req).toBeDefined();
    // Every announcement type of the spec (B, PL, PU, PR, H), not only B and PL.
    expect(new URLSearchParams(req!.query).get('types')).toBe('B,PL,PU,PR,H');
  });

  it('returns help categories and articles by sort', async () => {
    const help = await caller().content.helpCenter();
    expect(help.map((c) => c.id)).toEqual([1, 2]);
    expect(help[0]?.articles.map((a) => a.id)).toEqual([10, 11]);
  });

  it('serves content from the cache after the first call', async () => {
    const before = up.hits(contentEndpoints.banners.path);
    await caller().content.banners();
    await caller().content.banners();
    expect(up.hits(contentEndpoints.banners.path)).toBe(before);
  });

  it('returns the TOP 20 of a ranking the upstream computed, cached per kind and language', async () => {
    const deposit = await caller().content.ranking({ kind: 'deposit' });
    expect(deposit.kind).toBe('deposit');
    expect(deposit.list.map((e) => e.rank)).toEqual([1, 2, 2]);
    const bet = await caller().content.ranking({ kind: 'bet' });
    expect(bet.list[0]?.customerName).toBe('ti***ng');
    const asked = up.requests.filter((r) => r.path === contentEndpoints.rankList.path);
    expect(asked).toHaveLength(2);
    await caller().content.ranking({ kind: 'deposit' });
    await caller().content.ranking({ kind: 'bet' });
    expect(up.hits(contentEndpoints.rankList.path)).toBe(2);
  });

  it('refuses a ranking kind it does not know', async () => {
    await expect(
      caller().content.ranking({ kind: 'win' } as unknown as { kind: 'deposit' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers over HTTP in the tRPC shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/content.notices' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data[0].id).toBe(1);
  });
});
