/** The live team feed: a registration, a first deposit or a big win told to the agent ancestors. */
import type { TeamEvent } from '@portal/contracts';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AgentDeps, AgentQueries } from './agent.common.js';

export function createAgentFeedService(
  deps: Pick<AgentDeps, 'publishTeamEvent'> & { repo: AgentQueries<'members' | 'team'> },
) {
  const { repo } = deps;

  return {
    /** A member was registered: its agent ancestors hear of it. */
    async registered(merchant: MerchantRow, member: MemberRow): Promise<void> {
      if (member.uplineId === null) return;
      await publish(merchant, member.id, {
        kind: 'registration',
        account: member.account,
        amount: null,
        at: member.createdAt.toISOString(),
      });
    },

    /** A deposit was credited: when it was the member's first, its agent ancestors hear of it. */
    async deposited(merchant: MerchantRow, memberId: number, orderNo: string, amountMinor: bigint) {
      const account = await repo.members.firstDepositor(merchant.id, memberId, orderNo);
      if (account === null) return;
      await publish(merchant, memberId, {
        kind: 'firstDeposit',
        account,
        amount: money(amountMinor, merchant),
        at: new Date().toISOString(),
      });
    },

    async bigWin(merchant: MerchantRow, account: string, winMinor: bigint) {
      const found = await repo.members.memberByAccount(merchant.id, account);
      if (!found) return;
      await publish(merchant, found, {
        kind: 'bigWin',
        account,
        amount: money(winMinor, merchant),
        at: new Date().toISOString(),
      });
    },
  };

  async function publish(merchant: MerchantRow, memberId: number, event: TeamEvent) {
    const agentIds = await repo.team.agentAncestors(memberId);
    if (agentIds.length > 0) deps.publishTeamEvent(merchant, agentIds, event);
  }
}

export type AgentFeedService = ReturnType<typeof createAgentFeedService>;
