import type { Db } from '../../db/client.js';
import { createAgentInvitesRepository } from './agent.invites.repository.js';
import { createAgentMembersRepository } from './agent.members.repository.js';
import { createAgentNoticesRepository } from './agent.notices.repository.js';
import { createAgentReportsRepository } from './agent.reports.repository.js';
import { createAgentTeamRepository } from './agent.team.repository.js';
import { createAgentWalletRepository } from './agent.wallet.repository.js';

/**
 * The agent area's queries. Every question about a team goes through member_closure (ancestor,
 * descendant, depth) and the rollups the triggers of migration 0014 keep; nothing here walks the
 * upline tree.
 *
 * The groups of queries by name, each in its own file: `team` (closure queries), `members` (member
 * management), `reports` (the rollups), `wallet` (income and transactions), `invites` (invite links
 * and join applications) and `notices` (agent notices).
 */

export type { RangeDays } from './agent.repository.common.js';
export type { DaySums } from './agent.reports.repository.js';
export type { Descendant, TeamFilter } from './agent.team.repository.js';

export function createAgentRepository(db: Db) {
  return {
    team: createAgentTeamRepository(db),
    members: createAgentMembersRepository(db),
    reports: createAgentReportsRepository(db),
    wallet: createAgentWalletRepository(db),
    invites: createAgentInvitesRepository(db),
    notices: createAgentNoticesRepository(db),
  };
}
export type AgentRepository = ReturnType<typeof createAgentRepository>;
