import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { COCKFIGHT_TEXT } from './cockfight.text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead } from '../game-page.js';

/**
 * The DS88 cockfight arena's page: plain HTML, one same-origin script and one stylesheet under the
 * slot's CSP. The page learns its ticket (which names the arena), language and words from a data
 * attribute; everything else comes from the JSON API, which it polls for the arena's fights.
 */
export const COCKFIGHT_JS = readFileSync(new URL('./cockfight.client.js', import.meta.url), 'utf8');
export const COCKFIGHT_CSS = readFileSync(new URL('./cockfight.css', import.meta.url), 'utf8');

const SIDE_ORDER = ['meron', 'draw', 'wala'] as const;

export function cockfightPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: 'light' | 'dark' | null;
}): string {
  const text = textIn(COCKFIGHT_TEXT, o.language.code);
  const data = { ticket: o.ticket, locale: o.language.locale, base: DEMO_VENDOR_BASE, text };
  const sides = SIDE_ORDER.map(
    (side) =>
      `<button type="button" class="cf__side cf__side--${side}" data-side="${side}" disabled>` +
      `<span class="cf__side-name">${escapeHtml(text.sides[side])}</span>` +
      `<span class="cf__side-odds" data-odds dir="ltr"></span>` +
      `<output class="cf__side-stake" data-stake></output></button>`,
  ).join('\n');
  return `${gamePageHead({ language: o.language, title: text.title, name: 'cockfight', theme: o.theme ?? null })}
<script src="${DEMO_VENDOR_BASE}/assets/cockfight.js" defer></script>
</head>
<body class="cf" data-cockfight="${escapeHtml(JSON.stringify(data))}">
<header class="cf__header">
<h1 class="cf__title">${escapeHtml(text.title)}</h1>
<span class="cf__mode">${escapeHtml(text.realMoney)}</span>
<span class="cf__balance"><span>${escapeHtml(text.balance)}</span> <output id="balance">–</output></span>
</header>
<main class="cf__main" id="main" aria-busy="true">
<p class="cf__limits" id="limits"></p>
<div class="cf__status">
<span class="cf__fight" id="fight">–</span>
<span class="cf__phase" id="phase" aria-live="polite"></span>
<span class="cf__timer" id="timer" aria-hidden="true"><span id="timer-bar"></span></span>
</div>
<p class="cf__message" id="message" role="status" aria-live="polite">${escapeHtml(text.loading)}</p>
<p class="cf__error" id="error" role="alert" hidden></p>
<div class="cf__play">
<section class="cf__board">
<div class="cf__chips" id="chips" role="group" aria-label="${escapeHtml(text.chip)}"></div>
<div class="cf__sides" id="sides">
${sides}
</div>
<p class="cf__mine" id="mine"></p>
</section>
<section class="cf__result" aria-labelledby="last-title">
<h2 class="cf__h2" id="last-title">${escapeHtml(text.lastFight)}</h2>
<p class="cf__outcome" id="outcome"></p>
<p class="cf__last-odds" id="last-odds"></p>
<h2 class="cf__h2">${escapeHtml(text.history)}</h2>
<ol class="cf__board-trend" id="trend" dir="ltr" role="img"></ol>
<p class="cf__counts" id="counts"></p>
</section>
</div>
<dl class="cf__fair" id="fair">
<dt>${escapeHtml(text.commitment)}</dt><dd><code id="commitment" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.reveal)}</dt><dd><code id="reveal" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.clientSeed)}</dt><dd><code id="client" dir="ltr">–</code></dd>
</dl>
<p class="cf__note" id="rules"></p>
<p class="cf__note">${escapeHtml(text.fairNote)}</p>
<p class="cf__note">${escapeHtml(text.keyHint)}</p>
</main>
</body>
</html>`;
}

export function cockfightErrorPageHtml(language: PageLanguage): string {
  const text = textIn(COCKFIGHT_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'cockfight', block: 'cf', text: text.errorPage });
}
