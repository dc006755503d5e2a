import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.js';
import type { ContractSettlementJob } from '../../jobs/contract-settlement.js';
import { settledToWire } from './agent-contract.settlement.js';

const SettledSchema = z.object({
  settlementId: z.string(),
  contractId: z.number().int(),
  kind: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.string(),
  paidAmount: z.string(),
  status: z.enum(['paid', 'owed']),
});

/**
 * The operator's "settle now": one settlement pass at once instead of at the job's next tick (the
 * e2e closes a period with it). It settles what the database's clock says is closed, for every
 * brand (the job is global), and answers this brand's settlements.
 */
export function contractSettlementRoutes(job: ContractSettlementJob) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      url: '/admin/contracts/settle',
      admin: true,
      response: z.object({
        settled: z.array(SettledSchema),
        swept: z.number().int(),
        unfrozen: z.number().int(),
        /** Contracts that failed this pass (rolled back, retried on the next): ids only. */
        failed: z.array(z.number().int()),
      }),
      handler: async ({ merchant }) => {
        const { id } = await merchant();
        const report = await job.settleNow();
        return {
          settled: report.settled.filter((s) => s.merchantId === id).map(settledToWire),
          swept: report.swept,
          unfrozen: report.unfrozen.length,
          failed: report.failed.map((f) => f.contractId),
        };
      },
    });
  };
}
