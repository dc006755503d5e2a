import { ErrorCode } from '@portal/contracts';

import { SHARED_CODE_KEYS, errorCode, errorData, errorKeysOf, fieldErrorsOf, fieldsOf } from '@/lib/errors';

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

/** Keys (auth namespace, `errors.*`) for every code the account flows can answer. */
const KEYS: Record<string, string> = {
  [ErrorCode.incorrectUsernamePassword]: 'errors.wrongCredentials',
  [ErrorCode.captchaError]: 'errors.captcha',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.smsCodeInvalid]: 'errors.smsCodeInvalid',
  [ErrorCode.smsCodeExpired]: 'errors.smsCodeExpired',
  [ErrorCode.smsDailyLimit]: 'errors.smsDailyLimit',
  [ErrorCode.customerExist]: 'errors.usernameTaken',
  [ErrorCode.mobileDuplicated]: 'errors.mobileTaken',
  [ErrorCode.illegalRecommender]: 'errors.illegalRecommender',
  [ErrorCode.invitationCodeError]: 'errors.invitationCode',
  [ErrorCode.prohibitPassword123456]: 'errors.prohibitPassword',
  [ErrorCode.forbiddenLogin]: 'errors.forbiddenLogin',
  [ErrorCode.ipNotAllow]: 'errors.ipNotAllowed',
  [ErrorCode.userNotExist]: 'errors.userNotExist',
  [ErrorCode.emailNotMatch]: 'errors.emailNotMatch',
  [ErrorCode.passwordMismatch]: 'errors.passwordMismatch',
  [ErrorCode.oldPasswordIncorrect]: 'errors.oldPasswordIncorrect',
  [ErrorCode.humanVerificationFailed]: 'errors.humanVerification',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.loginIpVerificationRequired]: 'errors.ipVerification',
  ...SHARED_CODE_KEYS,
};

/** The translated-message key for an error; never the server's own text. */
export const authErrorKey = errorKeysOf(KEYS);

/** Which form field a code is about, so the message also sits beside that field. */
const FIELD_OF_CODE: Record<string, string> = {
  [ErrorCode.captchaError]: 'captcha',
  [ErrorCode.smsCodeInvalid]: 'code',
  [ErrorCode.smsCodeExpired]: 'code',
  [ErrorCode.customerExist]: 'username',
  [ErrorCode.mobileDuplicated]: 'mobileNum',
  [ErrorCode.illegalRecommender]: 'recommenderId',
  [ErrorCode.invitationCodeError]: 'affiliateCode',
  [ErrorCode.emailNotMatch]: 'email',
  [ErrorCode.oldPasswordIncorrect]: 'oldPassword',
  [ErrorCode.passwordMismatch]: 'confirmPassword',
};

export const fieldOfError = fieldsOf(FIELD_OF_CODE);

/** `data.fields` of a VALIDATION error: field -> message key. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  // Paths may be dotted (`user.username`); the form knows fields by their last segment.
  return fieldErrorsOf(error, (path) => path.split('.').pop() ?? path);
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
