/**
 * The live baccarat tables on the real platform and PostgreSQL (ADR 0019): the page, the shared
 * round with its commitment and reveal, a bet's debit and the round's credit (once, however often
 * the settlement runs, at once too), the table limit under 50 bets at once, bets after the window,
 * a refused credit rolled back, the launch, and the LIVE mission a settled round advances.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/baccarat/baccarat.routes.test.ts
 */
import { createHash } from 'node:crypto';
import {
  envelope,
  ErrorCode,
  fromMinor,
  gamesEndpoints,
  MissionListSchema,
  missionsEndpoints,
  protectionEndpoints,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { gameRounds, games, roundTableBets } from '../../../db/schema/index.js';
import { rawError, rsaKey } from '../../../test/accounts.js';
import { json, type TestApp } from '../../../test/app.js';
import { call, createMember, fund, type TestMember } from '../../../test/wallet.js';
import { useRoundTableTest } from '../round-table/round-table.test-support.js';
import { betReturn } from './baccarat.engine.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { BetValueSchema, InfoValueSchema, StateValueSchema } from './baccarat.routes.js';
import {
  betKey,
  createBaccaratRepository,
  createBaccaratService,
  memberRoundId,
  resultOf,
} from './baccarat.service.js';
import { BACCARAT_TABLES, clockOf, ROUND_MS, roundAt, tableRule } from './baccarat.tables.js';

const { h, nextId, ticketFor, minor, mainBalance, failure, memberId, serviceDeps } = useRoundTableTest({
  prefix: 'bc',
  vendor: 'DEMO',
  game: 'DEMOBACCARAT',
});
let t: TestApp;
let rich: TestMember;
let poor: TestMember;
let crowd: TestMember[];
beforeAll(() => {
  ({ t, rich, poor, crowd } = h);
});

/** A table service on the real platform with its own clock (and a transport that can refuse credits). */
const tableWith = (o: { now: () => number; refuseCredits?: { n: number } }) =>
  createBaccaratService(serviceDeps(createBaccaratRepository(t.app.db), o));

/**
 * A clock of its own one second into a fresh round of a table, some hours ahead of the real one
 * (so the route tests' real rounds never meet these, and the tickets still hold).
 */
let roundBase = roundAt(BACCARAT_TABLES[0]!, Date.now()).roundNo + 2000;
function clockAt(tableId: string) {
  const table = tableRule(tableId)!;
  const roundNo = (roundBase += 10);
  let at = clockOf(table, roundNo, 0).opensAt.getTime() + 1000;
  return {
    roundNo,
    now: () => at,
    /** Moves the clock past the round's betting window. */
    close: () => {
      at = clockOf(table, roundNo, 0).closesAt.getTime() + 1;
    },
  };
}

describe('live baccarat: page and API', () => {
  it('serves the table in the ticket language under the strict CSP, right to left in Arabic', async () => {
    const res = await t.app.inject({
      url: `/demo-vendor/baccarat?ticket=${ticketFor(rich, { l: 'vi' })}&table=BC-2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const ar = await t.app.inject({
      url: `/demo-vendor/baccarat?ticket=${ticketFor(rich, { l: 'AR' })}&theme=dark`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(
      (await t.app.inject({ url: `/demo-vendor/baccarat?ticket=${ticketFor(rich)}&theme=neon` })).statusCode,
    ).toBe(400);
    for (const asset of ['baccarat.js', 'baccarat.css']) {
      expect((await t.app.inject({ url: `/demo-vendor/assets/${asset}` })).statusCode).toBe(200);
    }
  });

  it('refuses a forged, expired, free-play or other game ticket', async () => {
    const bad = [
      ticketFor(rich).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ticketFor(rich, { e: Date.now() - 1 }),
      ticketFor(rich, { t: 0 }),
      ticketFor(rich, { g: 'DEMONIUNIU' }),
    ];
    for (const ticket of bad) {
      const page = await t.app.inject({ url: `/demo-vendor/baccarat?ticket=${encodeURIComponent(ticket)}` });
      expect(page.statusCode).toBe(401);
      const api = await t.app.inject({
        url: `/demo-vendor/api/baccarat/info?ticket=${encodeURIComponent(ticket)}`,
      });
      expect(api.statusCode).toBe(401);
      expect(failure(api).errorCode).toBe(ErrorCode.tokenInvalid);
    }
  });

  it('states the tables, the pays and the house edge; the state shows the commitment before the close', async () => {
    const ticket = ticketFor(rich);
    const info = envelope(InfoValueSchema).parse(
      json(
        await t.app.inject({ url: `/demo-vendor/api/baccarat/info?ticket=${encodeURIComponent(ticket)}` }),
      ),
    ).value;
    expect(info.tables.map((x) => x.tableId)).toEqual(BACCARAT_TABLES.map((x) => x.tableId));
    expect(info.houseEdge).toMatchObject({ banker: '1.06', player: '1.24', tie: '14.36' });
    expect(info.pays).toMatchObject({ tie: '8:1', playerPair: '11:1' });
    const asked = Date.now();
    const res = await t.app.inject({
      url: `/demo-vendor/api/baccarat/state?ticket=${encodeURIComponent(ticket)}&table=BC-1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = envelope(StateValueSchema).parse(json(res)).value;
    expect(state.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(state.round)).not.toMatch(/serverSeed"/);
    // The round of the clock while the call ran (it may cross a round's end).
    expect(state.round.roundNo).toBeGreaterThanOrEqual(roundAt(tableRule('BC-1')!, asked).roundNo);
    expect(state.round.roundNo).toBeLessThanOrEqual(roundAt(tableRule('BC-1')!, Date.now()).roundNo);
  });

  it('refuses bad input field by field and moves nothing', async () => {
    const ticket = ticketFor(rich);
    const balance = await mainBalance(rich);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ spot: 'dragon' }, 'spot', 'spot_unknown'],
      [{ amount: '1.234' }, 'amount', 'amount_format'],
      [{ amount: '-5' }, 'amount', 'amount_format'],
      [{ betId: 'x' }, 'betId', 'bet_id_format'],
      [{ table: 'NN-1' }, 'table', 'table_format'],
      [{ round: 1.5 }, 'round', 'round_format'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/baccarat/bet',
        payload: {
          ticket,
          table: 'BC-1',
          round: 1,
          spot: 'player',
          amount: '5.00',
          betId: nextId(),
          ...over,
        },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(failure(res).fields?.[field]).toBe(message);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/baccarat/bet',
      payload: { ticket, table: 'BC-9', round: 1, spot: 'player', amount: '5.00', betId: nextId() },
    });
    expect(failure(unknown).fields?.['table']).toBe('table_unknown');
    expect(await mainBalance(rich)).toBe(balance);
  });

  it('takes a bet on the round open now through the route, and refuses one on a round already closed', async () => {
    // Some table is always at least 3 s from its close (their clocks are offset).
    const now = Date.now();
    const table = BACCARAT_TABLES.find((x) => {
      const r = roundAt(x, now);
      return r.phase === 'betting' && r.closesAt.getTime() - now > 3000;
    })!;
    const round = roundAt(table, now).roundNo;
    const amount = fromMinor(table.minMinor, 2);
    const ticket = ticketFor(crowd[3]!);
    const balance = await mainBalance(crowd[3]!);
    const betId = nextId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/baccarat/bet',
      payload: { ticket, table: table.tableId, round, spot: 'tie', amount, betId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = envelope(BetValueSchema).parse(json(res)).value;
    expect(placed.bet).toMatchObject({ spot: 'tie', amount, status: 'placed', roundNo: round });
    expect(await mainBalance(crowd[3]!)).toBe(balance - table.minMinor);
    const late = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/baccarat/bet',
      payload: {
        ticket,
        table: table.tableId,
        round: round - 1,
        spot: 'tie',
        amount,
        betId: nextId(),
      },
    });
    expect(late.statusCode).toBe(400);
    expect(failure(late)).toMatchObject({
      errorCode: ErrorCode.roundClosed,
      fields: { round: 'betting_closed' },
    });
    expect(await mainBalance(crowd[3]!)).toBe(balance - table.minMinor);
  });
});

describe('live baccarat: a round', () => {
  it('debits each bet once, deals from the seed committed before, credits the round once', async () => {
    const clock = clockAt('BC-1');
    const table = tableWith({ now: clock.now });
    const ticket = table.requireTicket(ticketFor(rich));
    const balance = await mainBalance(rich);
    const before = await table.state(ticket, 'BC-1');
    expect(before.round).toMatchObject({ roundNo: clock.roundNo, phase: 'betting' });
    const committed = before.round.serverSeedHash;

    const bets = [
      { spot: 'banker' as const, amountMinor: 1000n, betId: nextId() },
      { spot: 'tie' as const, amountMinor: 300n, betId: nextId() },
      { spot: 'playerPair' as const, amountMinor: 200n, betId: nextId() },
      { spot: 'bankerPair' as const, amountMinor: 100n, betId: nextId() },
    ];
    for (const b of bets) {
      const placed = await table.placeBet(ticket, { table: 'BC-1', round: clock.roundNo, ...b });
      expect(placed.bet.status).toBe('placed');
    }
    // The same bet again: the same answer, nothing moves.
    const again = await table.placeBet(ticket, { table: 'BC-1', round: clock.roundNo, ...bets[0]! });
    expect(again.isReplay).toBe(true);
    expect(again.staked).toBe('16.00');
    expect(await mainBalance(rich)).toBe(balance - 1600n);

    // The same id for another bet is refused.
    await expect(
      table.placeBet(ticket, { ...bets[0]!, table: 'BC-1', round: clock.roundNo, amountMinor: 2000n }),
    ).rejects.toMatchObject({ code: ErrorCode.idempotencyKeyReused });

    clock.close();
    // After the window: refused with a clear error, nothing moves.
    await expect(
      table.placeBet(ticket, {
        table: 'BC-1',
        round: clock.roundNo,
        spot: 'banker',
        amountMinor: 500n,
        betId: nextId(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.roundClosed, fields: { round: 'betting_closed' } });

    const after = await table.state(ticket, 'BC-1');
    const last = after.last!;
    expect(last.roundNo).toBe(clock.roundNo);
    expect(last.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(last.serverSeed).digest('hex')).toBe(committed);
    // Anyone recomputes the deal from the revealed seed.
    const { coup, shown } = resultOf({
      tableId: 'BC-1',
      roundNo: clock.roundNo,
      serverSeed: last.serverSeed,
      serverSeedHash: committed,
    });
    expect(shown.player).toEqual(last.player);
    const expected = bets.reduce((sum, b) => sum + betReturn(b.spot, b.amountMinor, coup), 0n);
    expect(minor(last.win!)).toBe(expected);
    expect(await mainBalance(rich)).toBe(balance - 1600n + expected);
    expect(after.roads.bead.at(-1)).toMatchObject({ outcome: coup.outcome });

    // One platform round for the member's bets of the table round, settled with the stakes and win.
    const id = await memberId(rich);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('BC-1', clock.roundNo, id)));
    expect(round).toMatchObject({
      status: 'settled',
      betMinor: 1600n,
      winMinor: expected,
      gameCode: 'DEMOBACCARAT',
    });

    // Settling again moves nothing.
    await table.settleRound('BC-1', clock.roundNo);
    expect(await mainBalance(rich)).toBe(balance - 1600n + expected);
  });

  it('refuses opposite sides, a bet under the table minimum and one the balance cannot cover', async () => {
    const clock = clockAt('BC-2');
    const table = tableWith({ now: clock.now });
    const ticket = table.requireTicket(ticketFor(crowd[0]!));
    await table.placeBet(ticket, {
      table: 'BC-2',
      round: clock.roundNo,
      spot: 'player',
      amountMinor: 1000n,
      betId: nextId(),
    });
    await expect(
      table.placeBet(ticket, {
        table: 'BC-2',
        round: clock.roundNo,
        spot: 'banker',
        amountMinor: 1000n,
        betId: nextId(),
      }),
    ).rejects.toMatchObject({ fields: { spot: 'opposite_side' } });
    await expect(
      table.placeBet(ticket, {
        table: 'BC-2',
        round: clock.roundNo,
        spot: 'tie',
        amountMinor: 999n,
        betId: nextId(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.amountOutOfRange, fields: { amount: 'outside_table_limits' } });
    const broke = table.requireTicket(ticketFor(poor));
    const betId = nextId();
    for (let i = 0; i < 2; i++) {
      await expect(
        table.placeBet(broke, {
          table: 'BC-2',
          round: clock.roundNo,
          spot: 'tie',
          amountMinor: 1000n,
          betId,
        }),
      ).rejects.toMatchObject({ code: ErrorCode.insufficientBalance });
    }
    expect(await mainBalance(poor)).toBe(30n);
    clock.close();
    await table.settleRound('BC-2', clock.roundNo);
    const [bet] = await t.app.db
      .select()
      .from(roundTableBets)
      .where(eq(roundTableBets.id, betKey(await memberId(poor), betId)));
    expect(bet?.status).toBe('refused');
  });
});

describe('live baccarat: the clock', () => {
  it('opens every table’s round on the clock and deals it when it closes, watched or not', async () => {
    let at = clockOf(tableRule('BC-1')!, (roundBase += 10), 0).opensAt.getTime() + 1000;
    const table = tableWith({ now: () => at });
    const repo = createBaccaratRepository(t.app.db);
    await table.tick();
    const opened = BACCARAT_TABLES.map((x) => ({ tableId: x.tableId, ...roundAt(x, at) }));
    // A table whose window already closed (the clocks are offset) is dealt at once.
    for (const o of opened) {
      expect((await repo.round(o.tableId, o.roundNo))?.status).toBe(
        o.phase === 'betting' ? 'open' : 'settled',
      );
    }
    expect(opened.some((o) => o.phase === 'betting')).toBe(true);
    at += ROUND_MS;
    await table.tick();
    for (const o of opened) {
      const round = await repo.round(o.tableId, o.roundNo);
      expect(round?.status).toBe('settled');
      expect(round?.result).toMatchObject({ roundNo: o.roundNo, serverSeedHash: round?.serverSeedHash });
    }
  });
});

describe('live baccarat: at once', () => {
  it('holds the table maximum against 50 bets at once from one player', async () => {
    const clock = clockAt('BC-3'); // max 100.00 a round
    const table = tableWith({ now: clock.now });
    const member = crowd[1]!;
    const ticket = table.requireTicket(ticketFor(member));
    const balance = await mainBalance(member);
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        table.placeBet(ticket, {
          table: 'BC-3',
          round: clock.roundNo,
          spot: 'banker',
          amountMinor: 700n,
          betId: nextId(),
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 'fulfilled').length;
    expect(accepted).toBe(14); // 14 * 7.00 = 98.00 <= 100.00 < 105.00
    for (const a of answers) {
      if (a.status === 'rejected') expect(a.reason).toMatchObject({ fields: { amount: 'over_table_max' } });
    }
    expect(await mainBalance(member)).toBe(balance - 14n * 700n);
    const id = await memberId(member);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('BC-3', clock.roundNo, id)));
    expect(round?.betMinor).toBe(9800n);

    // Bets of 60.00 against a 100.00 maximum: of 50 at once, exactly one is taken.
    const next = clockAt('BC-3');
    const again = tableWith({ now: next.now });
    const big = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        again.placeBet(ticket, {
          table: 'BC-3',
          round: next.roundNo,
          spot: 'tie',
          amountMinor: 6000n,
          betId: nextId(),
        }),
      ),
    );
    expect(big.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await mainBalance(member)).toBe(balance - 14n * 700n - 6000n);
  });

  it('debits 50 copies of one bet sent at once once', async () => {
    const clock = clockAt('BC-1');
    const table = tableWith({ now: clock.now });
    const member = crowd[2]!;
    const ticket = table.requireTicket(ticketFor(member));
    const balance = await mainBalance(member);
    const betId = nextId();
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        table.placeBet(ticket, {
          table: 'BC-1',
          round: clock.roundNo,
          spot: 'player',
          amountMinor: 500n,
          betId,
        }),
      ),
    );
    // Every copy is answered with the one bet (or asked to send it again while it is confirmed).
    for (const a of answers) {
      if (a.status === 'fulfilled') expect(a.value.bet).toMatchObject({ status: 'placed', amount: '5.00' });
      else expect(a.reason).toMatchObject({ code: ErrorCode.upstreamUnavailable });
    }
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    expect(await mainBalance(member)).toBe(balance - 500n);
  });

  it('settles a round once when two settlements run at once, and counts it for the live-rounds mission', async () => {
    const clock = clockAt('BC-2');
    const table = tableWith({ now: clock.now });
    const players = [rich, crowd[0]!, crowd[1]!];
    const before = new Map<TestMember, bigint>();
    const progress = async (m: TestMember) => {
      const [row] = rowsOf(
        await t.app.db
          .execute(sql`SELECT coalesce(sum(p.progress), 0)::text AS progress FROM mission_progress p
          JOIN missions ms ON ms.id = p.mission_id WHERE ms.code = 'weekly-live-100' AND p.member_id = ${await memberId(m)}`),
      );
      return BigInt(String(row!['progress']));
    };
    const missionBefore = new Map<TestMember, bigint>();
    await t.app.betOutbox.drain();
    for (const m of players) {
      before.set(m, await mainBalance(m));
      missionBefore.set(m, await progress(m));
      const ticket = table.requireTicket(ticketFor(m));
      await table.placeBet(ticket, {
        table: 'BC-2',
        round: clock.roundNo,
        spot: 'tie',
        amountMinor: 1000n,
        betId: nextId(),
      });
      await table.placeBet(ticket, {
        table: 'BC-2',
        round: clock.roundNo,
        spot: 'playerPair',
        amountMinor: 1000n,
        betId: nextId(),
      });
    }
    clock.close();
    const other = tableWith({ now: clock.now });
    await Promise.all([table.settleRound('BC-2', clock.roundNo), other.settleRound('BC-2', clock.roundNo)]);
    await table.settleRound('BC-2', clock.roundNo);
    // Mission progress is applied by the bet outbox (ADR 0024).
    await t.app.betOutbox.drain();

    const round = await createBaccaratRepository(t.app.db).round('BC-2', clock.roundNo);
    expect(round?.status).toBe('settled');
    const { coup } = resultOf(round!);
    const win = betReturn('tie', 1000n, coup) + betReturn('playerPair', 1000n, coup);
    for (const m of players) {
      expect(await mainBalance(m)).toBe(before.get(m)! - 2000n + win);
      // One settled round of the LIVE category: the weekly "100 live casino rounds" moves by one.
      expect(await progress(m)).toBe(missionBefore.get(m)! + 1n);
      const id = await memberId(m);
      const credits = rowsOf(
        await t.app.db.execute(sql`SELECT count(*)::int AS n FROM game_round_ops WHERE kind = 'credit'
          AND round_id = ${memberRoundId('BC-2', clock.roundNo, id)} AND outcome = 'OK'`),
      );
      expect(Number(credits[0]!['n'])).toBe(1);
    }
    const [category] = rowsOf(
      await t.app.db.execute(sql`SELECT round_category('DEMO', 'DEMOBACCARAT') AS c`),
    );
    expect(category!['c']).toBe('LIVE');
  });
});

describe('live baccarat: the seeded weekly mission', () => {
  it('completes "Play 100 live casino rounds" over 100 settled rounds, its reward waiting once in the reward centre', async () => {
    const member = await createMember(t.app, await rsaKey(t.app), { prefix: 'bc100' });
    await fund(t.app, member.account, '200.00');
    const ticket = tableWith({ now: Date.now }).requireTicket(ticketFor(member));
    const weekly = async () => {
      await t.app.betOutbox.drain(); // mission progress is applied by the bet outbox (ADR 0024)
      const res = await call(t.app, member.token, 'GET', missionsEndpoints.list.path);
      expect(res.statusCode, res.body).toBe(200);
      const { list } = envelope(MissionListSchema).parse(json(res)).value;
      return list.find((m) => m.title === 'Play 100 live casino rounds');
    };
    expect(await weekly()).toMatchObject({ progress: '0', completed: false, rewardState: 'none' });

    // One round after another on the cheapest table, each bet taken in its window, then settled.
    const playRound = async () => {
      const clock = clockAt('BC-3');
      const table = tableWith({ now: clock.now });
      await table.placeBet(ticket, {
        table: 'BC-3',
        round: clock.roundNo,
        spot: 'banker',
        amountMinor: 100n,
        betId: nextId('w100'),
      });
      clock.close();
      await table.settleRound('BC-3', clock.roundNo);
    };
    for (let i = 0; i < 99; i++) await playRound();
    expect(await weekly()).toMatchObject({ progress: '99', percent: 99, completed: false });

    await playRound();
    const done = await weekly();
    expect(done).toMatchObject({ progress: '100', percent: 100, completed: true, rewardState: 'waiting' });

    // More rounds add nothing: the mission pays once a week, and its reward is 15.00 once.
    await playRound();
    expect(await weekly()).toMatchObject({ progress: '100', completed: true, rewardId: done!.rewardId });
    const issued = rowsOf(
      await t.app.db.execute(sql`SELECT r.amount_minor::text AS amount, r.status FROM rewards r
        WHERE r.member_id = ${await memberId(member)} AND r.source = 'mission'
          AND r.source_key = (SELECT source_key FROM rewards WHERE id = ${done!.rewardId})`),
    );
    expect(issued).toEqual([{ amount: '1500', status: 'waiting' }]);
  }, 120_000); // 101 rounds of bets and settlements: 4 s alone, 31 s in one loaded CI run
});

describe('live baccarat: a round that cannot complete', () => {
  it('returns the stakes when the credit is refused, and says so to a retry of the bet', async () => {
    const clock = clockAt('BC-1');
    const table = tableWith({ now: clock.now, refuseCredits: { n: 1 } });
    const member = crowd[3]!;
    const ticket = table.requireTicket(ticketFor(member));
    const balance = await mainBalance(member);
    const betId = nextId();
    await table.placeBet(ticket, {
      table: 'BC-1',
      round: clock.roundNo,
      spot: 'banker',
      amountMinor: 2500n,
      betId,
    });
    await table.placeBet(ticket, {
      table: 'BC-1',
      round: clock.roundNo,
      spot: 'tie',
      amountMinor: 500n,
      betId: nextId(),
    });
    expect(await mainBalance(member)).toBe(balance - 3000n);
    clock.close();
    await table.settleRound('BC-1', clock.roundNo);
    expect(await mainBalance(member)).toBe(balance);
    const id = await memberId(member);
    const bets = await t.app.db
      .select()
      .from(roundTableBets)
      .where(
        and(
          eq(roundTableBets.tableId, 'BC-1'),
          eq(roundTableBets.roundNo, clock.roundNo),
          eq(roundTableBets.memberId, id),
        ),
      );
    expect(bets.map((b) => b.status)).toEqual(['rolled_back', 'rolled_back']);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('BC-1', clock.roundNo, id)));
    expect(round?.status).toBe('rolled_back');
    await expect(
      table.placeBet(ticket, {
        table: 'BC-1',
        round: clock.roundNo,
        spot: 'banker',
        amountMinor: 2500n,
        betId,
      }),
    ).rejects.toMatchObject({ fields: { betId: 'bet_rolled_back' } });
    expect(await mainBalance(member)).toBe(balance);
  });
});

describe('live baccarat: who may play', () => {
  it('is a LIVE game launched by games.launch: a member on a time-out and a trial account are refused', async () => {
    const [game] = await t.app.db.select().from(games).where(eq(games.gameCode, 'DEMOBACCARAT'));
    expect(game).toBeDefined();
    const launch = (m: TestMember, extra = '') =>
      call(t.app, m.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game!.id}${extra}`);
    const ok = json(await launch(crowd[0]!)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/baccarat\?ticket=/);
    // Free play is not offered at the table.
    expect(rawError(await launch(crowd[0]!, '&accountType=0')).errorCode).toBe(
      ErrorCode.functionNotAvailable,
    );
    const trial = await createMember(t.app, await rsaKey(t.app), { prefix: 'bct', type: 4 });
    expect(rawError(await launch(trial)).errorCode).toBe(ErrorCode.trialAccount);
    const resting = await createMember(t.app, await rsaKey(t.app), { prefix: 'bcz' });
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
  });
});
