import { errorCode } from '@/lib/errors';

/** The referral page's translation key of a failed call (namespace `referral`). */
export function referralErrorKey(error: unknown): string {
  return errorCode(error) === 'TRIAL_ACCOUNT' ? 'errors.trial' : 'errors.load';
}
