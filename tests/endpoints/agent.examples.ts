/** How the descriptor walk calls each agent endpoint (see walk.ts): as demoagent, on its downline. */
import { agentEndpoints } from '@portal/contracts';
import type { Examples, Walk } from './walk.js';

let made = 0;
const today = () => new Date().toISOString().slice(0, 10);
const range = () => ({ startDate: today(), endDate: today() });
const page = { pageNo: 1, pageSize: 20 };

/** A new direct downline player of demoagent, registered from the centre (its account). */
async function registerDownline(walk: Walk): Promise<string> {
  const username = `walk${process.pid % 10000}a${++made}`;
  const body = { kind: 'player' as const, username, password: 'Demo1234', confirmPassword: 'Demo1234' };
  const created = agentEndpoints.register.response.parse(
    await walk.call(agentEndpoints.register, { body }, 'agent'),
  );
  return created.account;
}

export const agentExamples: Examples = {
  'agent.notices': (walk) => walk.call(agentEndpoints.notices, {}, 'agent'),
  'agent.teamOverview': (walk) => walk.call(agentEndpoints.teamOverview, { query: range() }, 'agent'),
  'agent.team': (walk) => walk.call(agentEndpoints.team, { query: { ...page, scope: 'all' } }, 'agent'),
  'agent.lock': async (walk) => {
    const account = await registerDownline(walk);
    return walk.call(agentEndpoints.lock, { body: { account, locked: true } }, 'agent');
  },
  'agent.register': (walk) => registerDownline(walk),
  'agent.inviteLinks': (walk) => walk.call(agentEndpoints.inviteLinks, {}, 'agent'),
  'agent.createInviteLink': (walk) =>
    walk.call(agentEndpoints.createInviteLink, { body: { kind: 'player' } }, 'agent'),
  'agent.teamBets': (walk) =>
    walk.call(agentEndpoints.teamBets, { query: { ...range(), ...page, groupBy: 'category' } }, 'agent'),
  'agent.downlineProfitLoss': (walk) =>
    walk.call(
      agentEndpoints.downlineProfitLoss,
      { query: { ...range(), ...page, groupBy: 'member', account: 'demoplayer' } },
      'agent',
    ),
  'agent.income': (walk) =>
    walk.call(agentEndpoints.income, { query: { ...range(), period: 'day' } }, 'agent'),
  'agent.downlineTransactions': (walk) =>
    walk.call(agentEndpoints.downlineTransactions, { query: { ...range(), ...page } }, 'agent'),
  'agent.affiliate': (walk) => walk.call(agentEndpoints.affiliate, {}, 'agent'),
  'agent.join': (walk) =>
    walk.call(
      agentEndpoints.join,
      {
        body: {
          name: 'Walk Visitor',
          email: `walk-${process.pid}-${++made}-${Date.now()}@example.com`,
          market: 'VN',
          experience: '',
        },
      },
      null,
    ),
  'agent.joinStatus': (walk) => walk.call(agentEndpoints.joinStatus, {}),
};
