import { ALL_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { languageKey, pageTexts, type TextsByKey } from './page-text.js';

/** A table whose text for each language is its own code, so that a mix-up shows. */
const byOwnCode = Object.fromEntries(
  ALL_LANGUAGES.map((code) => [languageKey(code), code]),
) as TextsByKey<string>;

describe('pageTexts', () => {
  it('names each language as its file exports it', () => {
    expect(languageKey('EN')).toBe('en');
    expect(languageKey('PT-BR')).toBe('ptBr');
    expect(languageKey('TW')).toBe('tw');
  });

  it('files each text under its own language, every language the portal offers', () => {
    const texts = pageTexts(byOwnCode);
    expect(Object.keys(texts).sort()).toEqual([...ALL_LANGUAGES].sort());
    for (const code of ALL_LANGUAGES) expect(texts[code]).toBe(code);
  });

  // The type check (pnpm typecheck) fails when either call below compiles.
  it('is a compile error with a language missing or a name that is no language', () => {
    const { ar: _ar, ...withoutArabic } = byOwnCode;
    // @ts-expect-error -- Arabic is missing
    expect(pageTexts<string>(withoutArabic).AR).toBeUndefined();
    // @ts-expect-error -- `pt_br` is no language's name (Brazilian Portuguese's is `ptBr`)
    expect(pageTexts<string>({ ...byOwnCode, pt_br: 'x' }).EN).toBe('EN');
  });
});
