/**
 * The member's deposit and withdrawal orders, live: the platform announces every change of an
 * order's state (`orders.changed`: placed, approved, paid, rejected, confirmed, counted as received
 * at its deadline), relayed to the member's channel (realtime/events-relay.ts). The withdraw and
 * deposit pages follow it and re-read their orders, so a withdrawal the operator paid shows as paid,
 * with its confirmation form and deadline, while the page is open.
 *
 * Pushes are hints (ADR 0006): each says which kind of order changed and the page reads the orders
 * itself. It starts with `{ kind: 'all' }` once listening, so a client that reconnects re-reads what
 * it may have missed, and every resync is passed on the same way. The channel comes from the
 * session, never from the client; it never calls the platform, and a revoked or ended session ends
 * it through the session watch (trpc/session-bound.ts).
 */
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { sleepUntil } from '../../realtime/hub.js';
import type { MemberEvent, ResyncEvent } from '../../realtime/realtime.js';
import { memberIdOf, requireLiveSession } from '../../realtime/watch-member.js';
import type { MemberContext } from '../../trpc/procedures.js';

/** Which orders to read again: one kind, or both (at start and after pushes may have been lost). */
export type OrdersChange = { kind: 'deposit' | 'withdraw' | 'all' };

export async function* watchOrders(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<OrdersChange> {
  const memberId = memberIdOf(ctx);
  if (memberId === null) throw new AppError(ErrorCode.loginRequired);
  // A burst of changes is one re-read per kind: the set coalesces while the client is busy.
  const pending = new Set<OrdersChange['kind']>();
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const onEvent = (event: MemberEvent | ResyncEvent) => {
    if (event.type === 'orders.changed') pending.add(event.kind);
    else if (event.type === 'resync') pending.add('all');
    else return;
    wake();
  };
  const stop = await ctx.services.realtime.onMember(memberId, onEvent);
  try {
    await requireLiveSession(ctx);
    yield { kind: 'all' };
    while (!signal?.aborted) {
      if (pending.size === 0) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      woken = new Promise<void>((r) => (wake = r));
      const kinds = pending.has('all') ? (['all'] as const) : [...pending];
      pending.clear();
      for (const kind of kinds) {
        await requireLiveSession(ctx);
        yield { kind };
      }
    }
  } finally {
    await stop();
  }
}
