import { agentEndpoints, envelope, ErrorCode, walletEndpoints, type RsaKey } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/app.js';
import { encrypted, errorOf, login, loginValueOf, rsaKey } from '../../test/accounts.js';
import { call, createMember, fund, type TestMember } from '../../test/wallet.js';

let t: TestApp;
let key: RsaKey;
let agent: TestMember;
let sub: TestMember;
let player: TestMember;
let subPlayer: TestMember;
let stranger: TestMember;
const today = new Date().toISOString().slice(0, 10);
const range = `startDate=${today}&endDate=${today}`;

beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    if (process.env['DEBUG_AGENT']) app.addHook('onError', async (_req, _reply, err) => console.log(err));
  });
  key = await rsaKey(t.app);
  agent = await createMember(t.app, key, { type: 1, prefix: 'ag' });
  sub = await createMember(t.app, key, { type: 1, prefix: 'as', uplineId: agent.id });
  player = await createMember(t.app, key, { prefix: 'ap', uplineId: agent.id });
  subPlayer = await createMember(t.app, key, { prefix: 'aq', uplineId: sub.id });
  stranger = await createMember(t.app, key, { prefix: 'ax' });
  await fund(t.app, player.account, '25.00');
});
afterAll(async () => t?.close());

const get = async <T>(token: string, url: string, schema: { parse(v: unknown): T }) => {
  const res = await call(t.app, token, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return envelope(schema as never).parse(json(res)).value as T;
};

describe('agent centre', () => {
  it('lists the team, direct and all levels, and a descendant`s own downline', async () => {
    const direct = await get(
      agent.token,
      `${agentEndpoints.team.path}?scope=direct`,
      agentEndpoints.team.response,
    );
    expect(direct.list.map((m) => m.account).sort()).toEqual([player.account, sub.account].sort());
    const all = await get(agent.token, `${agentEndpoints.team.path}?scope=all`, agentEndpoints.team.response);
    expect(all.totalCount).toBe(3);
    const row = all.list.find((m) => m.account === subPlayer.account);
    expect(row).toMatchObject({ level: 2, uplineAccount: sub.account, kind: 'player' });
    const p = all.list.find((m) => m.account === player.account);
    expect(p?.balance).toBe('25.00');
    const subTeam = await get(
      agent.token,
      `${agentEndpoints.team.path}?parentAccount=${sub.account}`,
      agentEndpoints.team.response,
    );
    expect(subTeam.list.map((m) => [m.account, m.level])).toEqual([[subPlayer.account, 2]]);
    expect(all.list.find((m) => m.account === sub.account)?.directCount).toBe(1);
  });

  it('answers NOT_IN_DOWNLINE alike for a foreign, an unknown and an upline account', async () => {
    for (const account of [stranger.account, 'nobody-at-all', agent.account]) {
      const res = await call(t.app, sub.token, 'GET', `${agentEndpoints.team.path}?parentAccount=${account}`);
      expect(errorOf(res).errorCode).toBe(ErrorCode.notInDownline);
    }
    const lock = await call(t.app, sub.token, 'POST', agentEndpoints.memberLock.path, {
      account: player.account,
      locked: true,
    });
    expect(errorOf(lock).errorCode).toBe(ErrorCode.notInDownline);
  });

  it('refuses players (AGENT_ONLY) and bad ranges (RECORD_RANGE_INVALID)', async () => {
    const res = await call(t.app, player.token, 'GET', `${agentEndpoints.teamOverview.path}?${range}`);
    expect(errorOf(res).errorCode).toBe(ErrorCode.agentOnly);
    const reversed = await call(
      t.app,
      agent.token,
      'GET',
      `${agentEndpoints.teamOverview.path}?startDate=2026-02-02&endDate=2026-02-01`,
    );
    expect(errorOf(reversed).errorCode).toBe(ErrorCode.recordRangeInvalid);
    const long = await call(
      t.app,
      agent.token,
      'GET',
      `${agentEndpoints.teamBets.path}?startDate=2025-01-01&endDate=2026-01-01`,
    );
    expect(errorOf(long).errorCode).toBe(ErrorCode.recordRangeInvalid);
    const big = await call(t.app, agent.token, 'GET', `${agentEndpoints.team.path}?pageSize=101`);
    expect(res.statusCode).not.toBe(200);
    expect(big.statusCode).toBe(400);
  });

  it('gives the overview, reports and transactions of the team', async () => {
    const overview = await get(
      agent.token,
      `${agentEndpoints.teamOverview.path}?${range}`,
      agentEndpoints.teamOverview.response,
    );
    expect(overview.current).toMatchObject({ teamSizeDirect: 2, teamSizeAll: 3, newMembers: 3 });
    expect(overview.days).toHaveLength(1);
    const pl = await get(
      agent.token,
      `${agentEndpoints.downlineProfitLoss.path}?${range}&groupBy=member&account=${player.account}`,
      agentEndpoints.downlineProfitLoss.response,
    );
    expect(pl.list.map((r) => r.key)).toEqual([player.account]);
    expect(pl.totals.bonuses).toBe('25.00');
    const byLevel = await get(
      agent.token,
      `${agentEndpoints.downlineProfitLoss.path}?${range}&groupBy=level`,
      agentEndpoints.downlineProfitLoss.response,
    );
    expect(byLevel.list.map((r) => r.level)).toEqual([1]);
    const tx = await get(
      agent.token,
      `${agentEndpoints.downlineTransactions.path}?${range}`,
      agentEndpoints.downlineTransactions.response,
    );
    expect(tx.list.map((r) => [r.account, r.type, r.amount])).toEqual([[player.account, 'BONUS', '25.00']]);
    for (const groupBy of ['member', 'category', 'vendor']) {
      await get(
        agent.token,
        `${agentEndpoints.teamBets.path}?${range}&groupBy=${groupBy}`,
        agentEndpoints.teamBets.response,
      );
    }
    await get(
      agent.token,
      `${agentEndpoints.income.path}?${range}&period=week`,
      agentEndpoints.income.response,
    );
  });

  it('registers a downline player and a sub-agent under the same rules as self-registration', async () => {
    const reg = (body: Record<string, unknown>) =>
      encrypted(t.app, key, 'POST', agentEndpoints.register.path, body, { authorization: agent.token });
    const made = await reg({
      kind: 'agent',
      username: 'agsubnew1',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
    });
    expect(made.statusCode, made.body).toBe(200);
    const value = envelope(agentEndpoints.register.response).parse(json(made)).value;
    expect(value.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    const taken = await reg({
      kind: 'player',
      username: 'agsubnew1',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
    });
    expect(errorOf(taken).errorCode).toBe(ErrorCode.customerExist);
    const mismatch = await reg({
      kind: 'player',
      username: 'agsubnew2',
      password: 'Demo1234',
      confirmPassword: 'x',
    });
    expect(errorOf(mismatch).errorCode).toBe(ErrorCode.passwordMismatch);
    const newAgent = loginValueOf(await login(t.app, key, { username: 'agsubnew1', password: 'Demo1234' }));
    expect(newAgent.customerType).toBe(1);
  });

  it('locks a downline login, ending its sessions, and unlocks it', async () => {
    const lock = await call(t.app, agent.token, 'POST', agentEndpoints.memberLock.path, {
      account: subPlayer.account,
      locked: true,
    });
    expect(envelope(agentEndpoints.memberLock.response).parse(json(lock)).value.status).toBe('locked');
    const after = await call(t.app, subPlayer.token, 'GET', walletEndpoints.balance.path);
    expect(after.statusCode).toBe(401);
    const unlock = await call(t.app, agent.token, 'POST', agentEndpoints.memberLock.path, {
      account: subPlayer.account,
      locked: false,
    });
    expect(envelope(agentEndpoints.memberLock.response).parse(json(unlock)).value.status).toBe('active');
  });
});
