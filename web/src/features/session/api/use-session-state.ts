import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** `session.state` output (docs/INTERFACES.md). */
export type SessionState = { isLoggedIn: boolean; isAgent: boolean; type: number | null };

export function useSessionState() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.session.state.queryOptions(),
    select: (data): SessionState => data,
  });
}
