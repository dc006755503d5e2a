/**
 * The web's JavaScript size budget, checked on the built `web/dist` without a browser:
 * deterministic, so CI can fail on it (`pnpm size-budget`, run by `pnpm test:all` after its web
 * build). Lighthouse scores are measured by bench/web.ts, never in tests.
 *
 * From Vite's manifest (`web/dist/.vite/manifest.json`) it follows what a first visit to a page
 * downloads before it can paint: the entry chunk and its static imports (the modulepreloads in
 * index.html), the app's chunk and its imports (which the gateway's page preloads), the page's route chunk and its static imports (React.lazy starts them as soon as the
 * route renders), the active language's shell strings (loaded before the first render) and the CSS
 * of all of those. Sizes are gzip level 9 of the files as served.
 *
 * Budgets: a page's initial JavaScript at most 170 KiB gzipped, each route's own chunk at
 * most 30 KiB. Exits 1 when a budget is exceeded, or when the build is missing or does not look as
 * expected, or offers the development pseudo-locales.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KiB = 1024;
/** The budget (ADR 0010) for a page's initial JavaScript (JavaScript before the first paint). */
export const INITIAL_JS_BUDGET = 170 * KiB;
export const ROUTE_CHUNK_BUDGET = 30 * KiB;

/** The pages the budget covers: their route modules, as the router imports them. */
export const PAGES: { path: string; route: string }[] = [
  { path: '/index', route: 'src/app/routes/home.tsx' },
  { path: '/rng', route: 'src/app/routes/category.tsx' },
];
/**
 * The app's own chunk (providers, router, layouts): web/src/main.tsx imports it at once, so that its
 * modules are evaluated in a task of their own, and the gateway's page preloads it with the entry's.
 */
const APP_CHUNK = 'app';
/** The route modules (each React.lazy page group) live here. */
const ROUTES_DIR = 'src/app/routes/';
/**
 * The languages whose first visit is measured: English, a language of another script (Thai) and a
 * right-to-left one (Arabic). Before the first render each page loads its language's shell strings,
 * one chunk per language (`strings-<lng>`, see web/vite.config.ts): adding languages must not grow
 * any of them past the budget.
 */
const LANGUAGES = ['en', 'th', 'ar'];

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type SizedFile = { file: string; gzip: number };
export type PageSizes = {
  path: string;
  /** The entry and its static imports first (`preloaded` of them), then the strings and the route's. */
  js: SizedFile[];
  preloaded: number;
  css: SizedFile[];
  jsTotal: number;
  cssTotal: number;
};
export type RouteSizes = { route: string; file: string; gzip: number };
export type SizeReport = { pages: PageSizes[]; routes: RouteSizes[]; failures: string[] };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST = path.join(repoRoot, 'web/dist');

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The manifest key of the entry (index.html) chunk. */
function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const key = keys.find((k) => k.endsWith('index.html')) ?? keys[0];
  if (!key) throw new Error('the Vite manifest has no entry chunk');
  return key;
}

/** A chunk and everything it imports statically, in load order, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

export function measure(dist = DEFAULT_DIST): SizeReport {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`no ${manifestFile}: build the web first (pnpm build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sized = new Map<string, number>();
  const size = (file: string): number => {
    let bytes = sized.get(file);
    if (bytes === undefined) {
      bytes = gzipSize(path.join(dist, file));
      sized.set(file, bytes);
    }
    return bytes;
  };
  const failures: string[] = [];
  const entry = entryKey(manifest);
  // The app's own chunk: the entry imports it at once and the gateway's page preloads it.
  const app = manifest[entry]?.dynamicImports?.find((k) => manifest[k]?.name === APP_CHUNK);
  if (!app) failures.push(`no chunk named ${APP_CHUNK} among the entry's imports in the build`);
  const startupOf = (language: string): string[] => {
    const name = `strings-${language}`;
    const key = Object.keys(manifest).find((k) => manifest[k]?.name === name);
    if (!key) failures.push(`no chunk named ${name} in the build (see LANGUAGES)`);
    return key === undefined ? [] : [key];
  };

  const pages = LANGUAGES.flatMap((language) =>
    PAGES.map(({ path: pagePath, route }): PageSizes => {
      const label = language === 'en' ? pagePath : `${pagePath} (${language})`;
      if (!manifest[route]?.isDynamicEntry) {
        failures.push(`${label}: ${route} is not a lazy route chunk in the build`);
      }
      const seen = new Set<string>();
      const entryKeys = staticClosure(manifest, entry, seen);
      const keys = [
        ...entryKeys,
        ...[...(app ? [app] : []), ...startupOf(language), route]
          .filter((k) => manifest[k])
          .flatMap((k) => staticClosure(manifest, k, seen)),
      ];
      const chunks = keys.map((k) => manifest[k] as ManifestChunk);
      const js = chunks.map((c) => ({ file: c.file, gzip: size(c.file) }));
      const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
      const css = cssFiles.map((file) => ({ file, gzip: size(file) }));
      const jsTotal = js.reduce((sum, f) => sum + f.gzip, 0);
      const cssTotal = css.reduce((sum, f) => sum + f.gzip, 0);
      if (jsTotal > INITIAL_JS_BUDGET) {
        failures.push(`${label}: initial JavaScript ${kib(jsTotal)} > ${kib(INITIAL_JS_BUDGET)}`);
      }
      return { path: label, js, preloaded: entryKeys.length, css, jsTotal, cssTotal };
    }),
  );

  const routes = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && key.startsWith(ROUTES_DIR))
    .map(([key, c]) => ({ route: key.slice(ROUTES_DIR.length), file: c.file, gzip: size(c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  if (routes.length === 0) failures.push(`no route chunks under ${ROUTES_DIR} in the build`);
  for (const r of routes) {
    if (r.gzip > ROUTE_CHUNK_BUDGET) {
      failures.push(`route ${r.route}: own chunk ${kib(r.gzip)} > ${kib(ROUTE_CHUNK_BUDGET)}`);
    }
  }
  failures.push(...pseudoLocalesIn(dist));
  return { pages, routes, failures };
}

/**
 * The development pseudo-locales (web/src/lib/pseudo-locale.ts) are never offered in production:
 * the build's scripts must not name them.
 */
export function pseudoLocalesIn(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter(
      (file) =>
        file.endsWith('.js') &&
        /en-XA|en-XB|portal\.pseudoLocale/.test(readFileSync(path.join(assets, file), 'utf8')),
    )
    .map((file) => `assets/${file}: names a development pseudo-locale (en-XA, en-XB)`);
}

export function kib(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}

/** The report as a table: each page's initial files, then each route's own chunk. */
export function formatReport(report: SizeReport): string {
  const lines: string[] = [];
  const row = (name: string, bytes: string, note = '') =>
    `  ${name.padEnd(56)} ${bytes.padStart(10)}  ${note}`;
  for (const page of report.pages) {
    lines.push(`${page.path}: initial files (gzip -9)`);
    for (const f of page.js) lines.push(row(f.file, kib(f.gzip)));
    const preloaded = page.js.slice(0, page.preloaded).reduce((sum, f) => sum + f.gzip, 0);
    lines.push(row('JavaScript: the entry and its modulepreloads', kib(preloaded)));
    lines.push(
      row(
        'JavaScript before the first paint',
        kib(page.jsTotal),
        `budget ${kib(INITIAL_JS_BUDGET)}: ${page.jsTotal > INITIAL_JS_BUDGET ? 'OVER' : 'ok'}`,
      ),
    );
    for (const f of page.css) lines.push(row(f.file, kib(f.gzip)));
    lines.push(row('CSS', kib(page.cssTotal)));
  }
  lines.push(`route chunks (own chunk, gzip -9; budget ${kib(ROUTE_CHUNK_BUDGET)} each)`);
  for (const r of report.routes) {
    lines.push(row(`${r.route}  ${r.file}`, kib(r.gzip), r.gzip > ROUTE_CHUNK_BUDGET ? 'OVER' : ''));
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DIST;
  try {
    const report = measure(dist);
    console.log(formatReport(report));
    if (report.failures.length > 0) {
      console.error(`\nsize budget exceeded:\n${report.failures.map((f) => `  ${f}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nsize budget: ok');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
