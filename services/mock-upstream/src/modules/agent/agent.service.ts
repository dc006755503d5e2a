/**
 * The agent area's service: one object over its flows, each in its own file (the team, invites,
 * reports, notices, the live team feed). What they share is in agent.common.ts.
 */
import type { AgentDeps } from './agent.common.js';
import { createAgentFeedService } from './agent.feed.service.js';
import { createAgentInvitesService } from './agent.invites.service.js';
import { createAgentNoticesService } from './agent.notices.service.js';
import { createAgentReportsService } from './agent.reports.service.js';
import { createAgentTeamService } from './agent.team.service.js';

export { notInDownline, previousRange, requireAgent, type AgentDeps } from './agent.common.js';

export function createAgentService(deps: AgentDeps) {
  return {
    ...createAgentNoticesService(deps),
    ...createAgentReportsService(deps),
    ...createAgentTeamService(deps),
    ...createAgentInvitesService(deps),
    ...createAgentFeedService(deps),
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
