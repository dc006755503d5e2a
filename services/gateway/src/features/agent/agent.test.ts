import { ErrorCode, agentEndpoints, type TeamEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../store/store-contract.js';
import { Browser } from '../../test/browser.js';
import { FAKE_PASSWORD } from '../../test/fake-accounts.js';
import { emitEvent } from '../../test/fake-wallet.js';
import { useGatewayApp } from '../../test/gateway-app.js';
import { callerOf, loggedIn, trial } from '../../test/money.js';
import type { TeamFeedItem } from './team-feed.js';

const RANGE = { startDate: '2026-01-01', endDate: '2026-01-07' };

describe('agent', () => {
  const gw = useGatewayApp({ verifier: true, perTest: { fresh: ['accounts', 'agent'] } });

  /** The query string the fake saw on the last call of `path`, as an object. */
  const lastQuery = (path: string) =>
    Object.fromEntries(new URLSearchParams(gw.up.requests.filter((r) => r.path === path).at(-1)?.query));

  it('forwards every centre read to the platform by descriptor, with the query as sent', async () => {
    const b = await loggedIn(gw.app, 'agent1');
    expect((await b.query('agent.teamOverview', RANGE)).data).toMatchObject({
      range: RANGE,
      current: { teamSizeAll: 1 },
      days: [{ day: '2026-01-01' }],
    });
    expect(lastQuery(agentEndpoints.teamOverview.path)).toEqual(RANGE);

    const team = await b.query('agent.team', { scope: 'all', account: 'al', level: 1, pageSize: 50 });
    expect(team.data).toMatchObject({ list: [{ account: 'alice', status: 'active' }], totalCount: 1 });
    expect(lastQuery(agentEndpoints.team.path)).toMatchObject({
      scope: 'all',
      account: 'al',
      level: '1',
      pageSize: '50',
      pageNo: '1',
    });

    expect((await b.query('agent.teamBets', { ...RANGE, groupBy: 'vendor' })).data).toMatchObject({
      totals: { betCount: 1 },
    });
    expect(lastQuery(agentEndpoints.teamBets.path)).toMatchObject({ groupBy: 'vendor' });
    expect((await b.query('agent.downlineProfitLoss', RANGE)).data).toMatchObject({
      totals: { bets: '0.00' },
    });
    expect((await b.query('agent.income', { ...RANGE, period: 'month' })).data).toMatchObject({
      totals: { total: '1.00' },
    });
    expect(lastQuery(agentEndpoints.income.path)).toMatchObject({ period: 'month' });
    expect((await b.query('agent.downlineTransactions', { ...RANGE, type: 'DEPOSIT' })).data).toMatchObject({
      list: [],
    });
    expect((await b.query('agent.notices')).data).toEqual([expect.objectContaining({ title: 'Agents' })]);
  });

  it('locks a downline, creates invite links and registers a downline with the body encrypted', async () => {
    const b = await loggedIn(gw.app, 'agent1');
    expect((await b.mutation('agent.lock', { account: 'alice', locked: true })).data).toEqual({
      account: 'alice',
      status: 'locked',
      agentLocked: true,
    });
    expect(gw.up.state.agent.locked.has('alice')).toBe(true);

    expect((await b.mutation('agent.createInviteLink', { kind: 'agent' })).data).toMatchObject({
      kind: 'agent',
      code: 'AG1-agent',
    });
    expect((await b.query('agent.inviteLinks')).data).toMatchObject({
      affiliateCode: 'AG1',
      links: [{ kind: 'agent', registrations: 0 }],
    });

    const body = {
      kind: 'player',
      username: 'newkid01',
      password: FAKE_PASSWORD,
      confirmPassword: FAKE_PASSWORD,
    };
    expect((await b.mutation('agent.register', body)).data).toMatchObject({
      account: 'newkid01',
      kind: 'player',
    });
    const sent = gw.up.requests.find((r) => r.path === agentEndpoints.register.path);
    expect(String(sent?.body)).not.toContain(FAKE_PASSWORD);
    expect(
      gw.up.state.accounts.decrypted
        .filter((d) => d.path === agentEndpoints.register.path)
        .map((d) => ({ path: d.path, body: d.body })),
    ).toEqual([{ path: agentEndpoints.register.path, body }]);
  });

  it('maps the platform refusals to their codes and keeps field problems', async () => {
    const b = await loggedIn(gw.app, 'agent1');
    expect((await b.query('agent.team', { parentAccount: 'vipmember' })).code).toBe(ErrorCode.notInDownline);
    expect((await b.mutation('agent.lock', { account: 'newbie', locked: true })).code).toBe(
      ErrorCode.notInDownline,
    );
    gw.up.state.agent.failures.set(agentEndpoints.createInviteLink.path, {
      status: 400,
      errorCode: 'INVITE_LINK_LIMIT',
    });
    expect((await b.mutation('agent.createInviteLink', { kind: 'player' })).code).toBe(
      ErrorCode.inviteLinkLimit,
    );
    gw.up.state.agent.failures.set(agentEndpoints.register.path, {
      status: 400,
      errorCode: 'US_CUSTOMER_EXIST_ERROR',
    });
    const taken = await b.mutation('agent.register', {
      kind: 'player',
      username: 'alice',
      password: FAKE_PASSWORD,
      confirmPassword: FAKE_PASSWORD,
    });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.code).toBe('US_CUSTOMER_EXIST_ERROR');
  });

  it('refuses bad input before any platform call', async () => {
    const b = await loggedIn(gw.app, 'agent1');
    const reversed = await b.query('agent.teamOverview', { startDate: '2026-01-07', endDate: '2026-01-01' });
    expect(reversed.code).toBe(ErrorCode.recordRangeInvalid);
    expect(reversed.fields).toEqual({ endDate: 'validation.range_order' });
    expect((await b.query('agent.teamBets', { startDate: '2025-01-01', endDate: '2026-01-01' })).code).toBe(
      ErrorCode.recordRangeInvalid,
    );
    expect((await b.query('agent.team', { pageSize: 101 })).code).toBe(ErrorCode.validation);
    expect(
      (await b.query('agent.team', { lastLoginFrom: '2026-01-02', lastLoginTo: '2026-01-01' })).code,
    ).toBe(ErrorCode.recordRangeInvalid);
    expect(gw.up.hits(agentEndpoints.teamOverview.path) + gw.up.hits(agentEndpoints.team.path)).toBe(0);
  });

  it('refuses a player with AGENT_ONLY, a trial account and a visitor, without calling the platform', async () => {
    const player = await loggedIn(gw.app, 'alice');
    for (const [path, input] of [
      ['agent.teamOverview', RANGE],
      ['agent.team', {}],
      ['agent.notices', undefined],
      ['agent.inviteLinks', undefined],
    ] as const) {
      const res = await player.query(path, input);
      expect(res.status, path).toBe(403);
      expect(res.code, path).toBe(ErrorCode.agentOnly);
    }
    expect((await player.mutation('agent.lock', { account: 'alice', locked: true })).code).toBe(
      ErrorCode.agentOnly,
    );
    expect((await (await trial(gw.app)).query('agent.team', {})).code).toBe(ErrorCode.trialAccount);
    expect((await new Browser(gw.app).query('agent.team', {})).code).toBe(ErrorCode.loginRequired);
    expect(gw.up.requests.filter((r) => r.path.includes('AGENT_'))).toEqual([]);
  });

  it('serves a player the platform made an agent (approved application) without a new login', async () => {
    const player = await loggedIn(gw.app, 'alice');
    expect((await player.query('agent.team', {})).code).toBe(ErrorCode.agentOnly);
    expect((await player.query('session.state')).data).toMatchObject({ isAgent: false, type: 3 });
    // The operator approves: the platform's member type becomes 1.
    gw.up.state.accounts.members.get('alice')!.type = 1;
    expect((await player.query('agent.team', {})).status).toBe(200);
    expect((await player.query('session.state')).data).toMatchObject({ isAgent: true, type: 1 });
    // member.me follows the platform too (here: back to a player), and the centre refuses again.
    gw.up.state.accounts.members.get('alice')!.type = 3;
    expect((await player.query('member.me')).data).toMatchObject({ isAgent: false });
    expect((await player.query('session.state')).data).toMatchObject({ isAgent: false, type: 3 });
    expect((await player.query('agent.team', {})).code).toBe(ErrorCode.agentOnly);
  });

  it('takes a join application from a visitor and from a player, and reads the member status', async () => {
    const application = { name: 'Lan', telegram: '@lan', market: 'VN', experience: 'ten years' };
    expect((await new Browser(gw.app).mutation('agent.join', application)).data).toMatchObject({
      status: 'pending',
    });
    const player = await loggedIn(gw.app, 'alice');
    expect((await player.query('agent.joinStatus')).data).toBeNull();
    expect((await player.mutation('agent.join', application)).data).toMatchObject({ status: 'pending' });
    expect(gw.up.state.agent.applications.map((a) => a.account)).toEqual(['', 'alice']);
    expect((await player.query('agent.joinStatus')).data).toMatchObject({ status: 'pending' });
    expect((await player.mutation('agent.join', application)).code).toBe(ErrorCode.joinPending);
    expect((await (await loggedIn(gw.app, 'agent1')).mutation('agent.join', application)).code).toBe(
      ErrorCode.alreadyAgent,
    );
    // No contact at all: refused at the gateway with the field to fix.
    const noContact = await new Browser(gw.app).mutation('agent.join', { name: 'Lan', market: 'VN' });
    expect(noContact.code).toBe(ErrorCode.validation);
    expect(Object.keys(noContact.fields ?? {})).toContain('mobileNum');
  });

  it('pushes team events to the agents the platform names, and to no one else', async () => {
    gw.app.services.events.start();
    await waitFor(() => gw.app.services.events.connected);
    const agent = await loggedIn(gw.app, 'agent1'); // member 2
    const controller = new AbortController();
    const caller = await callerOf(gw.app, agent, controller.signal);
    const it = (await caller.agent.onTeamEvent())[Symbol.asyncIterator]() as AsyncIterator<TeamFeedItem>;
    const heard: number[] = [];
    // Listeners of other members: the player alice (1) and an agent not named (7).
    const stops = await Promise.all(
      [1, 7].map((id) =>
        gw.app.services.realtime.onMember(id, (e) => {
          if (e.type === 'team.event') heard.push(id);
        }),
      ),
    );
    try {
      // It starts listening, then says "read the counters now".
      expect((await it.next()).value).toEqual({ type: 'resync' });
      const first = it.next();
      const event: TeamEvent = {
        kind: 'firstDeposit',
        account: 'alice',
        amount: '50.00',
        at: '2026-01-01T00:00:00Z',
      };
      emitEvent(gw.up.state.wallet, { type: 'team.event', merchant: 'other', agentIds: [2], event });
      emitEvent(gw.up.state.wallet, { type: 'team.event', merchant: 'demo', agentIds: [5, 2], event });
      expect((await first).value).toEqual({ type: 'event', event });
      expect(heard).toEqual([]);
    } finally {
      controller.abort();
      await it.return?.(undefined);
      await Promise.all(stops.map((stop) => stop()));
    }
  });

  it('refuses the team feed to a player', async () => {
    const caller = await callerOf(gw.app, await loggedIn(gw.app, 'alice'));
    await expect(caller.agent.onTeamEvent()).rejects.toMatchObject({ cause: { code: ErrorCode.agentOnly } });
  });
});
