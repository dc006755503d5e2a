import { ErrorCode } from '@portal/contracts';
import { AppError, toAppError } from '../errors/app-error.js';
import type { MemberContext } from '../trpc/procedures.js';
import { sleepUntil } from './hub.js';
import type { BroadcastTopic, MemberEvent } from './realtime.js';

/** The member id the platform's events name; null for a session that does not know it. */
export function memberIdOf(ctx: MemberContext): number | null {
  const id = Number(ctx.session.data.userId);
  return ctx.session.data.userId !== null && Number.isSafeInteger(id) ? id : null;
}

/**
 * A WebSocket's context keeps the session it was opened with; the record may have ended since
 * (logout, expiry, login elsewhere). Checked before every read, so a socket outliving its session
 * stops pushing.
 */
export async function requireLiveSession(ctx: MemberContext): Promise<void> {
  const current = await ctx.services.sessions.get(ctx.session.id);
  if (current?.data.upstreamToken !== ctx.session.data.upstreamToken)
    throw new AppError(ErrorCode.loginRequired);
}

export interface WatchOptions<T> {
  /** Member events that mean "read again". A resync always does. */
  events: readonly MemberEvent['type'][];
  /** Broadcast topics that also mean "read again" (e.g. a message sent to everyone). */
  broadcasts?: readonly BroadcastTopic[];
  /** Reads the current value from the platform. */
  read: () => Promise<T>;
  /** Pushes only values that differ from the last one pushed (default: every read is pushed). */
  same?: (a: T, b: T) => boolean;
  /** Names the value in the log line of a failed read. */
  label: string;
}

/**
 * A member's value now, then again whenever the platform says it changed or pushes may have been
 * lost (resync). Listens before the first read, so a change during it is not lost; the member's
 * channel comes from the session, never from the client. Bursts coalesce: one read at a time, and
 * events arriving during a read cause exactly one more read after it. A failed read is retried after
 * STATUS_POLL_MS; an ended local session (LOGIN_REQUIRED) or platform session (login.not.session)
 * ends the subscription.
 */
export async function* watchMemberValue<T>(
  ctx: MemberContext,
  signal: AbortSignal | undefined,
  options: WatchOptions<T>,
): AsyncGenerator<T> {
  const { realtime } = ctx.services;
  let dirty = false;
  let wake: () => void = () => undefined;
  let woken = new Promise<void>((r) => (wake = r));
  const onEvent = (event: { type: string }) => {
    // A revocation is the session watch's (trpc/session-bound.ts): one platform call per session,
    // not a read per subscription.
    if (event.type !== 'resync' && !(options.events as readonly string[]).includes(event.type)) return;
    dirty = true;
    wake();
  };
  const broadcastEvent = () => {
    dirty = true;
    wake();
  };
  const memberId = memberIdOf(ctx);
  const stops = await Promise.all([
    memberId === null ? realtime.onResync(onEvent) : realtime.onMember(memberId, onEvent),
    ...(options.broadcasts ?? []).map((topic) => realtime.onBroadcast(topic, broadcastEvent)),
  ]);
  try {
    await requireLiveSession(ctx);
    let last: T = await options.read();
    yield last;
    while (!signal?.aborted) {
      if (!dirty) await sleepUntil(2 ** 31 - 1, signal, woken);
      if (signal?.aborted) break;
      dirty = false;
      woken = new Promise<void>((r) => (wake = r));
      await requireLiveSession(ctx);
      let value: T;
      try {
        value = await options.read();
      } catch (err) {
        const appError = toAppError(err);
        if (appError.code === ErrorCode.notSession) throw appError;
        ctx.log.warn({ code: appError.code }, `${options.label} refresh failed; retrying`);
        await sleepUntil(ctx.services.config.statusPollMs, signal);
        dirty = true;
        continue;
      }
      if (options.same?.(last, value)) continue;
      last = value;
      yield value;
    }
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
}
