/**
 * What the agent area's flows share: their dependencies, the caller as an agent, a descendant
 * named by account, the previous range of a report, amounts and pages as the wire has them.
 */
import { ErrorCode, isAgentType, type DownlineRegisterRequest, type TeamEvent } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { refuseTrial } from '../../lib/trial.js';
import type { Caller } from '../accounts/accounts.common.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { DownlinePlacement } from '../accounts/registration.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AgentRepository, RangeDays } from './agent.repository.js';

/** The agent area's repository, narrowed to the groups of queries a flow reads. */
export type AgentQueries<K extends keyof AgentRepository> = Pick<AgentRepository, K>;

export interface AgentDeps {
  repo: AgentRepository;
  /** Self-registration's code path (accounts), with the agent's placement. */
  registerDownline(
    merchant: MerchantRow,
    body: DownlineRegisterRequest,
    caller: Caller,
    placement: DownlinePlacement,
  ): Promise<MemberRow>;
  /** Revokes every token of a member and tells the gateways (session.revoked). */
  revokeSessions(merchant: MerchantRow, memberId: number): Promise<void>;
  /** Publishes a team.event to the named agents (the event bus). */
  publishTeamEvent(merchant: MerchantRow, agentIds: number[], event: TeamEvent): void;
  /** In the move's transaction, after a member changed upline: its contracts as a downline end
   * (agent contracts, ADR 0009 "Lifecycle"). */
  uplineMoved?(tx: Db, merchant: MerchantRow, memberId: number): Promise<void>;
}

const DAY_MS = 86_400_000;

/** The field names the member the way the request did (`account`, `parentAccount`). */
export const notInDownline = (field = 'account') =>
  AppError.rule(ErrorCode.notInDownline, 'no such member in your downline', { [field]: 'NOT_IN_DOWNLINE' });

/** The caller as an agent: trial accounts and players are refused before anything is read. */
export function requireAgent(member: MemberRow): MemberRow {
  refuseTrial(member, 'has no team');
  if (!isAgentType(member.type)) throw AppError.rule(ErrorCode.agentOnly, 'only agents can do this');
  return member;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The range of equal length that ends the day before `r` starts. */
export function previousRange(r: RangeDays): RangeDays {
  const length = (timeOf(r.end) - timeOf(r.start)) / DAY_MS + 1;
  return { start: dayOf(timeOf(r.start) - length * DAY_MS), end: dayOf(timeOf(r.start) - DAY_MS) };
}

/** A descendant of the agent named by account; NOT_IN_DOWNLINE for anyone else. */
export async function descendantOf(
  repo: AgentQueries<'team'>,
  merchant: MerchantRow,
  agent: MemberRow,
  account: string,
  field = 'account',
) {
  const found = await repo.team.findDescendant(agent.id, merchant.id, account);
  if (!found) throw notInDownline(field);
  return found;
}
