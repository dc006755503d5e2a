import type { FastifyBaseLogger } from 'fastify';

export interface WithdrawAutoReceiveJob {
  /** One pass: flips paid withdrawals past their confirmation deadline; returns how many. */
  runOnce(): Promise<number>;
  /** Starts the timer. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * A paid withdrawal nobody confirmed within the brand's confirm minutes counts as received (a
 * forced receipt refunds nothing). Reads already show such an order as autoReceived; this job
 * makes the stored status agree. One UPDATE guarded by the status: safe in several processes.
 */
export function createWithdrawAutoReceiveJob(options: {
  autoReceiveDue: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
}): WithdrawAutoReceiveJob {
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= options.autoReceiveDue().finally(() => {
      running = null;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    runOnce().catch((err: unknown) => options.log.error({ err }, 'withdrawal auto-receipt pass failed'));
  };
  return {
    runOnce,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The withdrawal auto-receipt job (tests run a pass with `runOnce`). */
    withdrawAutoReceive: WithdrawAutoReceiveJob;
  }
}
