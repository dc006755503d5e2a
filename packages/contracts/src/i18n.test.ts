import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  HEADER_LANGUAGES,
  intlLocalesOf,
  languageFromTag,
  textDirection,
  toI18nCode,
} from './i18n.js';

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

  it('reads a portal code, a BCP 47 tag or an Accept-Language header as a portal language', () => {
    for (const code of ALL_LANGUAGES) {
      expect(languageFromTag(code), code).toBe(code);
      expect(languageFromTag(code.toLowerCase()), code).toBe(code);
      expect(languageFromTag(toI18nCode(code)), code).toBe(code);
    }
    expect(languageFromTag('vi-VN,vi;q=0.9,en;q=0.8')).toBe('VI');
    expect(languageFromTag('zh-Hant-HK')).toBe('TW');
    expect(languageFromTag('zh-CN')).toBe('CN');
    expect(languageFromTag('pt_BR')).toBe('PT-BR');
    expect(languageFromTag('pt-AO')).toBe('PT');
    expect(languageFromTag('nb-NO')).toBe('NO');
    expect(languageFromTag('ar-EG')).toBe('AR');
    expect(languageFromTag('xx')).toBe('EN');
    expect(languageFromTag(undefined)).toBe('EN');
  });

  it("formats with each language's digits: Latin in Arabic, native in Farsi, Bengali and Burmese", () => {
    const digits = (code: (typeof ALL_LANGUAGES)[number]) =>
      new Intl.NumberFormat(intlLocalesOf(code)).format(1234);
    expect(digits('AR')).toBe('1,234');
    expect(digits('FA')).toBe('۱٬۲۳۴');
    expect(digits('BN')).toMatch(/^[১২৩৪,]+$/);
    expect(digits('MY')).toMatch(/^[၁၂၃၄,]+$/);
    expect(
      new Intl.DateTimeFormat(intlLocalesOf('TH'), { year: 'numeric' }).format(new Date('2026-06-01')),
    ).toBe('2026');
  });
});
