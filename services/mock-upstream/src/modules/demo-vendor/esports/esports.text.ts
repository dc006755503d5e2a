/**
 * The e-sports book's own words in every language the portal offers, one file per language in text/
 * (each an `EsportsText`: a missing key is a compile error), and the page's words: the sportsbook's
 * with these in their place.
 */
import type { LanguageCode } from '@portal/contracts';
import { loadPageTexts, textIn } from '../../../lib/page-text.js';
import { SPORTSBOOK_TEXT, type SportsbookText } from '../sportsbook/sportsbook.text.js';
import type { EsportsText } from './text/shape.js';

export type { EsportsText };

export const ESPORTS_TEXT = await loadPageTexts<EsportsText>(new URL('./text/', import.meta.url));

/** The e-sports page's words: the sportsbook's page words, the e-sports book's in their place. */
export type EsportsPageText = SportsbookText & EsportsText & { markets: EsportsText['markets'] };

export function esportsPageText(code: LanguageCode): EsportsPageText {
  const book = textIn(SPORTSBOOK_TEXT, code);
  const own = textIn(ESPORTS_TEXT, code);
  return { ...book, ...own, markets: { ...book.markets, ...own.markets } };
}
