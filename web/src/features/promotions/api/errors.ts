import { SHARED_CODE_KEYS, areaCodes, ownKeys, errorKeysOf } from '@/lib/errors';

/** Every code the promotion calls can answer, as a key of the promotions namespace. */
const CODES = areaCodes({
  ...ownKeys('promotionNotFound', 'promotionNotEligible', 'promotionStateInvalid', 'promotionClosed'),
  ...ownKeys('raffleNoDraws', 'raffleOutOfStock', 'rewardExpired', 'nothingToClaim', 'rebateBelowMinimum'),
  ...ownKeys('idempotencyKeyReused', 'trialAccount', 'recordRangeInvalid', 'functionNotAvailable'),
  ...ownKeys('tooManyRequests', 'passwordChangeRequired'),
  notFound: 'errors.nothingToClaim',
});

/** The translated-message key (promotions namespace) for an error; never the server's own text. */
export const promotionErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });
