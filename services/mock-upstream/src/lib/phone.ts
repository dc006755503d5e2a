import { normalizePhone, PHONE_PROBLEM_KEYS, type NormalizedPhone } from '@portal/contracts/phone';
import { AppError } from './errors.js';

export type { NormalizedPhone };

/**
 * The number every lookup, limit, uniqueness check and stored row uses, or a 400 naming the field
 * (`mobileNum`, or the caller's name for it) before anything is counted, sent or stored.
 */
export function requirePhone(
  countryDialingCode: string | undefined,
  mobileNum: string,
  numberField = 'mobileNum',
): NormalizedPhone {
  const result = normalizePhone(countryDialingCode ?? '', mobileNum);
  if (result.ok) return result;
  const field = result.field === 'mobileNum' ? numberField : result.field;
  throw AppError.badRequest('invalid phone number', { [field]: PHONE_PROBLEM_KEYS[result.problem] });
}

/** E.164 of a stored pair ("+84", "912345678"): the key its codes and limits were kept under. */
export function storedE164(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode}${mobileNum}`;
}
