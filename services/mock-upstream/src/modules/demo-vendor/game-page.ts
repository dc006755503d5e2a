/**
 * What the demo vendor's scripted game pages share (the slot, the Niu-Niu table, the baccarat
 * tables): where they live, their security policy, the document's head, the page a bad or expired
 * ticket gets, and the headers of a page and of its script and stylesheet.
 */
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { pageFontsLink } from '../../lib/page-fonts.js';
import type { PageLanguage } from '../../lib/page-text.js';

/** Where the demo vendor's pages, assets and APIs live (the gateway proxies this prefix). */
export const DEMO_VENDOR_BASE = '/demo-vendor';

/** A game page loads its own script and stylesheet and calls its own API, nothing else. */
export const GAME_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** The portal's theme when the frame names it; null follows the system's (prefers-color-scheme). */
export type GamePageTheme = 'light' | 'dark' | null;

/** The launch ticket a game page and its API calls carry (opened and checked by the game). */
export const GameTicketSchema = z
  .string({ message: 'ticket_required' })
  .min(1, 'ticket_required')
  .max(2048, 'ticket_invalid');
/** A game page's address: its ticket and the portal's theme (the frame adds it: `tableUrl`). */
export const GamePageQuerySchema = z.object({
  ticket: GameTicketSchema,
  theme: z.enum(['light', 'dark']).optional(),
});

/**
 * The document up to its open `<head>`: the page's language and direction, the theme, the title,
 * the language's script fonts (lib/page-fonts.ts) and the page's stylesheet (`<DEMO_VENDOR_BASE>/assets/<name>.css`). The caller closes the head.
 */
export function gamePageHead(o: {
  language: PageLanguage;
  title: string;
  name: string;
  theme?: GamePageTheme;
}): string {
  const themed = o.theme ? ` data-theme="${o.theme}"` : '';
  return `<!doctype html>
<html lang="${o.language.lang}" dir="${o.language.dir}"${themed}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(o.title)}</title>
${pageFontsLink(DEMO_VENDOR_BASE, o.language.lang)}
<link rel="stylesheet" href="${DEMO_VENDOR_BASE}/assets/${o.name}.css">`;
}

/**
 * The page a missing, malformed or expired ticket gets, in the browser's language, styled by the
 * game's stylesheet: `block` is its CSS block (`slot`, `nn`, `bc`), with `--error`, `__main`,
 * `__title` and `__error` parts.
 */
export function gameErrorPageHtml(o: {
  language: PageLanguage;
  name: string;
  block: string;
  text: { title: string; body: string };
}): string {
  return `${gamePageHead({ language: o.language, title: o.text.title, name: o.name })}
</head>
<body class="${o.block} ${o.block}--error">
<main class="${o.block}__main">
<h1 class="${o.block}__title">${escapeHtml(o.text.title)}</h1>
<p class="${o.block}__error" role="alert">${escapeHtml(o.text.body)}</p>
</main>
</body>
</html>`;
}

/** Sends a game page: never cached (it carries the ticket), under the game pages' policy. */
export function sendGamePage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', GAME_PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

/** Serves a game page's script and stylesheet at `<DEMO_VENDOR_BASE>/assets/<name>.js|css`. */
export function serveGameAssets(app: FastifyInstance, name: string, assets: { js: string; css: string }) {
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply
      .header('content-type', `${type}; charset=utf-8`)
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', GAME_PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  app.get(`${DEMO_VENDOR_BASE}/assets/${name}.js`, async (_request, reply) =>
    send(reply, 'text/javascript', assets.js),
  );
  app.get(`${DEMO_VENDOR_BASE}/assets/${name}.css`, async (_request, reply) =>
    send(reply, 'text/css', assets.css),
  );
}
