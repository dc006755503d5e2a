import { ErrorCode } from '@portal/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorCode } from './errors';
import { forgetMember } from './member-queries';
import { useTRPC } from './trpc';

/** A refusal meaning "this browser's session is over" (logout elsewhere, expiry, a lock). */
export function isSessionEndedError(error: unknown): boolean {
  const code = errorCode(error);
  return code === ErrorCode.loginRequired || code === ErrorCode.notSession;
}

/**
 * Shows the visitor as logged out at once and drops the member's cached data (it must not linger
 * for the next person at this browser, and nothing refetches it into a 401), then refetches the
 * public data: the session state says what the browser's cookie holds now (perhaps a newer login
 * from another tab).
 */
export async function forgetSession(
  queryClient: QueryClient,
  trpc: ReturnType<typeof useTRPC>,
): Promise<void> {
  queryClient.setQueryData(trpc.session.state.queryKey(), {
    isLoggedIn: false,
    isAgent: false,
    type: null,
    mustChangePassword: false,
  });
  await forgetMember(queryClient);
}

/**
 * `onError` for a per-member subscription: the gateway ends it with LOGIN_REQUIRED the moment its
 * session ends anywhere (ADR 0003). The page then treats the visitor as logged out; the
 * subscription is disabled by that (it needs a session), so there is no loop of retries. Other
 * errors are left to the subscription's own state.
 */
export function useEndSessionOnRefusal(): (error: unknown) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isSessionEndedError(error)) void forgetSession(queryClient, trpc);
    },
    [queryClient, trpc],
  );
}
