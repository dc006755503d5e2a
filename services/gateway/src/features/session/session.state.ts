import type { Session } from './session.service.js';

export interface SessionState {
  isLoggedIn: boolean;
  isAgent: boolean;
  type: number | null;
}

/** What the web may know about the session: never the token, only what drives the UI. */
export function sessionState(session: Session | null): SessionState {
  if (!session) return { isLoggedIn: false, isAgent: false, type: null };
  return {
    isLoggedIn: session.data.upstreamToken !== null,
    isAgent: session.data.isAgent,
    type: session.data.type,
  };
}
