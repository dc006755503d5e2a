import escapeHtml from 'escape-html';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { DEMO_VENDOR_BASE } from '../game-page.js';
import {
  roundTableAssets,
  roundTableErrorPageHtml,
  roundTablePageHtml,
  spotButtonHtml,
} from '../round-table/round-table.page.js';
import { BACCARAT_TEXT } from './baccarat.text.js';

/**
 * The live baccarat table's page, a round table's (round-table.page.ts) with its own parts: the
 * table select, the five spots with their pays, the last round's cards and the roads. The page
 * learns its ticket, table, language and words from a data attribute.
 */
export const { js: BACCARAT_JS, css: BACCARAT_CSS } = roundTableAssets({
  js: new URL('./baccarat.client.js', import.meta.url),
  css: new URL('./baccarat.css', import.meta.url),
});

const SPOT_ORDER = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'] as const;

export function baccaratPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  table: string | null;
  theme?: 'light' | 'dark' | null;
}): string {
  const text = textIn(BACCARAT_TEXT, o.language.code);
  const spots = SPOT_ORDER.map((spot) =>
    spotButtonHtml({
      attr: 'spot',
      spot,
      classes: `bc__spot bc__spot--${spot}`,
      name: text.spots[spot],
      detail: `<span class="bc__spot-pays" data-pays></span>`,
    }),
  ).join('\n');
  return roundTablePageHtml({
    language: o.language,
    name: 'baccarat',
    theme: o.theme ?? null,
    data: { ticket: o.ticket, table: o.table, locale: o.language.locale, base: DEMO_VENDOR_BASE, text },
    text,
    lastTitle: text.lastRound,
    controls: `<section class="bc__controls">
<label for="table">${escapeHtml(text.table)}</label>
<select id="table" disabled></select>
<span class="rt__limits" id="limits"></span>
</section>`,
    round: 'round',
    spots: { id: 'spots', classes: 'bc__spots', html: spots },
    result: `<div class="bc__hands">
<div class="bc__hand bc__hand--player"><h3>${escapeHtml(text.spots.player)} <output id="player-points"></output></h3><ol class="bc__cards" id="player-cards" dir="ltr"></ol></div>
<div class="bc__hand bc__hand--banker"><h3>${escapeHtml(text.spots.banker)} <output id="banker-points"></output></h3><ol class="bc__cards" id="banker-cards" dir="ltr"></ol></div>
</div>
<p class="rt__outcome bc__outcome" id="outcome"></p>`,
    below: `<section class="rt__panel bc__roads">
<h2 class="rt__h2">${escapeHtml(text.beadRoad)}</h2>
<div class="bc__road bc__road--bead" id="bead" dir="ltr" role="img"></div>
<h2 class="rt__h2">${escapeHtml(text.bigRoad)}</h2>
<div class="bc__road bc__road--big" id="big" dir="ltr" role="img"></div>
</section>`,
  });
}

export function baccaratErrorPageHtml(language: PageLanguage): string {
  return roundTableErrorPageHtml({ language, name: 'baccarat', text: textIn(BACCARAT_TEXT, language.code) });
}
