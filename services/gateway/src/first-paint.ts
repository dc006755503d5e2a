/**
 * What a page's HTML carries for its first paint (ADR 0010): the bootstrap, the banners
 * and the vendor lanes (the nav and the game list pages) the app would otherwise fetch before it can
 * render, the image host picked for this page load, a
 * preload of the page's first banner (its largest paint), of the app's chunk and of the visitor's
 * shell strings. Part of
 * the composition root: it reads two features (system, content) for http/spa.ts, a lower layer.
 */
import { bannerGroupForPath, CATEGORY_ROUTE, toI18nCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getBanners } from './features/content/content.service.js';
import { getBootstrap } from './features/system/system.service.js';
import { firstPaintStrings, shellMarkup, shellStringsFor } from './first-paint-shell.js';
import type { PageData, PageDataSource } from './http/spa.js';
import { languageOf } from './http/visitor.js';
import { getLanes } from './platform/lanes.js';
import type { AppServices } from './services.js';
import { SESSION_COOKIE } from './session/session.service.js';

/** The `#portal-boot` block's shape; the web reads it in lib/first-paint.ts (same version). */
export const FIRST_PAINT_VERSION = 1;

type Manifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** Vite's manifest of the build; empty when there is none or it cannot be read (only preloads are lost). */
function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The built strings chunk of each locale folder, from Vite's manifest (none when there is none). */
export function stringsChunks(webDist: string, manifest = readManifest(webDist)): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    const match = /^strings-([\w-]+)$/.exec(entry.name ?? '');
    if (match?.[1] && !match[1].endsWith('-more')) chunks.set(match[1], entry.file);
  }
  return chunks;
}

/**
 * The app's own chunk (web/src/main.tsx imports it, the chunk Vite names `app`) and the chunks it
 * imports that index.html does not already preload: every page renders with them, so the page
 * preloads them beside the entry's, not one round trip after the entry has run.
 */
export function appChunks(webDist: string, manifest = readManifest(webDist)): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const app = entry?.dynamicImports?.find((k) => manifest[k]?.name === 'app');
  if (!entry || !app) return [];
  const closure = (key: string, seen: Set<string>): string[] => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [key, ...(manifest[key].imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const preloaded = new Set<string>();
  closure(Object.keys(manifest).find((k) => manifest[k] === entry) ?? '', preloaded);
  return closure(app, preloaded).map((k) => (manifest[k] as { file: string }).file);
}

/** The register routes show the home page under their dialog (the web's root layout does the same). */
function bannerPath(pathname: string): string {
  return pathname === '/register' || pathname === '/register.html' ? '/index' : pathname;
}

/** The pages that show the home page: `/` (the app goes on to /index), /index and the register routes. */
function isHomePath(pathname: string): boolean {
  const page = bannerPath(pathname.replace(/(.)\/+$/, '$1'));
  return page === '/' || page === '/index';
}

/** Joins an image host and a path as the web's lib/cdn.ts does. */
function cdnUrl(cdn: string, file: string): string {
  if (/^(https?:)?\/\//i.test(file) || file.startsWith('data:')) return file;
  return `${cdn.replace(/\/+$/, '')}${file.startsWith('/') ? '' : '/'}${file}`;
}

/** Game list pages show a short strip of the banner (the web's root layout, LOBBY_PAGES). */
const COMPACT_BANNER_PATHS = new Set([...Object.values(CATEGORY_ROUTE), '/hot']);

/** The platform token of the page's session cookie, when it names a live session. */
async function memberToken(services: AppServices, request: FastifyRequest): Promise<string | null> {
  const sid = request.cookies?.[SESSION_COOKIE];
  if (!sid) return null;
  return (await services.sessions.get(sid))?.data.upstreamToken ?? null;
}

export function firstPaintSource(services: AppServices, webDist: string): PageDataSource {
  const manifest = readManifest(webDist);
  const chunks = stringsChunks(webDist, manifest);
  const app = appChunks(webDist, manifest);
  const shellStrings = firstPaintStrings(webDist);
  return async (request: FastifyRequest, pathname: string): Promise<PageData> => {
    const visitor = {
      ip: request.ip,
      language: languageOf(request.headers, request.cookies),
      requestId: String(request.id),
      host: request.hostname,
    };
    const [bootstrap, banners, lanes] = await Promise.all([
      getBootstrap(services, visitor),
      // A member's banners follow the member's promotion states (content.service.ts): the page a
      // member loads carries theirs, as the app's own banners call would.
      memberToken(services, request)
        .then((token) => getBanners(services, visitor, token))
        .catch(() => null),
      getLanes(services, visitor).catch(() => null),
    ]);
    const cdns = bootstrap.imageCDNs;
    const imageCdn = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
    const group = bannerGroupForPath(bannerPath(pathname));
    const first = group ? banners?.[group]?.[0] : undefined;
    const showsApp = bootstrap.status === 0 && bootstrap.domainAllowed;
    // A language's strings chunk is named after its locale folder (web/vite.config.ts).
    const strings = chunks.get(toI18nCode(visitor.language)) ?? chunks.get('en');
    const bannerUrl = showsApp && first ? cdnUrl(imageCdn, first.url) : null;
    const homeStrings = isHomePath(pathname)
      ? shellStringsFor(shellStrings, toI18nCode(visitor.language))
      : null;
    return {
      boot: {
        v: FIRST_PAINT_VERSION,
        language: visitor.language,
        imageCdn,
        bootstrap,
        banners,
        lanes,
      },
      preloadImages: bannerUrl ? [bannerUrl] : [],
      shell: bannerUrl
        ? shellMarkup(
            bannerUrl,
            COMPACT_BANNER_PATHS.has(pathname.replace(/\/+$/, '')),
            homeStrings
              ? { strings: homeStrings, brand: bootstrap.brand.name, cards: lanes?.length ?? null }
              : undefined,
          )
        : undefined,
      // A language the web does not translate has no strings of its own: it shows English's.
      modulePreloads: [...app, ...(strings ? [strings] : [])],
    };
  };
}
