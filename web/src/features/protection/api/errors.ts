import { ErrorCode } from '@portal/contracts';
import { SHARED_CODE_KEYS, areaCodes, errorData, errorKeysOf } from '@/lib/errors';

/** Every code the protection calls can answer, as a key of the protection namespace. */
const CODES = areaCodes({
  [ErrorCode.protectionCannotShorten]: 'errors.cannotShorten',
  [ErrorCode.invalidAmount]: 'errors.invalidAmount',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.playerTimedOut]: 'errors.timedOut',
  [ErrorCode.functionNotAvailable]: 'errors.unavailable',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
});

/** The translated-message key (protection namespace) for an error; never the server's own text. */
export const protectionErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });

/** Whether the gateway refused the input itself or named a field (a field-level message). */
export function fieldOf(error: unknown, field: string): boolean {
  const fields = errorData(error)?.fields;
  return typeof fields === 'object' && fields !== null && field in fields;
}
