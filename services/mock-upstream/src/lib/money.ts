import { ErrorCode, fromMinor, toMinor } from '@portal/contracts';
import { AppError } from './errors.js';

/** What a brand's amounts need of the brand: how many decimals its currency has (a merchant row). */
export interface BrandCurrency {
  currencyDecimals: number;
}

/** An amount of the brand's currency on the wire: its minor units as a decimal string with the
 * currency's decimals (1250n -> "12.50" for a 2-decimal currency); no amount (null) stays null.
 * Every answer, message and text that shows a brand's amount writes it with this. */
export function money(minor: bigint, brand: BrandCurrency): string;
export function money(minor: bigint | null | undefined, brand: BrandCurrency): string | null;
export function money(minor: bigint | null | undefined, brand: BrandCurrency): string | null {
  return minor === null || minor === undefined ? null : fromMinor(minor, brand.currencyDecimals);
}

/** Minor units of a wire amount of the brand's currency; more decimals than the currency has is
 * INVALID_AMOUNT on `field`. */
export function amountMinor(amount: string, brand: BrandCurrency, field = 'amount'): bigint {
  try {
    return toMinor(amount, brand.currencyDecimals);
  } catch {
    throw AppError.rule(
      ErrorCode.invalidAmount,
      `the amount has more than ${brand.currencyDecimals} decimals`,
      {
        [field]: 'INVALID_AMOUNT',
      },
    );
  }
}

/** `pct` percent (a decimal string, up to 3 decimals) of an amount in minor units, rounded down. */
export function percentOf(amount: bigint, pct: string | number): bigint {
  const [whole = '0', frac = ''] = String(pct).split('.');
  const milli = BigInt(whole) * 1000n + BigInt((frac + '000').slice(0, 3));
  return (amount * milli) / 100_000n;
}
