/**
 * One money call at a time per member, in arrival order, inside this process. A burst of one
 * member's calls (a double-click, a retry storm, 50 redeems at once) then waits here, in memory,
 * instead of in PostgreSQL behind the member's row locks, where each waiter would hold a pool
 * connection and starve every other member's calls. The database's own guards (row locks, unique
 * keys, guarded updates) still decide every outcome, so several platform processes stay correct;
 * this only shapes the load each process puts on the pool.
 */
const tails = new Map<number, Promise<unknown>>();

export function serialisedForMember<T>(memberId: number, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(memberId) ?? Promise.resolve();
  // The next call runs whatever the previous one answered.
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(memberId, tail);
  void tail.then(() => {
    if (tails.get(memberId) === tail) tails.delete(memberId);
  });
  return run;
}

/** Whether a call's input names a `requestId`: the mark of a call that moves money or points. */
export function isMoneyCall(input: unknown): boolean {
  return (
    typeof input === 'object' &&
    input !== null &&
    typeof (input as { requestId?: unknown }).requestId === 'string'
  );
}

/** Runs a member's call, one money call at a time per member (see above); other calls at once. */
export function memberCall<T>(memberId: number, input: unknown, task: () => Promise<T>): Promise<T> {
  return isMoneyCall(input) ? serialisedForMember(memberId, task) : task();
}
