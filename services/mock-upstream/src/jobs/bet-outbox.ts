import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { createPeriodicJob, type PeriodicJob } from './periodic-job.js';

/** One applied batch: its size, how old its oldest change was, and whose play it counted. */
export interface BetOutboxBatch {
  applied: number;
  /** Now less the oldest change's time, when the batch was applied (ms). */
  lagMs: number;
  /** Members whose settled rounds moved their missions, points or referral, with their brand. */
  counted: { merchantCode: string; memberId: number }[];
  /** Referrers whose friend's referral reward the batch issued. */
  rewarded: { merchantCode: string; memberId: number }[];
}

export interface BetOutboxJob extends PeriodicJob {
  /**
   * Applies every change committed before the call: its own batches, and it waits for the rows
   * another process's batch holds. Tests call it after play and before reading what play moves;
   * the contract settlement before reading the rollups.
   */
  drain(): Promise<void>;
}

/** A batch whose oldest change waited longer than this is logged (ADR 0024: the lag's bound). */
const LAG_WARN_MS = 2_000;

/**
 * The bet outbox's consumer (ADR 0024): a pass applies batches of `batch` rows (bet_outbox_apply:
 * each batch deleted and applied in one transaction) until the outbox holds no more than a partial
 * batch, and hands each applied batch to `applied` (the platform tells the members whose play was
 * counted and the referrers rewarded). Safe with several platform processes: a batch takes
 * its rows FOR UPDATE SKIP LOCKED, and every batch locks its members in id order before it writes.
 */
export function createBetOutboxJob(options: {
  db: Db;
  batch: number;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Called after each batch commits. */
  applied?: (batch: BetOutboxBatch) => void;
}): BetOutboxJob {
  const { db, batch, log } = options;

  async function applyBatch(): Promise<BetOutboxBatch> {
    const [row] = rowsOf(
      await db.execute(sql`
        SELECT b.applied, extract(epoch FROM clock_timestamp() - b.oldest_at) * 1000 AS lag_ms,
          b.member_ids, b.merchant_codes, b.referrer_ids, b.referrer_codes
        FROM bet_outbox_apply(${batch}::integer) b`),
    );
    const members = (ids: unknown, codes: unknown) =>
      ((ids as number[] | null) ?? []).map((memberId, i) => ({
        memberId: Number(memberId),
        merchantCode: (codes as string[] | null)?.[i] ?? '',
      }));
    return {
      applied: Number(row?.['applied'] ?? 0),
      lagMs: Number(row?.['lag_ms'] ?? 0),
      counted: members(row?.['member_ids'], row?.['merchant_codes']),
      rewarded: members(row?.['referrer_ids'], row?.['referrer_codes']),
    };
  }

  const job = createPeriodicJob({
    name: 'bet-outbox',
    pass: async () => {
      let total = 0;
      for (;;) {
        const done = await applyBatch();
        total += done.applied;
        if (done.applied > 0) {
          if (done.lagMs > LAG_WARN_MS) {
            log.warn(
              { job: 'bet-outbox', lagMs: Math.round(done.lagMs), applied: done.applied },
              'bet outbox lagging',
            );
          }
          options.applied?.(done);
        }
        if (done.applied < batch) return total;
      }
    },
    intervalMs: Math.max(options.intervalMs, 10),
    log,
    rerunIfBusy: true,
  });

  return {
    ...job,
    async drain() {
      const [last] = rowsOf(await db.execute(sql`SELECT max(id) AS id FROM bet_outbox`));
      const upTo = last?.['id'];
      if (upTo === null || upTo === undefined) return;
      for (;;) {
        await job.runOnce();
        const [left] = rowsOf(
          await db.execute(
            sql`SELECT EXISTS (SELECT 1 FROM bet_outbox WHERE id <= ${String(upTo)}::bigint) AS left`,
          ),
        );
        if (left?.['left'] !== true && left?.['left'] !== 't') return;
        // Rows another process's batch holds: it commits them in one transaction, shortly.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bet outbox's consumer (ADR 0024; tests `drain()` it before reading what play moves). */
    betOutbox: BetOutboxJob;
  }
}
