import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { SLOT_TEXT } from './slot.text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead } from '../game-page.js';

/**
 * The slot's page: plain HTML, one same-origin script and one stylesheet (read once at startup from
 * this folder; no bundler), under a CSP that allows nothing else. The page learns its ticket, language
 * and words from a data attribute; everything else comes from the JSON API.
 */

export const SLOT_JS = readFileSync(new URL('./slot.client.js', import.meta.url), 'utf8');
export const SLOT_CSS = readFileSync(new URL('./slot.css', import.meta.url), 'utf8');

/**
 * The page in the ticket's language, right to left in Arabic, Hebrew, Farsi and Urdu; the reels and
 * the payline diagrams keep their physical order there (`dir="ltr"`), as lines pay from the first
 * reel, on the left, in every language; so do the round id and the seed, machine strings.
 */
export function slotPageHtml(o: { language: PageLanguage; ticket: string; isFreePlay: boolean }): string {
  const text = textIn(SLOT_TEXT, o.language.code);
  const data = { ticket: o.ticket, locale: o.language.locale, base: DEMO_VENDOR_BASE, text };
  return `${gamePageHead({ language: o.language, title: text.title, name: 'slot' })}
<script src="${DEMO_VENDOR_BASE}/assets/slot.js" defer></script>
</head>
<body class="slot" data-slot="${escapeHtml(JSON.stringify(data))}">
<header class="slot__header">
<h1 class="slot__title">${escapeHtml(text.title)}</h1>
<span class="slot__mode${o.isFreePlay ? ' slot__mode--free' : ''}">${escapeHtml(o.isFreePlay ? text.freePlay : text.realMoney)}</span>
</header>
<main class="slot__main">
<div class="slot__machine" dir="ltr">
<div class="slot__reels" id="reels" role="img" aria-label="${escapeHtml(text.title)}"></div>
<svg class="slot__lines" id="lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg>
</div>
<p class="slot__message" id="message" role="status" aria-live="polite">${escapeHtml(text.loading)}</p>
<p class="slot__error" id="error" role="alert" hidden></p>
<section class="slot__controls" aria-label="${escapeHtml(text.spin)}">
<div class="slot__meter"><span class="slot__label">${escapeHtml(text.balance)}</span><output id="balance">–</output></div>
<div class="slot__meter"><span class="slot__label">${escapeHtml(text.win)}</span><output id="win">–</output></div>
<div class="slot__meter slot__meter--bet"><label class="slot__label" for="bet">${escapeHtml(text.bet)}</label><select id="bet" disabled></select></div>
<button class="slot__spin" id="spin" type="button" disabled aria-keyshortcuts="Space Enter">${escapeHtml(text.spin)}</button>
</section>
<ul class="slot__wins" id="wins" aria-label="${escapeHtml(text.win)}"></ul>
<p class="slot__round" id="round" hidden><span>${escapeHtml(text.round)}</span> <code id="round-id" dir="ltr"></code> <a id="verify" target="_blank" rel="noopener">${escapeHtml(text.verify)}</a></p>
<details class="slot__info" id="info">
<summary>${escapeHtml(text.paytable)} · <span id="rtp-short"></span></summary>
<p class="slot__rtp" id="rtp"></p>
<p class="slot__note">${escapeHtml(text.rtpNote)}</p>
<p class="slot__note">${escapeHtml(text.lineNote)}</p>
<p class="slot__note">${escapeHtml(text.wildNote)}</p>
<p class="slot__note">${escapeHtml(text.scatterNote)}</p>
<table class="slot__paytable" id="paytable"></table>
<h2 class="slot__subtitle">${escapeHtml(text.paylines)}</h2>
<ol class="slot__paylines" id="paylines" dir="ltr"></ol>
<p class="slot__seed"><span>${escapeHtml(text.seed)}</span> <code id="seed" dir="ltr"></code></p>
</details>
<p class="slot__hint">${escapeHtml(text.keyHint)}</p>
</main>
</body>
</html>`;
}

export function slotErrorPageHtml(language: PageLanguage): string {
  const text = textIn(SLOT_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'slot', block: 'slot', text: text.errorPage });
}
