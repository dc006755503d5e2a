/**
 * The four odds formats of the sportsbook (ADR 0021), from a price in decimal hundredths (195 is
 * decimal 1.95). Prices are kept and settled as decimal hundredths only; the other formats are
 * how the player chose to read them, converted by the oddslib package (its precision-2 rounding),
 * proven against a table in sportsbook.odds.test.ts.
 *
 * - decimal: the return per unit staked, stake included (1.95).
 * - Hong Kong: the profit per unit staked (decimal - 1).
 * - Malay: the Hong Kong figure up to even money (decimal 2.00); above it, -1 / (decimal - 1).
 * - Indonesian: from even money up, the Hong Kong figure (shown with a +); below it, -1 / (decimal - 1).
 */
import * as oddslib from 'oddslib';

export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** oddslib's name of each format. */
const LIBRARY_FORMAT = { decimal: 'decimal', hk: 'hongKong', malay: 'malay', indo: 'indonesian' } as const;

/** A price (decimal hundredths) in the player's format: two decimals, a + on a positive Indonesian. */
export function formatOdds(decimalH: number, format: OddsFormat): string {
  if (!Number.isInteger(decimalH) || decimalH <= 100) throw new RangeError(`odds ${decimalH} not above 1.00`);
  const value = oddslib.from('decimal', decimalH / 100).to(LIBRARY_FORMAT[format], { precision: 2 });
  return `${format === 'indo' && value > 0 ? '+' : ''}${value.toFixed(2)}`;
}
