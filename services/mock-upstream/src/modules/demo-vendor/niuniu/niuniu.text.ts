/**
 * The Niu-Niu table's words in every language the portal offers, one file per language in text/ (each
 * a `NiuniuText`: a missing key is a compile error); the page script gets them whole.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { NiuniuText } from './text/shape.js';

export type { NiuniuText };

export const NIUNIU_TEXT = await loadPageTexts<NiuniuText>(new URL('./text/', import.meta.url));
