/** How an agent invites: its affiliate code and its invitation links (at most MAX_INVITE_LINKS). */
import { ErrorCode, MAX_INVITE_LINKS, type InviteLink } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { newAffiliateCode } from '../accounts/accounts.common.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { requireAgent, type AgentDeps } from './agent.common.js';

const inviteCode = () => `L${newAffiliateCode()}`;

export function createAgentInvitesService(deps: AgentDeps) {
  const { repo } = deps;

  return {
    async affiliateCode(member: MemberRow): Promise<string> {
      const agent = requireAgent(member);
      return agent.affiliateCode ?? (await repo.ensureAffiliateCode(agent.id, newAffiliateCode()));
    },

    async inviteLinks(member: MemberRow) {
      const agent = requireAgent(member);
      const affiliateCode =
        agent.affiliateCode ?? (await repo.ensureAffiliateCode(agent.id, newAffiliateCode()));
      const links = await repo.listLinks(agent.id);
      return { affiliateCode, links: links.map(linkView) };
    },

    async createInviteLink(
      merchant: MerchantRow,
      member: MemberRow,
      kind: 'player' | 'agent',
    ): Promise<InviteLink> {
      const agent = requireAgent(member);
      const row = await repo.createLink(merchant.id, agent.id, kind, inviteCode(), MAX_INVITE_LINKS);
      if (!row) {
        throw AppError.rule(ErrorCode.inviteLinkLimit, `at most ${MAX_INVITE_LINKS} invitation links`);
      }
      return linkView(row);
    },
  };
}

function linkView(row: {
  id: number;
  kind: 'player' | 'agent';
  code: string;
  registrations: number;
  createdAt: Date;
}) {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    registrations: row.registrations,
    createdAt: row.createdAt.toISOString(),
  };
}
