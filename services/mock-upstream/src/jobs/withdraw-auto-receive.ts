import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

/** One pass flips paid withdrawals past their confirmation deadline and reports how many. */
export type WithdrawAutoReceiveJob = PeriodicJob;

/**
 * A paid withdrawal nobody confirmed within the brand's confirm minutes counts as received (a
 * forced receipt refunds nothing). Reads already show such an order as autoReceived; this job
 * makes the stored status agree. One UPDATE guarded by the status: safe in several processes.
 */
export function createWithdrawAutoReceiveJob(options: {
  autoReceiveDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): WithdrawAutoReceiveJob {
  return createPeriodicJob({ name: 'withdraw-auto-receive', pass: options.autoReceiveDue, ...options });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The withdrawal auto-receipt job (tests run a pass with `runOnce`). */
    withdrawAutoReceive: WithdrawAutoReceiveJob;
  }
}
