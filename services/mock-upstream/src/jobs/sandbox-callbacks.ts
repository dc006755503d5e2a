import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

/** One pass sends the due callbacks once and reports how many were acknowledged; `kick` runs a
 * pass soon after a payer decided; `start` waits until the app is ready (a pass calls its routes). */
export type SandboxCallbacksJob = PeriodicJob;

/**
 * The sandbox provider's callback sender: every `intervalMs` it sends the callbacks that are due
 * (new ones at once, failed ones after their backoff). Safe with several upstream processes: rows
 * are claimed with FOR UPDATE SKIP LOCKED and a lease, and the platform is idempotent anyway.
 */
export function createSandboxCallbacksJob(options: {
  deliverDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): SandboxCallbacksJob {
  return createPeriodicJob({
    name: 'sandbox-callbacks',
    pass: options.deliverDue,
    rerunIfBusy: true,
    ...options,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox provider's callback sender (tests run a pass with `runOnce`). */
    sandboxCallbacks: SandboxCallbacksJob;
  }
}
