/**
 * The DS88 cockfight arena's words in every language the portal offers, one file per language in text/ (each
 * a `CockfightText`: a missing key is a compile error); the page script gets them whole.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { CockfightText } from './text/shape.js';

export type { CockfightText };

export const COCKFIGHT_TEXT = await loadPageTexts<CockfightText>(new URL('./text/', import.meta.url));
