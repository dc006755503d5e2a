import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import type { MissionPeriod } from './types';

/** How many places the leaderboard lists (the member's own place comes besides, wherever it is). */
export const LEADERBOARD_SIZE = 10;

// Progress moves with play, deposits and logins on the platform, without a push of its own: the
// balance stream re-reads these after every wallet change (a settled round, a deposit), and they
// are re-read when the window regains focus (a game played in another tab).
const LIVE = { refetchOnWindowFocus: true, staleTime: 5_000 } as const;

/** Completed of total, rewards earned, the week's points and the unclaimed count (the menu's badge). */
export function useMissionSummary(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.missions.summary.queryOptions(), ...LIVE, enabled });
}

export function useMissionList() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.missions.list.queryOptions(), ...LIVE });
}

export function useMissionLeaderboard(period: MissionPeriod) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.missions.leaderboard.queryOptions({ period, limit: LEADERBOARD_SIZE }),
    ...LIVE,
  });
}
