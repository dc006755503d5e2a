/**
 * The fishing game's words in every language the portal offers, one file per language in text/ (each
 * a `FishingText`: a missing key is a compile error); the page script gets them whole.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { FishingText } from './text/shape.js';

export type { FishingText };

export const FISHING_TEXT = await loadPageTexts<FishingText>(new URL('./text/', import.meta.url));
