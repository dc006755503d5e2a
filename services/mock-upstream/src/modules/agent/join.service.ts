import { ErrorCode, isAgentType, type JoinApplicationRequest } from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { refuseTrial } from '../../lib/trial.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { newAffiliateCode } from '../accounts/accounts.common.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AgentRepository } from './agent.repository.js';

type ApplicationRow = Awaited<ReturnType<AgentRepository['invites']['insertApplication']>>;

const joinPending = () =>
  AppError.rule(ErrorCode.joinPending, 'an application is already waiting for a decision', {
    mobileNum: 'JOIN_PENDING',
  });

const view = (a: ApplicationRow) => ({
  id: a.id,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  decidedAt: a.decidedAt?.toISOString() ?? null,
});

/**
 * Applications to become an agent. One may wait per member and per contact (mobile, e-mail,
 * telegram): partial unique indexes on the pending rows decide, so two applications racing past
 * the check below still make one (the loser reads JOIN_PENDING).
 */
export function createJoinService(deps: {
  repo: Pick<AgentRepository, 'invites'>;
  approved?(merchant: MerchantRow, memberId: number): void;
}) {
  const { repo } = deps;
  return {
    async apply(merchant: MerchantRow, member: MemberRow | null, body: JoinApplicationRequest) {
      if (member) refuseTrial(member, 'cannot apply');
      if (member && isAgentType(member.type)) throw AppError.rule(ErrorCode.alreadyAgent, 'already an agent');
      if (member) {
        const latest = await repo.invites.latestApplication(member.id);
        if (latest?.status === 'pending') throw joinPending();
      }
      try {
        return view(
          await repo.invites.insertApplication({
            merchantId: merchant.id,
            memberId: member?.id ?? null,
            name: body.name,
            mobileNum: body.mobileNum ? body.mobileNum.replace(/[\s-]/g, '') : null,
            email: body.email ? body.email.toLowerCase() : null,
            telegram: body.telegram ? body.telegram.replace(/^@/, '').toLowerCase() : null,
            market: body.market,
            experience: body.experience,
          }),
        );
      } catch (err) {
        if (uniqueViolation(err)?.includes('agent_applications_pending')) throw joinPending();
        throw err;
      }
    },

    async status(member: MemberRow) {
      const latest = await repo.invites.latestApplication(member.id);
      return latest ? view(latest) : null;
    },

    async list(merchant: MerchantRow, status?: 'pending' | 'approved' | 'rejected') {
      return (await repo.invites.listApplications(merchant.id, status)).map(({ a, account }) => ({
        ...view(a),
        account,
        name: a.name,
        mobileNum: a.mobileNum,
        email: a.email,
        telegram: a.telegram,
        market: a.market,
        experience: a.experience,
      }));
    },

    async decide(merchant: MerchantRow, id: number, decision: 'approve' | 'reject') {
      const row = await repo.invites.decideApplication(merchant.id, id, decision, newAffiliateCode());
      if (!row) {
        const found = await repo.invites.findApplication(merchant.id, id);
        if (!found) throw AppError.notFound('no such application');
        throw AppError.rule(ErrorCode.orderStateInvalid, `the application is ${found.status}`);
      }
      if (row.status === 'approved' && row.memberId !== null) deps.approved?.(merchant, row.memberId);
      return view(row);
    },
  };
}
export type JoinService = ReturnType<typeof createJoinService>;
