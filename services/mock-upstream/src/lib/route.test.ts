/**
 * The platform's areas are served from their descriptors: every descriptor of @portal/contracts is
 * a route exactly once, and an area's handler map must name each of its descriptors and nothing
 * else (the compiler refuses the two mistakes below; `tsc` runs over this file in CI).
 */
import { endpoints, platformEndpoints } from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app.js';
import { platformArea, type AreaHandlers } from './route.js';

const registered: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') registered.push(`${method} ${route.url}`);
      }
    },
  });
});
afterAll(async () => t.close());

describe('platform areas', () => {
  it('serve every descriptor exactly once', () => {
    const wanted = platformEndpoints.map((e) => `${e.method} ${e.path}`);
    const counts = wanted.map((route) => [route, registered.filter((r) => r === route).length] as const);
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('refuse a map without a handler for a descriptor, or with one for no descriptor', () => {
    const demo = endpoints('demo', {
      ping: { method: 'GET', path: '/wps/demo/ping', auth: 'public', response: z.null() },
      mine: { method: 'GET', path: '/wps/demo/mine', auth: 'member', response: z.number() },
    });
    // @ts-expect-error -- `mine` has no handler.
    const missing: AreaHandlers<typeof demo> = { ping: () => null };
    const extra: AreaHandlers<typeof demo> = {
      ping: () => null,
      mine: (_brand, member) => member.id,
      // @ts-expect-error -- `pong` is no descriptor of the area.
      pong: () => null,
    };
    // A member handler is given the member of the token: a public one is not.
    // @ts-expect-error -- a public endpoint's handler takes the call's context only.
    const wrongShape: AreaHandlers<typeof demo> = { ping: (_brand, member) => member.id, mine: () => 1 };
    expect([missing, extra, wrongShape].every((h) => typeof platformArea(demo, h) === 'function')).toBe(true);
  });
});
