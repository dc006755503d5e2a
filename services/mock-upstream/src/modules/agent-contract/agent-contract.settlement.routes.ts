import { ContractKindSchema, type ContractPeriod } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowsOf, toDate } from '../../db/rows.js';
import { AppError } from '../../lib/errors.js';
import { periodContaining } from './agent-contract.periods.js';
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

const SettleBodySchema = z
  .strictObject({
    /** Outside production only: close periods as if it were this instant (the e2e's test clock). */
    asOf: z.iso.datetime().optional(),
    kind: ContractKindSchema.optional(),
  })
  .optional();

/**
 * The operator's "settle now": one settlement pass at once instead of at the job's next tick (the
 * e2e closes a period with it). It settles what the database's clock says is closed, for every
 * brand (the job is global), and answers this brand's settlements. Outside production the test
 * clock (`asOf`) and "start now" let a journey walk a whole period in a minute: they exist only
 * where the outbox does.
 */
export function contractSettlementRoutes(job: ContractSettlementJob, options: { testClock: boolean }) {
  const noClock = () =>
    AppError.badRequest('the test clock exists outside production only', { asOf: 'NOT_AVAILABLE' });
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      url: '/admin/contracts/settle',
      admin: true,
      body: SettleBodySchema,
      bodyOptional: true,
      response: z.object({
        settled: z.array(SettledSchema),
        swept: z.number().int(),
        unfrozen: z.number().int(),
        /** Contracts that failed this pass (rolled back, retried on the next): ids only. */
        failed: z.array(z.number().int()),
      }),
      handler: async ({ merchant, body }) => {
        const { id } = await merchant();
        if (body?.asOf && !options.testClock) throw noClock();
        const report = await job.settleNow({
          ...(body?.asOf ? { asOf: Date.parse(body.asOf) } : {}),
          ...(body?.kind ? { kind: body.kind } : {}),
        });
        return {
          settled: report.settled.filter((s) => s.merchantId === id).map(settledToWire),
          swept: report.swept,
          unfrozen: report.unfrozen.length,
          failed: report.failed.map((f) => f.contractId),
        };
      },
    });

    /**
     * Test clock: a pair's contract agreed but not started (it starts with the next period) starts
     * with the period in progress instead, and the contract it replaces ends there. Refused when
     * the replaced one was already settled past that instant.
     */
    route(app, {
      method: 'POST',
      url: '/admin/agent-contracts/start-now',
      admin: true,
      body: z.strictObject({ downline: z.string().min(1).max(64), kind: ContractKindSchema }),
      response: z.object({ contractId: z.number().int(), startsAt: z.string() }),
      handler: async ({ merchant, body }) => {
        if (!options.testClock) throw noClock();
        const m = await merchant();
        return app.db.transaction(async (tx) => {
          const [next] = rowsOf(
            await tx.execute(sql`
              SELECT c.id, c.period, c.starts_at FROM agent_contracts c JOIN members d ON d.id = c.downline_id
              WHERE c.merchant_id = ${m.id} AND d.account = ${body.downline.trim().toLowerCase()}
                AND c.kind = ${body.kind} AND c.status = 'active' AND c.starts_at > now()
              FOR UPDATE OF c`),
          );
          if (!next) throw AppError.badRequest('no contract waiting to start', { downline: 'NOT_FOUND' });
          const oldStart = toDate(next['starts_at']);
          const start = new Date(
            periodContaining(String(next['period']) as ContractPeriod, Date.now(), m.timeZone).start,
          ).toISOString();
          await tx.execute(sql`
              UPDATE agent_contracts SET ends_at = ${start}::timestamptz
              WHERE merchant_id = ${m.id} AND kind = ${body.kind} AND id <> ${Number(next['id'])}
                AND ends_at = ${oldStart.toISOString()}::timestamptz
                AND downline_id = (SELECT downline_id FROM agent_contracts WHERE id = ${Number(next['id'])})
                AND (settled_until IS NULL OR settled_until <= ${start}::timestamptz)
`);
          await tx.execute(sql`UPDATE agent_contracts SET starts_at = ${start}::timestamptz
            WHERE id = ${Number(next['id'])}`);
          return { contractId: Number(next['id']), startsAt: start };
        });
      },
    });
  };
}
