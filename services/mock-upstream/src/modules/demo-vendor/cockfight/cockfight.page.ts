import escapeHtml from 'escape-html';
import { textIn, type PageLanguage } from '../../../lib/page-text.js';
import { DEMO_VENDOR_BASE } from '../game-page.js';
import {
  roundTableAssets,
  roundTableErrorPageHtml,
  roundTablePageHtml,
  spotButtonHtml,
} from '../round-table/round-table.page.js';
import { COCKFIGHT_TEXT } from './cockfight.text.js';

/**
 * The DS88 cockfight arena's page, a round table's (round-table.page.ts) with its own parts: the
 * arena's limits, the three sides with their odds, the last fight with its odds and the results
 * board. The page learns its ticket (which names the arena), language and words from a data
 * attribute.
 */
export const { js: COCKFIGHT_JS, css: COCKFIGHT_CSS } = roundTableAssets({
  js: new URL('./cockfight.client.js', import.meta.url),
  css: new URL('./cockfight.css', import.meta.url),
});

const SIDE_ORDER = ['meron', 'draw', 'wala'] as const;

export function cockfightPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: 'light' | 'dark' | null;
}): string {
  const text = textIn(COCKFIGHT_TEXT, o.language.code);
  const sides = SIDE_ORDER.map((side) =>
    spotButtonHtml({
      attr: 'side',
      spot: side,
      classes: `cf__side cf__side--${side}`,
      name: text.sides[side],
      detail: `<span class="cf__side-odds" data-odds dir="ltr"></span>`,
    }),
  ).join('\n');
  return roundTablePageHtml({
    language: o.language,
    name: 'cockfight',
    theme: o.theme ?? null,
    data: { ticket: o.ticket, locale: o.language.locale, base: DEMO_VENDOR_BASE, text },
    text,
    lastTitle: text.lastFight,
    controls: `<p class="rt__limits" id="limits"></p>`,
    round: 'fight',
    spots: { id: 'sides', classes: 'cf__sides', html: sides },
    result: `<p class="rt__outcome cf__outcome" id="outcome"></p>
<p class="cf__last-odds" id="last-odds"></p>
<h2 class="rt__h2">${escapeHtml(text.history)}</h2>
<ol class="cf__board-trend" id="trend" dir="ltr" role="img"></ol>
<p class="cf__counts" id="counts"></p>`,
  });
}

export function cockfightErrorPageHtml(language: PageLanguage): string {
  return roundTableErrorPageHtml({
    language,
    name: 'cockfight',
    text: textIn(COCKFIGHT_TEXT, language.code),
  });
}
