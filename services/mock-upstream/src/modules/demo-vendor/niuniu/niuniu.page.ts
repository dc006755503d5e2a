import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { BETTING_WINDOW_MS } from './niuniu.service.js';
import { NIUNIU_TEXT } from './niuniu.text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead } from '../game-page.js';

/**
 * The Niu-Niu table's page: plain HTML, one same-origin script and one stylesheet under the slot's
 * CSP. The page learns its ticket, room, language and words from a data attribute; everything else
 * comes from the JSON API.
 */
export const NIUNIU_JS = readFileSync(new URL('./niuniu.client.js', import.meta.url), 'utf8');
export const NIUNIU_CSS = readFileSync(new URL('./niuniu.css', import.meta.url), 'utf8');

export function niuniuPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  room: string | null;
  theme?: 'light' | 'dark' | null;
}): string {
  const text = textIn(NIUNIU_TEXT, o.language.code);
  const data = {
    ticket: o.ticket,
    room: o.room,
    locale: o.language.locale,
    base: DEMO_VENDOR_BASE,
    windowSeconds: BETTING_WINDOW_MS / 1000,
    text,
  };
  return `${gamePageHead({ language: o.language, title: text.title, name: 'niuniu', theme: o.theme ?? null })}
<script src="${DEMO_VENDOR_BASE}/assets/niuniu.js" defer></script>
</head>
<body class="nn" data-niuniu="${escapeHtml(JSON.stringify(data))}">
<header class="nn__header">
<h1 class="nn__title">${escapeHtml(text.title)}</h1>
<span class="nn__mode">${escapeHtml(text.realMoney)}</span>
<span class="nn__balance"><span>${escapeHtml(text.balance)}</span> <output id="balance">–</output></span>
</header>
<main class="nn__main" id="main" aria-busy="true">
<section class="nn__rooms">
<label for="room">${escapeHtml(text.room)}</label>
<select id="room" disabled></select>
<button type="button" id="join" class="nn__btn" disabled>${escapeHtml(text.join)}</button>
<button type="button" id="leave" class="nn__btn nn__btn--ghost" hidden>${escapeHtml(text.leave)}</button>
</section>
<p class="nn__clock" id="clock" role="timer" aria-atomic="true"></p>
<p class="nn__message" id="message" role="status" aria-live="polite">${escapeHtml(text.loading)}</p>
<p class="nn__error" id="error" role="alert" hidden></p>
<div class="nn__actions">
<button type="button" id="deal" class="nn__btn nn__btn--deal" disabled aria-keyshortcuts="Space Enter">${escapeHtml(text.deal)}</button>
</div>
<ol class="nn__table" id="table" aria-label="${escapeHtml(text.title)}"></ol>
<dl class="nn__fair" id="fair">
<dt>${escapeHtml(text.commitment)}</dt><dd><code id="commitment" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.round)}</dt><dd><code id="round" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.reveal)}</dt><dd><code id="reveal" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.clientSeed)} · ${escapeHtml(text.nonce)}</dt><dd><code id="client" dir="ltr">–</code></dd>
</dl>
<p class="nn__note" id="rules"></p>
<p class="nn__note">${escapeHtml(text.fairNote)}</p>
<p class="nn__note">${escapeHtml(text.keyHint)}</p>
</main>
</body>
</html>`;
}

export function niuniuErrorPageHtml(language: PageLanguage): string {
  const text = textIn(NIUNIU_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'niuniu', block: 'nn', text: text.errorPage });
}
