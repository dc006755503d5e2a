/**
 * The agent part of the fake platform (agent.endpoints.ts): a tiny downline (agent1 over alice),
 * answers per the contracts' schemas, AGENT_ONLY for a non-agent and NOT_IN_DOWNLINE for anyone
 * outside the caller's downline, as the platform would. A test can force a refusal on any path and
 * read the queries and decrypted bodies that arrived.
 */
import {
  agentContractEndpoints,
  agentEndpoints,
  isAgentType,
  type ContractFeedEvent,
  type ContractOfferView,
  JoinApplicationRequestSchema,
  type DownlineMember,
  type TeamStats,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fakeMemberOf, type FakeAccountsState, type FakeMember } from './fake-accounts.js';
import { fakeFail, fakeRoute, pathOf } from './fake-route.js';

export interface FakeAgentState {
  /** agent account -> its direct downline accounts. */
  downlines: Map<string, string[]>;
  /** Accounts an upline agent locked (team management). */
  locked: Set<string>;
  /** Accounts the operator disabled: no agent lifts that. */
  suspended: Set<string>;
  /** path -> refusal answered instead of the normal answer. */
  failures: Map<string, { status: number; errorCode: string; fields?: Record<string, string> }>;
  inviteLinks: {
    id: number;
    kind: 'player' | 'agent';
    code: string;
    registrations: number;
    createdAt: string;
  }[];
  /** Join applications by account ('' for a visitor's). */
  applications: { account: string; name: string }[];
  /** The agent contracts' feed (AGENT_contractFeed), every caller's alike, by seq. */
  contractFeed: ContractFeedEvent[];
  /** Offers waiting for the caller's answer (AGENT_contractOffers `received`), every caller's alike. */
  receivedOffers: ContractOfferView[];
}

export function newAgentState(): FakeAgentState {
  return {
    downlines: new Map([['agent1', ['alice']]]),
    locked: new Set(),
    suspended: new Set(),
    failures: new Map(),
    inviteLinks: [],
    applications: [],
    contractFeed: [],
    receivedOffers: [],
  };
}

const NOW = '2026-01-01T00:00:00.000Z';

function stats(n: number): TeamStats {
  return {
    teamSizeDirect: n,
    teamSizeAll: n,
    newMembers: n,
    activeMembers: n,
    firstDeposits: n,
    firstDepositAmount: '10.00',
    deposits: '10.00',
    withdrawals: '0.00',
    validBets: '5.00',
    profitLoss: '-1.00',
  };
}

/** The agent routes; register them with `fakeArea`, which keeps their token check to them. */
export function fakeAgentRoutes(
  app: FastifyInstance,
  state: FakeAgentState,
  accounts: FakeAccountsState,
  decrypt: (req: FastifyRequest) => Record<string, unknown> | null,
): void {
  const authed = (req: FastifyRequest) => fakeMemberOf(accounts, req);
  const joinPath = agentEndpoints.join.path;

  app.addHook('preHandler', async (req, reply) => {
    const forced = state.failures.get(pathOf(req));
    if (forced) return fakeFail(reply, forced.status, forced.errorCode, forced.fields);
    const member = authed(req);
    if (pathOf(req) === joinPath && req.method === 'POST') return;
    if (!member) return fakeFail(reply, 401, 'login.not.session');
    if (pathOf(req) === joinPath) return;
    if (!isAgentType(member.type)) return fakeFail(reply, 403, 'AGENT_ONLY');
  });

  const agentOf = (req: FastifyRequest) => authed(req) as FakeMember;
  const descendants = (agent: string): string[] => {
    const direct = state.downlines.get(agent) ?? [];
    return direct.flatMap((d) => [d, ...descendants(d)]);
  };
  const standing = (account: string) => ({
    status: state.suspended.has(account)
      ? ('suspended' as const)
      : state.locked.has(account)
        ? ('locked' as const)
        : ('active' as const),
    agentLocked: state.locked.has(account),
  });
  const row = (account: string, level: number, upline: string): DownlineMember => ({
    account,
    nickname: account,
    kind: isAgentType(accounts.members.get(account)?.type ?? 3) ? 'agent' : 'player',
    memberType: accounts.members.get(account)?.type ?? 3,
    level,
    uplineAccount: upline,
    ...standing(account),
    balance: '12.50',
    registeredAt: NOW,
    lastLoginAt: null,
    deposits: '0.00',
    validBets: '0.00',
    directCount: state.downlines.get(account)?.length ?? 0,
  });
  const notInDownline = (reply: FastifyReply) => fakeFail(reply, 404, 'NOT_IN_DOWNLINE');
  const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;

  fakeRoute(app, agentEndpoints.notices, () => [
    { id: 1, type: 'B' as const, title: 'Agents', startDateStr: '2026-01-01 00:00:00', content: '<p>hi</p>' },
  ]);
  fakeRoute(app, agentEndpoints.teamOverview, (req) => {
    const { startDate = '', endDate = '' } = query(req);
    const n = descendants(agentOf(req).account).length;
    return {
      range: { startDate, endDate },
      previousRange: { startDate, endDate },
      current: stats(n),
      previous: stats(0),
      days: [{ day: startDate, deposits: '10.00', validBets: '5.00', profitLoss: '-1.00' }],
    };
  });
  fakeRoute(app, agentEndpoints.team, (req, reply) => {
    const agent = agentOf(req).account;
    const q = query(req);
    const parent = q.parentAccount ?? agent;
    if (parent !== agent && !descendants(agent).includes(parent)) return notInDownline(reply);
    const list = (state.downlines.get(parent) ?? []).map((a) => row(a, 1, parent));
    return { list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 };
  });
  fakeRoute(app, agentEndpoints.lock, (req, reply) => {
    const body = req.body as { account: string; locked: boolean };
    if (!descendants(agentOf(req).account).includes(body.account)) return notInDownline(reply);
    if (body.locked) state.locked.add(body.account);
    else state.locked.delete(body.account);
    return { account: body.account, ...standing(body.account) };
  });
  fakeRoute(app, agentEndpoints.register, (req, reply) => {
    const body = decrypt(req);
    if (!body) return fakeFail(reply, 400, 'DECRYPTION_FAILED');
    return {
      account: String(body.username),
      kind: body.kind === 'agent' ? ('agent' as const) : ('player' as const),
      affiliateCode: body.kind === 'agent' ? 'SUB1' : null,
      registeredAt: NOW,
    };
  });
  fakeRoute(app, agentEndpoints.inviteLinks, () => ({ affiliateCode: 'AG1', links: state.inviteLinks }));
  fakeRoute(app, agentEndpoints.createInviteLink, (req) => {
    const { kind } = req.body as { kind: 'player' | 'agent' };
    const link = {
      id: state.inviteLinks.length + 1,
      kind,
      code: `AG1-${kind}`,
      registrations: 0,
      createdAt: NOW,
    };
    state.inviteLinks.unshift(link);
    return link;
  });
  const sums = { bets: '0.00', validBets: '0.00', payouts: '0.00', profitLoss: '0.00' };
  fakeRoute(app, agentEndpoints.teamBets, (req, reply) => {
    const q = query(req);
    if (q.account && !descendants(agentOf(req).account).includes(q.account)) return notInDownline(reply);
    return {
      list: [{ key: 'alice', label: 'alice', betCount: 1, ...sums }],
      pageNo: 1,
      pageSize: 20,
      totalCount: 1,
      totalPages: 1,
      totals: { betCount: 1, ...sums },
    };
  });
  const pl = { ...sums, bonuses: '0.00', rebates: '0.00' };
  fakeRoute(app, agentContractEndpoints.offers, (req) => {
    const q = agentContractEndpoints.offers.query.parse(req.query);
    return {
      received: state.receivedOffers,
      sent: { list: [], pageNo: q.pageNo, pageSize: q.pageSize, totalCount: 0, totalPages: 0 },
    };
  });
  fakeRoute(app, agentContractEndpoints.feed, (req) => {
    const q = agentContractEndpoints.feed.query.parse(req.query);
    return {
      list: state.contractFeed.filter((e) => e.seq > q.afterSeq).slice(0, q.limit),
      latestSeq: state.contractFeed.at(-1)?.seq ?? 0,
    };
  });
  fakeRoute(app, agentEndpoints.downlineProfitLoss, (req, reply) => {
    const q = query(req);
    if (q.account && !descendants(agentOf(req).account).includes(q.account)) return notInDownline(reply);
    return {
      list: [{ key: 'alice', level: null, ...pl }],
      pageNo: 1,
      pageSize: 20,
      totalCount: 1,
      totalPages: 1,
      totals: pl,
    };
  });
  const income = {
    commission: '1.00',
    dividend: '0.00',
    salary: '0.00',
    transfersIn: '0.00',
    transfersOut: '0.00',
    total: '1.00',
  };
  fakeRoute(app, agentEndpoints.income, (req) => ({
    rows: [{ period: query(req).startDate ?? '', ...income }],
    totals: income,
  }));
  fakeRoute(app, agentEndpoints.downlineTransactions, (req, reply) => {
    const q = query(req);
    if (q.account && !descendants(agentOf(req).account).includes(q.account)) return notInDownline(reply);
    return { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };
  });
  // agentEndpoints.affiliate shares its method and path with accountsEndpoints.checkAffiliate
  // (fake-accounts.ts serves that one), so it has no route of its own here.
  fakeRoute(app, agentEndpoints.join, (req, reply) => {
    const body = JoinApplicationRequestSchema.safeParse(req.body);
    if (!body.success) return fakeFail(reply, 400, 'request_param_err');
    const member = authed(req);
    if (member && isAgentType(member.type)) return fakeFail(reply, 409, 'ALREADY_AGENT');
    const account = member?.account ?? '';
    if (account && state.applications.some((a) => a.account === account))
      return fakeFail(reply, 409, 'JOIN_PENDING');
    state.applications.push({ account, name: body.data.name });
    return { id: state.applications.length, status: 'pending' as const, createdAt: NOW, decidedAt: null };
  });
  fakeRoute(app, agentEndpoints.joinStatus, (req) => {
    const account = agentOf(req).account;
    const index = state.applications.findIndex((a) => a.account === account);
    return index < 0 ? null : { id: index + 1, status: 'pending' as const, createdAt: NOW, decidedAt: null };
  });
}
