/**
 * Content text in the language the portal asks in (ADR 0014). Every place that picks a text of
 * server content by language (banners, notices, help, messages, promotions, point-mall products,
 * missions, vendor and game names, the brand's copyright) goes through `localized`, so the fallback
 * is the same everywhere: the language's own text where it has one, field by field, else English.
 *
 * Content comes in two shapes, both handled here:
 * - a row whose own columns are English with a `translations` map beside them
 *   (`{ title, content, translations: { VI: { title } } }`): a language missing `content` shows
 *   the English content and its own title;
 * - a field that is itself a map of texts by language (`{ EN: 'Welcome', VI: 'Chào mừng' }`).
 */
import { z } from 'zod';
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from './i18n.js';

/** Texts of one field by language code (`{ EN: ..., VI: ... }`); EN is the fallback. */
export type Texts = Partial<Record<string, string>>;

/** A row's texts in other languages, by language code, field by field. */
export type Translations<F extends string = string> = Partial<Record<string, Partial<Record<F, string>>>>;

type TranslatedRow = { translations: Translations };

/** The fields of `R` that `localized` can read: its own string columns, or its maps of texts. */
type TextField<R> = R extends TranslatedRow
  ? { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string
  : { [K in keyof R]: R[K] extends Texts ? K : never }[keyof R] & string;

const nonEmpty = (text: string | undefined): text is string => text !== undefined && text !== '';

function normalise(language: string | null | undefined): string {
  return (language ?? DEFAULT_LANGUAGE).trim().toUpperCase();
}

/**
 * `field` of `row` in `language`: the language's text where there is one (not empty), else the
 * English one. A map of texts with no English either answers its first text, then ''.
 */
export function localized<R extends object>(
  row: R,
  language: string | null | undefined,
  field: TextField<R>,
): string {
  const code = normalise(language);
  const record = row as Record<string, unknown>;
  const own = record[field];
  if ('translations' in record && typeof own === 'string') {
    const translations = (record['translations'] ?? {}) as Translations;
    const text = translations[code]?.[field];
    return nonEmpty(text) ? text : own;
  }
  const texts = (own ?? {}) as Texts;
  for (const candidate of [texts[code], texts[DEFAULT_LANGUAGE]]) if (nonEmpty(candidate)) return candidate;
  return Object.values(texts).find(nonEmpty) ?? '';
}

/** Every field named of `row` in `language` (`localizedFields(notice, 'VI', ['title', 'content'])`). */
export function localizedFields<R extends object, F extends TextField<R>>(
  row: R,
  language: string | null | undefined,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, localized(row, language, f)])) as Record<F, string>;
}

/** The language codes the portal offers (`i18n.ts`), as a set for checks. */
const KNOWN: ReadonlySet<string> = new Set(ALL_LANGUAGES);

export function isLanguageCode(code: string): code is LanguageCode {
  return KNOWN.has(code);
}

/** The field error an unknown language code answers, at the code's own path (`title.XX`). */
export const UNKNOWN_LANGUAGE = 'unknown_language';

/**
 * The operator's texts of one field by language: any code the portal offers (`i18n.ts`), each text
 * `text`; an unknown code is a field error at its own path (`title.XX: unknown_language`). With
 * `requireEnglish` the EN text must be there (it is every other language's fallback).
 */
export function textsSchema<T extends z.ZodType<string>>(
  text: T,
  options: { requireEnglish?: boolean } = {},
) {
  return z.record(z.string(), text).superRefine((texts, ctx) => {
    for (const code of Object.keys(texts)) {
      if (!isLanguageCode(code)) ctx.addIssue({ code: 'custom', path: [code], message: UNKNOWN_LANGUAGE });
    }
    if (options.requireEnglish && texts[DEFAULT_LANGUAGE] === undefined) {
      ctx.addIssue({ code: 'custom', path: [DEFAULT_LANGUAGE], message: 'EN is required' });
    }
  }) as unknown as z.ZodType<Partial<Record<LanguageCode, z.output<T>>>, Record<string, z.input<T>>>;
}

/**
 * The operator's translations of a row (`{ VI: { title, content } }`): any language code the portal
 * offers, each with the fields given (all optional: a field left out reads the English one).
 */
export function translationsSchema<S extends z.ZodRawShape>(fields: S) {
  const one = z.object(fields).partial().strict();
  return z.record(z.string(), one).superRefine((translations, ctx) => {
    for (const code of Object.keys(translations)) {
      if (!isLanguageCode(code)) ctx.addIssue({ code: 'custom', path: [code], message: UNKNOWN_LANGUAGE });
    }
  });
}
