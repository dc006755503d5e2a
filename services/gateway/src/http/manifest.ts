/**
 * The web app manifest (ADR 0017): what makes the portal installable. Written per request, because
 * its name is the brand's (from the platform) and its `lang` and `dir` the visitor's; the icons are
 * the build's files (`web/public/icons/`). `application/manifest+json` and same-origin, so the CSP's
 * `default-src 'self'` covers it (no `manifest-src` needed).
 */
import { textDirection, toI18nCode, type LanguageCode } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from './visitor.js';

/** The header's colour in each theme (web/src/styles/tokens.css `--header-bg`): the title bar's. */
export const THEME_COLOURS = { light: '#ffffff', dark: '#0a1611' } as const;
/** The page's background in each theme (`--bg`): the splash screen's. */
export const BACKGROUND_COLOURS = { light: '#f5f3ec', dark: '#07110d' } as const;

export interface ManifestBrand {
  name: string;
  defaultTheme: 'light' | 'dark';
}

/** A home-screen label: the brand's name, cut at a word where it is longer than fits under an icon. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  const cut = name.slice(0, 12);
  const space = cut.lastIndexOf(' ');
  return space > 3 ? cut.slice(0, space) : cut;
}

export function webAppManifest(brand: ManifestBrand, language: LanguageCode) {
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    lang: toI18nCode(language),
    dir: textDirection(language),
    start_url: '/index?source=app',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOURS[brand.defaultTheme],
    background_color: BACKGROUND_COLOURS[brand.defaultTheme],
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** `GET /manifest.webmanifest`; without the brand (the platform down) a manifest with a plain name. */
export function registerManifest(
  app: FastifyInstance,
  brandOf: (request: FastifyRequest, language: LanguageCode) => Promise<ManifestBrand>,
): void {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const language = languageOf(request.headers, request.cookies);
    const brand = await brandOf(request, language).catch(() => ({
      name: 'Portal',
      defaultTheme: 'light' as const,
    }));
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // Per visitor's language and the brand's name: revalidated, never shared.
        .header('cache-control', 'private, no-cache')
        .send(JSON.stringify(webAppManifest(brand, language)))
    );
  });
}
