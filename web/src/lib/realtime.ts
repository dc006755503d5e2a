import { useEffect, useSyncExternalStore } from 'react';

/**
 * The WebSocket that carries subscriptions authenticates once, from the cookies of its upgrade
 * request. After a login or a logout the socket still speaks for the session it was opened with,
 * so it is reopened, and per-member subscriptions wait until the socket speaks for this session.
 *
 * Which socket speaks for which session: each socket is stamped, when it is made, with the number
 * of session changes seen so far (`generation`). Only a socket made after the latest change carries
 * its cookie. A socket made before it may still open afterwards (the page's first socket was still
 * connecting when the login answered, or a reconnect was already on its way): it speaks for the
 * session before, so it is not taken for the new one (a per-member subscription on it would be
 * refused and log the page out), and a newer socket is asked for.
 */
type Reconnectable = { reconnect?: (closedError: null) => void; close(): Promise<void> };

let socket: Reconnectable | null = null;
/** The session ('in' | 'out') the open socket was opened for; null until known. */
let socketSession: string | null = null;
let wanted: string | null = null;
/** Session changes seen since the first value (a socket made now carries the latest one's cookie). */
let generation = 0;
/** The latest generation a socket of which has opened. */
let openedAt = -1;
const listeners = new Set<() => void>();

function publish(value: string | null) {
  socketSession = value;
  for (const listener of listeners) listener();
}

/** Called by the trpc client factory with its WebSocket client. */
export function registerRealtimeSocket(client: Reconnectable) {
  socket = client;
}

/**
 * A socket made when `madeAt` was the generation has opened: it carries that generation's cookies.
 */
export function realtimeSocketOpened(madeAt: number) {
  // Let the client swap its active connection before anyone subscribes on the new one.
  setTimeout(() => {
    if (wanted === null) return;
    if (madeAt === generation) {
      openedAt = generation;
      publish(wanted);
    } else if (openedAt !== generation) {
      // Made before the session changed: it speaks for the session before. A reconnect already on
      // its way goes on (the client ignores this call); otherwise a new socket is opened.
      reopen();
    }
  }, 0);
}

/**
 * The page's WebSocket class, each instance stamped with the generation it was made in and
 * reporting its own opening (tRPC's `onOpen` does not say which socket opened).
 */
export function sessionStampedWebSocket(Base: typeof WebSocket): typeof WebSocket {
  return class SessionStampedWebSocket extends Base {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const madeAt = generation;
      this.addEventListener('open', () => realtimeSocketOpened(madeAt));
    }
  };
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
  if (wanted !== null) sessionChanged();
}

/** The language the page's socket speaks (the `portal_lang` cookie of its upgrade); null until known. */
let socketLanguage: string | null = null;

/**
 * The page's language changed, its cookie already written: the socket is reopened, so the feeds
 * kept per language (the winner board) push in the new one. The session is the same: no new
 * generation. The first language seen is the one the page's socket is made in.
 */
export function realtimeLanguageChanged(language: string) {
  const before = socketLanguage;
  socketLanguage = language;
  if (before !== null && before !== language && wanted !== null && socket) reopen();
}

/** The cookie changed: sockets made from now carry it, and one is opened. */
function sessionChanged() {
  generation += 1;
  reopen();
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
    else sessionChanged();
  }, [session]);
}

/** Tests: forget what the previous render tree learned. */
export function resetRealtimeSessionForTests() {
  socket = null;
  socketSession = null;
  wanted = null;
  generation = 0;
  openedAt = -1;
  socketLanguage = null;
}
