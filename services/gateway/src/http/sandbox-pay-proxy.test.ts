import { systemEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fake-upstream.js';
import { buildTestApp } from '../test/helpers.js';

describe('/sandbox-pay proxy', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
  });
  afterAll(async () => up.close());
  beforeEach(async () => {
    up.resetSeen();
    ({ app } = await buildTestApp(
      { PUBLIC_ORIGINS: 'http://localhost:3000,https://portal.example' },
      { upstreamUrl: up.url },
    ));
  });
  afterEach(async () => app.close());

  it('serves the provider pay page with a CSP that lets its form post and allows no script', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sandbox-pay/pay/P1?lang=en',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post" action="/sandbox-pay/pay/P1">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000 https://portal.example");
    // Under this policy a browser sends the real Origin on the form's POST (no-referrer would send "null").
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(up.requests.at(-1)).toMatchObject({ method: 'GET', path: '/sandbox-pay/pay/P1' });
  });

  it('forwards a form POST byte for byte and passes the 302 back unchanged', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox-pay/pay/P1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        cookie: 'portal_sid=secret',
      },
      payload: 'order=D42&result=paid&note=a%26b',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/index?depositOrder=D42');
    const sent = up.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/sandbox-pay/pay/P1',
      body: 'order=D42&result=paid&note=a%26b',
    });
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // Nothing of the portal session goes to the provider.
    expect(sent?.headers.cookie).toBeUndefined();
  });

  it('accepts the form POST whatever Origin the browser sends (the proxy carries no session)', async () => {
    for (const origin of ['null', 'https://elsewhere.example', undefined]) {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox-pay/pay/P1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        payload: 'order=D1',
      });
      expect(res.statusCode).toBe(302);
    }
    // The exemption is the proxy's only: a tRPC POST with Origin null is still refused.
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'null', 'content-type': 'application/json' },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it('does not let a path escape /sandbox-pay', async () => {
    for (const url of ['/sandbox-pay/%2e%2e/wps/system/status', '/sandbox-pay/../wps/system/status']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    expect(up.hits(systemEndpoints.status.path)).toBe(0);
  });

  it('answers UPSTREAM_UNAVAILABLE when the provider is unreachable', async () => {
    await app.close();
    ({ app } = await buildTestApp({}, { upstreamUrl: 'http://127.0.0.1:1' }));
    const res = await app.inject({ method: 'GET', url: '/sandbox-pay/pay/P1' });
    expect(res.statusCode).toBe(503);
  });
});
