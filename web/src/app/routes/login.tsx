import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSessionState } from '@/lib/session-state';
import { useAccountDialogs } from '../account/account-dialogs';
import HomePage from './home';

/**
 * /login (the loginedToHomePage redirect target): the home page with the login dialog over it. A
 * visitor who already has a session has nothing to log into and lands on the home page instead.
 */
export default function LoginPage() {
  return <AccountRoute kind="login" />;
}

/** Shared by /login and /register: open the dialog for a visitor, send a member home. */
export function AccountRoute({ kind }: { kind: 'login' | 'register' }) {
  const { openFromRoute } = useAccountDialogs();
  const session = useSessionState();
  const isLoggedIn = session.data?.isLoggedIn === true;
  const isVisitor = session.isSuccess && !isLoggedIn;
  useEffect(() => {
    if (isVisitor) openFromRoute(kind);
  }, [isVisitor, kind, openFromRoute]);
  // A member goes home: the home page stays drawn meanwhile (Navigate alone drew an empty page for
  // a moment after registering).
  return (
    <>
      {isLoggedIn ? <Navigate to="/index" replace /> : null}
      <HomePage />
    </>
  );
}
