/**
 * The demo sportsbook on the real platform and PostgreSQL (ADR 0021): prices, a single bet's debit
 * at placement and its credit after the match (once, however many settlements run at once, over
 * five service instances), the bet pending in the platform's betting record and out of its P&L and
 * turnover until it settles, odds changes refused unless accepted, stake limits, 50 placements at
 * once, a refused credit rolled back, an abandoned match's bet void, the test clock. Parlays are in
 * sportsbook.parlays.test.ts, cash-outs in sportsbook.cash-out.test.ts.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/sportsbook/sportsbook.routes.test.ts
 */
import { ErrorCode, gamesEndpoints, protectionEndpoints, VendorPageCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../db/schema/index.js';
import { rawError } from '../../../test/accounts.js';
import { adminHeaders, json, startTestApp } from '../../../test/app.js';
import { call, createMember, fund, nextRequestId, type TestMember } from '../../../test/wallet.js';
import { envelope } from '@portal/contracts';
import { finalScore, pickOutcome, priceAt, type Pick } from './sportsbook.engine.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { betReturn } from './sportsbook.returns.js';
import {
  BetsValueSchema,
  BetValueSchema,
  FixturesValueSchema,
  InfoValueSchema,
} from './sportsbook.routes.js';
import {
  bookWith,
  decimal,
  dueBetCount,
  failure,
  fixtureNamed,
  fixturesClock,
  key,
  mainBalance,
  memberIdOf,
  nextId,
  record,
  roundOf,
  t,
  ticketFor,
  turnoverDone,
  useSportsbookPlatform,
} from './sportsbook.test-support.js';

useSportsbookPlatform();
let rich: TestMember;
beforeAll(async () => {
  rich = await createMember(t.app, key, { prefix: 'sbr' });
  await fund(t.app, rich.account, '5000.00');
});

const HOME: Pick = { market: '1x2', line: null, selection: 'home' };
const fixtureClock = () => fixturesClock(1);

describe('sportsbook: API', () => {
  it('serves the page in the ticket language under the strict CSP, right to left in Arabic', async () => {
    const res = await t.app.inject({ url: `/demo-vendor/sportsbook?ticket=${ticketFor(rich, { l: 'vi' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(res.body).toContain('<html lang="vi" dir="ltr">');
    expect(res.body).not.toMatch(/<script>|<style>| style=/);
    const ar = await t.app.inject({
      url: `/demo-vendor/sportsbook?ticket=${ticketFor(rich, { l: 'AR' })}&theme=dark`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(
      (await t.app.inject({ url: `/demo-vendor/sportsbook?ticket=${ticketFor(rich)}&theme=neon` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: `/demo-vendor/sportsbook?ticket=${ticketFor(rich, { t: 0 })}` })).statusCode,
    ).toBe(401);
    for (const asset of ['sportsbook.js', 'sportsbook.css']) {
      expect((await t.app.inject({ url: `/demo-vendor/assets/${asset}` })).statusCode).toBe(200);
    }
  });

  it('states the limits, the house edge and the formats; lists fixtures with prices in the chosen format', async () => {
    const info = envelope(InfoValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/info?ticket=${ticketFor(rich)}` })),
    ).value;
    expect(info).toMatchObject({
      limits: { min: '0.50', max: '500.00', perMatch: '1000.00' },
      parlay: { min: '0.50', max: '200.00', maxPayout: '20000.00', minLegs: 2, maxLegs: 10 },
      houseEdgePercent: '5',
      cashOutMarginPercent: '5',
      abandonedPercent: '2',
      formats: ['decimal', 'hk', 'malay', 'indo'],
    });
    const list = (format: string) =>
      t.app.inject({
        url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(rich)}&format=${format}`,
      });
    const dec = envelope(FixturesValueSchema).parse(json(await list('decimal'))).value;
    expect(dec.fixtures.length).toBeGreaterThan(3);
    const upcoming = dec.fixtures.find((f) => f.phase === 'scheduled' && f.open)!;
    expect(upcoming.seed).toBeNull();
    expect(upcoming.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(upcoming.markets.ah).toHaveLength(3);
    const hk = envelope(FixturesValueSchema).parse(json(await list('hk'))).value;
    const same = hk.fixtures.find((f) => f.fixtureNo === upcoming.fixtureNo)!;
    const d = upcoming.markets['1x2'].home!;
    expect(same.markets['1x2'].home).toEqual({
      odds: (Number(d.decimal) - 1).toFixed(2),
      decimal: d.decimal,
    });
    expect((await list('fractional')).statusCode).toBe(400);
  });

  it('refuses a forged or other game ticket, and bad input field by field, moving nothing', async () => {
    const forged = ticketFor(rich).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const ticket of [forged, ticketFor(rich, { g: 'DEMOBACCARAT' }), ticketFor(rich, { t: 0 })]) {
      const res = await t.app.inject({
        url: `/demo-vendor/api/sportsbook/fixtures?ticket=${encodeURIComponent(ticket)}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const before = await mainBalance(rich);
    const base = {
      ticket: ticketFor(rich),
      fixtureNo: 1,
      market: '1x2',
      line: null,
      selection: 'home',
      odds: '1.95',
      amount: '10.00',
      betId: nextId(),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fixtureNo: -1 }, 'fixtureNo', 'fixture_format'],
      [{ market: 'corners' }, 'market', 'market_unknown'],
      [{ line: 2 }, 'selection', 'pick_invalid'],
      [{ market: 'ah', line: null }, 'selection', 'pick_invalid'],
      [{ market: 'ou', line: 10, selection: 'home' }, 'selection', 'pick_invalid'],
      [{ odds: '1.9' }, 'odds', 'odds_format'],
      [{ amount: '-1' }, 'amount', 'amount_format'],
      [{ betId: 'x' }, 'betId', 'bet_id_format'],
    ];
    for (const [over, field, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/sportsbook/bet',
        payload: { ...base, ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(failure(res).fields?.[field], JSON.stringify(over)).toBe(code);
    }
    // An ended match takes no bets.
    const ended = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/sportsbook/bet',
      payload: base,
    });
    expect(failure(ended)).toMatchObject({
      errorCode: ErrorCode.roundClosed,
      fields: { fixtureNo: 'betting_closed' },
    });
    expect(await mainBalance(rich)).toBe(before);
  });
});

describe('sportsbook: a single bet', () => {
  it('is debited at placement, pending in the record and out of P&L and turnover until the match ends, then credited once', async () => {
    // A member with a turnover requirement (a bonus at 1x), to see the turnover move only at settlement.
    const m = await createMember(t.app, key, { prefix: 'sbt' });
    const bonus = await t.app.inject({
      method: 'POST',
      url: `/admin/members/${m.account}/bonus`,
      headers: adminHeaders,
      payload: {
        requestId: nextRequestId('req'),
        amount: '100.00',
        bonusType: 'TEST',
        turnoverMultiplier: 1,
      },
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const clock = fixtureClock();
    const book = bookWith({ now: clock.now });
    const f = fixtureNamed(clock.fixtureNo);
    const final = finalScore(f);
    const winner = final.home > final.away ? 'home' : final.home < final.away ? 'away' : 'draw';
    const pick: Pick = { market: '1x2', line: null, selection: winner };
    const odds = priceAt(f, pick, clock.now())!;
    const ticket = book.requireTicket(ticketFor(m));
    const betId = nextId();
    const placed = await book.placeBet(ticket, {
      fixtureNo: clock.fixtureNo,
      pick,
      seenOddsH: odds,
      acceptChanges: false,
      amountMinor: 2_000n,
      betId,
      format: 'decimal',
    });
    expect(placed.bet).toMatchObject({
      status: 'placed',
      amount: '20.00',
      decimal: decimal(odds),
      win: null,
    });
    expect(placed.balance).toBe('80.00');

    // Pending: in the record with no win and no profit, its stake in pendingBet, none in validBet.
    const roundId = await roundOf(m, betId);
    const pending = await record(m, roundId);
    expect(pending.row).toMatchObject({
      status: 'pending',
      bet: '20.00',
      validBet: '0.00',
      win: null,
      profit: null,
    });
    expect(pending.summary).toMatchObject({
      pendingBet: '20.00',
      validBet: '0.00',
      profit: '0.00',
      pendingRounds: 1,
    });
    expect(await turnoverDone(m)).toBe('0.00');
    // The job running before the final whistle settles nothing.
    clock.toMinute(89);
    expect(await book.settleDue()).toBe(0);

    clock.end();
    expect(await book.settleDue()).toBe(1);
    expect(await book.settleDue()).toBe(0);
    const win = betReturn(2_000n, odds, 'won');
    const settled = await record(m, roundId);
    expect(settled.row).toMatchObject({
      status: 'settled',
      bet: '20.00',
      validBet: '20.00',
      win: decimal(Number(win)),
    });
    expect(settled.summary).toMatchObject({ pendingBet: '0.00', validBet: '20.00', pendingRounds: 0 });
    expect(await turnoverDone(m)).toBe('20.00');
    expect(await mainBalance(m)).toBe(8_000n + win);
    const mine = (await book.myBets(ticket, 'decimal')).bets;
    expect(mine[0]).toMatchObject({
      status: 'settled',
      outcome: 'won',
      legs: [{ score: final, outcome: 'won' }],
    });
  });

  it('refuses a changed price unless the player accepts it, and keeps stakes within the limits', async () => {
    const clock = fixtureClock();
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(rich));
    const f = fixtureNamed(clock.fixtureNo);
    const now = priceAt(f, HOME, clock.now())!;
    const before = await mainBalance(rich);
    const place = (over: {
      seenOddsH?: number;
      acceptChanges?: boolean;
      amountMinor?: bigint;
      betId?: string;
    }) =>
      book.placeBet(ticket, {
        fixtureNo: clock.fixtureNo,
        pick: HOME,
        seenOddsH: now,
        acceptChanges: false,
        amountMinor: 1_000n,
        betId: nextId(),
        format: 'decimal',
        ...over,
      });
    await expect(place({ seenOddsH: now + 5 })).rejects.toMatchObject({
      code: VendorPageCode.oddsChanged,
      statusCode: 409,
      value: { decimal: decimal(now) },
    });
    await expect(place({ amountMinor: 49n })).rejects.toMatchObject({
      fields: { amount: 'outside_stake_limits' },
    });
    await expect(place({ amountMinor: 50_001n })).rejects.toMatchObject({
      fields: { amount: 'outside_stake_limits' },
    });
    expect(await mainBalance(rich)).toBe(before);
    const accepted = await place({ seenOddsH: now + 5, acceptChanges: true });
    expect(accepted.bet.decimal).toBe(decimal(now));
    // In play the price moves with the minute; a bet after minute 80 is refused.
    clock.toMinute(80);
    await expect(place({})).rejects.toMatchObject({ code: ErrorCode.roundClosed });
    expect(await mainBalance(rich)).toBe(before - 1_000n);
  });

  it('returns the stake when the credit is refused', async () => {
    const m = await createMember(t.app, key, { prefix: 'sbx' });
    const clock = fixtureClock();
    const book = bookWith({ now: clock.now, refuseCredits: { n: 1, account: m.account } });
    await fund(t.app, m.account, '50.00');
    const ticket = book.requireTicket(ticketFor(m));
    const odds = priceAt(fixtureNamed(clock.fixtureNo), HOME, clock.now())!;
    await book.placeBet(ticket, {
      fixtureNo: clock.fixtureNo,
      pick: HOME,
      seenOddsH: odds,
      acceptChanges: false,
      amountMinor: 1_500n,
      betId: nextId(),
      format: 'decimal',
    });
    expect(await mainBalance(m)).toBe(3_500n);
    clock.end();
    await book.settleDue();
    expect(await mainBalance(m)).toBe(5_000n);
    expect((await book.myBets(ticket, 'decimal')).bets[0]).toMatchObject({ status: 'rolled_back' });
  });
});

describe('sportsbook: an abandoned match', () => {
  it('voids its bets when play stops: the stake credited back as soon as it is abandoned, no sooner', async () => {
    const m = await createMember(t.app, key, { prefix: 'sbv' });
    await fund(t.app, m.account, '100.00');
    // A match abandoned after minute 20 or later, so a bet in play at minute 10 is taken.
    const clock = fixturesClock(1, (f) => f.abandonedAfter !== null && f.abandonedAfter >= 20);
    const f = clock.fixtures[0]!;
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    clock.toMinute(10);
    const pick: Pick = { market: 'ou', line: 10, selection: 'under' };
    const odds = priceAt(f, pick, clock.now())!;
    const betId = nextId();
    await book.placeBet(ticket, {
      fixtureNo: f.fixtureNo,
      pick,
      seenOddsH: odds,
      acceptChanges: false,
      amountMinor: 2_500n,
      betId,
      format: 'decimal',
    });
    expect(await mainBalance(m)).toBe(7_500n);
    clock.toMinute(f.abandonedAfter! - 1);
    expect(await book.settleDue(200, await memberIdOf(m))).toBe(0);
    clock.toMinute(f.abandonedAfter!);
    const listed = FixturesValueSchema.parse(await book.fixtures('decimal')).fixtures.find(
      (x) => x.fixtureNo === f.fixtureNo,
    )!;
    expect(listed).toMatchObject({ phase: 'abandoned', open: false, minute: f.abandonedAfter });
    expect(listed.markets['1x2'].home).toBeNull();
    const mine = (await book.myBets(ticket, 'decimal')).bets;
    expect(mine[0]).toMatchObject({
      status: 'settled',
      outcome: 'void',
      win: '25.00',
      legs: [{ phase: 'abandoned', outcome: 'void' }],
    });
    expect(await mainBalance(m)).toBe(10_000n);
    expect((await record(m, await roundOf(m, betId))).row).toMatchObject({ status: 'settled', win: '25.00' });
  });
});

describe('sportsbook: at once', () => {
  it('debits 50 copies of one bet sent at once once, and holds the per-match limit against 50 bets at once', async () => {
    const clock = fixtureClock();
    const book = bookWith({ now: clock.now });
    const m = await createMember(t.app, key, { prefix: 'sbc' });
    await fund(t.app, m.account, '2000.00');
    const ticket = book.requireTicket(ticketFor(m));
    const odds = priceAt(fixtureNamed(clock.fixtureNo), HOME, clock.now())!;
    const body = (betId: string) => ({
      fixtureNo: clock.fixtureNo,
      pick: HOME,
      seenOddsH: odds,
      acceptChanges: false,
      amountMinor: 3_000n,
      betId,
      format: 'decimal' as const,
    });
    const same = nextId();
    const copies = await Promise.all(Array.from({ length: 50 }, () => book.placeBet(ticket, body(same))));
    expect(new Set(copies.map((c) => c.bet.betId))).toEqual(new Set([same]));
    expect(copies.filter((c) => !c.isReplay)).toHaveLength(1);
    expect(await mainBalance(m)).toBe(200_000n - 3_000n);

    // 1000.00 per match: 32 more bets of 30.00 fit beside the first (33 x 30.00 = 990.00).
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => book.placeBet(ticket, body(nextId()))),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    expect(accepted).toHaveLength(32);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ fields: { amount: 'over_fixture_max' } });
    }
    expect(await mainBalance(m)).toBe(200_000n - 33n * 3_000n);
  });

  it('settles each bet once when 50 settlements run at once', async () => {
    const clock = fixtureClock();
    const book = bookWith({ now: clock.now });
    const m = await createMember(t.app, key, { prefix: 'sbs' });
    await fund(t.app, m.account, '500.00');
    const ticket = book.requireTicket(ticketFor(m));
    const f = fixtureNamed(clock.fixtureNo);
    const picks: Pick[] = [
      HOME,
      { market: '1x2', line: null, selection: 'draw' },
      { market: '1x2', line: null, selection: 'away' },
      { market: 'ah', line: -1, selection: 'home' },
      { market: 'ah', line: -1, selection: 'away' },
      { market: 'ah', line: 3, selection: 'home' },
      { market: 'ou', line: 9, selection: 'over' },
      { market: 'ou', line: 9, selection: 'under' },
      { market: 'ou', line: 8, selection: 'over' },
    ];
    let expected = 50_000n;
    let placed = 0;
    for (const pick of picks) {
      const odds = priceAt(f, pick, clock.now());
      if (odds === null) continue;
      await book.placeBet(ticket, {
        fixtureNo: clock.fixtureNo,
        pick,
        seenOddsH: odds,
        acceptChanges: false,
        amountMinor: 1_001n,
        betId: nextId(),
        format: 'decimal',
      });
      expected += betReturn(1_001n, odds, pickOutcome(f, pick)) - 1_001n;
      placed += 1;
    }
    clock.end();
    const due = await dueBetCount(clock.now());
    expect(due).toBeGreaterThanOrEqual(placed);
    // Five services, as five processes would have: ten settlements at once in each.
    const books = [book, ...Array.from({ length: 4 }, () => bookWith({ now: clock.now }))];
    const counts = await Promise.all(Array.from({ length: 50 }, (_, i) => books[i % 5]!.settleDue()));
    // Each due bet (this test's and earlier tests' left open) settled by exactly one of them: a
    // lease per bet, across the instances.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(due);
    expect(await dueBetCount(clock.now())).toBe(0);
    expect(await mainBalance(m)).toBe(expected);
    const bets = (await book.myBets(ticket, 'decimal')).bets;
    expect(bets.every((b) => b.status === 'settled')).toBe(true);
    const outcomes = new Set(bets.map((b) => b.outcome));
    expect(outcomes.size).toBeGreaterThan(1);
  });
});

describe('sportsbook: through the route', () => {
  it('takes a bet on an upcoming match at the price the list showed', async () => {
    const list = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(rich)}` })),
    ).value;
    // Far enough from kickoff that the pre-match price cannot move before the bet arrives.
    const upcoming = list.fixtures.find(
      (f) => f.phase === 'scheduled' && Date.parse(f.kickoff) - Date.now() > 60_000,
    )!;
    const line = upcoming.markets.ou[1]!;
    const before = await mainBalance(rich);
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/sportsbook/bet',
      payload: {
        ticket: ticketFor(rich),
        fixtureNo: upcoming.fixtureNo,
        market: 'ou',
        line: line.line,
        selection: 'over',
        odds: line.prices.over!.decimal,
        amount: '5',
        betId: nextId(),
        format: 'malay',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = envelope(BetValueSchema).parse(json(res)).value;
    expect(value.bet).toMatchObject({ status: 'placed', amount: '5.00', decimal: line.prices.over!.decimal });
    expect(await mainBalance(rich)).toBe(before - 500n);
    const mine = envelope(BetsValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/bets?ticket=${ticketFor(rich)}` })),
    ).value.bets;
    expect(mine.some((b) => b.betId === value.bet.betId && b.status === 'placed')).toBe(true);
  });
});

describe('sportsbook: who may play', () => {
  it('is a SPORTS game launched by games.launch: free play, a member on a time-out and a trial account are refused', async () => {
    const [game] = await t.app.db.select().from(games).where(eq(games.gameCode, 'DEMOSPORTS'));
    expect(game).toBeDefined();
    const m = await createMember(t.app, key, { prefix: 'sbl' });
    const launch = (who: TestMember, extra = '') =>
      call(
        t.app,
        who.token,
        'GET',
        `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game!.id}${extra}`,
      );
    const ok = json(await launch(m)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/sportsbook\?ticket=/);
    expect(rawError(await launch(m, '&accountType=0')).errorCode).toBe(ErrorCode.functionNotAvailable);
    const trial = await createMember(t.app, key, { prefix: 'sbt4', type: 4 });
    expect(rawError(await launch(trial)).errorCode).toBe(ErrorCode.trialAccount);
    const resting = await createMember(t.app, key, { prefix: 'sbz' });
    await call(t.app, resting.token, 'POST', protectionEndpoints.startTimeout.path, { days: 1 });
    expect(rawError(await launch(resting)).errorCode).toBe(ErrorCode.playerTimedOut);
  });
});

// Last: it moves the routes' clock for the rest of the file.
describe('sportsbook: the test clock', () => {
  it('moves the matches forward for the operator outside production, and settles what it ended', async () => {
    const m = await createMember(t.app, key, { prefix: 'sbk' });
    await fund(t.app, m.account, '20.00');
    const listed = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(m)}` })),
    ).value;
    const upcoming = listed.fixtures.find(
      (f) => f.phase === 'scheduled' && Date.parse(f.kickoff) - Date.now() > 60_000,
    )!;
    const price = upcoming.markets['1x2'].draw!;
    const betId = nextId();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/sportsbook/bet',
      payload: {
        ticket: ticketFor(m),
        fixtureNo: upcoming.fixtureNo,
        market: '1x2',
        line: null,
        selection: 'draw',
        odds: price.decimal,
        amount: '10.00',
        betId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const clockUrl = '/admin/sportsbook/clock';
    expect(
      (await t.app.inject({ method: 'POST', url: clockUrl, payload: { advanceMs: 1000 } })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: clockUrl,
      headers: adminHeaders,
      payload: { advanceMs: -5 },
    });
    expect(failure(bad).fields).toEqual({ advanceMs: 'advance_format' });
    const moved = await t.app.inject({
      method: 'POST',
      url: clockUrl,
      headers: adminHeaders,
      payload: { advanceMs: 20 * 60_000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const at = Date.parse((json(moved) as { value: { now: string } }).value.now);
    expect(at - Date.now()).toBeGreaterThan(19 * 60_000);
    // The match is over on the moved clock, and the pass the hook ran settled the bet.
    expect((await record(m, await roundOf(m, betId))).row?.status).toBe('settled');
    const after = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(m)}` })),
    ).value;
    expect(after.fixtures.some((f) => f.fixtureNo === upcoming.fixtureNo)).toBe(false);
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp({ nodeEnv: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/admin/sportsbook/clock',
        headers: adminHeaders,
        payload: { advanceMs: 60_000 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
