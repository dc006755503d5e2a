import {
  isAgentType,
  type ContractOfferDecision,
  type ContractOfferRequest,
  type ContractOfferResult,
  type ContractTerminateRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { requireAgent } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { createContractEnds } from './agent-contract.ends.js';
import type { AgentContractDeps } from './agent-contract.deps.js';
import { createContractOffers } from './agent-contract.offers.js';
import { createContractReads } from './agent-contract.reads.js';
import type { ContractMember } from './agent-contract.repository.js';
import { createContractViews, findDirectDownline } from './agent-contract.views.js';

/**
 * The contract lifecycle (ADR 0009, "Lifecycle"): an upline offers a direct downline agent a new
 * contract or the termination of the current one, the downline accepts or rejects, the upline may
 * cancel; the operator does the same for the brand's contracts with top agents. Every change is one
 * transaction with its rows in agent_contract_events.
 *
 * Concurrency: offers and decisions of a pair hold the pair's lock, then read and write (the partial
 * unique indexes are the last word: a racing insert that slipped past is answered the same way).
 * An acceptance also holds the kind's lock for the brand first: it reads the upline's contract (the
 * bound) and ends contracts below (automatic ends), which must not interleave with another
 * acceptance on the same chain. Offers read the bound without that lock: acceptance checks it again.
 *
 * The flows by name: `lifecycle` (offers and their answers, here over .offers.ts), `reads` (the
 * agent's reads, .reads.ts) and `uplineMoved` (how contracts end when a member moves, .ends.ts); each
 * takes from .deps.ts only what it uses.
 */
export function createAgentContractService(deps: AgentContractDeps) {
  const { repo } = deps;

  /** A top agent of the brand (no upline), for the operator's offers. */
  async function topAgent(merchant: MerchantRow, account: string): Promise<ContractMember> {
    const found = await repo.memberByAccount(merchant.id, account);
    if (!found) throw AppError.badRequest('no such member', { downline: 'NOT_FOUND' });
    if (!isAgentType(found.type) || found.uplineId !== null) {
      throw AppError.badRequest('the brand contracts with top agents only', { downline: 'NOT_TOP_AGENT' });
    }
    return found;
  }

  const directDownline = (merchant: MerchantRow, caller: MemberRow, account: string, field: string) =>
    findDirectDownline(repo, merchant, caller, account, field);
  const views = createContractViews(repo);
  const ends = createContractEnds(repo);
  const { result, offerNew, offerTermination, decide } = createContractOffers(deps, views, ends);

  /** Offers and their answers, the agent's and the operator's (the brand's side). */
  const lifecycle = {
    async offer(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractOfferRequest,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      const downline = await directDownline(merchant, me, body.downline, 'downline');
      const offer = await offerNew(merchant, { memberId: me.id, role: 'upline' }, me.id, downline, body);
      return result(merchant, offer, null);
    },

    async terminate(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractTerminateRequest,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      const downline = await directDownline(merchant, me, body.downline, 'downline');
      const { offer, contract } = await offerTermination(
        merchant,
        { memberId: me.id, role: 'upline' },
        me.id,
        downline,
        body.kind,
      );
      return result(merchant, offer, contract);
    },

    /** The downline decides offers addressed to it; the upline cancels its own; nobody else sees them. */
    async decide(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractOfferDecision,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      return decide(merchant, body.offerId, body.decision, (offer) =>
        offer.downlineId === me.id
          ? { memberId: me.id, role: 'downline' }
          : offer.uplineId === me.id
            ? { memberId: me.id, role: 'upline' }
            : null,
      );
    },

    // ------------------------------------------------------------ the operator (the brand's side)

    /** The brand offers a top agent a contract (bound: 100 %); the agent answers as any downline. */
    async adminOffer(merchant: MerchantRow, body: ContractOfferRequest): Promise<ContractOfferResult> {
      const downline = await topAgent(merchant, body.downline);
      const offer = await offerNew(merchant, { memberId: null, role: 'operator' }, null, downline, body);
      return result(merchant, offer, null);
    },

    async adminTerminate(
      merchant: MerchantRow,
      body: ContractTerminateRequest,
    ): Promise<ContractOfferResult> {
      const downline = await topAgent(merchant, body.downline);
      const { offer, contract } = await offerTermination(
        merchant,
        { memberId: null, role: 'operator' },
        null,
        downline,
        body.kind,
      );
      return result(merchant, offer, contract);
    },

    async adminCancel(merchant: MerchantRow, offerId: number): Promise<ContractOfferResult> {
      return decide(merchant, offerId, 'cancel', (offer) =>
        offer.uplineId === null ? { memberId: null, role: 'operator' } : null,
      );
    },
  };

  return {
    /** The agent's reads: its contracts, its downlines', the offers, the history, the feed. */
    reads: createContractReads(deps, views),
    lifecycle,
    /** In the move's transaction: a member changed upline, its contracts as a downline end. */
    uplineMoved: ends.uplineMoved,
  };
}
export type AgentContractService = ReturnType<typeof createAgentContractService>;
