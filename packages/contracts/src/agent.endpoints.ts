/**
 * The agent area's platform endpoints (see endpoint.ts and agent.ts): the agent centre's team,
 * downline accounts, reports and announcement, and the join (become an agent) application. Every
 * centre endpoint needs a member token, answers AGENT_ONLY to a non-agent and is gated by AFFMAN3
 * (the brand's agent centre switch); every one that names a member answers NOT_IN_DOWNLINE for
 * anyone but the caller's descendants.
 */
import { endpoints } from './endpoint.js';
import {
  AffiliateSchema,
  AgentNoticesSchema,
  AgentRangeQuerySchema,
  DownlineProfitLossQuerySchema,
  DownlineProfitLossSchema,
  DownlineRegisterRequestSchema,
  DownlineRegisterSchema,
  DownlineTransactionsQuerySchema,
  DownlineTransactionsSchema,
  IncomeQuerySchema,
  IncomeSchema,
  InviteLinkCreateSchema,
  InviteLinkSchema,
  InviteLinksSchema,
  JoinApplicationRequestSchema,
  JoinApplicationSchema,
  JoinApplicationStatusSchema,
  AgentLockRequestSchema,
  AgentLockSchema,
  TeamBetsQuerySchema,
  TeamBetsSchema,
  TeamOverviewSchema,
  TeamPageSchema,
  TeamQuerySchema,
} from './agent.js';

const CENTRE = { auth: 'member', module: 'AFFMAN3' } as const;
const RANGE_ERRORS = ['TRIAL_ACCOUNT', 'AGENT_ONLY', 'RECORD_RANGE_INVALID'] as const;

export const agentEndpoints = endpoints('agent', {
  /** Notices whose audience is agents (announcement page). */
  notices: {
    method: 'GET',
    path: '/wps/relay/AGENT_notices',
    auth: 'member',
    module: 'AGEANNOUNCE3',
    response: AgentNoticesSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY'],
  },
  /** Team counters over a range against the previous equal range, and the range by day. */
  teamOverview: {
    method: 'GET',
    path: '/wps/relay/AGENT_teamOverview',
    ...CENTRE,
    query: AgentRangeQuerySchema,
    response: TeamOverviewSchema,
    errors: RANGE_ERRORS,
  },
  /** The downline, direct or all levels, filtered and paged. */
  team: {
    method: 'GET',
    path: '/wps/relay/AGENT_team',
    ...CENTRE,
    query: TeamQuerySchema,
    response: TeamPageSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY', 'NOT_IN_DOWNLINE', 'RECORD_RANGE_INVALID'],
  },
  /** Locks or unlocks a descendant's login. */
  lock: {
    method: 'POST',
    path: '/wps/relay/AGENT_memberLock',
    ...CENTRE,
    body: AgentLockRequestSchema,
    response: AgentLockSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY', 'NOT_IN_DOWNLINE'],
  },
  /** Registers a direct downline player or sub-agent (self-registration's rules). */
  register: {
    method: 'POST',
    path: '/wps/relay/AGENT_register',
    ...CENTRE,
    encrypted: true,
    body: DownlineRegisterRequestSchema,
    response: DownlineRegisterSchema,
    errors: [
      'DECRYPTION_FAILED',
      'TRIAL_ACCOUNT',
      'AGENT_ONLY',
      'US_CUSTOMER_EXIST_ERROR',
      'CUSTOMER_MOBILE_NO_DUPLICATED',
      'CONTACT_DUPLICATED',
      'PROHIBIT_PASSWORD_123456',
      'PASSWORD_MISMATCH',
    ],
  },
  /** The agent's affiliate code and invitation links with their registration counts. */
  inviteLinks: {
    method: 'GET',
    path: '/wps/relay/AGENT_inviteLinks',
    ...CENTRE,
    response: InviteLinksSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY'],
  },
  /** A new invitation link for players or sub-agents. */
  createInviteLink: {
    method: 'POST',
    path: '/wps/relay/AGENT_inviteLinks',
    ...CENTRE,
    body: InviteLinkCreateSchema,
    response: InviteLinkSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY', 'INVITE_LINK_LIMIT'],
  },
  /** The downline's bets grouped by member, category or vendor, with totals. */
  teamBets: {
    method: 'GET',
    path: '/wps/relay/AGENT_teamBets',
    ...CENTRE,
    query: TeamBetsQuerySchema,
    response: TeamBetsSchema,
    errors: [...RANGE_ERRORS, 'NOT_IN_DOWNLINE'],
  },
  /** Downline profit and loss per member or per level, with totals. */
  downlineProfitLoss: {
    method: 'GET',
    path: '/wps/relay/AGENT_downlineProfitLoss',
    ...CENTRE,
    query: DownlineProfitLossQuerySchema,
    response: DownlineProfitLossSchema,
    errors: [...RANGE_ERRORS, 'NOT_IN_DOWNLINE'],
  },
  /** The agent's own income by period and source. */
  income: {
    method: 'GET',
    path: '/wps/relay/AGENT_income',
    ...CENTRE,
    query: IncomeQuerySchema,
    response: IncomeSchema,
    errors: RANGE_ERRORS,
  },
  /** Ledger movements of descendants' main wallets. */
  downlineTransactions: {
    method: 'GET',
    path: '/wps/relay/AGENT_downlineTransactions',
    ...CENTRE,
    query: DownlineTransactionsQuerySchema,
    response: DownlineTransactionsSchema,
    errors: [...RANGE_ERRORS, 'NOT_IN_DOWNLINE'],
  },
  /** The caller's affiliate code. (Not spec section 7's `GET /wps/agent/affiliate`: that path is
   * accounts.checkAffiliate, the register form's code check, so this one is a relay path.) */
  affiliate: {
    method: 'GET',
    path: '/wps/relay/AGENT_affiliate',
    ...CENTRE,
    response: AffiliateSchema,
    errors: ['TRIAL_ACCOUNT', 'AGENT_ONLY'],
  },
  /** A visitor or player applies to become an agent (offered per DIRECTREG3 and AGENTPOLICY3). */
  join: {
    method: 'POST',
    path: '/wps/agent/join',
    auth: 'optional',
    module: 'AGENTPOLICY3',
    body: JoinApplicationRequestSchema,
    response: JoinApplicationSchema,
    errors: ['JOIN_PENDING', 'ALREADY_AGENT', 'TRIAL_ACCOUNT'],
  },
  /** The member's latest agent application, if any. */
  joinStatus: {
    method: 'GET',
    path: '/wps/agent/join',
    auth: 'member',
    module: 'AGENTPOLICY3',
    response: JoinApplicationStatusSchema,
  },
});
