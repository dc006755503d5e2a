import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { SPORTSBOOK_TEXT, type SportsbookText } from './sportsbook.text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead } from '../game-page.js';

/**
 * The sportsbook's page: plain HTML, one same-origin script and one stylesheet under the slot's
 * CSP. The page learns its ticket, language and words from a data attribute; the fixtures, prices
 * and bets (with their cash-out offers) come from the JSON API, which it polls. The slip holds one
 * pick (a single) or several from different matches (a parlay).
 */
export const SPORTSBOOK_JS = readFileSync(new URL('./sportsbook.client.js', import.meta.url), 'utf8');
export const SPORTSBOOK_CSS = readFileSync(new URL('./sportsbook.css', import.meta.url), 'utf8');

export function sportsbookPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: 'light' | 'dark' | null;
}): string {
  return bookPageHtml({ ...o, book: 'sportsbook', text: textIn(SPORTSBOOK_TEXT, o.language.code) });
}

/**
 * A book's page (the sportsbook's, the e-sports book's: ADR 0025): the same page, script and
 * stylesheet, told its book (whose API it calls and how it draws a fixture) and its words.
 */
export function bookPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: 'light' | 'dark' | null;
  book: 'sportsbook' | 'esports';
  text: SportsbookText;
}): string {
  const text = o.text;
  const data = { ticket: o.ticket, locale: o.language.locale, base: DEMO_VENDOR_BASE, book: o.book, text };
  const formats = (['decimal', 'hk', 'malay', 'indo'] as const)
    .map((f) => `<option value="${f}">${escapeHtml(text.formats[f])}</option>`)
    .join('');
  return `${gamePageHead({ language: o.language, title: text.title, name: 'sportsbook', theme: o.theme ?? null })}
<script src="${DEMO_VENDOR_BASE}/assets/sportsbook.js" defer></script>
</head>
<body class="sb sb--${o.book}" data-sportsbook="${escapeHtml(JSON.stringify(data))}">
<header class="sb__header">
<h1 class="sb__title">${escapeHtml(text.title)}</h1>
<span class="sb__mode">${escapeHtml(text.realMoney)}</span>
<span class="sb__balance"><span>${escapeHtml(text.balance)}</span> <output id="balance">–</output></span>
<label class="sb__format"><span>${escapeHtml(text.oddsFormat)}</span> <select id="format">${formats}</select></label>
</header>
<p class="sb__error" id="error" role="alert" hidden></p>
<main class="sb__main" id="main" aria-busy="true">
<section class="sb__fixtures" aria-labelledby="fixtures-title">
<h2 class="sb__h2" id="fixtures-title">${escapeHtml(text.fixtures)}</h2>
<p class="sb__message" id="message" role="status">${escapeHtml(text.loading)}</p>
<ol class="sb__list" id="fixtures"></ol>
</section>
<aside class="sb__side">
<section class="sb__slip" aria-labelledby="slip-title">
<h2 class="sb__h2" id="slip-title">${escapeHtml(text.slip)}</h2>
<p id="slip-empty">${escapeHtml(text.slipEmpty)}</p>
<form id="slip" hidden>
<p class="sb__slip-kind" id="slip-kind"></p>
<ol class="sb__legs" id="slip-legs"></ol>
<p class="sb__combined" id="slip-combined" hidden></p>
<p class="sb__conflict" id="slip-conflict" role="alert" hidden>${escapeHtml(text.sameEvent)}</p>
<label for="stake">${escapeHtml(text.stake)}</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" dir="ltr">
<p class="sb__hint" id="slip-limits"></p>
<p class="sb__hint" id="slip-returns" aria-live="polite"></p>
<label class="sb__check"><input type="checkbox" id="accept"> ${escapeHtml(text.acceptChanges)}</label>
<button type="submit" class="sb__place" id="place">${escapeHtml(text.place)}</button>
</form>
<p class="sb__slip-note" id="slip-note" role="status" aria-live="polite"></p>
</section>
<section class="sb__bets" aria-labelledby="bets-title">
<h2 class="sb__h2" id="bets-title">${escapeHtml(text.myBets)}</h2>
<p class="sb__slip-note" id="bets-note" role="status" aria-live="polite"></p>
<ol class="sb__bet-list" id="bets"></ol>
</section>
</aside>
</main>
<a class="sb__slipbar" id="slipbar" href="#slip-title" hidden></a>
<p class="sb__note" id="rules"></p>
<p class="sb__note" id="rules-parlay"></p>
</body>
</html>`;
}

export function sportsbookErrorPageHtml(language: PageLanguage): string {
  const text = textIn(SPORTSBOOK_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'sportsbook', block: 'sb', text: text.errorPage });
}
