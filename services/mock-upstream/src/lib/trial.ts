import { ErrorCode, TRIAL_TYPE } from '@portal/contracts';
import { AppError } from './errors.js';

/**
 * Refuses a trial (free-play) account what only a registered member may do: TRIAL_ACCOUNT with "a
 * trial account <refusal>" (`cannot move money`, `has no limits`, ...). A rule's refusal (400), or
 * 403 where the spec answers one (the profile and its contacts).
 */
export function refuseTrial(member: { type: number }, refusal: string, status: 400 | 403 = 400): void {
  if (member.type === TRIAL_TYPE)
    throw new AppError(status, ErrorCode.trialAccount, `a trial account ${refusal}`);
}
