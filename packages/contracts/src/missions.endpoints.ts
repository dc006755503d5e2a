/**
 * The missions area's platform endpoints (see endpoint.ts and missions.ts): spec section 7's
 * "mission summary and leaderboard", and the list of missions with the member's progress the page
 * shows. All are member calls gated by REWCEN3 (a mission's reward is claimed in the reward centre).
 */
import { endpoints } from './endpoint.js';
import {
  MissionLeaderboardQuerySchema,
  MissionLeaderboardSchema,
  MissionListSchema,
  MissionSummarySchema,
} from './missions.js';

export const missionsEndpoints = endpoints('missions', {
  summary: {
    method: 'GET',
    path: '/wps/relay/MISSION_summary',
    auth: 'member',
    module: 'REWCEN3',
    response: MissionSummarySchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  list: {
    method: 'GET',
    path: '/wps/relay/MISSION_list',
    auth: 'member',
    module: 'REWCEN3',
    response: MissionListSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
  leaderboard: {
    method: 'GET',
    path: '/wps/relay/MISSION_leaderboard',
    auth: 'member',
    module: 'REWCEN3',
    query: MissionLeaderboardQuerySchema,
    response: MissionLeaderboardSchema,
    errors: ['TRIAL_ACCOUNT'],
  },
});
