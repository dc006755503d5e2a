import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

/** One pass expires the waiting rewards whose time has passed and reports how many. */
export type RewardExpiryJob = PeriodicJob;

/**
 * Expires waiting rewards past their `expires_at` every `intervalMs`, so a reward centre's history
 * and the badge counts change when the time passes and the members are told (promotions.changed),
 * not only when someone reads or the operator calls `/admin/rewards/expire`. Safe in several
 * processes at once: the update is guarded by `status = 'waiting'`, so a row expires once.
 */
export function createRewardExpiryJob(options: {
  expireDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): RewardExpiryJob {
  return createPeriodicJob({ name: 'reward-expiry', pass: options.expireDue, ...options });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reward expiry job (tests run a pass with `runOnce`). */
    rewardExpiry: RewardExpiryJob;
  }
}
