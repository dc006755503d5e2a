import type { PageLanguage } from '../../../lib/page-text.js';
import { bookPageHtml } from '../sportsbook/sportsbook.page.js';
import { gameErrorPageHtml } from '../game-page.js';
import { esportsPageText } from './esports.text.js';

/**
 * The e-sports book's page (ADR 0025): the sportsbook's page, script and stylesheet, told it is the
 * e-sports book (its API, how it draws a series) and given its words.
 */
export function esportsPageHtml(o: {
  language: PageLanguage;
  ticket: string;
  theme?: 'light' | 'dark' | null;
}): string {
  return bookPageHtml({ ...o, book: 'esports', text: esportsPageText(o.language.code) });
}

export function esportsErrorPageHtml(language: PageLanguage): string {
  const text = esportsPageText(language.code);
  return gameErrorPageHtml({ language, name: 'sportsbook', block: 'sb', text: text.errorPage });
}
