/**
 * Missions: the member's missions with their progress, the summary (the member centre's
 * badge count among it) and the leaderboard of the day or the week. Progress, completion and the
 * rewards live upstream (a completed mission's reward is claimed through `promotions.claimRewards`);
 * these are pass-throughs for real accounts.
 */
import { MissionLeaderboardQuerySchema, missionsEndpoints as e } from '@portal/contracts';
import { router } from '../../trpc/init.js';
import { forward, forwardQuery } from '../../trpc/forward.js';
import { realAccountProcedure } from '../../trpc/procedures.js';

export const missionsRouter = router({
  summary: realAccountProcedure.query(forward(e.summary)),
  list: realAccountProcedure.query(forward(e.list)),
  leaderboard: realAccountProcedure.input(MissionLeaderboardQuerySchema).query(forwardQuery(e.leaderboard)),
});
