import type { FastifyBaseLogger } from 'fastify';

export interface SandboxCallbacksJob {
  /** One pass: sends the due callbacks once; returns how many were acknowledged. */
  runOnce(): Promise<number>;
  /** Runs a pass soon without waiting for it (after a payer decided). */
  kick(): void;
  /** Starts the timer (once the app is ready: a pass may call its routes). */
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

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
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    if (running) {
      // A pass is under way; it may have claimed before the new row was due: run once more after.
      again = true;
      return running;
    }
    running = options.deliverDue().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void runOnce().catch(logFailure);
      }
    });
    return running;
  };
  const logFailure = (err: unknown) => options.log.error({ err }, 'sandbox callback pass failed');
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (!stopped) runOnce().catch(logFailure);
  };
  return {
    runOnce,
    kick() {
      if (!stopped) setImmediate(() => void runOnce().catch(logFailure));
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, options.intervalMs);
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
    /** The sandbox provider's callback sender (tests run a pass with `runOnce`). */
    sandboxCallbacks: SandboxCallbacksJob;
  }
}
