import { systemEndpoints } from '@portal/contracts';
import { AccessLog, requestLogger } from '@portal/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import * as fx from '../test/fixtures.js';
import { buildTestApp } from '../test/helpers.js';
import { renderPage } from './spa.js';

let up: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  up = await startFakeUpstream();
});
afterAll(async () => up.close());
afterEach(async () => app?.close());

describe('origin check', () => {
  beforeAll(() => undefined);

  async function withEcho() {
    ({ app } = await buildTestApp({ PUBLIC_ORIGINS: 'https://portal.example' }, { upstreamUrl: up.url }));
    app.post('/test/echo', async () => ({ ok: true }));
  }

  it('refuses a tRPC POST from a foreign origin with 403 FORBIDDEN_ORIGIN', async () => {
    await withEcho();
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/session.state',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data).toMatchObject({ code: 'FORBIDDEN_ORIGIN', httpStatus: 403 });
  });

  it('refuses a mutation that names no origin at all', async () => {
    await withEcho();
    const res = await app.inject({ method: 'POST', url: '/test/echo' });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same origin as the request host, PUBLIC_ORIGINS and a same-origin Referer', async () => {
    await withEcho();
    for (const headers of [
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://portal.example' },
      { referer: 'https://portal.example/index?x=1' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/test/echo', headers });
      expect(res.statusCode).toBe(200);
    }
  });

  it('lets GET queries through without an origin', async () => {
    await withEcho();
    const res = await app.inject({ method: 'GET', url: '/trpc/session.state' });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP the SPA passes and the usual hardening headers', async () => {
    ({ app } = await buildTestApp({ CSP_IMG_SOURCES: 'https://img.example' }, { upstreamUrl: up.url }));
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'portal.test:3000' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https://img.example");
    expect(csp).toContain("connect-src 'self' ws://portal.test:3000 wss://portal.test:3000");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('lets a page load Google Analytics only when the brand has a gtagId', async () => {
    const page = { accept: 'text/html,application/xhtml+xml', host: 'portal.test:3000' };
    const cspOf = async (url: string, headers: Record<string, string> = page) =>
      String((await app.inject({ method: 'GET', url, headers })).headers['content-security-policy']);

    up.state.status = fx.statusValue();
    up.state.status.info.analytics.gtagId = 'G-TEST';
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const withId = await cspOf('/index');
    expect(withId).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(withId).toContain(
      "connect-src 'self' ws://portal.test:3000 wss://portal.test:3000 https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(withId).toContain('https://*.google-analytics.com https://*.googletagmanager.com');
    // API answers and other files keep the strict policy.
    expect(await cspOf('/trpc/session.state', { host: 'portal.test:3000' })).not.toContain('google');
    await app.close();

    up.state.status.info.analytics.gtagId = null;
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const without = await cspOf('/index');
    expect(without).toContain("script-src 'self';");
    expect(without).not.toContain('google');
    up.state.status = fx.statusValue();
  });

  it("lets a page load Firebase's reCAPTCHA and auth servers only while Firebase sign-in is on", async () => {
    const page = { accept: 'text/html,application/xhtml+xml', host: 'portal.test:3000' };
    const cspOf = async (url: string, headers: Record<string, string> = page) =>
      String((await app.inject({ method: 'GET', url, headers })).headers['content-security-policy']);
    const firebase = { apiKey: 'test-api-key', authDomain: 'lotus.firebaseapp.com', projectId: 'lotus' };

    up.state.status = fx.statusValue();
    up.state.status.info.analytics.gtagId = null;
    up.state.status.info.firebase = { ...firebase, authEmulatorUrl: null };
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const on = await cspOf('/index');
    expect(on).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(on).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
    );
    expect(on).toContain(
      "connect-src 'self' ws://portal.test:3000 wss://portal.test:3000 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    // API answers keep the strict policy.
    expect(await cspOf('/trpc/session.state', { host: 'portal.test:3000' })).not.toContain('google');
    await app.close();

    // A local stand-in for Firebase's servers (the browser tests'): the page may reach it too.
    up.state.status.info.firebase = { ...firebase, authEmulatorUrl: 'http://127.0.0.1:9099' };
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    expect(await cspOf('/index')).toContain('https://securetoken.googleapis.com http://127.0.0.1:9099;');
    await app.close();

    up.state.status.info.firebase = null;
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const off = await cspOf('/index');
    expect(off).not.toContain('recaptcha');
    expect(off).not.toContain('frame-src');
    up.state.status = fx.statusValue();
  });

  it("names each request's own host in connect-src, however many hosts come and in whatever order", async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const cspFor = async (host: string) =>
      String(
        (await app.inject({ method: 'GET', url: '/trpc/session.state', headers: { host } })).headers[
          'content-security-policy'
        ],
      );
    // More hosts than the gateway keeps headers for: a forgotten host is written again, the same.
    const hosts = Array.from({ length: 70 }, (_, i) => `h${i}.portal.test`);
    for (const host of [...hosts, ...hosts.slice(0, 3)]) {
      expect(await cspFor(host)).toContain(`connect-src 'self' ws://${host} wss://${host};`);
    }
    // A Host that would write CSP syntax names no socket origin at all.
    const hostile = await cspFor("evil.test; script-src 'unsafe-inline'");
    expect(hostile).toMatch(/connect-src 'self' ?;/);
    expect(hostile).not.toContain('evil');
    const headers = (
      await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'h1.portal.test' } })
    ).headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps a sane caller request id and replaces a junk one', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const good = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(good.headers['x-request-id']).toBe('abc-123');
    const junk = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(junk.headers['x-request-id']).not.toBe('a b\nc');
  });
});

describe('rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS in the tRPC error shape after the limit', async () => {
    ({ app } = await buildTestApp(
      { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' },
      { upstreamUrl: up.url },
    ));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/trpc/session.state' });
    expect(res.json().error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor has their own budget.
    const other = await app.inject({
      method: 'GET',
      url: '/trpc/session.state',
      remoteAddress: '192.0.2.50',
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps the count in the Store, so every process sharing it sees the same limit', async () => {
    const first = await buildTestApp({ RATE_LIMIT_MAX: '2' }, { upstreamUrl: up.url });
    const second = await buildTestApp({ RATE_LIMIT_MAX: '2' }, { upstreamUrl: up.url, store: first.store });
    app = first.app;
    expect((await first.app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode).toBe(429);
    await second.app.close();
  });

  it('counts API calls only, not page loads or images', async () => {
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1' }, { upstreamUrl: up.url }));
    for (let i = 0; i < 3; i++) {
      expect(
        (await app.inject({ method: 'GET', url: '/index', headers: { accept: 'text/html' } })).statusCode,
      ).not.toBe(429);
      expect((await app.inject({ method: 'GET', url: '/cdn/banner/1.svg' })).statusCode).not.toBe(429);
    }
    expect((await app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/trpc/session.state' })).statusCode).toBe(429);
  });

  it('does not limit health probes', async () => {
    ({ app } = await buildTestApp({ RATE_LIMIT_MAX: '1' }, { upstreamUrl: up.url }));
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('SPA', () => {
  function webDist(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">SPA</div>');
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    return dir;
  }
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for client routes such as /index and /rng?page=2, uncached', async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: up.url }));
    for (const url of ['/index', '/rng?page=2', '/']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('SPA');
      // It carries the visitor's own status (IP, region verdict): no shared cache may keep it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  /** The page's `#portal-boot` block, parsed. */
  function bootOf(body: string): Record<string, unknown> {
    const match = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/s.exec(body);
    expect(match, body).not.toBeNull();
    return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
  }

  it("writes the first paint's data into the page: bootstrap, banners and lanes, the banner in place and preloaded", async () => {
    const dist = webDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        '_strings-en-1.js': { file: 'assets/strings-en-1.js', name: 'strings-en' },
        '_strings-vi-2.js': { file: 'assets/strings-vi-2.js', name: 'strings-vi' },
        '_strings-vi-more-3.js': { file: 'assets/strings-vi-more-3.js', name: 'strings-vi-more' },
        '_strings-fil-4.js': { file: 'assets/strings-fil-4.js', name: 'strings-fil' },
        // The entry (index.html preloads its static imports) and the app's chunk it imports at once.
        'index.html': {
          file: 'assets/index-5.js',
          isEntry: true,
          imports: ['_react-6.js'],
          dynamicImports: ['_app-7.js', '_strings-en-1.js'],
        },
        '_react-6.js': { file: 'assets/react-6.js', name: 'react' },
        '_app-7.js': {
          file: 'assets/app-7.js',
          name: 'app',
          isDynamicEntry: true,
          imports: ['_react-6.js', '_data-8.js', 'index.html'],
        },
        '_data-8.js': { file: 'assets/data-8.js', name: 'data' },
      }),
    );
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const home = await app.inject({
      method: 'GET',
      url: '/index',
      headers: { ...html, cookie: 'portal_lang=VI' },
    });
    const boot = bootOf(home.body);
    expect(boot).toMatchObject({ v: 1, language: 'VI', imageCdn: '/cdn' });
    expect(boot['bootstrap']).toMatchObject({
      status: 0,
      brand: { name: 'Demo Portal' },
      domainAllowed: true,
    });
    // The home group's first banner by sort (banner 3), as the carousel shows it first.
    expect((boot['banners'] as Record<string, { bannerId: number }[]>)['w_index']?.[0]?.bannerId).toBe(3);
    expect(Array.isArray(boot['lanes'])).toBe(true);
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/cdn/banner/3.svg" fetchpriority="high">',
    );
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/strings-vi-2.js">');
    expect(home.body).not.toContain('strings-vi-more');
    // The app's chunk and what it imports beyond the entry's own, not the entry's again.
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-7.js">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/data-8.js">');
    expect(home.body).not.toContain('href="/assets/react-6.js"');
    expect(home.body).toMatch(
      /<div id="root"><div class="splash" aria-hidden="true" data-first-paint="">.*<div class="banner"><img class="banner__image" src="\/cdn\/banner\/3.svg"/,
    );
    // A game list page shows the short strip of its own group's banner; a page with no group, none.
    const slots = await app.inject({ method: 'GET', url: '/rng?page=2', headers: html });
    expect(slots.body).toContain(
      '<div class="banner banner--compact"><img class="banner__image" src="/cdn/banner/2.svg"',
    );
    expect(slots.body).toContain('href="/assets/strings-en-1.js"');
    // A language's chunk is named by its folder (TY is Filipino, `fil`); one without a folder shows English.
    for (const [code, chunk] of [
      ['TY', 'strings-fil-4.js'],
      ['JA', 'strings-en-1.js'],
    ]) {
      const page = await app.inject({
        method: 'GET',
        url: '/rng',
        headers: { ...html, cookie: `portal_lang=${code}` },
      });
      expect(page.body, code).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}">`);
    }
    const game = await app.inject({ method: 'GET', url: '/game?nodeId=1', headers: html });
    expect(bootOf(game.body)).toMatchObject({ v: 1 });
    expect(game.body).not.toContain('data-first-paint');
    expect(game.body).not.toContain('rel="preload"');
  });

  it("writes the home page's shape into its shell, the text in the visitor's language, the rest as before", async () => {
    const dist = webDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, '.vite'));
    const en = {
      welcome: 'Welcome to {{brand}}',
      tagline: 'Slots & more <here>',
      jackpotTitle: 'Jackpot',
      jackpotNote: 'Growing',
      winnersTitle: 'Big winners',
      explore: 'Explore games',
    };
    // Vietnamese lacks a string: English's stands in for it.
    const { explore: _explore, ...vi } = {
      ...en,
      welcome: 'Chào mừng đến với {{brand}}',
      tagline: 'Mọi trò chơi',
      jackpotTitle: 'Giải độc đắc',
      jackpotNote: 'Tăng mãi',
      winnersTitle: 'Thắng lớn',
    };
    writeFileSync(path.join(dist, '.vite', 'first-paint-strings.json'), JSON.stringify({ en, vi }));
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const page = async (url: string, cookie = 'portal_lang=VI') =>
      (await app.inject({ method: 'GET', url, headers: { ...html, cookie } })).body;

    const home = await page('/index');
    const lanes = bootOf(home)['lanes'] as unknown[];
    expect(lanes.length).toBeGreaterThan(0);
    /** The shell's markup after the banner: the home page's main area, then the splash's end. */
    const main = /<img class="banner__image"[^>]*><\/div>(.*)<\/div><\/body>/s.exec(home)?.[1] ?? '';
    expect(main).toBe(
      '<div class="main container"><div class="home" data-skeleton="">' +
        '<span class="skeleton marquee-skeleton"></span>' +
        '<section class="home__hero"><h1 class="page-title">Chào mừng đến với Demo Portal</h1>' +
        '<p class="home__tagline">Mọi trò chơi</p></section>' +
        '<section class="jackpot"><h2 class="jackpot__title">Giải độc đắc</h2>' +
        '<p class="jackpot__amount"><span class="skeleton jackpot__skeleton"></span></p>' +
        '<p class="jackpot__note">Tăng mãi</p></section>' +
        '<section class="winners"><h2 class="winners__title">Thắng lớn</h2>' +
        '<span class="skeleton winners__skeleton"></span></section>' +
        '<section><h2 class="section-title">Explore games</h2><ul class="category-cards">' +
        '<li><span class="skeleton category-card category-card--skeleton"></span></li>'.repeat(lanes.length) +
        '</ul></section></div></div></div>',
    );
    // `/` and the register routes show the home page too; English's text is escaped.
    for (const url of ['/', '/register']) {
      expect(await page(url, 'portal_lang=EN'), url).toContain(
        '<h1 class="page-title">Welcome to Demo Portal</h1><p class="home__tagline">Slots &amp; more &lt;here&gt;</p>',
      );
    }
    // A game list page keeps the splash's cards.
    const slots = await page('/rng');
    expect(slots).toContain('<div class="splash__cards">');
    expect(slots).not.toContain('data-skeleton');
  });

  it("writes the splash's cards on the home page when the build has no strings for its text", async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: up.url }));
    const home = await app.inject({ method: 'GET', url: '/index', headers: html });
    expect(home.body).toContain('data-first-paint');
    expect(home.body).toContain('<div class="splash__cards">');
  });

  it('writes no banner into the page of a site in maintenance, and still the data that shows it', async () => {
    up.state.status = fx.statusValue({ maintenance: true, maintenanceMessage: 'Upgrade' });
    try {
      ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: up.url }));
      const res = await app.inject({ method: 'GET', url: '/index', headers: html });
      expect(bootOf(res.body)['bootstrap']).toMatchObject({ status: 1, maintenanceMessage: 'Upgrade' });
      expect(res.body).not.toContain('data-first-paint');
      expect(res.body).not.toContain('rel="preload"');
    } finally {
      up.state.status = fx.statusValue();
    }
  });

  it("hands a visitor the page written for them a moment ago, per address, language and encoding; a member's or a page without data is written each time", async () => {
    const dist = webDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const pages = app.services.visitorAnswers.pages;
    const page = (headers: Record<string, string> = {}, ip = '198.51.100.20') =>
      app.inject({ method: 'GET', url: '/index', remoteAddress: ip, headers: { ...html, ...headers } });
    // Kept once this process listens for maintenance changes (platform/visitor-answers.ts).
    await page({}, '198.51.100.250');
    expect(app.services.visitorAnswers.keeping).toBe(true);
    const first = await page();
    expect(bootOf(first.body)['bootstrap']).toMatchObject({ ip: '198.51.100.20' });
    const size = pages.size;
    const again = await page();
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(pages.size).toBe(size);
    // Another address, language or encoding is another page.
    expect(bootOf((await page({}, '198.51.100.21')).body)['bootstrap']).toMatchObject({
      ip: '198.51.100.21',
    });
    expect(bootOf((await page({ cookie: 'portal_lang=VI' })).body)).toMatchObject({ language: 'VI' });
    const gz = await page({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(bootOf(gunzipSync(gz.rawPayload).toString('utf8'))).toMatchObject({ language: 'EN' });
    expect(pages.size).toBe(size + 3);
    // With a session cookie the page is written each time and not kept.
    await page({ cookie: 'portal_sid=whatever' });
    expect(pages.size).toBe(size + 3);
    // A maintenance switch drops every kept page.
    app.services.visitorAnswers.forget();
    expect(pages.size).toBe(0);
  });

  it('keeps no page written without its data', async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: 'http://127.0.0.1:1' }));
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/index', headers: html });
      expect(res.statusCode).toBe(200);
    }
    expect(app.services.visitorAnswers.keeping).toBe(true);
    expect(app.services.visitorAnswers.pages.size).toBe(0);
  });

  it('serves the page as built, without data, when the platform is down', async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: 'http://127.0.0.1:1' }));
    const res = await app.inject({ method: 'GET', url: '/index', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root">SPA</div>');
  });

  it("writes the page's <html> in the visitor's language, right to left for Arabic, Farsi, Urdu and Hebrew, data or not", async () => {
    const dist = webDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en" data-theme="light"><head></head><body><div id="root"></div></body></html>',
    );
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const page = async (cookie?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/index',
          headers: { ...html, ...(cookie ? { cookie } : {}) },
        })
      ).body;
    expect(await page()).toMatch(/^<!doctype html><html lang="en" dir="ltr" data-theme="light"><head>/);
    for (const [code, lang] of [
      ['AR', 'ar'],
      ['FA', 'fa'],
      ['UR', 'ur'],
      ['HE', 'he'],
    ]) {
      expect(await page(`portal_lang=${code}`)).toMatch(
        new RegExp(`^<!doctype html><html lang="${lang}" dir="rtl" data-theme="light"><head>`),
      );
    }
    expect(await page('portal_lang=TY')).toMatch(/^<!doctype html><html lang="fil" dir="ltr"/);
    expect(await page('portal_lang=CN')).toMatch(/^<!doctype html><html lang="zh" dir="ltr"/);
    // An unknown code is English's page.
    expect(await page('portal_lang=XX')).toMatch(/^<!doctype html><html lang="en" dir="ltr"/);
    await app.close();

    // The platform down: the page as built, still in the visitor's language and direction.
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: 'http://127.0.0.1:1' }));
    const offline = await page('portal_lang=AR');
    expect(offline).toMatch(/^<!doctype html><html lang="ar" dir="rtl" data-theme="light">/);
    expect(offline).not.toContain('portal-boot');
  });

  it("writes the language's fonts into the head before any script: its stylesheet, and its script's face preloaded", async () => {
    const dist = webDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'assets', 'th-1.css'),
      '@font-face{font-family:Portal Script;src:url(/assets/noto-sans-thai-thai-2.woff2) format("woff2-variations")}' +
        '@font-face{font-family:Portal Script;src:url(/assets/noto-sans-lao-lao-3.woff2) format("woff2-variations")}',
    );
    // A CJK stylesheet: a hundred slices, none preloaded (a page loads the ones its characters need).
    writeFileSync(
      path.join(dist, 'assets', 'ja-4.css'),
      Array.from({ length: 100 }, (_, i) => `@font-face{src:url(/assets/noto-sans-jp-${i}.woff2)}`).join(''),
    );
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/styles/fonts/th.css': { file: 'assets/th-1.css', src: 'src/styles/fonts/th.css' },
        'src/styles/fonts/ja.css': { file: 'assets/ja-4.css', src: 'src/styles/fonts/ja.css' },
      }),
    );
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: 'http://127.0.0.1:1' }));
    const page = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: '/index', headers: { ...html, cookie } })).body;
    const thai = await page('portal_lang=TH');
    expect(thai).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-thai-thai-2.woff2">' +
        '<link rel="stylesheet" href="/assets/th-1.css" data-language-fonts="th"><script type="module"',
    );
    const japanese = await page('portal_lang=JA');
    expect(japanese).toContain('<link rel="stylesheet" href="/assets/ja-4.css" data-language-fonts="ja">');
    expect(japanese).not.toContain('as="font"');
    // A language written in the system's fonts gets neither.
    const english = await page('portal_lang=EN');
    expect(english).not.toContain('data-language-fonts');
    expect(english).not.toContain('as="font"');
  });

  it('keeps the JSON inside its script element whatever the data says', () => {
    const page = renderPage('<html><head></head><body><div id="root"></div></body></html>', {
      boot: { title: '</script><script>alert(1)</script>', sep: '\u2028&' },
      preloadImages: ['/cdn/a".svg'],
      modulePreloads: [],
    });
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(page).toContain('href="/cdn/a&quot;.svg"');
    const json = /id="portal-boot">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', sep: '\u2028&' });
  });

  it('caches hashed assets for a year, immutable', async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: up.url }));
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves the build's root files revalidated, and never its hidden folder; any other path is a page", async () => {
    const dist = webDist();
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe('<svg/>');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/agent/team', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SPA');
  });

  it('sends pages and built files compressed to a browser that accepts it, and plain to one that does not', async () => {
    const dist = webDist();
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(script));
    ({ app } = await buildTestApp({ WEB_DIST: dist }, { upstreamUrl: up.url }));
    const plainPage = await app.inject({ method: 'GET', url: '/index', headers: html });
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await app.inject({
        method: 'GET',
        url: '/index',
        headers: { ...html, 'accept-encoding': `${encoding}, identity` },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('accept-encoding');
      expect(decode(page.rawPayload).toString('utf8')).toBe(plainPage.body);
      const file = await app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(file.headers['content-encoding']).toBe(encoding);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(file.rawPayload).toString('utf8')).toBe(script);
    }
    const plainFile = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plainFile.headers['content-encoding']).toBeUndefined();
    expect(plainFile.body).toBe(script);
  });

  it('does not answer API paths or non-HTML requests with the SPA', async () => {
    ({ app } = await buildTestApp({ WEB_DIST: webDist() }, { upstreamUrl: up.url }));
    expect((await app.inject({ method: 'GET', url: '/trpc/nope.nothing', headers: html })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/healthz/x', headers: html })).body).not.toContain('SPA');
    const missingAsset = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().error.data.code).toBe('NOT_FOUND');
  });

  it('tells to run the build when there is no web build', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('pnpm build');
  });
});

describe('/cdn proxy', () => {
  it('streams the image with its content type and cache headers', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const res = await app.inject({ method: 'GET', url: '/cdn/vendor/RNG/JL.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.body).toContain('<svg');
  });

  it('sends an SVG compressed when the browser accepts it, Brotli first, with a weak ETag', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const plain = await app.inject({ method: 'GET', url: '/cdn/banner/1.ar.svg' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await app.inject({
      method: 'GET',
      url: '/cdn/banner/1.ar.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('image/svg+xml');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe('W/"v1"');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await app.inject({
      method: 'GET',
      url: '/cdn/banner/1.ar.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("revalidates a compressed SVG with the platform's strong ETag, answering in the weak one", async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const res = await app.inject({
      method: 'GET',
      url: '/cdn/banner/1.ar.svg',
      headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"v1"' },
    });
    expect(res.statusCode).toBe(304);
    expect(res.headers.etag).toBe('W/"v1"');
    expect(res.rawPayload.length).toBe(0);
  });

  it('does not let a path escape /cdn', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    const before = up.hits(systemEndpoints.status.path);
    for (const url of [
      '/cdn/%2e%2e/wps/system/status',
      '/cdn/../wps/system/status',
      '/cdn/.%2E/wps/system/status',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    expect(up.hits(systemEndpoints.status.path)).toBe(before);
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the platform is down', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
    const res = await app.inject({ method: 'GET', url: '/cdn/x.svg' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.data.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('health', () => {
  it('is live, and ready when the store and the platform answer', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      ok: true,
      storeKind: 'memory',
      checks: { store: true, upstream: true },
    });
  });

  it('is not ready when the platform is down', async () => {
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toEqual({ store: true, upstream: false });
  });
});

describe('access log', () => {
  it('writes one line per request, when it is answered: method, URL, status, time, IP and its request id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    ({ app } = await buildTestApp(
      { LOG_LEVEL: 'info' },
      {
        upstreamUrl: up.url,
        logStream: { write: (l) => lines.push(JSON.parse(l) as Record<string, unknown>) },
      },
    ));
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/trpc/session.state', headers: { 'x-request-id': 'req-ok-1' } });
    await app.inject({ method: 'GET', url: '/no-such-api/x', headers: { 'x-request-id': 'req-404-1' } });
    const ok = lines.filter((l) => l['reqId'] === 'req-ok-1');
    expect(ok.map((l) => l['msg'])).toEqual(['request']);
    expect(ok[0]?.['access']).toEqual({
      method: 'GET',
      url: '/trpc/session.state',
      status: 200,
      ms: expect.any(Number),
      ip: '127.0.0.1',
    });
    const missing = lines.filter((l) => l['reqId'] === 'req-404-1' && l['msg'] === 'request');
    expect(missing.map((l) => (l['access'] as { status: number }).status)).toEqual([404]);
    expect(lines.some((l) => l['msg'] === 'incoming request' || l['msg'] === 'request completed')).toBe(
      false,
    );
  });

  it('keeps the redaction on every other line (the access line alone is written without it)', async () => {
    const lines: string[] = [];
    ({ app } = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { upstreamUrl: up.url, logStream: { write: (l) => lines.push(l) } },
    ));
    await app.inject({ method: 'GET', url: '/trpc/session.state' });
    app.log.info({ body: { password: 'Secret123', token: 't0ken' }, headers: { cookie: 'sid=abc' } }, 'x');
    app.log.child({ reqId: 'r1' }).warn({ input: { newPassword: 'Secret456' } }, 'y');
    const text = lines.join('');
    for (const secret of ['Secret123', 't0ken', 'sid=abc', 'Secret456']) expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)).toHaveLength(4);
    expect(lines.filter((l) => l.includes('"msg":"request"'))).toHaveLength(1);
  });

  it("makes a request's logger only for a line its level writes, with the request id and the redaction", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const server = Fastify({
      logger: {
        level: 'info',
        redact: { paths: ['*.password'], censor: '[redacted]' },
        stream: { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) },
      },
      genReqId: () => `r${lines.length}`,
      logController: new AccessLog(),
      childLoggerFactory: requestLogger,
    });
    server.get('/quiet', async (request) => {
      request.log.debug('not written at info');
      return { level: request.log.level };
    });
    server.get('/talks', async (request) => {
      request.log.info({ input: { password: 'Secret789' } }, 'hello');
      return 'ok';
    });
    server.get('/warnings', { logLevel: 'warn' }, async (request) => {
      request.log.info('below the route level');
      request.log.warn('written');
      return { level: request.log.level };
    });
    try {
      await server.inject({ method: 'GET', url: '/quiet' }); // the access line's own logger, made once
      const made = vi.spyOn(server.log, 'child');
      const quiet = await server.inject({ method: 'GET', url: '/quiet' });
      expect(quiet.json()).toEqual({ level: 'info' });
      // A request that writes nothing costs no child logger.
      expect(made).not.toHaveBeenCalled();
      lines.length = 0;
      await server.inject({ method: 'GET', url: '/talks', headers: { 'x-request-id': 'ignored' } });
      expect(made).toHaveBeenCalledTimes(1);
      const hello = lines.find((l) => l['msg'] === 'hello');
      expect(hello?.['reqId']).toEqual(expect.stringMatching(/^r\d+$/));
      expect(hello?.['input']).toEqual({ password: '[redacted]' });
      lines.length = 0;
      const warnings = await server.inject({ method: 'GET', url: '/warnings' });
      expect(warnings.json()).toEqual({ level: 'warn' });
      // The route's level: its info line is not written, nor is its access line (at info).
      expect(lines.map((l) => l['msg'])).toEqual(['written']);
      // An upgrade's request lives as long as its socket: it keeps pino's own child, the smaller.
      made.mockClear();
      await server.inject({ method: 'GET', url: '/quiet', headers: { upgrade: 'websocket' } });
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });
});

describe('start-up', () => {
  it('starts without a Fastify deprecation warning (a newcomer reads every line `pnpm start` prints)', async () => {
    const codes: string[] = [];
    const listen = (warning: Error & { code?: string }) => codes.push(warning.code ?? warning.name);
    process.on('warning', listen);
    try {
      ({ app } = await buildTestApp({}, { upstreamUrl: up.url }));
      await app.ready();
      // process.emitWarning reports on the next turn of the event loop.
      await new Promise<void>((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    // FSTDEP022: router options such as maxParamLength belong in `routerOptions`.
    expect(codes.filter((code) => code.startsWith('FST'))).toEqual([]);
  });
});
