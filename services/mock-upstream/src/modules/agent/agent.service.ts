/**
 * The agent centre's flows, each in its own file and each given only the dependencies it uses: the
 * team (its list, a lock, a downline's registration, the operator's upline move), the reports,
 * invite links and the affiliate code, and the notices. The live team feed
 * (agent.feed.service.ts) is wired on its own: the areas whose events it tells of (accounts,
 * payments, seamless) exist before the team flow, which registers through accounts. What the flows
 * share is in agent.common.ts.
 */
import type { AgentDeps } from './agent.common.js';
import { createAgentInvitesService } from './agent.invites.service.js';
import { createAgentNoticesService } from './agent.notices.service.js';
import { createAgentReportsService } from './agent.reports.service.js';
import { createAgentTeamService } from './agent.team.service.js';

export { notInDownline, previousRange, requireAgent, type AgentDeps } from './agent.common.js';

export function createAgentService(deps: Omit<AgentDeps, 'publishTeamEvent'>) {
  return {
    team: createAgentTeamService(deps),
    reports: createAgentReportsService(deps),
    invites: createAgentInvitesService(deps),
    notices: createAgentNoticesService(deps),
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
