/**
 * Money is integer minor units everywhere; the wire carries decimal strings in major units. These two
 * convert between them (no floats anywhere). A module of its own, without zod, so that a page that
 * only formats an amount does not load the schemas.
 */

/** "12.5" with 2 decimals -> 1250n. Throws on a malformed string or more decimals than allowed. */
export function toMinor(amount: string, decimals: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) {
    throw new RangeError(`more than ${decimals} decimals: ${amount}`);
  }
  const minor = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return sign ? -minor : minor;
}

/** 1250n with 2 decimals -> "12.50". */
export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
