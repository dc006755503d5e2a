import { SHARED_CODE_KEYS, areaCodes, errorKeysOf } from '@/lib/errors';

/** Every code the promotion calls can answer, as a key of the promotions namespace. */
const CODES = areaCodes({
  promotionNotFound: 'errors.promotionNotFound',
  promotionNotEligible: 'errors.promotionNotEligible',
  promotionStateInvalid: 'errors.promotionStateInvalid',
  promotionClosed: 'errors.promotionClosed',
  raffleNoDraws: 'errors.raffleNoDraws',
  raffleOutOfStock: 'errors.raffleOutOfStock',
  rewardExpired: 'errors.rewardExpired',
  nothingToClaim: 'errors.nothingToClaim',
  rebateBelowMinimum: 'errors.rebateBelowMinimum',
  notFound: 'errors.nothingToClaim',
  idempotencyKeyReused: 'errors.idempotencyKeyReused',
  trialAccount: 'errors.trialAccount',
  recordRangeInvalid: 'errors.recordRangeInvalid',
  functionNotAvailable: 'errors.functionNotAvailable',
  tooManyRequests: 'errors.tooManyRequests',
  passwordChangeRequired: 'errors.passwordChangeRequired',
});

/** The translated-message key (promotions namespace) for an error; never the server's own text. */
export const promotionErrorKey = errorKeysOf({ ...CODES.keys, ...SHARED_CODE_KEYS });
