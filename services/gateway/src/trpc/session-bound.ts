/**
 * What a call made under a session does once that session has ended (ADR 0003, amendment).
 *
 * - `closeMovedSocket`: the person carries on under a new id (a password change rotated it), and
 *   only the browser's new cookie says so; its socket is closed with SESSION_MOVED_CLOSE_CODE, the
 *   client reconnects at once and the new socket carries the new cookie. Whoever held the old
 *   cookie gets nothing more on that socket.
 * - `untilSessionEnds`: a subscription made under a session ends with UNAUTHORIZED LOGIN_REQUIRED
 *   the moment its session ends, on whichever process it runs (session-watch.ts), or when its
 *   reads find the record gone or the platform token revoked. A revocation on the platform is
 *   verified by the watch (one platform call per session), and nothing is pushed while that is
 *   under way: a subscription that never calls the platform itself (the team feed) ends too, and
 *   sends nothing published after the revocation.
 */
import { ErrorCode, accountsEndpoints } from '@portal/contracts';
import type { WebSocket } from 'ws';
import { AppError, toAppError } from '../errors/app-error.js';
import type { Session } from '../session/session.service.js';
import {
  SESSION_MOVED_CLOSE_CODE,
  SESSION_MOVED_CLOSE_REASON,
  type SessionEndReason,
} from '../realtime/session-watch.js';
import type { Context } from './context.js';

const OPEN = 1;

export function closeMovedSocket(ws: WebSocket | null): void {
  if (ws && ws.readyState === OPEN) ws.close(SESSION_MOVED_CLOSE_CODE, SESSION_MOVED_CLOSE_REASON);
}

/** The error a subscription ends with once its session `session` has ended for `reason`. */
async function endedError(ctx: Context, session: Session, reason: SessionEndReason): Promise<AppError> {
  if (reason === 'rotated' || (await ctx.services.sessions.isRenewed(session.id))) closeMovedSocket(ctx.ws);
  return new AppError(ErrorCode.loginRequired);
}

/**
 * A failure of the subscription's own reads: the record gone (LOGIN_REQUIRED from
 * requireLiveSession) or the platform token revoked (login.not.session: a lock, a password change
 * elsewhere) end it as its session's end does; a revoked token also ends the record, everywhere.
 */
async function readError(ctx: Context, session: Session, err: unknown): Promise<unknown> {
  const { code } = toAppError(err);
  if (code !== ErrorCode.loginRequired && code !== ErrorCode.notSession) return err;
  const { sessions } = ctx.services;
  if (await sessions.isRenewed(session.id)) return endedError(ctx, session, 'rotated');
  if (code === ErrorCode.notSession) await sessions.destroy(session.id);
  return new AppError(ErrorCode.loginRequired);
}

/** The member id the platform's events name for this session; null when it does not know it. */
function memberIdOfSession(session: Session): number | null {
  const id = Number(session.data.userId);
  return session.data.userId !== null && Number.isSafeInteger(id) ? id : null;
}

/**
 * Whether `session` still holds a live platform token (one read of the member's info with it). A
 * revoked token ends the record everywhere (destroy announces it), unless a password change is moving
 * the session to a new id; a record already gone is an expiry. Other failures throw: the platform
 * could not tell.
 */
async function verifyWithPlatform(ctx: Context, session: Session): Promise<'live' | SessionEndReason> {
  const { sessions, upstream } = ctx.services;
  const current = await sessions.peek(session.id);
  const token = current?.data.upstreamToken;
  if (!token || token !== session.data.upstreamToken) {
    return (await sessions.isRenewed(session.id)) ? 'rotated' : 'expired';
  }
  const { language, ip, requestId } = ctx.visitor;
  try {
    await upstream.call(accountsEndpoints.memberInfo, { language, ip, requestId, token });
    return 'live';
  } catch (err) {
    if (toAppError(err).code !== ErrorCode.notSession) throw err;
  }
  if (await sessions.isRenewed(session.id)) return 'rotated';
  await sessions.destroy(session.id);
  return 'ended';
}

function untilSettledOrAborted(gate: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      signal?.removeEventListener('abort', done);
      resolve();
    };
    signal?.addEventListener('abort', done, { once: true });
    void gate.then(done, done);
  });
}

/**
 * `source`, ended with LOGIN_REQUIRED as soon as `session` ends. The source is asked to stop
 * without being awaited: it may be waiting for its next event, and tRPC wakes it (aborts its
 * signal) once this iterator has failed.
 */
export async function* untilSessionEnds<T>(
  ctx: Context,
  session: Session,
  source: AsyncIterable<T>,
  signal?: AbortSignal,
): AsyncGenerator<T> {
  // Written by the watch's callback: an object, so the loop's checks are not narrowed away.
  const end: { reason: SessionEndReason | null; wake: (() => void) | null } = { reason: null, wake: null };
  const watch = await ctx.services.sessionWatch.watch(
    session.id,
    (reason) => {
      end.reason = reason;
      end.wake?.();
    },
    { memberId: memberIdOfSession(session), verify: () => verifyWithPlatform(ctx, session) },
  );
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | null = null;
  try {
    while (end.reason === null) {
      pending = iterator.next();
      // A fresh promise per turn: racing one long-lived promise would keep a reaction per value.
      const stop = new Promise<null>((resolve) => (end.wake = () => resolve(null)));
      let result: IteratorResult<T> | null;
      try {
        result = await Promise.race([pending, stop]);
      } catch (err) {
        pending = null;
        throw await readError(ctx, session, err);
      }
      end.wake = null;
      if (result === null) break;
      pending = null;
      if (result.done) return;
      // A revocation is being verified: the value waits for the answer, and goes only if the
      // session lives on (it may be news published after the revocation).
      const gate = watch.gate();
      if (gate) {
        await untilSettledOrAborted(gate, signal);
        // Unsubscribed meanwhile (the platform may take long to answer): nothing more to send.
        if (signal?.aborted) return;
      }
      if (end.reason !== null) break;
      yield result.value;
    }
    throw await endedError(ctx, session, end.reason ?? 'ended');
  } finally {
    watch.stop();
    if (pending) {
      pending.catch(() => undefined);
      void iterator.return?.()?.catch(() => undefined);
    } else {
      await iterator.return?.();
    }
  }
}
