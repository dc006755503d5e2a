/**
 * The four odds formats of the sportsbook (ADR 0021), from a price in decimal hundredths (195 is
 * decimal 1.95). Prices are kept and settled as decimal hundredths only; the other formats are
 * how the player chose to read them. No maintained npm library for these conversions was at hand,
 * so they are written once here and proven in sportsbook.odds.test.ts.
 *
 * - decimal: the return per unit staked, stake included (1.95).
 * - Hong Kong: the profit per unit staked (decimal - 1).
 * - Malay: the Hong Kong figure up to even money (decimal 2.00); above it, -1 / (decimal - 1).
 * - Indonesian: from even money up, the Hong Kong figure (shown with a +); below it, -1 / (decimal - 1).
 */
export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** `value` hundredths as a signed text with two decimals. */
function hundredths(value: number, plus = false): string {
  const sign = value < 0 ? '-' : plus ? '+' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** -1 / (decimal - 1) in hundredths, rounded half away from zero. */
const negativeInverse = (decimalH: number) => -Math.round(10_000 / (decimalH - 100));

export function formatOdds(decimalH: number, format: OddsFormat): string {
  if (!Number.isInteger(decimalH) || decimalH <= 100) throw new RangeError(`odds ${decimalH} not above 1.00`);
  const profit = decimalH - 100;
  switch (format) {
    case 'decimal':
      return hundredths(decimalH);
    case 'hk':
      return hundredths(profit);
    case 'malay':
      return decimalH <= 200 ? hundredths(profit) : hundredths(negativeInverse(decimalH));
    case 'indo':
      return decimalH >= 200 ? hundredths(profit, true) : hundredths(negativeInverse(decimalH));
  }
}
