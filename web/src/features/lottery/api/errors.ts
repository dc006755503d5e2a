import { ErrorCode } from '@portal/contracts';
import { errorKeysOf, errorMessageKey } from '@/lib/errors';

/** Codes a lottery launch or menu can answer with a message of its own (lottery namespace). */
const KEYS: Record<string, string> = {
  [ErrorCode.vendorMaintenance]: 'lottery:errors.maintenance',
  [ErrorCode.trialAccount]: 'lottery:errors.trialAccount',
  [ErrorCode.notFound]: 'lottery:errors.notFound',
  [ErrorCode.functionNotAvailable]: 'lottery:errors.notAvailable',
  [ErrorCode.previousGameNotFinished]: 'lottery:errors.previousGameNotFinished',
  [ErrorCode.notSession]: 'lottery:errors.loginRequired',
  [ErrorCode.tokenInvalid]: 'lottery:errors.loginRequired',
  [ErrorCode.loginRequired]: 'lottery:errors.loginRequired',
};

/** A translation key (with its namespace) for a failed lottery call; never the server's text. */
export const lotteryErrorKey = errorKeysOf(KEYS, (error) => `common:${errorMessageKey(error)}`);
