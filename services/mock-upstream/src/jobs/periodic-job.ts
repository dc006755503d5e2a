import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** One pass now (joins a pass under way); resolves to what the pass reports (rows handled). */
  runOnce(): Promise<number>;
  /** Runs a pass soon without waiting for it. */
  kick(): void;
  /** Starts the timer (idempotent). */
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The timer every background job of this service uses: at most one pass at a time per process, a
 * failed pass logged and retried on the next tick, a clean stop. Passes must be safe to run in
 * several processes at once (claim rows with FOR UPDATE SKIP LOCKED, or guard updates by status).
 * With `rerunIfBusy`, a pass asked for while one runs is run once more right after it (the running
 * pass may have claimed before the new work was due).
 */
export function createPeriodicJob(options: {
  name: string;
  pass: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
  rerunIfBusy?: boolean;
}): PeriodicJob {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const logFailure = (err: unknown) => options.log.error({ err, job: options.name }, 'job pass failed');
  const runOnce = (): Promise<number> => {
    if (running) {
      if (options.rerunIfBusy) again = true;
      return running;
    }
    running = options.pass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(logFailure);
      }
    });
    return running;
  };
  return {
    runOnce,
    kick() {
      if (!stopped) setImmediate(() => void runOnce().catch(logFailure));
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (!stopped) runOnce().catch(logFailure);
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reward expiry job (promotions; tests run a pass with `runOnce`). */
    rewardExpiry: PeriodicJob;
    /** Publishes committed contract events to the feed (contracts.changed). */
    contractFeed: PeriodicJob;
  }
}
