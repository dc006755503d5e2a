/**
 * The sportsbook page's words in every language the portal offers, one file per language in text/ (each
 * a `SportsbookText`: a missing key is a compile error); the page script gets them whole.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { SportsbookText } from './text/shape.js';

export type { SportsbookText };

export const SPORTSBOOK_TEXT = await loadPageTexts<SportsbookText>(new URL('./text/', import.meta.url));
