/**
 * The team and its members: the team list (or a descendant's direct members), locking a
 * descendant's login, the operator's upline move, and registering a downline.
 */
import {
  isAgentType,
  type DownlineRegisterRequest,
  type DownlineStatus,
  type AgentLock,
  type TeamPage,
  type TeamQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import { pageOf } from '../../db/paging.js';
import type { Caller } from '../accounts/accounts.common.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { descendantOf, requireAgent, type AgentDeps, type AgentQueries } from './agent.common.js';

/** What the agent centre shows: the operator's suspension first (no agent can lift it), then the
 * agents' lock. */
export function downlineStatus(locks: { operatorLocked: boolean; agentLocked: boolean }): DownlineStatus {
  if (locks.operatorLocked) return 'suspended';
  return locks.agentLocked ? 'locked' : 'active';
}

export function createAgentTeamService(
  deps: Pick<AgentDeps, 'registerDownline' | 'revokeSessions' | 'uplineMoved'> & {
    repo: AgentQueries<'members' | 'team'>;
  },
) {
  const { repo } = deps;
  const descendant = (merchant: MerchantRow, agent: MemberRow, account: string, field?: string) =>
    descendantOf(repo, merchant, agent, account, field);

  return {
    /** The agent's direct members, or those of a descendant it names (`parentAccount`). */
    async list(merchant: MerchantRow, member: MemberRow, q: TeamQuery): Promise<TeamPage> {
      const agent = requireAgent(member);
      const base = q.parentAccount
        ? await descendant(merchant, agent, q.parentAccount, 'parentAccount')
        : undefined;
      const { total, rows } = await repo.team.team(agent.id, {
        baseId: base?.id ?? agent.id,
        baseDepth: base?.depth ?? 0,
        scope: base ? 'direct' : q.scope,
        account: q.account,
        kind: q.kind,
        level: q.level,
        status: q.status,
        lastLoginFrom: q.lastLoginFrom,
        lastLoginTo: q.lastLoginTo,
        timeZone: merchant.timeZone,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return pageOf(
        rows.map((r) => ({
          account: r.account,
          nickname: r.nickname,
          kind: isAgentType(r.type) ? ('agent' as const) : ('player' as const),
          memberType: r.type,
          level: r.level,
          uplineAccount: r.uplineAccount,
          status: downlineStatus(r),
          agentLocked: r.agentLocked,
          balance: money(r.balance, merchant),
          registeredAt: r.registeredAt.toISOString(),
          lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
          deposits: money(r.deposits, merchant),
          validBets: money(r.validBets, merchant),
          directCount: r.directCount,
        })),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    /**
     * Locks (ending its sessions everywhere) or unlocks a descendant's login: the agents' lock only.
     * The operator's suspension is another fact, which an unlock leaves in place (the answer then
     * says `suspended`: the member still cannot log in).
     */
    async lock(
      merchant: MerchantRow,
      member: MemberRow,
      body: { account: string; locked: boolean },
    ): Promise<AgentLock> {
      const agent = requireAgent(member);
      const target = await descendant(merchant, agent, body.account);
      const locks = await repo.members.setAgentLocked(target.id, body.locked);
      if (locks.changed && body.locked) await deps.revokeSessions(merchant, target.id);
      return { account: target.account, status: downlineStatus(locks), agentLocked: locks.agentLocked };
    },

    /**
     * The operator moves a member, with its whole team, under another agent (or to the top with
     * null). Refused: an unknown member or upline, an upline that is not an agent, and an upline in
     * the member's own team (a loop). Team reports follow the move from its day on.
     */
    async moveUpline(merchant: MerchantRow, account: string, uplineAccount: string | null) {
      const target = await repo.members.memberWithType(merchant.id, account);
      if (!target) throw AppError.badRequest('no such member', { account: 'NOT_FOUND' });
      let uplineId: number | null = null;
      if (uplineAccount !== null) {
        const upline = await repo.members.memberWithType(merchant.id, uplineAccount);
        if (!upline) throw AppError.badRequest('no such upline', { upline: 'NOT_FOUND' });
        if (!isAgentType(upline.type))
          throw AppError.badRequest('the upline is not an agent', { upline: 'NOT_AGENT' });
        uplineId = upline.id;
      }
      const moved = await repo.members.moveUpline(merchant.id, target.id, uplineId, (tx) =>
        deps.uplineMoved ? deps.uplineMoved(tx, merchant, target.id) : Promise.resolve(),
      );
      if (moved === 'cycle') {
        throw AppError.badRequest('the upline is in the member’s own team', { upline: 'IN_OWN_TEAM' });
      }
      return { account: account.trim().toLowerCase(), upline: uplineAccount?.trim().toLowerCase() ?? null };
    },

    async register(merchant: MerchantRow, member: MemberRow, body: DownlineRegisterRequest, caller: Caller) {
      const agent = requireAgent(member);
      const created = await deps.registerDownline(merchant, body, caller, {
        uplineId: agent.id,
        kind: body.kind,
      });
      return {
        account: created.account,
        kind: body.kind,
        affiliateCode: created.affiliateCode,
        registeredAt: created.createdAt.toISOString(),
      };
    },
  };
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
