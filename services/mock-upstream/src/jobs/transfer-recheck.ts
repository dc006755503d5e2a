import type { FastifyBaseLogger } from 'fastify';

export interface TransferRecheckJob {
  /** One pass: resolves the due pending transfers; returns how many it claimed. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

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
  let running: Promise<number> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= options.recheckDue().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (stopped) return;
    runOnce().catch((err: unknown) => options.log.error({ err }, 'transfer re-query pass failed'));
  }, options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet-transfer re-query job (tests run a pass with `runOnce`). */
    transferRecheck: TransferRecheckJob;
    /** Drops the wallet service's cached vendor lanes and fault switches (tests, operators). */
    forgetCachedVendorSettings: () => void;
  }
}
