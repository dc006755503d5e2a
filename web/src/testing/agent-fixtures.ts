import type {
  DownlineMember,
  DownlineProfitLoss,
  DownlineTransactions,
  Income,
  InviteLinks,
  TeamBets,
  TeamOverview,
  TeamStats,
} from '@/features/agent/api/types';
import { accountApi } from './account-fixtures';
import { bootstrap } from './fixtures';
import type { FakeApi } from './fake-trpc';
import { walletApi } from './wallet-fixtures';

/** A logged-in agent (type 1). */
export const agentSession = { isLoggedIn: true, isAgent: true, type: 1, mustChangePassword: false };

export function teamStats(overrides: Partial<TeamStats> = {}): TeamStats {
  return {
    teamSizeDirect: 3,
    teamSizeAll: 12,
    newMembers: 4,
    activeMembers: 6,
    firstDeposits: 2,
    firstDepositAmount: '150.00',
    deposits: '1200.00',
    withdrawals: '300.00',
    validBets: '5400.00',
    profitLoss: '-250.00',
    ...overrides,
  };
}

export function teamOverview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    range: { startDate: '2026-01-07', endDate: '2026-01-07' },
    previousRange: { startDate: '2026-01-06', endDate: '2026-01-06' },
    current: teamStats(),
    previous: teamStats({ newMembers: 2, deposits: '600.00' }),
    days: [{ day: '2026-01-07', deposits: '1200.00', validBets: '5400.00', profitLoss: '-250.00' }],
    ...overrides,
  };
}

export function downline(account: string, overrides: Partial<DownlineMember> = {}): DownlineMember {
  return {
    account,
    nickname: account,
    kind: 'player',
    memberType: 3,
    level: 1,
    uplineAccount: 'demoagent',
    status: 'active',
    agentLocked: false,
    balance: '88.50',
    registeredAt: '2026-01-02T03:00:00.000Z',
    lastLoginAt: null,
    deposits: '100.00',
    validBets: '40.00',
    directCount: 0,
    ...overrides,
  };
}

export function page<T>(list: T[]) {
  return { list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 };
}

export const inviteLinks: InviteLinks = {
  affiliateCode: 'AGT777',
  links: [
    { id: 1, kind: 'player', code: 'AGT777P1', registrations: 5, createdAt: '2026-01-01T00:00:00.000Z' },
  ],
};

const betSums = { betCount: 3, bets: '30.00', validBets: '28.00', payouts: '20.00', profitLoss: '-10.00' };
export const teamBets: TeamBets = {
  ...page([{ key: 'kid01', label: 'kid01', ...betSums }]),
  totals: betSums,
};
const plSums = {
  bets: '30.00',
  validBets: '28.00',
  payouts: '20.00',
  bonuses: '1.00',
  rebates: '0.50',
  profitLoss: '-8.50',
};
export const downlineProfitLoss: DownlineProfitLoss = {
  ...page([{ key: 'kid01', level: 2, ...plSums }]),
  totals: plSums,
};
const incomeSums = {
  commission: '12.00',
  dividend: '0.00',
  salary: '0.00',
  transfersIn: '5.00',
  transfersOut: '-2.00',
  total: '15.00',
};
export const income: Income = { rows: [{ period: '2026-01-07', ...incomeSums }], totals: incomeSums };
export const downlineTransactions: DownlineTransactions = page([
  {
    id: 'tx1',
    account: 'kid01',
    time: '2026-01-07T05:00:00.000Z',
    type: 'AGENT_TRANSFER_IN' as const,
    amount: '25.00',
    balanceAfter: '113.50',
    reference: 'AT-0001',
  },
]);

/** The brand's switches with the agent centre, its announcement and the join form on. */
export const AGENT_MODULES = {
  CBS3: true,
  INBOX3: true,
  AFFMAN3: true,
  AGEANNOUNCE3: true,
  AGENTPOLICY3: true,
  DIRECTREG3: true,
};

/** An agent's world: the session, money and every agent procedure answering `overrides` over defaults. */
export function agentApi(overrides: FakeApi = {}): FakeApi {
  return {
    ...accountApi({ session: agentSession, me: { isAgent: true } }).api,
    ...walletApi(),
    'system.bootstrap': bootstrap({ modules: AGENT_MODULES }),
    'agent.notices': [
      {
        id: 1,
        type: 'B',
        title: 'New commission table',
        startDateStr: '2026-01-05 10:00:00',
        content: '<p>Rates <b>up</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      },
    ],
    'agent.teamOverview': teamOverview(),
    'agent.team': page([
      downline('kid01', { directCount: 2 }),
      downline('kid02', { status: 'locked', agentLocked: true }),
    ]),
    'agent.lock': (input: unknown) => {
      const { account, locked } = input as { account: string; locked: boolean };
      return { account, status: locked ? 'locked' : 'active', agentLocked: locked };
    },
    'agent.register': (input: unknown) => ({
      account: (input as { username: string }).username,
      kind: (input as { kind: 'player' | 'agent' }).kind,
      affiliateCode: null,
      registeredAt: '2026-01-07T00:00:00.000Z',
    }),
    'agent.inviteLinks': inviteLinks,
    'agent.createInviteLink': inviteLinks.links[0],
    'agent.teamBets': teamBets,
    'agent.downlineProfitLoss': downlineProfitLoss,
    'agent.income': income,
    'agent.downlineTransactions': downlineTransactions,
    // The feed starts with "read the counters now" (the overview's own first read).
    'agent.onTeamEvent': { type: 'resync' },
    // No contract offer waits for an answer.
    'agentContract.received': [],
    ...overrides,
  };
}
