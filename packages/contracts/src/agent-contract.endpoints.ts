/**
 * The agent contracts' platform endpoints (ADR 0009; schemas in agent-contract*.ts): the
 * consolidated contract info, the caller's downlines' contracts, offers of a new contract or a
 * termination, the downline's decision (or the upline's cancellation), the offers waiting, and a
 * pair's history. Every one needs a member token, answers TRIAL_ACCOUNT and AGENT_ONLY like the
 * agent centre and is gated by AFFMAN3; each kind is further switched by its own module
 * (CONTRACT_KIND_MODULES): offers and acceptances of a switched-off kind answer
 * function.not.available. A named downline that is not the caller's descendant answers
 * NOT_IN_DOWNLINE (unknown or foreign alike); one that is, but is not a DIRECT downline agent,
 * CONTRACT_DIRECT_AGENT_ONLY.
 */
import {
  ContractHistoryQuerySchema,
  ContractHistorySchema,
  ContractFeedQuerySchema,
  ContractFeedSchema,
} from './agent-contract-history.js';
import {
  ContractInfoSchema,
  ContractOfferDecisionSchema,
  ContractOfferRequestSchema,
  ContractOfferResultSchema,
  ContractOffersQuerySchema,
  ContractOffersSchema,
  ContractTerminateRequestSchema,
  DownlineContractsPageSchema,
  DownlineContractsQuerySchema,
} from './agent-contract-offers.js';
import {
  ContractProgressQuerySchema,
  ContractProgressSchema,
  ContractSettlementsQuerySchema,
  ContractSettlementsSchema,
  ContractSimulationRequestSchema,
  ContractSimulationSchema,
} from './agent-contract-reports.js';
import { endpoints } from './endpoint.js';

const CENTRE = { auth: 'member', module: 'AFFMAN3' } as const;
const AGENT = ['TRIAL_ACCOUNT', 'AGENT_ONLY'] as const;
const DOWNLINE = [...AGENT, 'NOT_IN_DOWNLINE', 'CONTRACT_DIRECT_AGENT_ONLY'] as const;

export const agentContractEndpoints = endpoints('agentContract', {
  /** Which kinds the brand enables, the caller's own contracts and its bound per kind. */
  info: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractInfo',
    ...CENTRE,
    response: ContractInfoSchema,
    errors: AGENT,
  },
  /** The caller's direct downline agents with the contracts it pays them and its pending offers. */
  downlineContracts: {
    method: 'GET',
    path: '/wps/relay/AGENT_downlineContracts',
    ...CENTRE,
    query: DownlineContractsQuerySchema,
    response: DownlineContractsPageSchema,
    errors: DOWNLINE,
  },
  /** Offers a direct downline agent a new contract of a kind (replacing the current one on acceptance). */
  offer: {
    method: 'POST',
    path: '/wps/relay/AGENT_contractOffer',
    ...CENTRE,
    body: ContractOfferRequestSchema,
    response: ContractOfferResultSchema,
    errors: [...DOWNLINE, 'CONTRACT_OFFER_PENDING', 'CONTRACT_PROPORTION_ABOVE_UPLINE'],
  },
  /** Offers a direct downline agent the end of its contract of a kind, at the period's end. */
  terminate: {
    method: 'POST',
    path: '/wps/relay/AGENT_contractTerminate',
    ...CENTRE,
    body: ContractTerminateRequestSchema,
    response: ContractOfferResultSchema,
    errors: [...DOWNLINE, 'CONTRACT_OFFER_PENDING', 'CONTRACT_NOT_FOUND'],
  },
  /** The downline accepts or rejects an offer addressed to it; the upline cancels its own. */
  decide: {
    method: 'POST',
    path: '/wps/relay/AGENT_contractDecide',
    ...CENTRE,
    body: ContractOfferDecisionSchema,
    response: ContractOfferResultSchema,
    errors: [
      ...AGENT,
      'CONTRACT_NOT_FOUND',
      'CONTRACT_OFFER_NOT_PENDING',
      'CONTRACT_DECISION_NOT_ALLOWED',
      'CONTRACT_PROPORTION_ABOVE_UPLINE',
    ],
  },
  /** Offers waiting for an answer: addressed to the caller, and sent by it (paged). */
  offers: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractOffers',
    ...CENTRE,
    query: ContractOffersQuerySchema,
    response: ContractOffersSchema,
    errors: AGENT,
  },
  /** Every change of the caller's own contracts, or of its contracts with one direct downline agent. */
  history: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractHistory',
    ...CENTRE,
    query: ContractHistoryQuerySchema,
    response: ContractHistorySchema,
    errors: DOWNLINE,
  },
  /** The live feed's replay: the caller's contract events after a seq (see ContractFeedSchema). */
  feed: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractFeed',
    ...CENTRE,
    query: ContractFeedQuerySchema,
    response: ContractFeedSchema,
    errors: AGENT,
  },
  /** This period's figures of a contract and what the next tier still needs (agent-contract-reports.ts). */
  progress: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractProgress',
    ...CENTRE,
    query: ContractProgressQuerySchema,
    response: ContractProgressSchema,
    errors: DOWNLINE,
  },
  /** Settled periods of a range, received or paid, with totals and the schedule ahead. */
  settlements: {
    method: 'GET',
    path: '/wps/relay/AGENT_contractSettlements',
    ...CENTRE,
    query: ContractSettlementsQuerySchema,
    response: ContractSettlementsSchema,
    errors: [...DOWNLINE, 'RECORD_RANGE_INVALID'],
  },
  /** What drafted tiers would have paid a direct downline over the last 30 days. */
  simulate: {
    method: 'POST',
    path: '/wps/relay/AGENT_contractSimulate',
    ...CENTRE,
    body: ContractSimulationRequestSchema,
    response: ContractSimulationSchema,
    errors: [...DOWNLINE, 'CONTRACT_PROPORTION_ABOVE_UPLINE'],
  },
});
