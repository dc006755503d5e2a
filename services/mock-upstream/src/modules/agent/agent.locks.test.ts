/**
 * The operator's lock and an upline agent's lock are two facts. The operator disables a member
 * through the admin API; an agent locks or unlocks a descendant in team management. Each lifts only
 * its own: the member logs in only when neither holds, and the team list tells the operator's
 * suspension ('suspended') from the agents' lock ('locked'), so the agent centre can say which.
 */
import { agentEndpoints, ErrorCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, login, patchMember } from '../../test/accounts.js';
import { call, createMember, type TestMember } from '../../test/wallet.js';
import { agent, get, key, t, useAgentTeam } from './agent.test-setup.js';

useAgentTeam();

type Step = 'operator locks' | 'operator unlocks' | 'agent locks' | 'agent unlocks';

async function step(member: TestMember, what: Step): Promise<void> {
  if (what === 'operator locks' || what === 'operator unlocks') {
    const res = await patchMember(t.app, member.account, {
      status: what === 'operator locks' ? 'disabled' : 'active',
    });
    expect(res.statusCode, what).toBe(200);
    return;
  }
  const res = await call(t.app, agent.token, 'POST', agentEndpoints.lock.path, {
    account: member.account,
    locked: what === 'agent locks',
  });
  expect(res.statusCode, what).toBe(200);
}

/** Whether the member can log in now (a refused login is FORBIDDEN_LOGIN, nothing else). */
async function logsIn(member: TestMember): Promise<boolean> {
  const res = await login(t.app, key, { username: member.account, password: 'Demo1234' });
  if (res.statusCode === 200) return true;
  expect(errorOf(res).errorCode).toBe(ErrorCode.forbiddenLogin);
  return false;
}

async function rowOf(member: TestMember) {
  const page = await get(
    agent.token,
    `${agentEndpoints.team.path}?scope=all&account=${member.account}`,
    agentEndpoints.team.response,
  );
  const row = page.list.find((m) => m.account === member.account);
  if (!row) throw new Error(`${member.account} is not in the team list`);
  return row;
}

describe("the operator's lock and an agent's lock", () => {
  // Each sequence, and after each step: whether the member logs in, and what the agent sees.
  const sequences: [string, [Step, boolean, 'active' | 'locked' | 'suspended'][]][] = [
    [
      'the operator locks; the agent cannot lift it',
      [
        ['operator locks', false, 'suspended'],
        ['agent unlocks', false, 'suspended'],
        ['operator unlocks', true, 'active'],
      ],
    ],
    [
      'the agent locks, then the operator; the agent lifts only its own',
      [
        ['agent locks', false, 'locked'],
        ['operator locks', false, 'suspended'],
        ['agent unlocks', false, 'suspended'],
        ['operator unlocks', true, 'active'],
      ],
    ],
    [
      'the agent locks, then the operator; the operator lifts only its own',
      [
        ['agent locks', false, 'locked'],
        ['operator locks', false, 'suspended'],
        ['operator unlocks', false, 'locked'],
        ['agent unlocks', true, 'active'],
      ],
    ],
    [
      'the operator locks, then the agent; both must lift theirs',
      [
        ['operator locks', false, 'suspended'],
        ['agent locks', false, 'suspended'],
        ['operator unlocks', false, 'locked'],
        ['agent unlocks', true, 'active'],
      ],
    ],
    [
      'the agent locks and unlocks; the operator never came into it',
      [
        ['agent locks', false, 'locked'],
        ['agent unlocks', true, 'active'],
      ],
    ],
  ];

  it("an agent's unlock does not let in a member the operator disabled", async () => {
    const member = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
    await step(member, 'operator locks');
    await step(member, 'agent unlocks');
    expect(await logsIn(member)).toBe(false);
    await step(member, 'operator unlocks');
    expect(await logsIn(member)).toBe(true);
  });

  for (const [name, steps] of sequences) {
    it(name, async () => {
      const member = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
      expect(await logsIn(member)).toBe(true);
      let agentLocked = false;
      for (const [what, canLogIn, status] of steps) {
        await step(member, what);
        if (what === 'agent locks') agentLocked = true;
        if (what === 'agent unlocks') agentLocked = false;
        expect(await logsIn(member), `after "${what}"`).toBe(canLogIn);
        expect(await rowOf(member), `after "${what}"`).toMatchObject({ status, agentLocked });
      }
    });
  }

  it("answers the agent's unlock with the suspension that still holds", async () => {
    const member = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
    await step(member, 'operator locks');
    const res = await call(t.app, agent.token, 'POST', agentEndpoints.lock.path, {
      account: member.account,
      locked: false,
    });
    expect(agentEndpoints.lock.response.parse(JSON.parse(res.body).value)).toEqual({
      account: member.account,
      status: 'suspended',
      agentLocked: false,
    });
    await step(member, 'operator unlocks');
  });

  it('filters the team by each status, the operator’s suspension apart from the agents’ lock', async () => {
    const suspended = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
    const locked = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
    const both = await createMember(t.app, key, { prefix: 'lk', uplineId: agent.id });
    await step(suspended, 'operator locks');
    await step(locked, 'agent locks');
    await step(both, 'agent locks');
    await step(both, 'operator locks');
    try {
      const accounts = async (qs: string) =>
        (
          await get(
            agent.token,
            `${agentEndpoints.team.path}?scope=all&pageSize=100&account=lk&${qs}`,
            agentEndpoints.team.response,
          )
        ).list
          .map((m) => m.account)
          .filter((a) => [suspended, locked, both].some((m) => m.account === a))
          .sort();
      expect(await accounts('status=suspended')).toEqual([suspended.account, both.account].sort());
      expect(await accounts('status=locked')).toEqual([locked.account]);
      expect(await accounts('status=active')).toEqual([]);
      // The counts (from the partial index, without an account filter) agree with the rows.
      for (const status of ['active', 'locked', 'suspended'] as const) {
        for (const kind of ['', '&kind=player', '&kind=agent']) {
          const qs = `${agentEndpoints.team.path}?scope=all&pageSize=100&status=${status}${kind}`;
          const page = await get(agent.token, qs, agentEndpoints.team.response);
          expect(page.totalCount, qs).toBe(page.list.length);
          expect(
            page.list.every((m) => m.status === status),
            qs,
          ).toBe(true);
        }
      }
    } finally {
      await step(suspended, 'operator unlocks');
      await step(both, 'operator unlocks');
    }
  });
});
