import type { HelpCategory } from '../api/types';
/** A part of a text: `hit` parts match a search term. */
export interface TextPart {
  text: string;
  hit: boolean;
}

export interface HelpSearchResult {
  articleId: number;
  categoryId: number;
  categoryTitle: string;
  title: TextPart[];
  /** A few words of the article around its first match (or its opening), for context. */
  snippet: TextPart[];
}

/** One character as search compares it: lower case, accents off (Vietnamese "Nạp" finds "nap"). */
function foldChar(ch: string): string {
  return ch.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** The folded text and, for each of its UTF-16 units, the index of the original character. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
    index += ch.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The search terms of a query: folded words, longest first (so a longer match wins a tie). */
export function termsOf(query: string): string[] {
  const words = fold(query.trim())
    .folded.split(/\s+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Ranges `[start, end)` of `text` where any term occurs, merged and in order. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const { folded, origin } = fold(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      const start = origin[at];
      const end = origin[at + term.length];
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Splits `text` into plain and matching parts. */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

const BLOCK_END =
  /<\/(?:p|div|h[1-6]|li|ul|ol|dt|dd|tr|td|th|table|section|article|blockquote|pre)\s*>|<br\s*\/?>/gi;

/** The readable text of server HTML. DOMParser builds an inert document: nothing in it runs or loads. */
export function textOfHtml(html: string): string {
  // A space after each block ends keeps "<h2>Title</h2><p>Text" from reading "TitleText".
  const spaced = html.replace(BLOCK_END, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll('script, style, template').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

function snippetOf(text: string, terms: readonly string[]): TextPart[] {
  const first = matchRanges(text, terms)[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_BEFORE) : 0;
  // Start at a word boundary so the snippet does not open mid-word.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && (!first || space < first[0])) start = space + 1;
  }
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const body = text.slice(start, end);
  const parts = highlight(body, terms);
  if (start > 0) parts.unshift({ text: '… ', hit: false });
  if (end < text.length) parts.push({ text: ' …', hit: false });
  return parts;
}

/**
 * Articles whose title or text holds every word of the query (case and accents ignored), those
 * with a match in the title first, then in the help centre's own order.
 */
export function searchHelp(
  categories: readonly HelpCategory[],
  query: string,
  textOf: (html: string) => string = textOfHtml,
): HelpSearchResult[] {
  const terms = termsOf(query);
  if (terms.length === 0) return [];
  const found: (HelpSearchResult & { inTitle: boolean; order: number })[] = [];
  let order = 0;
  for (const category of categories) {
    for (const article of category.articles) {
      order += 1;
      const text = textOf(article.content);
      const title = fold(article.title).folded;
      const body = fold(text).folded;
      if (!terms.every((term) => title.includes(term) || body.includes(term))) continue;
      found.push({
        articleId: article.id,
        categoryId: category.id,
        categoryTitle: category.title,
        title: highlight(article.title, terms),
        snippet: snippetOf(text, terms),
        inTitle: terms.some((term) => title.includes(term)),
        order,
      });
    }
  }
  found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order);
  return found.map(({ inTitle: _inTitle, order: _order, ...result }) => result);
}
