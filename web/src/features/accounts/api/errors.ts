import { ErrorCode, PhoneSignInCode } from '@portal/contracts';

import { PasskeyCeremonyCode } from '@/lib/passkey-ceremony';
import {
  SHARED_CODE_KEYS,
  areaCodes,
  type CodeTable,
  errorCode,
  errorData,
  errorKeysOf,
  fieldErrorsOf,
  fieldsOf,
} from '@/lib/errors';

export { errorCode };

/**
 * The masked mobile of a LOGIN_IP_VERIFICATION_REQUIRED answer (`data.details.maskedMobile`), or null
 * when the error is another one or carries no number.
 */
export function maskedMobileOf(error: unknown): string | null {
  if (errorCode(error) !== ErrorCode.loginIpVerificationRequired) return null;
  const details = errorData(error)?.details;
  const masked =
    typeof details === 'object' && details !== null
      ? (details as { maskedMobile?: unknown }).maskedMobile
      : undefined;
  return typeof masked === 'string' && masked.trim() !== '' ? masked : null;
}

/**
 * Whether the next login attempt must carry a captcha (`data.details.captchaRequired`): the gateway
 * says so on the failure that reached the threshold, so the form shows the field before the attempt
 * that needs it instead of after it failed.
 */
export function captchaRequiredOf(error: unknown): boolean {
  const details = errorData(error)?.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { captchaRequired?: unknown }).captchaRequired === true
  );
}

/**
 * Every code the account flows can answer: its key (account-forms namespace, `errors.*`), and the form
 * field its message also sits beside, if any.
 */
const CODES = areaCodes({
  [ErrorCode.incorrectUsernamePassword]: 'errors.wrongCredentials',
  [ErrorCode.captchaError]: ['errors.captcha', 'captcha'],
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.smsCodeInvalid]: ['errors.smsCodeInvalid', 'code'],
  [ErrorCode.smsCodeExpired]: ['errors.smsCodeExpired', 'code'],
  [ErrorCode.smsDailyLimit]: 'errors.smsDailyLimit',
  // The gateway's SMS budgets: the banner says until when (details.until), not beside the number.
  [ErrorCode.smsIpLimit]: 'errors.smsIpLimit',
  [ErrorCode.smsCountryLimit]: 'errors.smsCountryLimit',
  [ErrorCode.smsCountryClosed]: 'errors.smsCountryClosed',
  [ErrorCode.customerExist]: ['errors.usernameTaken', 'username'],
  [ErrorCode.mobileDuplicated]: ['errors.mobileTaken', 'mobileNum'],
  [ErrorCode.illegalRecommender]: ['errors.illegalRecommender', 'recommenderId'],
  [ErrorCode.invitationCodeError]: ['errors.invitationCode', 'affiliateCode'],
  [ErrorCode.prohibitPassword123456]: 'errors.prohibitPassword',
  [ErrorCode.forbiddenLogin]: 'errors.forbiddenLogin',
  [ErrorCode.ipNotAllow]: 'errors.ipNotAllowed',
  [ErrorCode.userNotExist]: 'errors.userNotExist',
  [ErrorCode.emailNotMatch]: ['errors.emailNotMatch', 'email'],
  [ErrorCode.passwordMismatch]: ['errors.passwordMismatch', 'confirmPassword'],
  [ErrorCode.oldPasswordIncorrect]: ['errors.oldPasswordIncorrect', 'oldPassword'],
  [ErrorCode.humanVerificationFailed]: 'errors.humanVerification',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.loginIpVerificationRequired]: 'errors.ipVerification',
  [ErrorCode.selfExcluded]: 'errors.selfExcluded',
  [ErrorCode.profileInvalid]: 'errors.profileInvalid',
  [ErrorCode.contactDuplicated]: 'errors.contactDuplicated',
  [ErrorCode.passkeyChallengeInvalid]: 'errors.passkeyExpired',
  [ErrorCode.passkeyUnknown]: 'errors.passkeyUnknown',
  [ErrorCode.passkeyVerificationFailed]: 'errors.passkeyFailed',
  [ErrorCode.passkeyCounterRegression]: 'errors.passkeyCloned',
  [ErrorCode.passkeyLimit]: 'errors.passkeyLimit',
  [ErrorCode.passkeyDuplicated]: 'errors.passkeyDuplicated',
});

/**
 * Firebase phone sign-in's codes (ADR 0023): a mismatched number and a proven number without an
 * account sit beside the mobile field; a refused token is the form's (a new code is the fix).
 */
const PHONE_SIGN_IN_KEYS: CodeTable = {
  [PhoneSignInCode.firebaseTokenInvalid]: 'errors.firebaseTokenInvalid',
  [PhoneSignInCode.firebaseTokenExpired]: 'errors.firebaseTokenExpired',
  [PhoneSignInCode.firebaseTokenUsed]: 'errors.firebaseTokenUsed',
  [PhoneSignInCode.firebasePhoneMissing]: 'errors.firebasePhoneMissing',
  [PhoneSignInCode.firebasePhoneMismatch]: 'errors.firebasePhoneMismatch',
  [PhoneSignInCode.firebaseUnavailable]: 'errors.firebaseUnavailable',
  [PhoneSignInCode.mobileNotRegistered]: 'errors.mobileNotRegistered',
};
const PHONE_SIGN_IN_FIELDS: CodeTable = {
  [PhoneSignInCode.firebasePhoneMismatch]: 'mobileNum',
  [PhoneSignInCode.mobileNotRegistered]: 'mobileNum',
};

/** The browser's own refusals of a passkey ceremony (it never reached the gateway). */
const CEREMONY_KEYS: CodeTable = {
  [PasskeyCeremonyCode.cancelled]: 'errors.passkeyCancelled',
  [PasskeyCeremonyCode.unsupported]: 'errors.passkeyUnsupported',
  [PasskeyCeremonyCode.failed]: 'errors.passkeyFailed',
};

/** The translated-message key for an error; never the server's own text. */
export const authErrorKey = errorKeysOf({
  ...CODES.keys,
  ...PHONE_SIGN_IN_KEYS,
  ...SHARED_CODE_KEYS,
  ...CEREMONY_KEYS,
});

export const fieldOfError = fieldsOf({ ...CODES.fields, ...PHONE_SIGN_IN_FIELDS });

/**
 * Body fields the person never typed: the platform names them (the Firebase ID token), the form
 * shows their message in its banner.
 */
const UNTYPED_FIELDS = new Set(['firebaseIdToken']);

/** `data.fields` of a VALIDATION error: field -> message key. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  // Paths may be dotted (`user.username`); the form knows fields by their last segment.
  const fields = fieldErrorsOf(error, (path) => path.split('.').pop() ?? path);
  for (const field of UNTYPED_FIELDS) delete fields[field];
  return fields;
}

/**
 * Seconds until a throttled call may be retried: the gateway sends them in the Retry-After header,
 * which the HTTP link exposes on the error's `meta.response`.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (errorCode(error) !== ErrorCode.tooManyRequests) return null;
  const response = (error as { meta?: { response?: unknown } } | null)?.meta?.response;
  const headers = (response as { headers?: { get?: (name: string) => string | null } } | undefined)?.headers;
  const value = Number(headers?.get?.('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
