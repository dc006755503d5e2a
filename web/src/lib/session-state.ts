import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useTRPC, type AppRouter } from '@/lib/trpc';

/** `session.state` output, as the gateway declares it. */
export type SessionState = inferRouterOutputs<AppRouter>['session']['state'];

/** Whether a session exists and whose it is: every feature may ask, so it sits below them. */
export function useSessionState() {
  const trpc = useTRPC();
  return useQuery(trpc.session.state.queryOptions());
}
