import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '@/lib/session-state';
import { useBootstrap } from '@/lib/bootstrap';
import { Splash } from '@/features/system/components/splash';

/** Routes a visitor may open while brand.loginedToHomePage is on (spec section 2). */
// The spec's open routes, plus the mailed password-reset link, which a logged-out person must reach.
export const ROUTES_OPEN_WITHOUT_LOGIN = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/resetPassword',
];

/** With loginedToHomePage on, a visitor without a session sees only the open routes. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { data: bootstrap } = useBootstrap();
  const session = useSessionState();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!bootstrap?.brand.loginedToHomePage || ROUTES_OPEN_WITHOUT_LOGIN.includes(path)) return children;
  if (session.isPending) return <Splash />;
  if (!session.data?.isLoggedIn) return <Navigate to="/login" replace />;
  return children;
}
