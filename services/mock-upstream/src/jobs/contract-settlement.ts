import type { FastifyBaseLogger } from 'fastify';
import type { ContractSettlement, SettlementReport } from '../modules/agent-contract/agent-contract.settlement.js';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

export interface ContractSettlementJob extends PeriodicJob {
  /** Waits for a pass under way, then runs one more and answers what it did (the admin route:
   * a pass that started before a period closed would not have settled it). */
  settleNow(): Promise<SettlementReport>;
}

/**
 * Settles agent contracts' closed periods and sweeps unpaid ones (ADR 0009). Safe with several
 * upstream processes at once: each (contract, period) is settled by whichever runner inserts its
 * row first, in the transaction that pays it and moves the watermark.
 */
export function createContractSettlementJob(options: {
  settlement: ContractSettlement;
  intervalMs: number;
  log: FastifyBaseLogger;
}): ContractSettlementJob {
  const job = createPeriodicJob({
    name: 'contract-settlement',
    pass: async () => {
      const report = await options.settlement.settleDue();
      if (report.settled.length > 0 || report.swept > 0) {
        options.log.info(
          { job: 'contract-settlement', settled: report.settled.length, swept: report.swept },
          'contracts settled',
        );
      }
      return report.settled.length;
    },
    intervalMs: Math.max(options.intervalMs, 10),
    log: options.log,
  });
  return {
    ...job,
    async settleNow() {
      await job.runOnce().catch(() => undefined); // a failed timer pass is logged by the job
      return options.settlement.settleDue();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract settlement job (tests run a pass with `settleNow` or `runOnce`). */
    contractSettlement: ContractSettlementJob;
  }
}
