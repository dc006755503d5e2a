/**
 * The words of the pages the platform serves itself (the demo vendor's slot, lottery and sandbox
 * pages, the demo chat), in every language the portal offers. Each page kind keeps one file per
 * language, each a typed object (a missing key is a compile error), gathered into a `PageTexts`
 * table by `loadPageTexts` (a missing language stops the start); `textIn` still reads an empty
 * string as English's, so a text left blank by mistake shows English, never nothing.
 */
import {
  ALL_LANGUAGES,
  intlLocalesOf,
  languageFromTag,
  textDirection,
  toI18nCode,
  type LanguageCode,
} from '@portal/contracts';

export type PageTexts<T> = Readonly<Record<LanguageCode, T>>;

/**
 * A language's portal code as the name of its text file's export: lower case, a hyphen joining the
 * next letter in upper case (`EN` -> `en`, `PT-BR` -> `ptBr`).
 */
export type LanguageKey<C extends LanguageCode = LanguageCode> = C extends `${infer A}-${infer B}`
  ? `${Lowercase<A>}${Capitalize<Lowercase<B>>}`
  : Lowercase<C>;

export const languageKey = <C extends LanguageCode>(code: C): LanguageKey<C> =>
  code.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as LanguageKey<C>;

/**
 * A page kind's table of words read from its folder of per-language files (`text/ar.ts` exporting
 * `ar`, `text/pt-br.ts` exporting `ptBr`: `languageKey`), each typed by the page kind's shape, so a
 * missing key does not compile. Read once, when the page kind's module loads
 * (`export const X_TEXT = await loadPageTexts<XText>(new URL('./text/', import.meta.url))`): a
 * language without its file or export stops the platform at start, naming the file, and every test
 * that loads the page kind with it.
 */
export async function loadPageTexts<T>(folder: URL): Promise<PageTexts<T>> {
  const entries = await Promise.all(
    ALL_LANGUAGES.map(async (code) => {
      const file = new URL(`${code.toLowerCase()}.js`, folder);
      const own = ((await import(file.href)) as Record<string, unknown>)[languageKey(code)];
      if (typeof own !== 'object' || own === null) {
        throw new Error(`${file.pathname} exports no ${languageKey(code)}: every language needs its text`);
      }
      return [code, own as T] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, T>;
}

/** A language's words of one page kind, where a string is empty English's. */
export function textIn<T>(texts: PageTexts<T>, code: LanguageCode): T {
  return code === 'EN' ? texts.EN : (withFallback(texts[code], texts.EN) as T);
}

function withFallback(text: unknown, english: unknown): unknown {
  if (typeof english === 'string') return typeof text === 'string' && text.trim() !== '' ? text : english;
  if (Array.isArray(english)) {
    return english.map((e, i) => withFallback(Array.isArray(text) ? text[i] : undefined, e));
  }
  if (typeof english === 'object' && english !== null) {
    const own = (typeof text === 'object' && text !== null ? text : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(english).map(([key, e]) => [key, withFallback(own[key], e)]));
  }
  return text ?? english;
}

/** What a page needs to know of its language: `<html lang dir>` and the Intl locale of its figures. */
export interface PageLanguage {
  code: LanguageCode;
  /** BCP 47, for `<html lang>` */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * for Intl in the page's script, handed to it as is (a list): the language's digits and the
   * Gregorian calendar, with a fallback that keeps the digits where the browser lacks the language
   * (`intlLocalesOf`)
   */
  locale: string[];
}

export function pageLanguage(tag: string | null | undefined): PageLanguage {
  const code = languageFromTag(tag);
  return { code, lang: toI18nCode(code), dir: textDirection(code), locale: intlLocalesOf(code) };
}

/** Every string of a text by its dotted key (`errors.network`, `prizeNames.0`), for the tests. */
export function leaves(text: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof text !== 'object' || text === null) return out.set(prefix, text);
  for (const [key, value] of Object.entries(text)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** The `{token}`s of a string, sorted: a translation keeps English's. */
export const tokensOf = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/**
 * A term in Latin letters inside a right-to-left text (the lottery's "Đề", "3 càng"), isolated left
 * to right (LRI ... PDI): beside Arabic or Hebrew letters its words and digits would swap places.
 */
export const ltr = (term: string) => `\u2066${term}\u2069`;
