/**
 * Serves the built SPA (one origin: cookies and the WebSocket need no CORS). Client routes such as
 * /, /index or /rng?page=2 get index.html; hashed files under /assets are cached for a year, index.html
 * is revalidated every time so a deploy is picked up at once.
 *
 * A page is index.html with what its first paint needs written into it (ADR 0010): the data the
 * app would otherwise fetch before its first render, as a JSON block (`#portal-boot`), and preload
 * links for the largest image and the strings chunk, so neither waits for the JavaScript to ask.
 * What goes in is the composition root's `pageData` (it reads features); without it, or when it
 * fails or is slow, the page is index.html as built and the app fetches as before.
 */
import fastifyStatic from '@fastify/static';
import { ErrorCode, textDirection, toI18nCode, type LanguageCode } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AnswerMemo } from '../cache/answer-memo.js';
import { trpcErrorBody } from '../errors/app-error.js';
import { encode, negotiateEncoding, type Encoded } from './encoding.js';
import { languageOf } from './visitor.js';

/** What a page's HTML carries for its first paint. */
export interface PageData {
  /** Written as the `#portal-boot` JSON block (never executed: CSP needs no change). */
  boot: unknown;
  /** Same-origin or CDN URLs of images to preload with high priority (the LCP image). */
  preloadImages: string[];
  /** Built files under the web root (`assets/...`) to modulepreload. */
  modulePreloads: string[];
  /**
   * Markup (already escaped) shown in `#root` until the app's first render replaces it: what can
   * paint from the HTML and the stylesheet alone, before any JavaScript has run.
   */
  shell?: string;
}

export type PageDataSource = (request: FastifyRequest, pathname: string) => Promise<PageData | null>;

/** How often the template's file is looked at for a rebuild. */
const TEMPLATE_CHECK_MS = 1_000;

/** How long a page waits for its data before it is sent without (the app then fetches it). */
const PAGE_DATA_WAIT_MS = 800;

/** `<`, `>`, `&` and the line separators escaped, so the JSON cannot end its script element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `<html>` in the visitor's language: `lang` and, for Arabic, Farsi, Urdu and Hebrew, `dir="rtl"`,
 * from the page's first byte, so nothing is laid out left to right first (the web keeps both in step
 * when the language changes: lib/i18n.ts).
 */
export function withDocumentLanguage(html: string, language: LanguageCode): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s(lang|dir)="[^"]*"/gi, '');
    return `<html lang="${attribute(toI18nCode(language))}" dir="${textDirection(language)}"${rest}>`;
  });
}

/** A language's stylesheet of fonts and the font file its first render waits for, as built. */
export interface LanguageFonts {
  /** `assets/...css`: the language's script faces or CJK faces (web/src/styles/fonts/<lng>.css). */
  stylesheet: string;
  /** `assets/...woff2`: the script's face, preloaded; none for CJK, whose slices come as needed. */
  preload: string | null;
}

/** A stylesheet of this many faces or more is sliced by unicode-range (CJK): nothing to preload. */
const SLICED_FACES = 4;

/**
 * Each language's fonts (by its BCP 47 code), from Vite's manifest: the built stylesheet of
 * `src/styles/fonts/<lng>.css` and, for a script's one or two faces, the first face's file. None
 * when the build has no manifest.
 */
export function languageFonts(webDist: string): Map<string, LanguageFonts> {
  const fonts = new Map<string, LanguageFonts>();
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return fonts;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
    for (const [key, entry] of Object.entries(manifest)) {
      const lng = /^src\/styles\/fonts\/([\w-]+)\.css$/.exec(key)?.[1];
      if (!lng) continue;
      const css = readFileSync(path.join(webDist, entry.file), 'utf8');
      const faces = css.match(/@font-face/g)?.length ?? 0;
      const first = /url\(["']?\/?(assets\/[^"')]+\.woff2)["']?\)/.exec(css)?.[1] ?? null;
      fonts.set(lng, { stylesheet: entry.file, preload: faces < SLICED_FACES ? first : null });
    }
  } catch {
    // A manifest or stylesheet that cannot be read only costs the fonts' head start.
  }
  return fonts;
}

/**
 * The language's fonts in the page's head, before any script: its stylesheet (small, blocking the
 * first paint like the app's own) and its script's face, preloaded, so the app's first render
 * (which waits for it: web/src/main.tsx) lays text out once, in its own font.
 */
export function withLanguageFonts(
  html: string,
  language: LanguageCode,
  fonts: Map<string, LanguageFonts>,
): string {
  const lng = toI18nCode(language);
  const own = fonts.get(lng);
  if (!own) return html;
  const links =
    (own.preload
      ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${attribute(own.preload)}">`
      : '') +
    `<link rel="stylesheet" href="/${attribute(own.stylesheet)}" data-language-fonts="${attribute(lng)}">`;
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${links}`);
  return html.replace(/<head>/i, `<head>${links}`);
}

/**
 * index.html in the visitor's language with the page's data and preloads written in (without data,
 * the template as is but for the language and its fonts).
 */
export function renderPage(
  template: string,
  data: PageData | null,
  language: LanguageCode = 'EN',
  fonts: Map<string, LanguageFonts> = new Map(),
): string {
  template = withLanguageFonts(withDocumentLanguage(template, language), language, fonts);
  if (!data) return template;
  const links = [
    ...data.preloadImages.map(
      (href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`,
    ),
    ...data.modulePreloads.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${attribute(file.replace(/^\/+/, ''))}">`,
    ),
  ].join('');
  const boot = `<script type="application/json" id="portal-boot">${scriptSafeJson(data.boot)}</script>`;
  return template
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root">', `${boot}<div id="root">${data.shell ?? ''}`);
}

async function withinWait<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

const NOT_SPA_PREFIXES = ['/trpc', '/cdn', '/healthz', '/readyz'];

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuiltPage(webDist: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal gateway</title></head>
<body><h1>The web app is not built</h1><p>No <code>index.html</code> in <code>${webDist.replace(/[<>&]/g, '')}</code>.
Run <code>pnpm build</code> at the repository root, then reload. The API is served at <code>/trpc</code>.</p></body></html>`;
}

/** Where pages written for a visitor are kept a moment (platform/visitor-answers.ts), by whose key. */
export interface KeptPages {
  /** The visitor part of a page's key, or null when this request's page must be written. */
  visitorKey(request: FastifyRequest): string | null;
  memo: AnswerMemo<Encoded>;
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  pageData?: PageDataSource,
  kept?: KeptPages,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  let fonts = languageFonts(webDist);
  // Read again when the file changes (looked at once a second at most): a rebuild under a running
  // gateway serves the new asset names.
  let template = { mtimeMs: -1, html: '' };
  let lookedAt = 0;
  const currentTemplate = (): string => {
    const now = Date.now();
    if (now - lookedAt < TEMPLATE_CHECK_MS && template.mtimeMs !== -1) return template.html;
    lookedAt = now;
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? template.mtimeMs;
    if (mtimeMs !== template.mtimeMs) {
      template = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      fonts = languageFonts(webDist);
    }
    return template.html;
  };
  if (built) {
    const staticOptions = {
      // The build's `.br` and `.gz` copies (web/vite-plugins/precompress.ts), when the browser
      // accepts one; the file itself otherwise.
      preCompressed: true,
      // `/` is a page like any other route: the not-found handler writes its data in.
      index: false as const,
      cacheControl: false,
      setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    };
    // Files are looked for on disk only under the build's folders (`/assets/...`) and at the names
    // of its root files: a page's path (/index, /rng, /agent/team) goes straight to the page, with
    // no file lookup (a stat and a directory read per request otherwise). A rebuild under a running
    // gateway serves its new hashed files (same folders); a root file it adds needs a restart.
    await app.register(fastifyStatic, { root: webDist, serve: false, ...staticOptions });
    const entries = readdirSync(webDist, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));
    for (const dir of entries.filter((e) => e.isDirectory())) {
      await app.register(fastifyStatic, {
        root: path.join(webDist, dir.name),
        prefix: `/${dir.name}/`,
        wildcard: true,
        decorateReply: false,
        ...staticOptions,
      });
    }
    for (const file of entries.filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))) {
      app.get(`/${file.name}`, (_request, reply) => reply.sendFile(file.name));
    }
  } else {
    app.log.warn({ webDist }, 'web app not built: serving a placeholder page at /');
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notBuiltPage(webDist)),
    );
  }

  /** The page as written, or as written a moment ago for the same visitor (`kept`). */
  // A page is written per visitor, so it is compressed per request (encoding.ts); the hashed files
  // are compressed once, at build time.
  const writePage = async (request: FastifyRequest): Promise<Encoded> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const html = currentTemplate();
    const visitor = kept?.visitorKey(request) ?? null;
    const key = visitor === null ? null : `${visitor}|${template.mtimeMs}|${encoding ?? ''}|${pathname}`;
    const hit = key === null ? undefined : kept?.memo.get(key);
    if (hit) return hit;
    const stamp = kept?.memo.stamp ?? 0;
    const data = pageData ? await withinWait(pageData(request, pathname), PAGE_DATA_WAIT_MS) : null;
    const language = languageOf(request.headers, request.cookies);
    const page = await encode(encoding, renderPage(html, data, language, fonts));
    // A page written without its data (the platform slow or down) is not kept: the next visit tries again.
    if (key !== null && data) kept?.memo.keep(key, page, stamp);
    return page;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { body, encoding } = await writePage(request);
    if (encoding) void reply.header('content-encoding', encoding);
    return (
      reply
        // The page carries the visitor's own status (their IP, their region's verdict): no shared cache.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  };
  if (built) app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    if (built && wantsSpaPage(request)) return sendPage(request, reply);
    return reply.code(404).send(trpcErrorBody(ErrorCode.notFound));
  });
}
