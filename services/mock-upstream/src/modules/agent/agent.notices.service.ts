/** The notices of the agent centre, and the operator's choice of who reads a notice. */
import { localizedFields, type Notice } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/time.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { requireAgent, type AgentQueries } from './agent.common.js';

export function createAgentNoticesService(deps: { repo: AgentQueries<'notices'> }) {
  const { repo } = deps;

  return {
    async list(merchant: MerchantRow, member: MemberRow, language: string): Promise<Notice[]> {
      requireAgent(member);
      return (await repo.notices.agentNotices(merchant.id, new Date())).map((n) => ({
        id: n.id,
        type: n.type as Notice['type'],
        ...localizedFields(n, language, ['title', 'content']),
        startDateStr: formatDateTime(n.startAt, merchant.timeZone),
      }));
    },

    /** Operator: who reads a notice (everyone, or agents in the centre's announcement page). */
    async setAudience(merchant: MerchantRow, id: number, audience: 'all' | 'agents') {
      const row = await repo.notices.setNoticeAudience(merchant.id, id, audience);
      if (!row) throw AppError.notFound('no such notice');
      return row;
    },
  };
}

export type AgentNoticesService = ReturnType<typeof createAgentNoticesService>;
