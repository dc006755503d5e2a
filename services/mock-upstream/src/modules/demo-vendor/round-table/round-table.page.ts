import escapeHtml from 'escape-html';
import { readFileSync } from 'node:fs';
import type { PageLanguage } from '../../../lib/page-text.js';
import { DEMO_VENDOR_BASE, gameErrorPageHtml, gamePageHead, type GamePageTheme } from '../game-page.js';

/**
 * The round tables' page (live baccarat, the cockfight arenas): plain HTML, one same-origin script
 * and one stylesheet under the game pages' CSP. Each game's script and stylesheet are the shared
 * ones (round-table.client.js, round-table.css) followed by its own, served as one file each. The
 * page learns its ticket, language and words from a data attribute; everything else comes from the
 * game's JSON API, which it polls for the table's rounds.
 */
const SHARED_JS = readFileSync(new URL('./round-table.client.js', import.meta.url), 'utf8');
const SHARED_CSS = readFileSync(new URL('./round-table.css', import.meta.url), 'utf8');

/** A game's script and stylesheet: the shared ones, then the game's own (files beside its page). */
export function roundTableAssets(own: { js: URL; css: URL }) {
  return {
    js: `${SHARED_JS}\n${readFileSync(own.js, 'utf8')}`,
    css: `${SHARED_CSS}\n${readFileSync(own.css, 'utf8')}`,
  };
}

/** The words every round table's page shows in its frame. */
export interface RoundTablePageText {
  title: string;
  realMoney: string;
  balance: string;
  loading: string;
  chip: string;
  commitment: string;
  reveal: string;
  clientSeed: string;
  fairNote: string;
  keyHint: string;
  errorPage: { title: string; body: string };
}

/**
 * One spot a bet may lie on, as a button: `attr` is the game's word for it (`data-spot`,
 * `data-side`), `classes` its own, `detail` the game's line under the name (the pays, the odds).
 */
export function spotButtonHtml(o: {
  attr: string;
  spot: string;
  classes: string;
  name: string;
  detail: string;
}) {
  return (
    `<button type="button" class="rt__spot ${o.classes}" data-${o.attr}="${o.spot}" disabled>` +
    `<span class="rt__spot-name">${escapeHtml(o.name)}</span>` +
    o.detail +
    `<output class="rt__spot-stake" data-stake></output></button>`
  );
}

/**
 * The page: the frame and what every round table shows (the round and its countdown, the message
 * and error lines, chips, the spots, the last round, the commitment and the reveal, the rules and
 * notes), with the game's parts: `controls` above the round (a table select, the limits),
 * `round` the id of the round's number (`round`, `fight`), the `spots` (their container's id and
 * classes, the buttons), the last round's `result` and what comes `below` the play (the roads).
 */
export function roundTablePageHtml(o: {
  language: PageLanguage;
  name: string;
  theme: GamePageTheme;
  data: Record<string, unknown>;
  text: RoundTablePageText;
  lastTitle: string;
  controls: string;
  round: string;
  spots: { id: string; classes: string; html: string };
  result: string;
  below?: string;
}): string {
  const { text } = o;
  return `${gamePageHead({ language: o.language, title: text.title, name: o.name, theme: o.theme })}
<script src="${DEMO_VENDOR_BASE}/assets/${o.name}.js" defer></script>
</head>
<body class="rt" data-${o.name}="${escapeHtml(JSON.stringify(o.data))}">
<header class="rt__header">
<h1 class="rt__title">${escapeHtml(text.title)}</h1>
<span class="rt__mode">${escapeHtml(text.realMoney)}</span>
<span class="rt__balance"><span>${escapeHtml(text.balance)}</span> <output id="balance">–</output></span>
</header>
<main class="rt__main" id="main" aria-busy="true">
${o.controls}
<div class="rt__status">
<span class="rt__round" id="${o.round}">–</span>
<span class="rt__phase" id="phase" aria-live="polite"></span>
<span class="rt__timer" id="timer" aria-hidden="true"><span id="timer-bar"></span></span>
</div>
<p class="rt__message" id="message" role="status" aria-live="polite">${escapeHtml(text.loading)}</p>
<p class="rt__error" id="error" role="alert" hidden></p>
<div class="rt__play">
<section class="rt__panel">
<div class="rt__chips" id="chips" role="group" aria-label="${escapeHtml(text.chip)}"></div>
<div class="rt__spots ${o.spots.classes}" id="${o.spots.id}">
${o.spots.html}
</div>
<p class="rt__mine" id="mine"></p>
</section>
<section class="rt__panel" aria-labelledby="last-title">
<h2 class="rt__h2" id="last-title">${escapeHtml(o.lastTitle)}</h2>
${o.result}
</section>
</div>
${o.below ? `${o.below}\n` : ''}<dl class="rt__fair" id="fair">
<dt>${escapeHtml(text.commitment)}</dt><dd><code id="commitment" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.reveal)}</dt><dd><code id="reveal" dir="ltr">–</code></dd>
<dt>${escapeHtml(text.clientSeed)}</dt><dd><code id="client" dir="ltr">–</code></dd>
</dl>
<p class="rt__note" id="rules"></p>
<p class="rt__note">${escapeHtml(text.fairNote)}</p>
<p class="rt__note">${escapeHtml(text.keyHint)}</p>
</main>
</body>
</html>`;
}

/** The page a missing, malformed or expired ticket gets, in the browser's language. */
export function roundTableErrorPageHtml(o: {
  language: PageLanguage;
  name: string;
  text: RoundTablePageText;
}) {
  return gameErrorPageHtml({ language: o.language, name: o.name, block: 'rt', text: o.text.errorPage });
}
