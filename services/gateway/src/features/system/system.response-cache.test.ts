import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { TestVerifier } from '../../test/browser.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { loggedIn } from '../../test/money.js';

/** A visitor's bootstrap kept a moment per host, IP and language (platform/visitor-answers.ts). */
describe('bootstrap answers', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    up.state.status = fx.statusValue();
  });

  const boot = (visitor: { ip?: string; host?: string; language?: string; cookie?: string } = {}) =>
    app.inject({
      method: 'GET',
      url: '/trpc/system.bootstrap',
      remoteAddress: visitor.ip ?? '198.51.100.1',
      headers: {
        host: visitor.host ?? 'localhost',
        ...(visitor.language ? { 'x-language': visitor.language } : {}),
        ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      },
    });
  const kept = () => app.services.visitorAnswers.bootstrap.size;
  /** Asks until the process listens for status changes and so keeps answers. */
  const keeping = async () => {
    await waitFor(async () => {
      await boot({ ip: '198.51.100.250' });
      return kept() > 0;
    });
  };

  it("hands a visitor's repeated bootstrap the bytes written a moment ago, per host, IP and language, hooks still run", async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    await keeping();
    const first = await boot();
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data).toMatchObject({ status: 0, ip: '198.51.100.1' });
    const size = kept();
    const again = await boot();
    expect(again.body).toBe(first.body);
    expect(kept()).toBe(size);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    // Another address, host or language is another answer, never this one's.
    const other = await boot({ ip: '198.51.100.2' });
    expect(other.json().result.data.ip).toBe('198.51.100.2');
    const vi = await boot({ language: 'VI' });
    expect(vi.json().result.data.brand.copyright).toBe(`${fx.statusValue().info.brand.copyright} (VI)`);
    await boot({ host: 'mirror.example' });
    expect(kept()).toBe(size + 3);
  });

  it('hands out an answer no longer than its first keeping, however often it is asked', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    await keeping();
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = 'localhost|198.51.100.30|EN|/trpc/system.bootstrap';
    const first = await boot({ ip: '198.51.100.30' });
    expect(app.services.visitorAnswers.bootstrap.get(key)).toBe(first.body);
    vi.advanceTimersByTime(4_000);
    expect((await boot({ ip: '198.51.100.30' })).body).toBe(first.body);
    vi.advanceTimersByTime(1_001);
    expect(app.services.visitorAnswers.bootstrap.get(key)).toBeUndefined();
  });

  it("computes a member's bootstrap every time and keeps none", async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url, humanVerifier: new TestVerifier() }));
    await keeping();
    const alice = await loggedIn(app);
    const size = kept();
    const cookie = [...alice.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (let i = 0; i < 2; i++) expect((await boot({ cookie, ip: '198.51.100.9' })).statusCode).toBe(200);
    expect(kept()).toBe(size);
  });

  it('drops every kept answer the moment maintenance starts, whoever saw it first', async () => {
    ({ app } = await buildTestApp({ CACHE_TTL_STATUS_S: '60' }, { upstreamUrl: up.url }));
    await keeping();
    expect((await boot({ ip: '198.51.100.3' })).json().result.data.status).toBe(0);
    up.state.status = fx.statusValue({ maintenance: true, maintenanceMessage: 'now' });
    // Another visitor's fetch sees the switch and announces it; the first visitor's answer is gone.
    expect((await boot({ ip: '198.51.100.4' })).json().result.data.status).toBe(1);
    await waitFor(async () => (await boot({ ip: '198.51.100.3' })).json().result.data.status === 1);
  });

  it('never keeps a failure: each call is computed again', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
    await waitFor(async () => {
      expect((await boot()).statusCode).toBe(503);
      return app.services.visitorAnswers.keeping;
    });
    for (let i = 0; i < 2; i++) expect((await boot()).json().error.data.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(kept()).toBe(0);
  });
});
