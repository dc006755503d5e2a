/**
 * The slot page's words in every language the portal offers, one file per language in text/ (each a
 * `SlotText`: a missing key is a compile error); the page script gets them whole. The page picks the
 * language of the launch ticket (`l`), English for a tag the portal does not offer.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { SlotText } from './text/shape.js';

export const SLOT_TEXT = await loadPageTexts<SlotText>(new URL('./text/', import.meta.url));
