/**
 * The markup a page's HTML shows in `#root` before any JavaScript has run (ADR 0010): the splash's
 * shape (bar, nav, banner) with the page's first banner in the banner's place and, on the home page,
 * the home page's own shape below it (the web's HomeSkeleton: the ticker's box, the welcome line,
 * the jackpot's and the winner board's frames, a category card's place per lane). Everything is in
 * the app's own classes and sizes, and the text the app will show is set as text in the visitor's
 * language (the build's `.vite/first-paint-strings.json`, web/vite-plugins/first-paint-strings.ts),
 * so it wraps as the app's will: when the app's first render replaces the shell, nothing moves.
 * Hidden from assistive technology: the app's first render replaces it.
 */
import escapeHtml from 'escape-html';
import { CATEGORY_ORDER } from '@portal/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's text, by the names of web/vite-plugins/first-paint-strings.ts. */
export interface ShellStrings {
  welcome: string;
  tagline: string;
  jackpotTitle: string;
  jackpotNote: string;
  winnersTitle: string;
  explore: string;
}

/** Each locale folder's shell strings as built; none when the build has no such file. */
export function firstPaintStrings(webDist: string): Map<string, Partial<ShellStrings>> {
  const file = path.join(webDist, '.vite', 'first-paint-strings.json');
  const strings = new Map<string, Partial<ShellStrings>>();
  if (!existsSync(file)) return strings;
  try {
    const byLanguage = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Partial<ShellStrings>>;
    for (const [lng, texts] of Object.entries(byLanguage)) strings.set(lng, texts);
  } catch {
    // A file that cannot be read only costs the home page's shape in the shell.
  }
  return strings;
}

/** A language's shell strings, English's for a key it lacks; null when the build has no English. */
export function shellStringsFor(
  strings: Map<string, Partial<ShellStrings>>,
  lng: string,
): ShellStrings | null {
  const en = strings.get('en');
  if (!en) return null;
  const merged = { ...en, ...strings.get(lng) };
  const complete = (
    ['welcome', 'tagline', 'jackpotTitle', 'jackpotNote', 'winnersTitle', 'explore'] as const
  ).every((key) => typeof merged[key] === 'string');
  return complete ? (merged as ShellStrings) : null;
}

const skeleton = (cls: string) => `<span class="skeleton ${cls}"></span>`;

/** What the home page shows below the banner while it waits (the web's HomeSkeletonBoxes). */
export interface HomeShell {
  strings: ShellStrings;
  brand: string;
  /** Category cards the page will show (its lanes), every category when unknown. */
  cards: number | null;
}

/** The home page's sections in their boxes, inside the main area as the app lays it out. */
function homeMarkup({ strings, brand, cards }: HomeShell): string {
  const text = (value: string) => escapeHtml(value);
  const welcome = strings.welcome.replace(/\{\{-?\s*brand\s*\}\}/g, brand);
  const card = `<li>${skeleton('category-card category-card--skeleton')}</li>`;
  return (
    `<div class="main container"><div class="home" data-skeleton="">` +
    skeleton('marquee-skeleton') +
    `<section class="home__hero"><h1 class="page-title">${text(welcome)}</h1>` +
    `<p class="home__tagline">${text(strings.tagline)}</p></section>` +
    `<section class="jackpot"><h2 class="jackpot__title">${text(strings.jackpotTitle)}</h2>` +
    `<p class="jackpot__amount">${skeleton('jackpot__skeleton')}</p>` +
    `<p class="jackpot__note">${text(strings.jackpotNote)}</p></section>` +
    `<section class="winners"><h2 class="winners__title">${text(strings.winnersTitle)}</h2>` +
    `${skeleton('winners__skeleton')}</section>` +
    `<section><h2 class="section-title">${text(strings.explore)}</h2>` +
    `<ul class="category-cards">${card.repeat(cards ?? CATEGORY_ORDER.length)}</ul></section>` +
    `</div></div>`
  );
}

/**
 * The splash's shape (the web's Splash: bar, nav, banner, then cards, or the home page's sections
 * when `home` is given) with the page's first banner in the banner's place.
 */
export function shellMarkup(bannerUrl: string, compact: boolean, home?: HomeShell): string {
  return (
    `<div class="splash" aria-hidden="true" data-first-paint="">` +
    `<div class="splash__bar">${skeleton('splash__logo')}${skeleton('splash__pill')}${skeleton('splash__pill')}</div>` +
    `<div class="splash__nav"></div>` +
    `<div class="banner${compact ? ' banner--compact' : ''}">` +
    `<img class="banner__image" src="${escapeHtml(bannerUrl)}" alt="" fetchpriority="high" decoding="async"></div>` +
    (home ? homeMarkup(home) : `<div class="splash__cards">${skeleton('splash__card').repeat(4)}</div>`) +
    `</div>`
  );
}
