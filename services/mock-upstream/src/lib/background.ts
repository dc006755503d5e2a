import type { FastifyBaseLogger } from 'fastify';

/**
 * Work an answer must not wait for, so that the answer's timing says nothing about it (the reset
 * mail of a forgot-password request is made only on a match). Failures are logged; `drain` lets
 * the app finish what was started before its database closes.
 */
export interface BackgroundWork {
  run(label: string, work: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(label, work) {
      const done: Promise<void> = work()
        .catch((err: unknown) => log.error({ err, work: label }, 'background work failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
