import { describe, expect, it } from 'vitest';
import { ALL_LANGUAGES, HEADER_LANGUAGES, textDirection, toI18nCode } from './i18n.js';

describe('language codes', () => {
  it('maps every portal code to a distinct BCP 47 code that Intl knows', () => {
    const codes = ALL_LANGUAGES.map(toI18nCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(Intl.getCanonicalLocales(code), code).toEqual([code]);
      // Intl has rules of its own for it (not the root locale's): plurals and names work.
      expect(Intl.PluralRules.supportedLocalesOf(code), code).toEqual([code]);
    }
  });

  it('takes TY, a header language, as Filipino (ADR 0012)', () => {
    expect(HEADER_LANGUAGES).toContain('TY');
    expect(toI18nCode('TY')).toBe('fil');
    expect(new Intl.DisplayNames(['fil'], { type: 'language' }).of('fil')).toBe('Filipino');
    expect(new Intl.PluralRules('fil').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
  });

  it('writes Arabic, Farsi, Urdu and Hebrew right to left, and no other language', () => {
    const rtl = ALL_LANGUAGES.filter((code) => textDirection(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'HE', 'UR']);
  });
});
