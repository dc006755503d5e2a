import { systemEndpoints } from '@portal/contracts';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../../store/store-contract.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import * as fx from '../../test/fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller, type AppRouter } from '../../trpc/router.js';

describe('system', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  afterEach(async () => {
    await app?.close();
    up.state.status = fx.statusValue();
  });

  const caller = (ip = '203.0.113.7') =>
    createCaller(createContextInner({ services: app.services, visitor: { ip, host: 'localhost' } }));

  describe('bootstrap', () => {
    it('combines the status and the flattened whitelabel modules', async () => {
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const boot = await caller().system.bootstrap();
      expect(boot).toMatchObject({
        status: 0,
        ip: '203.0.113.7',
        country: 'VN',
        maintenanceMessage: null,
        brand: { merchantCode: 'demo', currency: 'USD' },
        hasCustomerService: true,
        analytics: { gtagId: 'G-TEST' },
        imageCDNs: ['/cdn'],
        launchGameCDNs: ['/cdn'],
      });
      expect(boot.resources).toHaveLength(1);
      // A disabled parent (COMM3) disables its enabled child (CBS3).
      expect(boot.modules).toEqual({
        REG3: true,
        USERNAMEREG3: true,
        MOBILENUMREG3: false,
        COMM3: false,
        CBS3: false,
      });
    });

    it('has the brand texts in the visitor language: the status is cached per language', async () => {
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const copyright = async (language: string) =>
        (
          await createCaller(
            createContextInner({
              services: app.services,
              visitor: { ip: '203.0.113.9', host: 'localhost', language },
            }),
          ).system.bootstrap()
        ).brand.copyright;
      const english = fx.statusValue().info.brand.copyright;
      expect(await copyright('VI')).toBe(`${english} (VI)`);
      // The same visitor's next page in English is not served the Vietnamese line from the cache.
      expect(await copyright('EN')).toBe(english);
      expect(await copyright('TH')).toBe(`${english} (TH)`);
    });

    it('derives status 1 under maintenance, even for a blocked region', async () => {
      up.state.status = fx.statusValue({
        maintenance: true,
        regionRestriction: true,
        maintenanceMessage: 'Upgrade',
        maintenanceUntil: '2026-12-01T00:00:00Z',
      });
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const boot = await caller().system.bootstrap();
      expect(boot).toMatchObject({
        status: 1,
        maintenanceMessage: 'Upgrade',
        maintenanceUntil: '2026-12-01T00:00:00Z',
      });
    });

    it('derives status 2 for a blocked region', async () => {
      up.state.status = fx.statusValue({ regionRestriction: true });
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      expect((await caller().system.bootstrap()).status).toBe(2);
    });

    it('checks the Host the visitor used against the brand domains, per host despite the cache', async () => {
      up.state.status = fx.statusValue({
        info: { ...fx.statusValue().info, domainRoute: { domainList: ['luckylotus.example'] } },
      });
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const boot = async (host: string) => {
        const res = await app.inject({ method: 'GET', url: '/trpc/system.bootstrap', headers: { host } });
        expect(res.statusCode).toBe(200);
        return res.json().result.data as { domainAllowed: boolean };
      };
      expect((await boot('LuckyLotus.example:8080')).domainAllowed).toBe(true);
      expect((await boot('mirror.example')).domainAllowed).toBe(false);
      expect((await boot('luckylotus.example')).domainAllowed).toBe(true);
      // The platform is asked with the host (no port) the visitor used.
      const domains = up.requests
        .filter((r) => r.path === systemEndpoints.status.path)
        .map((r) => new URLSearchParams(r.query).get('domain'));
      expect(domains).toEqual(expect.arrayContaining(['luckylotus.example', 'mirror.example']));
    });

    it('passes every host while the brand lists no domains', async () => {
      up.state.status = fx.statusValue({
        info: { ...fx.statusValue().info, domainRoute: { domainList: [] } },
      });
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const res = await app.inject({
        method: 'GET',
        url: '/trpc/system.bootstrap',
        headers: { host: 'anything.example' },
      });
      expect(res.json().result.data.domainAllowed).toBe(true);
    });

    it('caches the status per visitor IP and the whitelabel globally', async () => {
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const statusBefore = up.hits(systemEndpoints.status.path);
      const wlBefore = up.hits(systemEndpoints.whitelabel.path);
      await Promise.all([caller('10.0.0.1').system.bootstrap(), caller('10.0.0.1').system.bootstrap()]);
      await caller('10.0.0.1').system.bootstrap();
      expect(up.hits(systemEndpoints.status.path) - statusBefore).toBe(1);
      await caller('10.0.0.2').system.bootstrap();
      expect(up.hits(systemEndpoints.status.path) - statusBefore).toBe(2);
      expect(up.hits(systemEndpoints.whitelabel.path) - wlBefore).toBe(1);
    });

    it('refetches the status after its TTL', async () => {
      ({ app } = await buildTestApp({ CACHE_TTL_STATUS_S: '1' }, { upstreamUrl: up.url }));
      const before = up.hits(systemEndpoints.status.path);
      await caller().system.bootstrap();
      up.state.status = fx.statusValue({ maintenance: true });
      expect((await caller().system.bootstrap()).status).toBe(0);
      await waitFor(async () => (await caller().system.bootstrap()).status === 1, 4000);
      expect(up.hits(systemEndpoints.status.path) - before).toBe(2);
    });

    it('answers UPSTREAM_UNAVAILABLE over HTTP when the platform is down', async () => {
      ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
      const res = await app.inject({ method: 'GET', url: '/trpc/system.bootstrap' });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.error.data.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(body.error.message).toBe('UPSTREAM_UNAVAILABLE');
      expect(JSON.stringify(body)).not.toContain('stack');
      expect(JSON.stringify(body)).not.toContain('127.0.0.1:1');
    });
  });

  describe('onStatus over WebSocket', () => {
    it('emits the current status, then the change when maintenance starts', async () => {
      ({ app } = await buildTestApp(
        { CACHE_TTL_STATUS_S: '1', STATUS_POLL_MS: '50' },
        { upstreamUrl: up.url },
      ));
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const origin = address;
      // Browsers always send Origin on a WebSocket; the gateway refuses upgrades without one.
      class BrowserLikeWebSocket extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { origin });
        }
      }
      const wsClient = createWSClient({
        url: `${address.replace('http', 'ws')}/trpc`,
        WebSocket: BrowserLikeWebSocket as unknown as typeof globalThis.WebSocket,
      });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
      const seen: Array<{ status: number; maintenanceMessage: string | null }> = [];
      const sub = client.system.onStatus.subscribe(undefined, { onData: (d) => seen.push(d) });
      try {
        await waitFor(() => seen.length === 1, 5000);
        expect(seen[0]).toEqual({ status: 0, maintenanceMessage: null, maintenanceUntil: null });
        up.state.status = fx.statusValue({ maintenance: true, maintenanceMessage: 'Back soon' });
        await waitFor(() => seen.length === 2, 5000);
        expect(seen[1]).toEqual({ status: 1, maintenanceMessage: 'Back soon', maintenanceUntil: null });
      } finally {
        sub.unsubscribe();
        await wsClient.close();
      }
    });

    it('pushes a maintenance switch seen by another visitor without waiting for its own cache', async () => {
      ({ app } = await buildTestApp(
        { CACHE_TTL_STATUS_S: '60', STATUS_POLL_MS: '60000' },
        { upstreamUrl: up.url },
      ));
      const controller = new AbortController();
      const watcher = createCaller(
        createContextInner({ services: app.services, visitor: { ip: '10.1.1.1', host: 'localhost' } }),
        { signal: controller.signal },
      );
      const iterable = await watcher.system.onStatus();
      const it = iterable[Symbol.asyncIterator]();
      expect((await it.next()).value).toMatchObject({ status: 0 });
      const next = it.next();
      up.state.status = fx.statusValue({ maintenance: true, maintenanceMessage: 'now' });
      // Another visitor's request fetches the new status; the first visitor's entry is still cached.
      expect((await caller('10.2.2.2').system.bootstrap()).status).toBe(1);
      expect((await next).value).toEqual({ status: 1, maintenanceMessage: 'now', maintenanceUntil: null });
      expect((await caller('10.1.1.1').system.bootstrap()).status).toBe(1);
      controller.abort();
      await it.return?.(undefined);
    });

    it('refuses a WebSocket upgrade from a foreign origin', async () => {
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const ws = new WebSocket(`${address.replace('http', 'ws')}/trpc`, { origin: 'https://evil.example' });
      const status = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
      ws.terminate();
      expect(status).toBe(403);
    });
  });
});
