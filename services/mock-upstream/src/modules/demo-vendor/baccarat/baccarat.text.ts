/**
 * The live baccarat table's words in every language the portal offers, one file per language in
 * text/ (each a `BaccaratText`: a missing key is a compile error); the page script gets them whole.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { BaccaratText } from './text/shape.js';

export type { BaccaratText };

export const BACCARAT_TEXT = await loadPageTexts<BaccaratText>(new URL('./text/', import.meta.url));
