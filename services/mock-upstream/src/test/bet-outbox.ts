import type { FastifyInstance } from 'fastify';
import { createBetOutboxJob } from '../jobs/bet-outbox.js';

/**
 * Runs `work` while `consumers` bet-outbox consumers (as that many platform processes would run
 * them, each on its own connections of the pool, with batches of `batch` rows) apply the outbox over
 * and over, then drains what is left: the races of the consumers with each other and with the bets,
 * deposits and moves of `work` are part of what the caller checks afterwards.
 */
export async function whileConsuming<T>(
  app: FastifyInstance,
  work: Promise<T>,
  options: { consumers?: number; batch?: number } = {},
): Promise<T> {
  let done = false;
  const jobs = Array.from({ length: options.consumers ?? 3 }, () =>
    createBetOutboxJob({ db: app.db, batch: options.batch ?? 7, intervalMs: 0, log: app.log }),
  );
  const loops = jobs.map(async (job) => {
    while (!done) {
      await job.runOnce();
      // Back to the event loop between passes: on PGlite (in this thread) a pass can complete
      // without it, and the loop would starve the work it runs beside.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  try {
    return await work;
  } finally {
    done = true;
    await Promise.all(loops);
    await app.betOutbox.drain();
  }
}
