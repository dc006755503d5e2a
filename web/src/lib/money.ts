import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from './bootstrap';
import { numberFormat } from './locale-format';

const WIRE_AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * Formats the wire's decimal string for the language (its separators and digits: lib/locale-format).
 * Intl formats a numeric string exactly, so the amount never passes through a JavaScript float
 * (architecture: money rules). `decimals` is the currency's minor unit (2 for USD, 0 for VND);
 * digits beyond it are cut, never rounded up.
 */
export function formatMoney(amount: string, language: string, decimals = 2): string {
  if (!WIRE_AMOUNT.test(amount)) return amount;
  return numberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
  }).format(amount as Intl.StringNumericLiteral);
}

export type CurrencyFormat = {
  language: string;
  /** The currency's minor unit (2 for USD, 0 for VND). */
  decimals?: number;
  /** The brand's symbol ($, ₫, ฿), shown where the language places a currency. */
  symbol?: string;
  /** The ISO 4217 code: the language's pattern for it places the symbol (before or after, spaced or not). */
  currency?: string;
  /** `exceptZero` writes a plus sign on gains (+$5.00). */
  signDisplay?: 'auto' | 'exceptZero';
};

/**
 * An amount with the brand's currency symbol as the language writes money: its separators and
 * digits, the symbol before or after the number as the language places it ($1,234.50 in English,
 * 1.234,50 $ in German, ‏1,234.50 $ in Arabic), a real minus sign. Intl formats the pattern for the
 * brand's ISO code and the brand's own symbol replaces the one Intl would show. Without a code the
 * symbol stands before the number. The wire's decimal string is formatted exactly and cut, never
 * rounded up; something that is no amount stays as it is.
 */
export function formatCurrency(
  amount: string,
  { language, decimals = 2, symbol = '', currency, signDisplay = 'auto' }: CurrencyFormat,
): string {
  const value = amount.trim();
  if (!WIRE_AMOUNT.test(value)) return amount;
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals } as const;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = numberFormat(language, {
      ...(currency && symbol ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      ...digits,
      roundingMode: 'trunc',
      signDisplay,
    }).formatToParts(value as Intl.StringNumericLiteral);
  } catch {
    // A code Intl does not take (not three letters): the symbol goes before the number.
    return formatCurrency(amount, { language, decimals, symbol, signDisplay });
  }
  const placed = parts.some((p) => p.type === 'currency');
  const text = parts
    .map((p) =>
      p.type === 'currency' ? symbol : p.type === 'minusSign' ? p.value.replace('-', '\u2212') : p.value,
    )
    .join('');
  if (placed || !symbol) return text;
  // The symbol goes after the sign: −$5.00, +$5.00.
  const sign = /^[\u200e\u200f\u061c]*[-+\u2212]/.exec(text)?.[0] ?? '';
  return `${sign}${symbol}${text.slice(sign.length)}`;
}

/** The brand's money in the person's language, from `useBrandMoney`. */
export type BrandMoney = {
  /** An amount as the language writes the brand's money, a real minus sign on a loss (−$5.00). */
  format: (amount: string) => string;
  /** As `format`, with a plus sign on a gain (+$5.00); zero has no sign. */
  signed: (amount: string) => string;
  /** The currency's minor unit (2 for USD, 0 for VND). */
  decimals: number;
  symbol: string;
};

/**
 * The one way the web writes the brand's money: its symbol, currency and decimals from the system
 * bootstrap, the language's separators, symbol placement and digits (lib/locale-format: Farsi,
 * Bengali and Burmese their own digits), signs as `formatCurrency` writes them.
 */
export function useBrandMoney(): BrandMoney {
  const { i18n } = useTranslation();
  const brand = useBootstrap().data?.brand;
  const symbol = brand?.currencySymbol ?? '';
  const decimals = brand?.currencyDecimals ?? 2;
  const currency = brand?.currency;
  const language = i18n.language;
  return useMemo(() => {
    const options: CurrencyFormat = { language, decimals, symbol, currency };
    return {
      format: (amount) => formatCurrency(amount, options),
      signed: (amount) => formatCurrency(amount, { ...options, signDisplay: 'exceptZero' }),
      decimals,
      symbol,
    };
  }, [language, decimals, symbol, currency]);
}
