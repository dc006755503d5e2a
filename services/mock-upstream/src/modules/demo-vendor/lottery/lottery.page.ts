/**
 * The HTML shells of the lottery page. The page itself is built by assets/lottery.js (no inline
 * script: the CSP allows 'self' only); the shell carries the language (`lang`, `dir`, the Intl
 * locale and the words), game and view it starts with. Every URL is relative, so the page works
 * wherever the gateway mounts /demo-vendor/.
 */
import escapeHtml from 'escape-html';
import { pageFontsLink } from '../../../lib/page-fonts.js';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { DEMO_VENDOR_BASE } from '../game-page.js';
import { LOTTERY_TEXT } from './lottery.text.js';

export function gamePageHtml(options: { language: PageLanguage; game: string; view: 'betting' | 'lobby' }) {
  const { language, game, view } = options;
  const text = textIn(LOTTERY_TEXT, language.code);
  return `<!doctype html>
<html lang="${language.lang}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(text.title)}</title>
<link rel="icon" href="data:,">
${pageFontsLink(DEMO_VENDOR_BASE, language.lang)}
<link rel="stylesheet" href="assets/lottery.css">
<script src="assets/lottery.js" defer></script>
</head>
<body>
<main id="app" data-locale="${escapeHtml(JSON.stringify(language.locale))}" data-text="${escapeHtml(JSON.stringify(text))}" data-game="${escapeHtml(game)}" data-view="${view}" aria-busy="true">
<p class="loading">${escapeHtml(text.loading)}</p>
<noscript><p class="notice">${escapeHtml(text.noscript)}</p></noscript>
</main>
</body>
</html>
`;
}

/** Shown when the page cannot start: no ticket to tell the language, so the browser's. */
export function errorPageHtml(kind: 'ticket' | 'bad-request', language: PageLanguage) {
  const text = textIn(LOTTERY_TEXT, language.code);
  const [status, hint] =
    kind === 'ticket'
      ? [text.errorPage.ticket, text.errorPage.ticketHint]
      : [text.errorPage.badRequest, text.errorPage.badRequestHint];
  return `<!doctype html>
<html lang="${language.lang}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<link rel="icon" href="data:,">
${pageFontsLink(DEMO_VENDOR_BASE, language.lang)}
<link rel="stylesheet" href="assets/lottery.css">
</head>
<body>
<main class="error-page" role="alert">
<h1>${escapeHtml(status)}</h1>
<p>${escapeHtml(hint)}</p>
</main>
</body>
</html>
`;
}
