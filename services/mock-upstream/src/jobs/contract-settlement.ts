import type { FastifyBaseLogger } from 'fastify';
import type {
  ContractSettlement,
  SettleOptions,
  SettlementReport,
} from '../modules/agent-contract/agent-contract.settlement.js';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

export interface ContractSettlementJob extends PeriodicJob {
  /** Waits for a pass under way, then runs one more; answers what both did (the admin route). */
  settleNow(options?: SettleOptions): Promise<SettlementReport>;
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
  /**
   * Run before each pass: the figures of day-based periods are read from the agents' rollups, which
   * the bet outbox writes (ADR 0024), so every round committed before the pass is applied first.
   */
  catchUp?: () => Promise<void>;
}): ContractSettlementJob {
  // The pass under way, if any, and its report: "settle now" waits for it and adds what it did
  // (a pass that started before a period closed would not have settled that period).
  let current: Promise<SettlementReport> | null = null;
  const settle = (passOptions?: SettleOptions) => {
    const pass = (options.catchUp ?? (async () => undefined))().then(() =>
      options.settlement.settleDue(passOptions),
    );
    current = pass;
    return pass.finally(() => {
      if (current === pass) current = null;
    });
  };
  const job = createPeriodicJob({
    name: 'contract-settlement',
    pass: async () => {
      const report = await settle();
      if (report.failed.length > 0) {
        options.log.error({ job: 'contract-settlement', failed: report.failed }, 'contracts not settled');
      }
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
    async settleNow(passOptions?: SettleOptions) {
      const running = current ? await current.catch(() => null) : null;
      const report = await settle(passOptions);
      if (!running) return report;
      return {
        settled: [...running.settled, ...report.settled],
        swept: running.swept + report.swept,
        unfrozen: [...running.unfrozen, ...report.unfrozen],
        failed: [...running.failed, ...report.failed],
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract settlement job (tests run a pass with `settleNow` or `runOnce`). */
    contractSettlement: ContractSettlementJob;
  }
}
