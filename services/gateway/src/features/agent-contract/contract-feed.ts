/**
 * The agent contracts' live feed: every offer, decision, termination and settlement of a contract the
 * agent is a party to, pushed as it is published and replayed after a reconnect. The platform numbers
 * committed contract events (`seq`, only growing) and names their two parties in `contracts.changed`,
 * relayed to each party's member channel (realtime/events-relay.ts); on each, the feed reads the
 * platform's feed after the last seq it sent (AGENT_contractFeed, answered for the session's member
 * only) and sends each event `tracked` by its seq, so tRPC's client resumes with it (`lastEventId`)
 * and nothing is missed or sent twice. Each start answers a `ready` item first (carrying the cursor:
 * the client's seq, or the agent's newest when it has none), then what was missed, then what comes.
 * A revoked or ended session ends the subscription (the session watch, trpc/session-bound.ts).
 */
import { ErrorCode, agentContractEndpoints, type ContractFeedEvent } from '@portal/contracts';
import { tracked, type TrackedEnvelope } from '@trpc/server';
import { AppError } from '../../errors/app-error.js';
import { sleepUntil } from '../../realtime/hub.js';
import type { MemberEvent, ResyncEvent } from '../../realtime/realtime.js';
import { memberIdOf, requireLiveSession } from '../../realtime/watch-member.js';
import { callMeta, type MemberContext } from '../../trpc/procedures.js';

export type ContractFeedItem = { type: 'ready' } | { type: 'event'; event: ContractFeedEvent };

/** Events read per platform call while catching up. */
const PAGE = 50;

/** A `lastEventId` the feed can resume from: a seq it sent (digits only). */
export const parseSeq = (lastEventId: string | null | undefined): number | null =>
  lastEventId && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;

export async function* watchContractFeed(
  ctx: MemberContext,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<TrackedEnvelope<ContractFeedItem>> {
  const memberId = memberIdOf(ctx);
  if (memberId === null) throw new AppError(ErrorCode.loginRequired);
  // Pings only say "read again": one pending is as good as many.
  let pending = false;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const onEvent = (event: MemberEvent | ResyncEvent) => {
    if (event.type !== 'contracts.changed' && event.type !== 'resync') return;
    pending = true;
    wake();
  };
  const read = (afterSeq: number) =>
    ctx.services.upstream.call(agentContractEndpoints.feed, {
      ...callMeta(ctx),
      query: { afterSeq, limit: PAGE },
    });
  // Listening before the first read: a publication between the two is read, not lost.
  const stop = await ctx.services.realtime.onMember(memberId, onEvent);
  try {
    await requireLiveSession(ctx);
    // Resuming: from the client's last seq, and what it missed is read at once. Otherwise: from now.
    const resumed = parseSeq(lastEventId);
    let cursor = resumed ?? (await read(Number.MAX_SAFE_INTEGER)).latestSeq;
    if (resumed !== null) pending = true;
    // Listening (on a new socket too): the client knows the feed is live from its cursor on.
    yield tracked(String(cursor), { type: 'ready' as const });
    while (!signal?.aborted) {
      // Set by onEvent meanwhile (TypeScript cannot see it through the closure).
      if (!(pending as boolean)) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      woken = new Promise<void>((r) => (wake = r));
      pending = false;
      await requireLiveSession(ctx);
      for (;;) {
        const page = await read(cursor);
        for (const event of page.list) {
          if (signal?.aborted) return;
          cursor = event.seq;
          yield tracked(String(event.seq), { type: 'event' as const, event });
        }
        if (page.list.length < PAGE) break;
      }
    }
  } finally {
    await stop();
  }
}
