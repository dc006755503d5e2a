import { useEffect, useSyncExternalStore } from 'react';

/**
 * The WebSocket that carries subscriptions authenticates once, from the cookies of its upgrade
 * request. After a login or a logout the socket still speaks for the session it was opened with,
 * so it is reopened, and per-member subscriptions wait until the socket speaks for this session.
 */
type Reconnectable = { reconnect?: (closedError: null) => void; close(): Promise<void> };

let socket: Reconnectable | null = null;
/** The session ('in' | 'out') the open socket was opened for; null until known. */
let socketSession: string | null = null;
let wanted: string | null = null;
const listeners = new Set<() => void>();

function publish(value: string | null) {
  socketSession = value;
  for (const listener of listeners) listener();
}

/** Called by the trpc client factory with its WebSocket client. */
export function registerRealtimeSocket(client: Reconnectable) {
  socket = client;
}

/** The WebSocket client's onOpen: a (re)opened socket now carries the current cookies. */
export function realtimeSocketOpened() {
  // Let the client swap its active connection before anyone subscribes on the new one.
  setTimeout(() => {
    if (wanted !== null) publish(wanted);
  }, 0);
}

function reopen() {
  if (!socket) {
    // No WebSocket (tests over a fake link): nothing carries a stale session.
    publish(wanted);
    return;
  }
  if (typeof socket.reconnect === 'function') {
    // tRPC's server-requested reconnect: subscriptions move to the new socket without a gap.
    socket.reconnect(null);
  } else {
    void socket.close();
  }
}

/**
 * Reopens the socket while the session stays logged in but its id changed (a password change
 * rotates it): the new socket carries the new cookie. The gateway closes the old one too.
 */
export function reopenRealtimeSocket() {
  if (wanted !== null) reopen();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the socket speaks for `session` now (per-member subscriptions wait for 'in'). */
export function useIsRealtimeFor(session: 'in' | 'out'): boolean {
  return useSyncExternalStore(
    subscribe,
    () => socketSession === session,
    () => false,
  );
}

/**
 * Follows the session (rendered once, high in the tree): the first value seen is the one the page's
 * socket was opened with; any later change reopens the socket.
 */
export function useFollowRealtimeSession(session: 'in' | 'out' | null): void {
  useEffect(() => {
    if (session === null || session === wanted) return;
    const first = wanted === null;
    wanted = session;
    if (first) publish(session);
    else reopen();
  }, [session]);
}

/** Tests: forget what the previous render tree learned. */
export function resetRealtimeSessionForTests() {
  socket = null;
  socketSession = null;
  wanted = null;
}
