/**
 * One phone number, one key: every place a mobile number enters (SMS sends, SMS login, mobile
 * registration, reset by phone, uniqueness, storage, the dev outbox, the SMS limits) turns what the
 * person typed into E.164 with this function first, so "0912345678", "912345678", "00 84 912345678"
 * and "+84912345678" under +84 are one number with one code, one countdown, one daily cap and one
 * account.
 *
 * libphonenumber-js with its "mobile" metadata (the "max" metadata cut down to mobile ranges): an SMS
 * can only reach a mobile, so a fixed-line, premium-rate, shared-cost or satellite number is refused
 * as invalid before anything is counted or sent, which also closes the cheapest SMS-pumping targets.
 * It is a separate entry point (`@portal/contracts/phone`) so the web loads it only with the auth
 * dialogs that validate phone fields.
 */
import { ParseError, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.mobile.json';
import { MOBILE_INPUT_MAX } from './accounts.js';

export interface NormalizedPhone {
  /** "+84912345678": the key of every limit, the outbox address and the uniqueness check. */
  e164: string;
  /** "912345678": the national significant number (no trunk prefix), as stored. */
  national: string;
  /** "+84": the calling code, as stored beside the national number. */
  dialingCode: string;
  /** ISO 3166 alpha-2 ("VN"); for shared calling codes (+1, +7, +44) the country of the number. */
  country: string | null;
}

/**
 * Why a number was refused, and on which field: `required`, `dialing_code` (not a calling code of
 * any country, or a non-geographic one), `invalid` (not a mobile number of that country: wrong length
 * or range, letters, an extension) or `country_mismatch` (an international number of another country
 * than the one chosen).
 */
export type PhoneProblem = 'required' | 'dialing_code' | 'invalid' | 'country_mismatch';

export type PhoneResult =
  | ({ ok: true } & NormalizedPhone)
  | { ok: false; field: 'mobileNum' | 'countryDialingCode'; problem: PhoneProblem };

/** What a person may type: digits with spaces, dots, dashes, brackets, and a leading "+". */
const PHONE_INPUT = /^\+?[\d\s().-]+$/;
/** "84", "+84" or "0084". */
const DIALING_INPUT = /^(?:\+|00)?(\d{1,4})$/;

/** The calling code's digits ("84"), or null when no country of the metadata has it. */
export function callingCodeOf(countryDialingCode: string): string | null {
  const match = DIALING_INPUT.exec(countryDialingCode.trim());
  const digits = match?.[1];
  if (!digits) return null;
  return mainCountryOf(digits) === null ? null : digits;
}

/** The main country of a calling code (libphonenumber lists it first), or null when it has none. */
function mainCountryOf(callingCode: string): CountryCode | null {
  const main: string | undefined = metadata.country_calling_codes[callingCode]?.[0];
  // "001" is libphonenumber's non-geographic entity (satellite, international premium, +800):
  // nobody registers with those, and texting them is what SMS pumping wants.
  return main && main !== '001' ? (main as CountryCode) : null;
}

export function normalizePhone(countryDialingCode: string, mobileNum: string): PhoneResult {
  const text = mobileNum.trim();
  if (countryDialingCode.trim() === '')
    return { ok: false, field: 'countryDialingCode', problem: 'required' };
  if (text === '') return { ok: false, field: 'mobileNum', problem: 'required' };
  const code = callingCodeOf(countryDialingCode);
  // The calling code's main country is the default: its trunk prefix ("0") and its international
  // prefix ("00", "011" in +1) are what people in that country type in front of a number.
  const defaultCountry = code === null ? null : mainCountryOf(code);
  if (code === null || defaultCountry === null)
    return { ok: false, field: 'countryDialingCode', problem: 'dialing_code' };
  // Checked before the library sees it: it would read letters as a vanity number ("1-800-FLOWERS").
  if (text.length > MOBILE_INPUT_MAX || !PHONE_INPUT.test(text)) {
    return { ok: false, field: 'mobileNum', problem: 'invalid' };
  }
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text, { defaultCountry }, metadata);
  } catch (err) {
    if (err instanceof ParseError) return { ok: false, field: 'mobileNum', problem: 'invalid' };
    throw err;
  }
  if (parsed.countryCallingCode !== code)
    return { ok: false, field: 'mobileNum', problem: 'country_mismatch' };
  if (parsed.ext || !parsed.isValid()) return { ok: false, field: 'mobileNum', problem: 'invalid' };
  return {
    ok: true,
    e164: parsed.number,
    national: parsed.nationalNumber,
    dialingCode: `+${code}`,
    country: parsed.country ?? null,
  };
}

/**
 * A number already in E.164 ("+84912345678", as a Firebase ID token's `phone_number` claim carries
 * it) in the same normal form as a typed one: its own calling code picks the country, then
 * normalizePhone decides as it does for a typed number. Null when it is no mobile number of a country.
 */
export function normalizeE164(e164: string): NormalizedPhone | null {
  if (!/^\+[1-9]\d{4,14}$/.test(e164)) return null;
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(e164, metadata);
  } catch (err) {
    if (err instanceof ParseError) return null;
    throw err;
  }
  const result = normalizePhone(`+${parsed.countryCallingCode}`, e164);
  if (!result.ok) return null;
  const { ok: _ok, ...phone } = result;
  return phone;
}

/**
 * The message key each problem answers on its field (the web's auth namespace translates them; the
 * gateway sends them as `fields.mobileNum` / `fields.countryDialingCode`).
 */
export const PHONE_PROBLEM_KEYS: Record<PhoneProblem, string> = {
  required: 'validation.required',
  dialing_code: 'validation.dialing_code',
  invalid: 'validation.mobile',
  country_mismatch: 'validation.mobile_country',
};
