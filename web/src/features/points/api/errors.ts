import { ErrorCode } from '@portal/contracts';
import { SHARED_CODE_KEYS, areaCodes, errorKeysOf, fieldErrorsOf, fieldsOf } from '@/lib/errors';

/** Every code the points calls can answer: its key (points namespace) and the field it sits beside. */
const CODES = areaCodes({
  [ErrorCode.pointsInsufficient]: 'errors.pointsInsufficient',
  [ErrorCode.pointsProductNotFound]: 'errors.pointsProductNotFound',
  [ErrorCode.insufficientBalance]: 'errors.insufficientBalance',
  [ErrorCode.paymentPasswordNotSet]: 'errors.paymentPasswordNotSet',
  [ErrorCode.idempotencyKeyReused]: 'errors.idempotencyKeyReused',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  [ErrorCode.pointsOutOfStock]: ['errors.pointsOutOfStock', 'quantity'],
  [ErrorCode.pointsAddressRequired]: ['errors.pointsAddressRequired', 'recipient'],
  [ErrorCode.pointsBelowMinimum]: ['errors.pointsBelowMinimum', 'points'],
  [ErrorCode.paymentPasswordIncorrect]: ['errors.paymentPasswordIncorrect', 'paymentPassword'],
  [ErrorCode.paymentPasswordLocked]: ['errors.paymentPasswordLocked', 'paymentPassword'],
});

/** The translated-message key (points namespace) for an error; never the server's own text. */
export const pointsErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });

/** The form field an error code is about, if any. */
export const fieldOfPointsError = fieldsOf(CODES.fields);

/** A VALIDATION answer's fields (`deliveryAddress.phone` -> `phone`) as points-namespace keys. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return fieldErrorsOf(
    error,
    (path) => path.split('.').at(-1) ?? path,
    () => 'validation.invalid',
  );
}

/** What a points form shows of a failed call: field errors, and the alert when no field is named. */
export function formErrorsOf(error: unknown): { fields: Record<string, string>; alert: string | null } {
  const fields = serverFieldErrors(error);
  const field = fieldOfPointsError(error);
  if (field) fields[field] = pointsErrorKey(error);
  return { fields, alert: field ? null : pointsErrorKey(error) };
}
