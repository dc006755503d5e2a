import {
  agentEndpoints,
  contentEndpoints,
  envelope,
  ErrorCode,
  MAX_INVITE_LINKS,
  type UpstreamEvent,
} from '@portal/contracts';
import { notices } from '../../db/schema/index.js';
import { describe, expect, it } from 'vitest';
import { adminHeaders, json } from '../../test/app.js';
import { encrypted, errorOf, login, loginValueOf, register } from '../../test/accounts.js';
import { call, createMember, type TestMember } from '../../test/wallet.js';
import { t, key, agent, sub, player, get, useAgentTeam } from './agent.test-setup.js';

useAgentTeam();

describe('invitation links', () => {
  it('registers a visitor under the agent as a player or a sub-agent and counts it', async () => {
    const make = async (kind: 'player' | 'agent') => {
      const res = await call(t.app, agent.token, 'POST', agentEndpoints.createInviteLink.path, { kind });
      return envelope(agentEndpoints.createInviteLink.response).parse(json(res)).value;
    };
    const playerLink = await make('player');
    const agentLink = await make('agent');
    const viaPlayer = await register(t.app, key, {
      username: 'viaplayer1',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      affiliateCode: playerLink.code,
    });
    expect(viaPlayer.statusCode, viaPlayer.body).toBe(200);
    const viaAgent = await register(t.app, key, {
      username: 'viaagent1',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      affiliateCode: agentLink.code.toLowerCase(),
    });
    expect(viaAgent.statusCode, viaAgent.body).toBe(200);
    const links = await get(
      agent.token,
      agentEndpoints.inviteLinks.path,
      agentEndpoints.inviteLinks.response,
    );
    expect(links.links.find((l) => l.id === playerLink.id)?.registrations).toBe(1);
    expect(links.links.find((l) => l.id === agentLink.id)?.registrations).toBe(1);
    const team = await get(
      agent.token,
      `${agentEndpoints.team.path}?account=via`,
      agentEndpoints.team.response,
    );
    expect(Object.fromEntries(team.list.map((m) => [m.account, m.kind]))).toEqual({
      viaplayer1: 'player',
      viaagent1: 'agent',
    });
  });

  it('refuses a link over the limit (INVITE_LINK_LIMIT)', async () => {
    const own = await createMember(t.app, key, { type: 1, prefix: 'al' });
    for (let i = 0; i < MAX_INVITE_LINKS; i++) {
      const res = await call(t.app, own.token, 'POST', agentEndpoints.createInviteLink.path, {
        kind: 'player',
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await call(t.app, own.token, 'POST', agentEndpoints.createInviteLink.path, {
      kind: 'player',
    });
    expect(errorOf(over).errorCode).toBe(ErrorCode.inviteLinkLimit);
  });
});

describe('joining as an agent', () => {
  const apply = (token: string | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: agentEndpoints.join.path,
      headers: token ? { authorization: token } : {},
      payload: { name: 'Applicant', market: 'VN', ...body },
    });

  it('takes one pending application per contact and per member; approval makes the member an agent', async () => {
    const first = await apply(null, { email: 'Join.Me@example.com' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await apply(null, { email: 'join.me@example.com', telegram: 'someone' });
    expect(errorOf(again).errorCode).toBe(ErrorCode.joinPending);
    const noContact = await apply(null, {});
    expect(noContact.statusCode).toBe(400);

    const applicant = await createMember(t.app, key, { prefix: 'aj' });
    const mine = await apply(applicant.token, { telegram: '@applicant1' });
    expect(mine.statusCode, mine.body).toBe(200);
    const twice = await apply(applicant.token, { telegram: '@other' });
    expect(errorOf(twice).errorCode).toBe(ErrorCode.joinPending);
    expect(errorOf(await apply(agent.token, { telegram: 'x1' })).errorCode).toBe(ErrorCode.alreadyAgent);

    const { id } = envelope(agentEndpoints.join.response).parse(json(mine)).value;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/agent-applications?status=pending',
      headers: adminHeaders,
    });
    expect((json(listed) as { value: { id: number }[] }).value.map((a) => a.id)).toContain(id);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/admin/agent-applications/${id}`,
      headers: adminHeaders,
      payload: { decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const status = await get(
      applicant.token,
      agentEndpoints.joinStatus.path,
      agentEndpoints.joinStatus.response,
    );
    expect(status?.status).toBe('approved');
    const relogin = loginValueOf(
      await login(t.app, key, { username: applicant.account, password: 'Demo1234' }),
    );
    expect(relogin.customerType).toBe(1);
    const code = await get(relogin.token, agentEndpoints.affiliate.path, agentEndpoints.affiliate.response);
    expect(code.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const again2 = await t.app.inject({
      method: 'POST',
      url: `/admin/agent-applications/${id}`,
      headers: adminHeaders,
      payload: { decision: 'reject' },
    });
    expect(again2.statusCode).toBe(400);
  });
});

describe('agent notices and the live team feed', () => {
  it('shows agent-audience notices to agents only, and not in the public list', async () => {
    const [notice] = await t.app.db.select().from(notices).limit(1);
    if (!notice) throw new Error('seed has no notice');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/admin/notices/${notice.id}/audience`,
      headers: adminHeaders,
      payload: { audience: 'agents' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const list = await get(agent.token, agentEndpoints.notices.path, agentEndpoints.notices.response);
    expect(list.map((n) => n.id)).toContain(notice.id);
    const pub = await t.app.inject({ method: 'GET', url: contentEndpoints.announcements.path });
    expect((json(pub) as { value: { id: number }[] }).value.map((n) => n.id)).not.toContain(notice.id);
    const refused = await call(t.app, player.token, 'GET', agentEndpoints.notices.path);
    expect(errorOf(refused).errorCode).toBe(ErrorCode.agentOnly);
  });

  it('publishes a registration to every agent ancestor, and to nobody else', async () => {
    const seen: UpstreamEvent[] = [];
    const stop = t.app.events.subscribe((e) => seen.push(e));
    try {
      const res = await encrypted(
        t.app,
        key,
        'POST',
        agentEndpoints.register.path,
        { kind: 'player', username: 'feedplayer1', password: 'Demo1234', confirmPassword: 'Demo1234' },
        { authorization: sub.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      await t.app.background.drain();
    } finally {
      stop();
    }
    const team = seen.filter((e) => e.type === 'team.event');
    expect(team).toHaveLength(1);
    expect(team[0]).toMatchObject({
      agentIds: [sub.id, agent.id],
      event: { kind: 'registration', account: 'feedplayer1' },
    });
  });
});

describe('the operator moves a member to another upline', () => {
  const move = (account: string, upline: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin/members/${account}/upline`,
      headers: adminHeaders,
      payload: { upline },
    });
  const teamOf = async (m: TestMember) =>
    (await get(m.token, `${agentEndpoints.team.path}?scope=all`, agentEndpoints.team.response)).list
      .map((r) => `${r.account}@${r.level}`)
      .sort();

  it('moves a sub-agent with its whole team, and refuses loops, players and unknown accounts', async () => {
    const from = await createMember(t.app, key, { type: 1, prefix: 'mf' });
    const to = await createMember(t.app, key, { type: 1, prefix: 'mt' });
    const moved = await createMember(t.app, key, { type: 1, prefix: 'mm', uplineId: from.id });
    const below = await createMember(t.app, key, { prefix: 'mb', uplineId: moved.id });

    const res = await move(moved.account, to.account);
    expect(res.statusCode, res.body).toBe(200);
    expect(await teamOf(from)).toEqual([]);
    expect(await teamOf(to)).toEqual([`${below.account}@2`, `${moved.account}@1`].sort());
    const foreign = await call(
      t.app,
      from.token,
      'GET',
      `${agentEndpoints.team.path}?scope=all&parentAccount=${moved.account}`,
    );
    expect(errorOf(foreign).errorCode).toBe(ErrorCode.notInDownline);

    const loop = await move(to.account, moved.account);
    expect(loop.statusCode).toBe(400);
    expect(loop.body).toContain('IN_OWN_TEAM');
    const self = await move(moved.account, moved.account);
    expect(self.body).toContain('IN_OWN_TEAM');
    const underPlayer = await move(moved.account, below.account);
    expect(underPlayer.body).toContain('NOT_AGENT');
    const unknown = await move('nobody-here', to.account);
    expect(unknown.body).toContain('NOT_FOUND');
    // Nothing above changed the tree.
    expect(await teamOf(to)).toEqual([`${below.account}@2`, `${moved.account}@1`].sort());

    const top = await move(moved.account, null);
    expect(top.statusCode, top.body).toBe(200);
    expect(await teamOf(to)).toEqual([]);
    expect(await teamOf(moved)).toEqual([`${below.account}@1`]);
  });
});
