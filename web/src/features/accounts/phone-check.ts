import type * as PhoneModule from '@portal/contracts/phone';
import type { Problem } from './validation';

type PhoneRules = typeof PhoneModule;

let loading: Promise<PhoneRules> | null = null;

/**
 * libphonenumber-js with its mobile metadata is about 34 kB gzipped: loaded on its own, when a form
 * with a phone field opens (so the check is ready by the time someone presses a button), never with
 * the first page.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  if (!loading) {
    loading = import('@portal/contracts/phone');
    // A failed download (offline) may be tried again by the next check.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export interface PhoneCheck {
  problem: Problem | null;
  /** The national significant number ("912345678") when the number is valid: what register rules measure. */
  national: string | null;
  /** "+84912345678" when the number is valid: what Firebase texts the code to. */
  e164: string | null;
}

/**
 * The same check the gateway and the platform make (normalizePhone): a mobile number of the chosen
 * country, typed in any usual form ("0912 345 678", "+84 912345678", "0084..."). Should the rules
 * not load, the number is left to the server, which answers on the same field.
 */
export async function checkPhone(countryDialingCode: string, value: string): Promise<PhoneCheck> {
  if (value.trim() === '') return { problem: { key: 'validation.required' }, national: null, e164: null };
  let rules: PhoneRules;
  try {
    rules = await loadPhoneRules();
  } catch {
    return { problem: null, national: null, e164: null };
  }
  const result = rules.normalizePhone(countryDialingCode, value);
  return result.ok
    ? { problem: null, national: result.national, e164: result.e164 }
    : { problem: { key: rules.PHONE_PROBLEM_KEYS[result.problem] }, national: null, e164: null };
}

export async function phoneProblem(countryDialingCode: string, value: string): Promise<Problem | null> {
  return (await checkPhone(countryDialingCode, value)).problem;
}
