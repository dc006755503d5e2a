/**
 * The lottery page's words in every language the portal offers, one file per language in text/
 * (each a `LotteryText`: a missing key is a compile error). The shell (lottery.page.ts) writes its
 * own few and hands the page script the rest whole; the games' names are the catalogue's (the seed's translations), the
 * state's `gameName`.
 * Vietnamese bet names (Lô, Đề, Xiên, 3 càng) stay as players of this lottery know them, explained
 * in the language where it helps.
 */
import { loadPageTexts } from '../../../lib/page-text.js';
import type { LotteryText } from './text/shape.js';

export const LOTTERY_TEXT = await loadPageTexts<LotteryText>(new URL('./text/', import.meta.url));
