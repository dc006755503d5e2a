import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Inputs = inferRouterInputs<AppRouter>['missions'];
type Outputs = inferRouterOutputs<AppRouter>['missions'];

export type MissionSummary = Outputs['summary'];
export type MissionList = Outputs['list'];
export type Mission = MissionList['list'][number];
export type MissionPeriod = Mission['period'];
export type MissionLeaderboard = Outputs['leaderboard'];
export type MissionLeaderboardEntry = MissionLeaderboard['list'][number];
export type LeaderboardInput = NonNullable<Inputs['leaderboard']>;
