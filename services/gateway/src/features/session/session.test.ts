import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../store/memory-store.js';
import { startFakeUpstream, type FakeUpstream } from '../../test/fake-upstream.js';
import { buildTestApp } from '../../test/helpers.js';
import { setSessionCookie } from '../../session/session.cookie.js';
import { SESSION_COOKIE, SessionService } from '../../session/session.service.js';

describe('SessionService', () => {
  const store = new MemoryStore({ prefix: 'sess-test:' });
  const sessions = new SessionService(store, 60);
  const data = { upstreamToken: 'tok', userId: '7', type: 1, isAgent: true };

  it('creates sessions with 256-bit base64url ids and stores them under session:<id>', async () => {
    const s = await sessions.create(data);
    expect(s.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(s.id, 'base64url')).toHaveLength(32);
    expect(await store.get(`session:${s.id}`)).not.toBeNull();
    expect((await sessions.get(s.id))?.data).toMatchObject(data);
  });

  it('rotates to a new id and retires the old one, which stays known as renewed', async () => {
    const s = await sessions.create(data);
    expect(await sessions.isRenewed(s.id)).toBe(false);
    const next = await sessions.rotate(s, { upstreamToken: 'tok2' });
    expect(next.id).not.toBe(s.id);
    expect(await sessions.get(s.id)).toBeNull();
    expect(await sessions.isRenewed(s.id)).toBe(true);
    expect((await sessions.get(next.id))?.data).toMatchObject({ userId: '7', upstreamToken: 'tok2' });
    expect((await sessions.get(next.id))?.data.createdAt).toBe(s.data.createdAt);
  });

  it('destroys a session and ignores malformed ids', async () => {
    const s = await sessions.create(data);
    await sessions.destroy(s.id);
    expect(await sessions.get(s.id)).toBeNull();
    expect(await sessions.get('../../etc')).toBeNull();
  });
});

describe('session over HTTP', () => {
  let up: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    up = await startFakeUpstream();
    ({ app } = await buildTestApp({ COOKIE_SECURE: 'true' }, { upstreamUrl: up.url }));
    // Stands in for a login to exercise the cookie alone (features/auth tests the real flows).
    app.post('/test/login', async (_req, reply) => {
      const s = await app.services.sessions.create({
        upstreamToken: 'tok',
        userId: '1',
        type: 41,
        isAgent: true,
      });
      setSessionCookie(reply, s.id, { secure: app.services.config.cookieSecure, ttlS: 60 });
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await up.close();
  });

  it('reports a visitor without a session as logged out', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/session.state' });
    expect(res.json().result.data).toEqual({
      isLoggedIn: false,
      isAgent: false,
      type: null,
      mustChangePassword: false,
    });
  });

  it('sets portal_sid httpOnly, SameSite=Lax, Secure, path / and reads the session back', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/test/login',
      headers: { origin: 'http://localhost:3000' },
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    const res = await app.inject({
      method: 'GET',
      url: '/trpc/session.state',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(res.json().result.data).toEqual({
      isLoggedIn: true,
      isAgent: true,
      type: 41,
      mustChangePassword: false,
    });
    expect(JSON.stringify(res.json())).not.toContain('tok');
  });

  it('clears a cookie that names no live session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/trpc/session.state',
      cookies: { [SESSION_COOKIE]: 'A'.repeat(43) },
    });
    expect(res.json().result.data.isLoggedIn).toBe(false);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });
});
