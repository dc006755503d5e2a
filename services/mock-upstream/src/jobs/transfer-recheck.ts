import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

/** One pass resolves the due pending transfers and reports how many it claimed. */
export type TransferRecheckJob = PeriodicJob;

/**
 * Re-queries the vendor for wallet transfers left pending (a timed-out vendor call, or a process
 * that died between debit and vendor call). Safe with several upstream processes: each pass
 * claims rows with FOR UPDATE SKIP LOCKED and a lease, and settling is exactly-once anyway.
 */
export function startTransferRecheck(options: {
  recheckDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): TransferRecheckJob {
  const job = createPeriodicJob({ name: 'transfer-recheck', pass: options.recheckDue, ...options });
  job.start();
  return job;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet-transfer re-query job (tests run a pass with `runOnce`). */
    transferRecheck: TransferRecheckJob;
  }
}
