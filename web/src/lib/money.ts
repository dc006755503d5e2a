/**
 * Formats the wire's decimal string for the language. Intl formats a numeric string exactly, so the
 * amount never passes through a JavaScript float (architecture: money rules). `decimals` is the
 * currency's minor unit (2 for USD, 0 for VND); digits beyond it are cut, never rounded up.
 */
export function formatMoney(amount: string, language: string, decimals = 2): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
  }).format(amount as Intl.StringNumericLiteral);
}
