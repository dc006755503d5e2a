import { ALL_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { toI18nCode } from './languages';
import {
  formatNumber,
  formatPercent,
  intlLocales,
  NATIVE_DIGITS,
  numberingSystemOf,
  withDigits,
} from './locale-format';
import { formatCurrency, formatMoney } from './money';

describe('digits by language (ADR 0013)', () => {
  it('native digits in Farsi, Bengali and Burmese; Latin in every other language, Arabic included', () => {
    expect(Object.keys(NATIVE_DIGITS).sort()).toEqual(['BN', 'FA', 'MY']);
    for (const code of ALL_LANGUAGES) {
      const lng = toI18nCode(code);
      const system = new Intl.NumberFormat(intlLocales(lng)).resolvedOptions().numberingSystem;
      expect(system, code).toBe(numberingSystemOf(lng));
      expect(system, code).toBe(NATIVE_DIGITS[code] ?? 'latn');
    }
  });

  it("keeps the language's digits where the browser's Intl lacks the language", () => {
    // Chromium's Intl has no Burmese or Khmer: a locale it lacks falls back to its default whole,
    // Latin digits included, unless a second locale it has carries the digits.
    expect(intlLocales('my')).toEqual(['my-u-ca-gregory-nu-mymr', 'en-GB-u-ca-gregory-nu-mymr']);
    expect(intlLocales('km')).toEqual(['km-u-ca-gregory-nu-latn', 'en-GB-u-ca-gregory-nu-latn']);
    const [, fallback] = intlLocales('my');
    // 'qaa' (a private-use code) is a language no Intl has, as Burmese is to Chromium's.
    expect(new Intl.NumberFormat('qaa-u-nu-mymr').format(1234.5)).toBe('1,234.5');
    expect(new Intl.NumberFormat(['qaa-u-nu-mymr', fallback]).format(1234.5)).toBe('၁,၂၃၄.၅');
    const at = new Date(Date.UTC(2026, 10, 30, 13, 5, 9));
    const options = { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' } as const;
    expect(new Intl.DateTimeFormat(['qaa-u-nu-mymr', fallback], options).format(at)).toBe(
      '၃၀/၁၁/၂၀၂၆, ၁၃:၀၅:၀၉',
    );
  });

  it('formats money and figures in them', () => {
    expect(formatMoney('1234.5', 'fa', 2)).toBe('۱٬۲۳۴٫۵۰');
    expect(formatMoney('1234.5', 'bn', 2)).toBe('১,২৩৪.৫০');
    expect(formatMoney('1234.5', 'my', 2)).toBe('၁,၂၃၄.၅၀');
    expect(formatMoney('1234.5', 'ar', 2)).toBe('1,234.50');
    expect(formatNumber(12500, 'vi')).toBe('12.500');
    expect(formatNumber('oops', 'vi')).toBe('oops');
    expect(formatPercent(0.25, 'en')).toBe('25%');
    expect(withDigits('4:05', 'fa')).toBe('۴:۰۵');
    expect(withDigits('4:05', 'ar')).toBe('4:05');
  });
});

describe('formatCurrency', () => {
  const usd = { symbol: '$', currency: 'USD', decimals: 2 };

  it("places the brand's symbol where the language writes a currency (kept to its number by a no-break space), with a real minus sign", () => {
    expect(formatCurrency('1234.5', { language: 'en', ...usd })).toBe('$1,234.50');
    expect(formatCurrency('-1234.5', { language: 'en', ...usd })).toBe('−$1,234.50');
    expect(formatCurrency('1234.5', { language: 'de', ...usd })).toBe('1.234,50\u00a0$');
    expect(formatCurrency('1234.5', { language: 'vi', ...usd })).toBe('1.234,50\u00a0$');
    expect(formatCurrency('5', { language: 'en', ...usd, signDisplay: 'exceptZero' })).toBe('+$5.00');
  });

  it("keeps the brand's own symbol and the currency's decimals, cut and never rounded up", () => {
    expect(formatCurrency('1234567', { language: 'vi', symbol: '₫', currency: 'VND', decimals: 0 })).toBe(
      '1.234.567\u00a0₫',
    );
    expect(formatCurrency('0.999', { language: 'en', ...usd })).toBe('$0.99');
    expect(formatCurrency('9007199254740993.01', { language: 'en', ...usd })).toBe(
      '$9,007,199,254,740,993.01',
    );
  });

  it('writes the amount in the language’s digits and keeps it readable right to left', () => {
    expect(formatCurrency('1234.5', { language: 'fa', ...usd })).toMatch(/۱٬۲۳۴٫۵۰/);
    const arabic = formatCurrency('-1234.5', { language: 'ar', ...usd });
    expect(arabic).toMatch(/1,234\.50/);
    expect(arabic).toContain('$');
    expect(arabic).toContain('−');
  });

  it('puts the symbol before the number without a code, and leaves what is no amount as it is', () => {
    expect(formatCurrency('-2', { language: 'en', symbol: '$' })).toBe('−$2.00');
    expect(formatCurrency('12', { language: 'en' })).toBe('12.00');
    expect(formatCurrency('n/a', { language: 'en', ...usd })).toBe('n/a');
    expect(formatCurrency('1', { language: 'en', symbol: '$', currency: '1$' })).toBe('$1.00');
  });
});
