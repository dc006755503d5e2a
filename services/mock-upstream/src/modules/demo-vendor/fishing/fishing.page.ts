import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead, type GamePageTheme } from '../game-page.js';
import { FISHING_TEXT } from './fishing.text.js';

/**
 * The fishing game's page: plain HTML, one same-origin script and one stylesheet under the game
 * pages' CSP. The script is the verifier (`fishing.verify.js`, which the platform's tests also run)
 * and the fish (`fishing.art.js`), followed by the page's own; it learns its ticket, language and words from a data attribute, and
 * everything else from the JSON API.
 */
export const FISHING_JS = [
  readFileSync(new URL('./fishing.verify.js', import.meta.url), 'utf8'),
  readFileSync(new URL('./fishing.art.js', import.meta.url), 'utf8'),
  readFileSync(new URL('./fishing.client.js', import.meta.url), 'utf8'),
].join('\n');
export const FISHING_CSS = readFileSync(new URL('./fishing.css', import.meta.url), 'utf8');

/**
 * The page in the ticket's language, right to left in Arabic, Hebrew, Farsi and Urdu. The sea is a
 * canvas (aimed and fired by keyboard, mouse or touch); figures, seeds and hashes keep left to right.
 */
export function fishingPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: GamePageTheme;
}): string {
  const text = textIn(FISHING_TEXT, o.language.code);
  const data = { ticket: o.ticket, locale: o.language.locale, base: DEMO_VENDOR_BASE, text };
  const h = (s: string) => escapeHtml(s);
  return `${gamePageHead({ language: o.language, title: text.title, name: 'fishing', theme: o.theme ?? null })}
<script src="${DEMO_VENDOR_BASE}/assets/fishing.js" defer></script>
</head>
<body class="fh" data-fishing="${h(JSON.stringify(data))}">
<header class="fh__header">
<h1 class="fh__title">${h(text.title)}</h1>
<span class="fh__mode">${h(text.realMoney)}</span>
<span class="fh__balance"><span>${h(text.balance)}</span> <output id="balance" aria-live="off">–</output></span>
</header>
<main class="fh__main" id="main" aria-busy="true">
<div class="fh__play">
<div class="fh__sea" id="sea-box">
<canvas class="fh__canvas" id="sea" dir="ltr" tabindex="0" role="application" aria-label="${h(text.sea)}" aria-describedby="key-hint"></canvas>
<p class="fh__toast" id="toast" dir="ltr" aria-hidden="true"></p>
</div>
<p class="fh__message" id="message" role="status" aria-live="polite">${h(text.loading)}</p>
<div class="fh__error" id="error" role="alert" hidden><span id="error-text"></span> <button type="button" class="fh__retry" id="retry" hidden>${h(text.retry)}</button></div>
<div class="fh__controls">
<button type="button" class="fh__step" id="level-down" aria-label="${h(text.levelDown)}" aria-keyshortcuts="-" disabled>−</button>
<output class="fh__level" id="level" aria-live="polite"></output>
<button type="button" class="fh__step" id="level-up" aria-label="${h(text.levelUp)}" aria-keyshortcuts="+" disabled>+</button>
<button type="button" class="fh__fire" id="fire" aria-keyshortcuts="Space Enter" disabled>${h(text.fire)}</button>
</div>
<p class="fh__flight" id="in-flight"></p>
<p class="fh__hint" id="key-hint">${h(text.keyHint)}</p>
</div>
<aside class="fh__side">
<section class="fh__panel" aria-labelledby="record-title">
<h2 class="fh__h2" id="record-title">${h(text.record.title)}</h2>
<table class="fh__record">
<thead><tr><th scope="col">${h(text.record.nonce)}</th><th scope="col">${h(text.record.shot)}</th><th scope="col">${h(text.record.result)}</th><th scope="col">${h(text.record.check)}</th></tr></thead>
<tbody id="shots"></tbody>
</table>
<p class="fh__empty" id="no-shots">${h(text.record.empty)}</p>
</section>
<section class="fh__panel" aria-labelledby="fair-title">
<h2 class="fh__h2" id="fair-title">${h(text.fair.title)}</h2>
<dl class="fh__fair">
<dt>${h(text.fair.commitment)}</dt><dd><code id="commitment" dir="ltr">–</code></dd>
<dt>${h(text.fair.clientSeed)}</dt><dd><code id="client-seed" dir="ltr">–</code></dd>
<dt>${h(text.fair.nextNonce)}</dt><dd><code id="next-nonce" dir="ltr">–</code></dd>
<dt id="revealed-label" hidden>${h(text.fair.revealed)}</dt><dd id="revealed-box" hidden><code id="revealed" dir="ltr"></code></dd>
</dl>
<p class="fh__verdict" id="revealed-verdict" role="status"></p>
<form class="fh__reveal" id="reveal-form" novalidate>
<label class="fh__label" for="new-client-seed">${h(text.fair.newClientSeed)}</label>
<input class="fh__input" id="new-client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false" dir="ltr" aria-describedby="seed-error">
<p class="fh__field-error" id="seed-error" hidden></p>
<button type="submit" class="fh__button" id="reveal" disabled>${h(text.fair.reveal)}</button>
</form>
<p class="fh__note">${h(text.fair.note)}</p>
</section>
</aside>
<section class="fh__panel fh__rules" aria-labelledby="rules-title">
<h2 class="fh__h2" id="rules-title">${h(text.rules.title)}</h2>
<table class="fh__paytable">
<thead><tr><th scope="col">${h(text.rules.fish)}</th><th scope="col">${h(text.rules.pays)}</th><th scope="col">${h(text.rules.chance)}</th></tr></thead>
<tbody id="paytable"></tbody>
</table>
<p class="fh__note" id="rules"></p>
<p class="fh__note" id="levels"></p>
</section>
</main>
</body>
</html>`;
}

export function fishingErrorPageHtml(language: PageLanguage): string {
  const text = textIn(FISHING_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'fishing', block: 'fh', text: text.errorPage });
}
