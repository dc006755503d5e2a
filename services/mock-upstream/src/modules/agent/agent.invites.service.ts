/** How an agent invites: its affiliate code and its invitation links (at most MAX_INVITE_LINKS). */
import { ErrorCode, MAX_INVITE_LINKS, type InviteLink } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { newAffiliateCode } from '../accounts/accounts.common.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { requireAgent, type AgentQueries } from './agent.common.js';

const inviteCode = () => `L${newAffiliateCode()}`;

export function createAgentInvitesService(deps: { repo: AgentQueries<'invites'> }) {
  const { repo } = deps;

  return {
    async affiliateCode(member: MemberRow): Promise<string> {
      const agent = requireAgent(member);
      return agent.affiliateCode ?? (await repo.invites.ensureAffiliateCode(agent.id, newAffiliateCode()));
    },

    async list(member: MemberRow) {
      const agent = requireAgent(member);
      const affiliateCode =
        agent.affiliateCode ?? (await repo.invites.ensureAffiliateCode(agent.id, newAffiliateCode()));
      const links = await repo.invites.listLinks(agent.id);
      return { affiliateCode, links: links.map(linkView) };
    },

    async create(merchant: MerchantRow, member: MemberRow, kind: 'player' | 'agent'): Promise<InviteLink> {
      const agent = requireAgent(member);
      const row = await repo.invites.createLink(merchant.id, agent.id, kind, inviteCode(), MAX_INVITE_LINKS);
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

export type AgentInvitesService = ReturnType<typeof createAgentInvitesService>;
