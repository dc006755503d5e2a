import { ErrorCode } from '@portal/contracts';
import { SHARED_CODE_KEYS, areaCodes, errorKeysOf } from '@/lib/errors';

/** Every code the promotion calls can answer, as a key of the promotions namespace. */
const CODES = areaCodes({
  [ErrorCode.promotionNotFound]: 'errors.promotionNotFound',
  [ErrorCode.promotionNotEligible]: 'errors.promotionNotEligible',
  [ErrorCode.promotionStateInvalid]: 'errors.promotionStateInvalid',
  [ErrorCode.promotionClosed]: 'errors.promotionClosed',
  [ErrorCode.raffleNoDraws]: 'errors.raffleNoDraws',
  [ErrorCode.raffleOutOfStock]: 'errors.raffleOutOfStock',
  [ErrorCode.rewardExpired]: 'errors.rewardExpired',
  [ErrorCode.nothingToClaim]: 'errors.nothingToClaim',
  [ErrorCode.rebateBelowMinimum]: 'errors.rebateBelowMinimum',
  [ErrorCode.idempotencyKeyReused]: 'errors.idempotencyKeyReused',
  [ErrorCode.trialAccount]: 'errors.trialAccount',
  [ErrorCode.recordRangeInvalid]: 'errors.recordRangeInvalid',
  [ErrorCode.functionNotAvailable]: 'errors.functionNotAvailable',
  [ErrorCode.tooManyRequests]: 'errors.tooManyRequests',
  [ErrorCode.passwordChangeRequired]: 'errors.passwordChangeRequired',
  [ErrorCode.notFound]: 'errors.nothingToClaim',
});

/** The translated-message key (promotions namespace) for an error; never the server's own text. */
export const promotionErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });
