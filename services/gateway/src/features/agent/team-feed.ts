/**
 * The agent centre's live team feed: the events of the agent's downline (registration, first
 * deposit, big win) as the platform publishes them (`team.event`, relayed to each named agent's
 * member channel by realtime/events-relay.ts). The channel comes from the session, never from the
 * client, so an agent hears its own downline only. It starts with `{ type: 'resync' }` once
 * listening (so a client that reconnects re-reads the counters it may have missed), and passes on
 * every later resync (pushes may have been lost). It never calls the platform: a revoked or ended
 * session ends it through the session watch (trpc/session-bound.ts), which holds back every event
 * while a revocation is being verified.
 */
import { ErrorCode, type TeamEvent } from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { sleepUntil } from '../../realtime/hub.js';
import type { MemberEvent, ResyncEvent } from '../../realtime/realtime.js';
import { memberIdOf, requireLiveSession } from '../../realtime/watch-member.js';
import type { MemberContext } from '../../trpc/procedures.js';

/** What the subscription pushes: one event of the downline, or "re-read, pushes may be lost". */
export type TeamFeedItem = { type: 'event'; event: TeamEvent } | { type: 'resync' };

/** Events waiting for the client beyond this are dropped, oldest first (a stalled socket). */
const MAX_QUEUED = 100;

export async function* watchTeamEvents(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
): AsyncGenerator<TeamFeedItem> {
  const memberId = memberIdOf(ctx);
  // Without a member id nothing can be addressed to this session.
  if (memberId === null) throw new AppError(ErrorCode.loginRequired);
  const queue: TeamFeedItem[] = [];
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const onEvent = (event: MemberEvent | ResyncEvent) => {
    if (event.type === 'team.event') queue.push({ type: 'event', event: event.event });
    else if (event.type === 'resync') queue.push({ type: 'resync' });
    else return;
    if (queue.length > MAX_QUEUED) queue.shift();
    wake();
  };
  const stop = await ctx.services.realtime.onMember(memberId, onEvent);
  try {
    await requireLiveSession(ctx);
    yield { type: 'resync' };
    while (!signal?.aborted) {
      if (queue.length === 0) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      woken = new Promise<void>((r) => (wake = r));
      while (queue.length > 0 && !signal?.aborted) {
        const item = queue.shift();
        if (item === undefined) break;
        await requireLiveSession(ctx);
        yield item;
      }
    }
  } finally {
    await stop();
  }
}
