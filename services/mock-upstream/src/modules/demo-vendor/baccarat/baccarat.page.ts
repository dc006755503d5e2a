import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { BACCARAT_TEXT } from './baccarat.text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead } from '../game-page.js';

/**
 * The live baccarat table's page: plain HTML, one same-origin script and one stylesheet under the
 * slot's CSP. The page learns its ticket, table, language and words from a data attribute;
 * everything else comes from the JSON API, which it polls for the table's rounds.
 */
export const BACCARAT_JS = readFileSync(new URL('./baccarat.client.js', import.meta.url), 'utf8');
export const BACCARAT_CSS = readFileSync(new URL('./baccarat.css', import.meta.url), 'utf8');

const SPOT_ORDER = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'] as const;

export function baccaratPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  table: string | null;
  theme?: 'light' | 'dark' | null;
}): string {
  const text = textIn(BACCARAT_TEXT, o.language.code);
  const data = { ticket: o.ticket, table: o.table, locale: o.language.locale, base: DEMO_VENDOR_BASE, text };
  const spots = SPOT_ORDER.map(
    (spot) =>
      `<button type="button" class="bc__spot bc__spot--${spot}" data-spot="${spot}" disabled>` +
      `<span class="bc__spot-name">${escapeHtml(text.spots[spot])}</span>` +
      `<span class="bc__spot-pays" data-pays></span>` +
      `<output class="bc__spot-stake" data-stake></output></button>`,
  ).join('\n');
  return `${gamePageHead({ language: o.language, title: text.title, name: 'baccarat', theme: o.theme ?? null })}
<script src="${DEMO_VENDOR_BASE}/assets/baccarat.js" defer></script>
</head>
<body class="bc" data-baccarat="${escapeHtml(JSON.stringify(data))}">
<header class="bc__header">
<h1 class="bc__title">${escapeHtml(text.title)}</h1>
<span class="bc__mode">${escapeHtml(text.realMoney)}</span>
<span class="bc__balance"><span>${escapeHtml(text.balance)}</span> <output id="balance">–</output></span>
</header>
<main class="bc__main" id="main" aria-busy="true">
<section class="bc__controls">
<label for="table">${escapeHtml(text.table)}</label>
<select id="table" disabled></select>
<span class="bc__limits" id="limits"></span>
</section>
<div class="bc__status">
<span class="bc__round" id="round">–</span>
<span class="bc__phase" id="phase" aria-live="polite"></span>
<span class="bc__timer" id="timer" aria-hidden="true"><span id="timer-bar"></span></span>
</div>
<p class="bc__message" id="message" role="status" aria-live="polite">${escapeHtml(text.loading)}</p>
<p class="bc__error" id="error" role="alert" hidden></p>
<div class="bc__play">
<section class="bc__board">
<div class="bc__chips" id="chips" role="group" aria-label="${escapeHtml(text.chip)}"></div>
<div class="bc__spots" id="spots">
${spots}
</div>
<p class="bc__mine" id="mine"></p>
</section>
<section class="bc__result" aria-labelledby="last-title">
<h2 class="bc__h2" id="last-title">${escapeHtml(text.lastRound)}</h2>
<div class="bc__hands">
<div class="bc__hand bc__hand--player"><h3>${escapeHtml(text.spots.player)} <output id="player-points"></output></h3><ol class="bc__cards" id="player-cards" dir="ltr"></ol></div>
<div class="bc__hand bc__hand--banker"><h3>${escapeHtml(text.spots.banker)} <output id="banker-points"></output></h3><ol class="bc__cards" id="banker-cards" dir="ltr"></ol></div>
</div>
<p class="bc__outcome" id="outcome"></p>
</section>
</div>
<section class="bc__roads">
<h2 class="bc__h2">${escapeHtml(text.beadRoad)}</h2>
<div class="bc__road bc__road--bead" id="bead" dir="ltr" role="img"></div>
<h2 class="bc__h2">${escapeHtml(text.bigRoad)}</h2>
<div class="bc__road bc__road--big" id="big" dir="ltr" role="img"></div>
</section>
<dl class="bc__fair" id="fair">
<dt>${escapeHtml(text.commitment)}</dt><dd><code id="commitment" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.reveal)}</dt><dd><code id="reveal" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.clientSeed)}</dt><dd><code id="client" dir="ltr">–</code></dd>
</dl>
<p class="bc__note" id="rules"></p>
<p class="bc__note">${escapeHtml(text.fairNote)}</p>
<p class="bc__note">${escapeHtml(text.keyHint)}</p>
</main>
</body>
</html>`;
}

export function baccaratErrorPageHtml(language: PageLanguage): string {
  const text = textIn(BACCARAT_TEXT, language.code);
  return gameErrorPageHtml({ language, name: 'baccarat', block: 'bc', text: text.errorPage });
}
