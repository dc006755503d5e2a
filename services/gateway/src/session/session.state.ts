import type { Session } from './session.service.js';

export interface SessionState {
  isLoggedIn: boolean;
  isAgent: boolean;
  type: number | null;
  /** A first-time or forced password change is pending: the web reopens the change dialog after a reload. */
  mustChangePassword: boolean;
  /** Present (false) only while the member has no password: the change dialog asks for no old one. */
  hasPassword?: boolean;
}

/** What the web may know about the session: never the token, only what drives the UI. */
export function sessionState(session: Session | null): SessionState {
  if (!session) return { isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false };
  return {
    isLoggedIn: session.data.upstreamToken !== null,
    isAgent: session.data.isAgent,
    type: session.data.type,
    mustChangePassword: session.data.mustChangePassword,
    ...(session.data.hasPassword === false ? { hasPassword: false } : {}),
  };
}
