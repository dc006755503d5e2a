import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { registerManifest } from './manifest.js';

async function app(brand = { name: 'Lucky Lotus Casino', defaultTheme: 'dark' as const }) {
  const server = Fastify();
  await server.register(fastifyCookie);
  registerManifest(server, async () => brand);
  return server;
}

describe('web app manifest', () => {
  it('is the brand installable: its name, icons of every size with maskable ones, standalone, in the visitor language', async () => {
    const server = await app();
    const res = await server.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      cookies: { portal_lang: 'AR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: 'Lucky Lotus Casino',
      short_name: 'Lucky Lotus',
      lang: 'ar',
      dir: 'rtl',
      display: 'standalone',
      start_url: '/index?source=app',
      theme_color: '#0a1611',
    });
    const icons = manifest['icons'] as { sizes: string; purpose: string }[];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
      expect(icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
  });

  it('still answers, with a plain name, when the brand cannot be read', async () => {
    const server = Fastify();
    await server.register(fastifyCookie);
    registerManifest(server, () => Promise.reject(new Error('platform down')));
    const res = await server.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.json()).toMatchObject({ name: 'Portal', lang: 'en', dir: 'ltr' });
  });
});
