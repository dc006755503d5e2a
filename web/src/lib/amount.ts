import { toMinor } from '@portal/contracts';

/** What is wrong with a typed amount, as a `wallet` namespace key with its values, or null. */
export type AmountProblem = { key: string; values?: Record<string, string> } | null;

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/** Minor units of a wire amount, or null when it is not one (never a float on the way). */
export function minorOf(amount: string, decimals: number): bigint | null {
  try {
    return toMinor(amount, decimals);
  } catch {
    return null;
  }
}

/**
 * Checks an amount a person typed against the currency's decimals and the limits, comparing minor
 * units as bigints. `format` renders a limit for the message.
 */
export function amountProblem(
  value: string,
  {
    decimals,
    min,
    max,
    available,
    format,
  }: {
    decimals: number;
    min?: string | null;
    max?: string | null;
    available?: string | null;
    format: (amount: string) => string;
  },
): AmountProblem {
  const typed = value.trim();
  if (typed === '') return { key: 'validation.required' };
  if (!AMOUNT.test(typed)) return { key: 'validation.amountFormat' };
  const minor = minorOf(typed, decimals);
  if (minor === null) return { key: 'validation.amountDecimals', values: { decimals: String(decimals) } };
  if (minor <= 0n) return { key: 'validation.amountPositive' };
  const lo = min ? minorOf(min, decimals) : null;
  const hi = max ? minorOf(max, decimals) : null;
  if ((lo !== null && minor < lo) || (hi !== null && minor > hi)) return amountLimits(min, max, format);
  const have = available ? minorOf(available, decimals) : null;
  if (have !== null && minor > have) return { key: 'validation.amountOverBalance' };
  return null;
}

/**
 * The limits an amount must keep, as a `wallet` namespace key with its values: between both, at
 * least the one, at most the other; null when there is neither. It reads as the refusal of an amount
 * outside them and as the hint before one is typed.
 */
export function amountLimits(
  min: string | null | undefined,
  max: string | null | undefined,
  format: (amount: string) => string,
): AmountProblem {
  if (min && max) return { key: 'validation.amountRange', values: { min: format(min), max: format(max) } };
  if (min) return { key: 'validation.amountMin', values: { min: format(min) } };
  if (max) return { key: 'validation.amountMax', values: { max: format(max) } };
  return null;
}

/** Quick amounts inside [min, max]: round steps, the limits themselves included. */
export function quickAmounts(min: string, max: string, decimals: number): string[] {
  const lo = minorOf(min, decimals);
  const hi = minorOf(max, decimals);
  if (lo === null || hi === null || hi < lo) return [];
  const unit = 10n ** BigInt(decimals);
  const steps = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n, 50000n].map((s) => s * unit);
  const inside = steps.filter((s) => s >= lo && s <= hi);
  const picks = new Set<bigint>([lo, ...inside.slice(0, 4), hi]);
  return [...picks]
    .filter((v) => v > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, 6)
    .map((v) => plain(v, decimals));
}

/** Minor units back to the shortest wire string ("100", "12.5"). */
export function plain(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Sign of a wire amount without parsing it as a number. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-');
}

/** A wire amount cut (never rounded) to the currency's decimals, as typed input ("all" button). */
export function truncateAmount(amount: string, decimals: number): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return '';
  const [, whole = '0', fraction = ''] = match;
  const cut = fraction.slice(0, decimals).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}
