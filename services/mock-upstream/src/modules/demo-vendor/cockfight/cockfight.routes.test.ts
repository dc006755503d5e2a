/**
 * The DS88 cockfight arenas on the real platform and PostgreSQL (ADR 0020): the page, the shared
 * fight with its commitment and odds before the close and its reveal after, a bet's debit and the
 * fight's credit (once, however often the settlement runs, at once too), the arena limit under 50
 * bets at once, bets after the window, a refused credit rolled back, the launch from the DS88 entry,
 * and the LIVE category a settled fight files under.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/cockfight/cockfight.routes.test.ts
 */
import { createHash } from 'node:crypto';
import {
  BetRecordsSchema,
  envelope,
  ErrorCode,
  fromMinor,
  gamesEndpoints,
  protectionEndpoints,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { gameRounds, games, gameVendors, roundTableBets } from '../../../db/schema/index.js';
import { rawError, rsaKey } from '../../../test/accounts.js';
import { json, type TestApp } from '../../../test/app.js';
import { call, createMember, type TestMember } from '../../../test/wallet.js';
import { useRoundTableTest } from '../round-table/round-table.test-support.js';
import { ARENAS, arenaRule, clockOf, FIGHT_MS, fightAt } from './cockfight.arenas.js';
import { betReturn, type Side } from './cockfight.engine.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { COCKFIGHT_TEXT } from './cockfight.text.js';
import { BetValueSchema, InfoValueSchema, StateValueSchema } from './cockfight.routes.js';
import {
  betKey,
  createCockfightRepository,
  createCockfightService,
  memberRoundId,
  resultOf,
} from './cockfight.service.js';

const { h, nextId, ticketFor, minor, mainBalance, failure, memberId, serviceDeps } = useRoundTableTest({
  prefix: 'cf',
  vendor: 'DS88',
  game: 'DS88L101',
});
let t: TestApp;
let rich: TestMember;
let poor: TestMember;
let crowd: TestMember[];
beforeAll(() => {
  ({ t, rich, poor, crowd } = h);
});

/** A arenas service on the real platform with its own clock (and a transport that can refuse credits). */
const arenasWith = (o: { now: () => number; refuseCredits?: { n: number } }) =>
  createCockfightService(serviceDeps(createCockfightRepository(t.app.db), o));

/**
 * A clock of its own one second into a fresh fight of an arena, some hours ahead of the real one
 * (so the route tests' real fights never meet these, and the tickets still hold).
 */
let fightBase = fightAt(ARENAS[0]!, Date.now()).roundNo + 2000;
function clockAt(arenaId: string) {
  const arena = arenaRule(arenaId)!;
  const fightNo = (fightBase += 10);
  let at = clockOf(arena, fightNo, 0).opensAt.getTime() + 1000;
  return {
    fightNo,
    now: () => at,
    /** Moves the clock past the fight's betting window. */
    close: () => {
      at = clockOf(arena, fightNo, 0).closesAt.getTime() + 1;
    },
  };
}

const bet = (fight: number, side: Side, amountMinor: bigint, betId = nextId()) => ({
  fight,
  side,
  amountMinor,
  betId,
});

describe('cockfight: page and API', () => {
  it('serves the arena in the ticket language under the strict CSP, right to left in Arabic', async () => {
    const res = await t.app.inject({ url: `/demo-vendor/cockfight?ticket=${ticketFor(rich, { l: 'vi' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).toContain('Đá gà DS88');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const ar = await t.app.inject({
      url: `/demo-vendor/cockfight?ticket=${ticketFor(rich, { l: 'AR' })}&theme=dark`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(
      (await t.app.inject({ url: `/demo-vendor/cockfight?ticket=${ticketFor(rich)}&theme=neon` })).statusCode,
    ).toBe(400);
    for (const asset of ['cockfight.js', 'cockfight.css']) {
      expect((await t.app.inject({ url: `/demo-vendor/assets/${asset}` })).statusCode).toBe(200);
    }
  });

  it('refuses a forged, expired, free-play, other vendor or unknown arena ticket', async () => {
    const bad = [
      ticketFor(rich).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ticketFor(rich, { e: Date.now() - 1 }),
      ticketFor(rich, { t: 0 }),
      ticketFor(rich, { v: 'DEMO', g: 'DEMOBACCARAT' }),
      ticketFor(rich, { g: 'DS88L199' }),
    ];
    for (const ticket of bad) {
      const page = await t.app.inject({ url: `/demo-vendor/cockfight?ticket=${encodeURIComponent(ticket)}` });
      expect(page.statusCode).toBe(401);
      const api = await t.app.inject({
        url: `/demo-vendor/api/cockfight/info?ticket=${encodeURIComponent(ticket)}`,
      });
      expect(api.statusCode).toBe(401);
      expect(failure(api).errorCode).toBe(ErrorCode.tokenInvalid);
    }
  });

  it('names the arena by its name in the player’s language, never by its code', async () => {
    const infoIn = async (l: string) =>
      envelope(InfoValueSchema).parse(
        json(
          await t.app.inject({
            url: `/demo-vendor/api/cockfight/info?ticket=${encodeURIComponent(ticketFor(rich, { l }))}`,
          }),
        ),
      ).value.game;
    expect(await infoIn('en')).toEqual({ code: 'DS88L101', name: 'Sabong Arena' });
    expect(await infoIn('vi')).toEqual({ code: 'DS88L101', name: 'Đấu trường Sabong' });
    expect(await infoIn('ar')).toEqual({ code: 'DS88L101', name: 'ساحة سابونغ' });
    // The page fills the limits line with that name: no language's line names the arena by a
    // word of its own before it ("Arena Sabong Arena").
    for (const [code, text] of Object.entries(COCKFIGHT_TEXT)) {
      expect(text.limits.startsWith('{arena}'), code).toBe(true);
    }
  });

  it('states the draw pay, the margin and the house edge; the state shows the commitment and odds before the close', async () => {
    const ticket = ticketFor(rich, { g: 'DS88L102' });
    const info = envelope(InfoValueSchema).parse(
      json(
        await t.app.inject({ url: `/demo-vendor/api/cockfight/info?ticket=${encodeURIComponent(ticket)}` }),
      ),
    ).value;
    expect(info).toMatchObject({
      drawPays: '8:1',
      marginPercent: '5',
      game: { code: 'DS88L102', name: 'Derby Championship' },
    });
    expect(info.houseEdge).toEqual({ meron: '4.73', wala: '4.73', draw: '10.00' });
    const asked = Date.now();
    const res = await t.app.inject({
      url: `/demo-vendor/api/cockfight/state?ticket=${encodeURIComponent(ticket)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = envelope(StateValueSchema).parse(json(res)).value;
    expect(state.arena).toEqual({ arenaId: 'DS88L102', min: '10.00', max: '10000.00' });
    expect(state.fight.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(state.fight)).not.toMatch(/serverSeed"|"roll"|"outcome"/);
    // The fight of the clock while the call ran (it may cross a fight's end).
    expect(state.fight.fightNo).toBeGreaterThanOrEqual(fightAt(arenaRule('DS88L102')!, asked).roundNo);
    expect(state.fight.fightNo).toBeLessThanOrEqual(fightAt(arenaRule('DS88L102')!, Date.now()).roundNo);
    expect(state.fight.odds.draw).toBe('9.00');
    expect(Number(state.fight.odds.meron)).toBeGreaterThan(1);
  });

  it('refuses bad input field by field and moves nothing', async () => {
    const ticket = ticketFor(rich);
    const balance = await mainBalance(rich);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ side: 'dragon' }, 'side', 'side_unknown'],
      [{ amount: '1.234' }, 'amount', 'amount_format'],
      [{ amount: '-5' }, 'amount', 'amount_format'],
      [{ amount: 5 }, 'amount', 'amount_required'],
      [{ betId: 'x' }, 'betId', 'bet_id_format'],
      [{ fight: 1.5 }, 'fight', 'fight_format'],
      [{ fight: -1 }, 'fight', 'fight_format'],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/cockfight/bet',
        payload: { ticket, fight: 1, side: 'meron', amount: '5.00', betId: nextId(), ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(failure(res).fields?.[field], JSON.stringify(over)).toBe(message);
    }
    expect(await mainBalance(rich)).toBe(balance);
  });

  it('takes a bet on the fight open now through the route at its odds, and refuses one on a fight already closed', async () => {
    // Some arena is always at least 5 s from its close (their clocks are offset).
    const now = Date.now();
    const arena = ARENAS.find((x) => {
      const f = fightAt(x, now);
      return f.phase === 'betting' && f.closesAt.getTime() - now > 5000;
    })!;
    const fight = fightAt(arena, now).roundNo;
    const amount = fromMinor(arena.minMinor, 2);
    const ticket = ticketFor(crowd[3]!, { g: arena.tableId });
    const balance = await mainBalance(crowd[3]!);
    const state = envelope(StateValueSchema).parse(
      json(
        await t.app.inject({ url: `/demo-vendor/api/cockfight/state?ticket=${encodeURIComponent(ticket)}` }),
      ),
    ).value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/cockfight/bet',
      payload: { ticket, fight, side: 'wala', amount, betId: nextId() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = envelope(BetValueSchema).parse(json(res)).value;
    expect(placed.bet).toMatchObject({ side: 'wala', amount, status: 'placed', fightNo: fight });
    expect(placed.bet.odds).toBe(state.fight.odds.wala);
    expect(await mainBalance(crowd[3]!)).toBe(balance - arena.minMinor);
    const late = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/cockfight/bet',
      payload: { ticket, fight: fight - 1, side: 'wala', amount, betId: nextId() },
    });
    expect(late.statusCode).toBe(400);
    expect(failure(late)).toMatchObject({
      errorCode: ErrorCode.roundClosed,
      fields: { fight: 'betting_closed' },
    });
    expect(await mainBalance(crowd[3]!)).toBe(balance - arena.minMinor);
  });
});

describe('cockfight: a fight', () => {
  it('debits each bet once, fights from the seed committed before, credits the fight once at the odds taken', async () => {
    const clock = clockAt('DS88L101');
    const arenas = arenasWith({ now: clock.now });
    const ticket = arenas.requireTicket(ticketFor(rich));
    const balance = await mainBalance(rich);
    const before = await arenas.state(ticket);
    expect(before.fight).toMatchObject({ fightNo: clock.fightNo, phase: 'betting' });
    const committed = before.fight.serverSeedHash;
    const odds = before.fight.odds;

    const bets = [bet(clock.fightNo, 'meron', 1000n), bet(clock.fightNo, 'draw', 300n)];
    for (const b of bets) {
      const placed = await arenas.placeBet(ticket, b);
      expect(placed.bet.status).toBe('placed');
      expect(placed.bet.odds).toBe(odds[b.side]);
    }
    // The same bet again: the same answer, nothing moves.
    const again = await arenas.placeBet(ticket, bets[0]!);
    expect(again.isReplay).toBe(true);
    expect(again.staked).toBe('13.00');
    expect(await mainBalance(rich)).toBe(balance - 1300n);
    // The same id for another bet is refused.
    await expect(arenas.placeBet(ticket, { ...bets[0]!, amountMinor: 2000n })).rejects.toMatchObject({
      code: ErrorCode.idempotencyKeyReused,
    });

    clock.close();
    // After the window: refused with a clear error, nothing moves.
    await expect(arenas.placeBet(ticket, bet(clock.fightNo, 'meron', 500n))).rejects.toMatchObject({
      code: ErrorCode.roundClosed,
      fields: { fight: 'betting_closed' },
    });

    const after = await arenas.state(ticket);
    const last = after.last!;
    expect(last.fightNo).toBe(clock.fightNo);
    expect(last.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(last.serverSeed).digest('hex')).toBe(committed);
    expect(last.odds).toEqual(odds);
    // Anyone recomputes the fight from the revealed seed.
    const { fight } = resultOf({
      tableId: 'DS88L101',
      roundNo: clock.fightNo,
      serverSeed: last.serverSeed,
      serverSeedHash: committed,
    });
    expect(fight.outcome).toBe(last.outcome);
    const expected =
      betReturn('meron', 1000n, fight.odds.meron, fight.outcome) +
      betReturn('draw', 300n, 900, fight.outcome);
    expect(minor(last.win!)).toBe(expected);
    expect(await mainBalance(rich)).toBe(balance - 1300n + expected);
    expect(after.history.at(-1)).toEqual({ fightNo: clock.fightNo, outcome: fight.outcome });

    // One platform round for the member's bets on the fight, settled with the stakes and win.
    const id = await memberId(rich);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('DS88L101', clock.fightNo, id)));
    expect(round).toMatchObject({
      status: 'settled',
      vendor: 'DS88',
      betMinor: 1300n,
      winMinor: expected,
      gameCode: 'DS88L101',
    });

    // The betting record lists it under LIVE, its stake a valid bet (turnover).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const records = envelope(BetRecordsSchema).parse(
      json(
        await t.app.inject({
          url: `${gamesEndpoints.betRecords.path}?startDate=${day(-1)}&endDate=${day(1)}&vendor=DS88`,
          headers: { authorization: rich.token },
        }),
      ),
    ).value;
    expect(
      records.list.find((r) => r.roundId === memberRoundId('DS88L101', clock.fightNo, id)),
    ).toMatchObject({
      vendor: 'DS88',
      gameType: 'LIVE',
      bet: '13.00',
      validBet: '13.00',
      status: 'settled',
    });

    // Settling again moves nothing.
    await arenas.settleFight('DS88L101', clock.fightNo);
    expect(await mainBalance(rich)).toBe(balance - 1300n + expected);
  });

  it('pays every side by the rules on every outcome (Meron and Wala returned on a draw)', () => {
    expect(betReturn('meron', 1000n, 185, 'meron')).toBe(1850n);
    expect(betReturn('wala', 1000n, 205, 'draw')).toBe(1000n);
    expect(betReturn('draw', 1000n, 900, 'draw')).toBe(9000n);
    expect(betReturn('draw', 1000n, 900, 'meron')).toBe(0n);
  });

  it('refuses opposite sides, a bet under the arena minimum and one the balance cannot cover', async () => {
    const clock = clockAt('DS88L102');
    const arenas = arenasWith({ now: clock.now });
    const ticket = arenas.requireTicket(ticketFor(crowd[0]!, { g: 'DS88L102' }));
    await arenas.placeBet(ticket, bet(clock.fightNo, 'meron', 1000n));
    await expect(arenas.placeBet(ticket, bet(clock.fightNo, 'wala', 1000n))).rejects.toMatchObject({
      fields: { side: 'opposite_side' },
    });
    // A draw bet beside Meron is allowed.
    await arenas.placeBet(ticket, bet(clock.fightNo, 'draw', 1000n));
    await expect(arenas.placeBet(ticket, bet(clock.fightNo, 'draw', 999n))).rejects.toMatchObject({
      code: ErrorCode.amountOutOfRange,
      fields: { amount: 'outside_arena_limits' },
    });
    const broke = arenas.requireTicket(ticketFor(poor, { g: 'DS88L102' }));
    const betId = nextId();
    for (let i = 0; i < 2; i++) {
      await expect(arenas.placeBet(broke, bet(clock.fightNo, 'draw', 1000n, betId))).rejects.toMatchObject({
        code: ErrorCode.insufficientBalance,
      });
    }
    expect(await mainBalance(poor)).toBe(30n);
    clock.close();
    await arenas.settleFight('DS88L102', clock.fightNo);
    const [row] = await t.app.db
      .select()
      .from(roundTableBets)
      .where(eq(roundTableBets.id, betKey(await memberId(poor), betId)));
    expect(row?.status).toBe('refused');
  });
});

describe('cockfight: the clock', () => {
  it('opens every arena’s fight on the clock and settles it when it closes, watched or not', async () => {
    let at = clockOf(arenaRule('DS88L101')!, (fightBase += 10), 0).opensAt.getTime() + 1000;
    const arenas = arenasWith({ now: () => at });
    const repo = createCockfightRepository(t.app.db);
    await arenas.tick();
    const opened = ARENAS.map((x) => ({ arenaId: x.tableId, ...fightAt(x, at) }));
    for (const o of opened) {
      expect((await repo.round(o.arenaId, o.roundNo))?.status).toBe(
        o.phase === 'betting' ? 'open' : 'settled',
      );
    }
    expect(opened.some((o) => o.phase === 'betting')).toBe(true);
    at += FIGHT_MS;
    await arenas.tick();
    for (const o of opened) {
      const row = await repo.round(o.arenaId, o.roundNo);
      expect(row?.status).toBe('settled');
      expect(row?.result).toMatchObject({ fightNo: o.roundNo, serverSeedHash: row?.serverSeedHash });
    }
  });
});

describe('cockfight: at once', () => {
  it('holds the arena maximum against 50 bets at once from one player', async () => {
    const clock = clockAt('DS88L103'); // max 200.00 a fight
    const arenas = arenasWith({ now: clock.now });
    const member = crowd[1]!;
    const ticket = arenas.requireTicket(ticketFor(member, { g: 'DS88L103' }));
    const balance = await mainBalance(member);
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () => arenas.placeBet(ticket, bet(clock.fightNo, 'wala', 1500n))),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(13); // 13 * 15.00 = 195.00 <= 200.00
    for (const a of answers) {
      if (a.status === 'rejected') expect(a.reason).toMatchObject({ fields: { amount: 'over_arena_max' } });
    }
    expect(await mainBalance(member)).toBe(balance - 13n * 1500n);
    const id = await memberId(member);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('DS88L103', clock.fightNo, id)));
    expect(round?.betMinor).toBe(19_500n);

    // Bets of 120.00 against a 200.00 maximum: of 50 at once, exactly one is taken.
    const next = clockAt('DS88L103');
    const again = arenasWith({ now: next.now });
    const big = await Promise.allSettled(
      Array.from({ length: 50 }, () => again.placeBet(ticket, bet(next.fightNo, 'draw', 12_000n))),
    );
    expect(big.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await mainBalance(member)).toBe(balance - 13n * 1500n - 12_000n);
  });

  it('debits 50 copies of one bet sent at once once', async () => {
    const clock = clockAt('DS88L101');
    const arenas = arenasWith({ now: clock.now });
    const member = crowd[2]!;
    const ticket = arenas.requireTicket(ticketFor(member));
    const balance = await mainBalance(member);
    const betId = nextId();
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () => arenas.placeBet(ticket, bet(clock.fightNo, 'meron', 500n, betId))),
    );
    for (const a of answers) {
      if (a.status === 'fulfilled') expect(a.value.bet).toMatchObject({ status: 'placed', amount: '5.00' });
      else expect(a.reason).toMatchObject({ code: ErrorCode.upstreamUnavailable });
    }
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true);
    expect(await mainBalance(member)).toBe(balance - 500n);
  });

  it('settles a fight once when two settlements run at once; the round files under LIVE for turnover and missions', async () => {
    const clock = clockAt('DS88L102');
    const arenas = arenasWith({ now: clock.now });
    const players = [rich, crowd[0]!, crowd[1]!];
    const progress = async (m: TestMember) => {
      const [row] = rowsOf(
        await t.app.db
          .execute(sql`SELECT coalesce(sum(p.progress), 0)::text AS progress FROM mission_progress p
          JOIN missions ms ON ms.id = p.mission_id WHERE ms.code = 'weekly-live-100' AND p.member_id = ${await memberId(m)}`),
      );
      return BigInt(String(row!['progress']));
    };
    const before = new Map<TestMember, bigint>();
    const missionBefore = new Map<TestMember, bigint>();
    await t.app.betOutbox.drain();
    for (const m of players) {
      before.set(m, await mainBalance(m));
      missionBefore.set(m, await progress(m));
      const ticket = arenas.requireTicket(ticketFor(m, { g: 'DS88L102' }));
      await arenas.placeBet(ticket, bet(clock.fightNo, 'meron', 2000n));
      await arenas.placeBet(ticket, bet(clock.fightNo, 'draw', 1000n));
    }
    clock.close();
    const other = arenasWith({ now: clock.now });
    await Promise.all([
      arenas.settleFight('DS88L102', clock.fightNo),
      other.settleFight('DS88L102', clock.fightNo),
    ]);
    await arenas.settleFight('DS88L102', clock.fightNo);
    // Mission progress is applied by the bet outbox (ADR 0024).
    await t.app.betOutbox.drain();

    const row = await createCockfightRepository(t.app.db).round('DS88L102', clock.fightNo);
    expect(row?.status).toBe('settled');
    const { fight } = resultOf(row!);
    const win =
      betReturn('meron', 2000n, fight.odds.meron, fight.outcome) +
      betReturn('draw', 1000n, 900, fight.outcome);
    for (const m of players) {
      expect(await mainBalance(m)).toBe(before.get(m)! - 3000n + win);
      expect(await progress(m)).toBe(missionBefore.get(m)! + 1n);
      const credits = rowsOf(
        await t.app.db.execute(sql`SELECT count(*)::int AS n FROM game_round_ops WHERE kind = 'credit'
          AND round_id = ${memberRoundId('DS88L102', clock.fightNo, await memberId(m))} AND outcome = 'OK'`),
      );
      expect(Number(credits[0]!['n'])).toBe(1);
    }
    const [category] = rowsOf(await t.app.db.execute(sql`SELECT round_category('DS88', 'DS88L102') AS c`));
    expect(category!['c']).toBe('LIVE');
  });
});

describe('cockfight: a fight that cannot complete', () => {
  it('returns the stakes when the credit is refused, and says so to a retry of the bet', async () => {
    const clock = clockAt('DS88L101');
    const arenas = arenasWith({ now: clock.now, refuseCredits: { n: 1 } });
    const member = crowd[3]!;
    const ticket = arenas.requireTicket(ticketFor(member));
    const balance = await mainBalance(member);
    const first = bet(clock.fightNo, 'wala', 2500n);
    await arenas.placeBet(ticket, first);
    await arenas.placeBet(ticket, bet(clock.fightNo, 'draw', 500n));
    expect(await mainBalance(member)).toBe(balance - 3000n);
    clock.close();
    await arenas.settleFight('DS88L101', clock.fightNo);
    expect(await mainBalance(member)).toBe(balance);
    const id = await memberId(member);
    const rows = await t.app.db
      .select()
      .from(roundTableBets)
      .where(
        and(
          eq(roundTableBets.tableId, 'DS88L101'),
          eq(roundTableBets.roundNo, clock.fightNo),
          eq(roundTableBets.memberId, id),
        ),
      );
    expect(rows.map((b) => b.status)).toEqual(['rolled_back', 'rolled_back']);
    const [round] = await t.app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, memberRoundId('DS88L101', clock.fightNo, id)));
    expect(round?.status).toBe('rolled_back');
    await expect(arenas.placeBet(ticket, first)).rejects.toMatchObject({
      fields: { betId: 'bet_rolled_back' },
    });
    expect(await mainBalance(member)).toBe(balance);
  });
});

describe('cockfight: who may play', () => {
  it('is the DS88 entry’s first game, launched by games.launch: free play, a trial account and a member on a time-out are refused', async () => {
    const [game] = await t.app.db
      .select({ id: games.id, gameCode: games.gameCode })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.vendor, 'DS88'), eq(games.gameCode, 'DS88L101')));
    expect(game).toBeDefined();
    // The cockfight entry opens the first game of DS88's list (web: /game?type=direct&vassalage=DS88).
    const list = json(
      await t.app.inject({ url: `${gamesEndpoints.gameList.path}?gameType=LIVE&vassalage=DS88&pageNo=1` }),
    ) as { value: { games: { nodeId: number; sandbox: boolean }[] } };
    expect(list.value.games[0]).toMatchObject({ nodeId: game!.id, sandbox: false });
    const launch = (m: TestMember, extra = '') =>
      call(t.app, m.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game!.id}${extra}`);
    const ok = json(await launch(crowd[0]!)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/cockfight\?ticket=/);
    const page = await t.app.inject({ url: ok.value.content.game_url });
    expect(page.statusCode).toBe(200);
    expect(rawError(await launch(crowd[0]!, '&accountType=0')).errorCode).toBe(
      ErrorCode.functionNotAvailable,
    );
    const trial = await createMember(t.app, await rsaKey(t.app), { prefix: 'cft', type: 4 });
    expect(rawError(await launch(trial)).errorCode).toBe(ErrorCode.trialAccount);
    const resting = await createMember(t.app, await rsaKey(t.app), { prefix: 'cfz' });
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
  });
});
