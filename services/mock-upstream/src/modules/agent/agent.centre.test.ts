import { agentEndpoints, envelope, ErrorCode, walletEndpoints } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { merchants } from '../../db/schema/index.js';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import { encrypted, errorOf, login, loginValueOf, nextIp, register } from '../../test/accounts.js';
import { call, createMember, type TestMember } from '../../test/wallet.js';
import { brandDay } from '../../test/days.js';
import {
  t,
  key,
  agent,
  sub,
  player,
  subPlayer,
  stranger,
  range,
  get,
  useAgentTeam,
} from './agent.test-setup.js';

useAgentTeam();

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

  it('filters the team list and counts what it lists, newest registration first, on every count path', async () => {
    const list = (qs: string) =>
      get(
        agent.token,
        `${agentEndpoints.team.path}?${qs.includes('pageSize') ? '' : 'pageSize=100&'}${qs}`,
        agentEndpoints.team.response,
      );
    // One locked member, so that every kind and status pair has rows on both sides.
    const lock = (locked: boolean) =>
      call(t.app, agent.token, 'POST', agentEndpoints.lock.path, {
        account: subPlayer.account,
        locked,
      });
    expect((await lock(true)).statusCode).toBe(200);
    try {
      const all = await list('scope=all');
      // Registered ag, as, ap, aq in that order: newest first.
      expect(all.list.map((m) => m.account)).toEqual([subPlayer.account, player.account, sub.account]);
      const cases: [string, string[]][] = [
        ['scope=direct', [player.account, sub.account]],
        ['scope=all&level=1', [player.account, sub.account]],
        ['scope=all&level=2', [subPlayer.account]],
        ['scope=all&level=3', []],
        ['scope=direct&level=2', []],
        ['scope=all&kind=agent', [sub.account]],
        ['scope=all&kind=player&level=2', [subPlayer.account]],
        ['scope=all&status=active', all.list.filter((m) => m.status === 'active').map((m) => m.account)],
        ['scope=all&status=locked', [subPlayer.account]],
        ['scope=all&kind=player&status=active', [player.account]],
        ['scope=all&kind=player&status=locked', [subPlayer.account]],
        ['scope=all&kind=agent&status=active', [sub.account]],
        ['scope=all&kind=agent&status=locked', []],
        ['scope=all&level=2&kind=player&status=locked', [subPlayer.account]],
        ['scope=direct&kind=player', [player.account]],
        [`scope=all&account=${player.account.slice(0, 4)}`, [player.account]],
        [`scope=all&account=${player.account.toUpperCase()}`, [player.account]],
        ['scope=all&account=a_', []],
        [`parentAccount=${sub.account}&level=2`, [subPlayer.account]],
        [`parentAccount=${sub.account}&level=1`, []],
      ];
      for (const [qs, accounts] of cases) {
        const page = await list(qs);
        expect(
          page.list.map((m) => m.account),
          qs,
        ).toEqual(accounts);
        expect(page.totalCount, qs).toBe(accounts.length);
      }
      // Paging walks the same order, one row a page.
      const walked = [];
      for (let pageNo = 1; pageNo <= 3; pageNo += 1)
        walked.push(...(await list(`scope=all&pageSize=1&pageNo=${pageNo}`)).list);
      expect(walked.map((m) => m.account)).toEqual(all.list.map((m) => m.account));
    } finally {
      await lock(false);
    }
  });

  it('answers NOT_IN_DOWNLINE alike for a foreign, an unknown and an upline account', async () => {
    for (const account of [stranger.account, 'nobody-at-all', agent.account]) {
      const res = await call(t.app, sub.token, 'GET', `${agentEndpoints.team.path}?parentAccount=${account}`);
      expect(errorOf(res).errorCode).toBe(ErrorCode.notInDownline);
    }
    const lock = await call(t.app, sub.token, 'POST', agentEndpoints.lock.path, {
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
    const past = await get(
      agent.token,
      `${agentEndpoints.downlineProfitLoss.path}?${range}&groupBy=member&pageNo=9`,
      agentEndpoints.downlineProfitLoss.response,
    );
    // By member: the whole team (3 members) is counted, and the totals stay on every page.
    expect(past).toMatchObject({ list: [], totalCount: 3, totals: { bonuses: '25.00' } });
    const members = await get(
      agent.token,
      `${agentEndpoints.downlineProfitLoss.path}?${range}&groupBy=member&pageSize=2`,
      agentEndpoints.downlineProfitLoss.response,
    );
    // Newest member first, every level, zeros for a member with nothing in the range.
    expect(members.list.map((r) => [r.key, r.level, r.bonuses])).toEqual([
      [subPlayer.account, 2, '0.00'],
      [player.account, 1, '25.00'],
    ]);
    expect(members).toMatchObject({ totalCount: 3, totalPages: 2, totals: { bonuses: '25.00' } });
    const second = await get(
      agent.token,
      `${agentEndpoints.downlineProfitLoss.path}?${range}&groupBy=member&pageSize=2&pageNo=2`,
      agentEndpoints.downlineProfitLoss.response,
    );
    expect(second.list.map((r) => [r.key, r.level])).toEqual([[sub.account, 1]]);
    const betsByMember = await get(
      agent.token,
      `${agentEndpoints.teamBets.path}?${range}&groupBy=member`,
      agentEndpoints.teamBets.response,
    );
    expect(betsByMember.list.map((r) => r.key)).toEqual([subPlayer.account, player.account, sub.account]);
    expect(betsByMember.totalCount).toBe(3);
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

  it('does not count the accounts an agent opens against its IP’s registration cap', async () => {
    await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 2 });
    t.app.platform.merchants.forget();
    try {
      const ip = nextIp();
      const visitor = (username: string) =>
        register(t.app, key, { username, password: 'Demo1234', confirmPassword: 'Demo1234' }, { ip });
      // Three downline accounts from the agent's address, one more than the cap...
      for (const username of ['agcapone', 'agcaptwo', 'agcapthree']) {
        const made = await encrypted(
          t.app,
          key,
          'POST',
          agentEndpoints.register.path,
          { kind: 'player', username, password: 'Demo1234', confirmPassword: 'Demo1234' },
          { authorization: agent.token, 'x-forwarded-for': ip },
        );
        expect(made.statusCode, made.body).toBe(200);
      }
      // ...and visitors from that address still get the cap's two places, and no third.
      expect((await visitor('agcapvisitor1')).statusCode).toBe(200);
      expect((await visitor('agcapvisitor2')).statusCode).toBe(200);
      const third = await visitor('agcapvisitor3');
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await t.app.db.update(merchants).set({ registrationsPerIpPerDay: 20 });
      t.app.platform.merchants.forget();
    }
  });

  it('locks a downline login, ending its sessions, and unlocks it', async () => {
    const lock = await call(t.app, agent.token, 'POST', agentEndpoints.lock.path, {
      account: subPlayer.account,
      locked: true,
    });
    expect(envelope(agentEndpoints.lock.response).parse(json(lock)).value.status).toBe('locked');
    const after = await call(t.app, subPlayer.token, 'GET', walletEndpoints.balance.path);
    expect(after.statusCode).toBe(401);
    const unlock = await call(t.app, agent.token, 'POST', agentEndpoints.lock.path, {
      account: subPlayer.account,
      locked: false,
    });
    expect(envelope(agentEndpoints.lock.response).parse(json(unlock)).value.status).toBe('active');
  });
});

describe('active members', () => {
  it('counts each member active in a range once, for any range', async () => {
    const own = await createMember(t.app, key, { type: 1, prefix: 'av' });
    const a = await createMember(t.app, key, { prefix: 'avp', uplineId: own.id });
    const b = await createMember(t.app, key, { prefix: 'avq', uplineId: own.id });
    // Rounds as a vendor's calls open them, oldest first, on chosen days (the bet outbox files each
    // under the day it was bet).
    const plays: [TestMember, number][] = [
      [a, 10],
      [a, 6],
      [b, 6],
      [a, 5],
      [b, 2],
      [a, 1],
      [a, 1],
      [b, 0],
    ];
    for (const [i, [m, ago]] of plays.entries()) {
      await t.app.db.execute(sql`INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code,
          bet_minor, created_at)
        SELECT merchant_id, id, 'ACTIVE', ${`act-${process.pid}-${m.id}-${i}`}, 'g', 100,
          now() - make_interval(days => ${ago}) FROM members WHERE id = ${m.id}`);
    }
    await t.app.betOutbox.drain();
    const day = brandDay;
    for (let from = 12; from >= 0; from--) {
      for (let to = from; to >= 0; to -= 3) {
        const r = `startDate=${day(from)}&endDate=${day(to)}`;
        const overview = await get(
          own.token,
          `${agentEndpoints.teamOverview.path}?${r}`,
          agentEndpoints.teamOverview.response,
        );
        const [truth] = rowsOf(
          await t.app.db.execute(sql`SELECT count(DISTINCT g.member_id)::int AS n FROM game_rounds g
            JOIN merchants m ON m.id = g.merchant_id
            WHERE g.member_id IN (${a.id}, ${b.id})
              AND (g.created_at AT TIME ZONE m.time_zone)::date BETWEEN ${day(from)}::date AND ${day(to)}::date`),
        );
        expect(overview.current.activeMembers, r).toBe(Number(truth?.['n']));
      }
    }
  });
});

describe('the seeded demo team', () => {
  it('gives demoagent 30 days of figures on every report', async () => {
    const { token } = loginValueOf(await login(t.app, key, { username: 'demoagent', password: 'Demo1234' }));
    const day = brandDay;
    const last30 = `startDate=${day(29)}&endDate=${day(0)}`;
    const overview = await get(
      token,
      `${agentEndpoints.teamOverview.path}?${last30}`,
      agentEndpoints.teamOverview.response,
    );
    expect(overview.current.teamSizeAll).toBeGreaterThanOrEqual(12);
    expect(overview.current.activeMembers).toBeGreaterThan(5);
    expect(Number(overview.current.deposits)).toBeGreaterThan(0);
    expect(Number(overview.current.validBets)).toBeGreaterThan(0);
    expect(overview.days).toHaveLength(30);
    const bets = await get(
      token,
      `${agentEndpoints.teamBets.path}?${last30}&groupBy=vendor`,
      agentEndpoints.teamBets.response,
    );
    expect(bets.list.length).toBeGreaterThan(0);
    const pl = await get(
      token,
      `${agentEndpoints.downlineProfitLoss.path}?${last30}&groupBy=level`,
      agentEndpoints.downlineProfitLoss.response,
    );
    expect(pl.list.map((r) => r.level)).toEqual([1, 2]);
    const income = await get(
      token,
      `${agentEndpoints.income.path}?${last30}&period=week`,
      agentEndpoints.income.response,
    );
    expect(Number(income.totals.commission)).toBeGreaterThan(0);
    const tx = await get(
      token,
      `${agentEndpoints.downlineTransactions.path}?${last30}&account=subhoa`,
      agentEndpoints.downlineTransactions.response,
    );
    expect(tx.totalCount).toBeGreaterThan(0);
    const notes = await get(token, agentEndpoints.notices.path, agentEndpoints.notices.response);
    expect(notes.length).toBeGreaterThanOrEqual(2);
  });
});
