/**
 * The e-sports book on the real platform and PostgreSQL (ADR 0025): the sportsbook's book on map
 * series. Its page and API, its own tickets and markets; a single and a parlay debited at placement,
 * pending in the platform (the betting record, out of P&L, withdrawal turnover, ESPORTS rebates,
 * missions and the agent's team report) until the last series is over, then settled once however
 * many settlements race over several instances; a cash-out credited once; an abandoned series void;
 * the books apart (neither settles nor limits the other's bets); the launch and the test clock.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/esports/esports.routes.test.ts
 */
import { envelope, ErrorCode, gamesEndpoints } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../db/schema/index.js';
import { rawError } from '../../../test/accounts.js';
import { adminHeaders, json } from '../../../test/app.js';
import { call, createMember, fund, type TestMember } from '../../../test/wallet.js';
import { GAME_PAGE_CSP } from '../game-page.js';
import { betReturnOf, cashOutOffer } from '../sportsbook/sportsbook.returns.js';
import type { SlipLeg } from '../sportsbook/sportsbook.service.js';
import { pickOutcomeIn, priceIn, type Pick } from '../sportsbook/sportsbook.sport.js';
import {
  agentAndMember,
  bookOf,
  bookWith,
  clockOver,
  dailyBetMission,
  decimal,
  dueBetCount,
  failure,
  fixtureNamed,
  key,
  mainBalance,
  memberIdOf,
  minor,
  nextFixtureNo,
  nextId,
  record,
  roundOf,
  sportsRebateBase,
  t,
  teamBetsOf,
  testFixtureOf,
  ticketFor,
  turnoverDone,
  useSportsbookPlatform,
} from '../sportsbook/sportsbook.test-support.js';
import { endOf, finalScore, type Series } from './esports.engine.js';
import { BetsValueSchema, BetValueSchema, FixturesValueSchema, InfoValueSchema } from './esports.routes.js';
import { ESPORTS } from './esports.sport.js';

useSportsbookPlatform();

const API = '/demo-vendor/api/esports';
const esportsTicket = (m: TestMember, over: Parameters<typeof ticketFor>[1] = {}) =>
  ticketFor(m, { g: 'DEMOESPORTS', ...over });
const seriesNamed = (n: number) => testFixtureOf(ESPORTS, n);
const esportsBook = (now: () => number) => bookOf(ESPORTS, { now });

/**
 * `count` series of the tests' own (hours ahead of the real clock) that satisfy `accept` (by default
 * played out and of three maps or more), with a clock a minute before the first one starts.
 */
function seriesClock(
  count = 1,
  accept: (s: Series) => boolean = (s) => s.abandonedAfter === null && s.bestOf > 1,
) {
  const list: Series[] = [];
  while (list.length < count) {
    const s = seriesNamed(nextFixtureNo());
    if (accept(s)) list.push(s);
  }
  return clockOver(list as [Series, ...Series[]], endOf, 1);
}

/** The winner pick that came true on series s, and the one that did not. */
function winnerPicks(s: Series): { won: Pick; lost: Pick } {
  const f = finalScore(s);
  const winner = f.home > f.away ? 'home' : 'away';
  return {
    won: { market: 'ml', line: null, selection: winner },
    lost: { market: 'ml', line: null, selection: winner === 'home' ? 'away' : 'home' },
  };
}

const slip = (now: number, legs: [Series, Pick][]): SlipLeg[] =>
  legs.map(([s, pick]) => ({ fixtureNo: s.fixtureNo, pick, seenOddsH: priceIn(ESPORTS, s, pick, now)! }));

let rich: TestMember;
beforeAll(async () => {
  rich = await createMember(t.app, key, { prefix: 'esr' });
  await fund(t.app, rich.account, '3000.00');
});

describe('e-sports book: page and API', () => {
  it('serves the sportsbook’s page as the e-sports book, in the ticket’s language, right to left in Arabic', async () => {
    const page = await t.app.inject({
      url: `/demo-vendor/esports?ticket=${esportsTicket(rich, { l: 'ar' })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(GAME_PAGE_CSP);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<title>الرياضات الإلكترونية</title>');
    expect(page.body).toContain('/demo-vendor/assets/sportsbook.js');
    expect(page.body).toContain('&quot;book&quot;:&quot;esports&quot;');
    // A sportsbook ticket does not open it, nor an e-sports ticket the sportsbook.
    expect((await t.app.inject({ url: `/demo-vendor/esports?ticket=${ticketFor(rich)}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: `/demo-vendor/sportsbook?ticket=${esportsTicket(rich)}` })).statusCode,
    ).toBe(401);
  });

  it('states its house edge, cash-out margin and titles; lists series with the winner, map handicap and total maps', async () => {
    const info = envelope(InfoValueSchema).parse(
      json(await t.app.inject({ url: `${API}/info?ticket=${esportsTicket(rich)}` })),
    ).value;
    expect(info).toMatchObject({
      game: { code: 'DEMOESPORTS' },
      houseEdgePercent: '5',
      cashOutMarginPercent: '5',
      abandonedPercent: '2',
      clock: { roundsToWin: 13 },
    });
    expect(info.titles.map((x) => x.name)).toEqual([
      'Counter-Strike 2',
      'Valorant',
      'Dota 2',
      'League of Legends',
    ]);
    const list = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `${API}/fixtures?ticket=${esportsTicket(rich)}&format=malay` })),
    ).value;
    expect(list.fixtures.length).toBeGreaterThan(6);
    const upcoming = list.fixtures.find((f) => f.phase === 'scheduled' && f.bestOf === 3)!;
    expect(upcoming.markets.ml.home?.decimal).toMatch(/^\d+\.\d\d$/);
    expect(upcoming.markets.ah.map((l) => l.home)).toEqual(['-1.5', '+1.5']);
    expect(upcoming.markets.ou.map((l) => l.total)).toEqual(['2.5']);
    expect(upcoming).toMatchObject({ score: { home: 0, away: 0 }, map: null, seed: null });
  });

  it('refuses a sportsbook ticket, football markets and bad input field by field, moving nothing', async () => {
    const before = await mainBalance(rich);
    const base = {
      ticket: esportsTicket(rich),
      fixtureNo: 1,
      market: 'ml',
      line: null,
      selection: 'home',
      odds: '1.90',
      amount: '1.00',
      betId: nextId(),
    };
    const post = (payload: object) => t.app.inject({ method: 'POST', url: `${API}/bet`, payload });
    expect(rawError(await post({ ...base, ticket: ticketFor(rich) })).errorCode).toBe(ErrorCode.tokenInvalid);
    expect(failure(await post({ ...base, market: '1x2' })).fields).toMatchObject({
      market: 'market_unknown',
    });
    expect(failure(await post({ ...base, selection: 'draw' })).fields).toMatchObject({
      selection: 'selection_unknown',
    });
    expect(failure(await post({ ...base, market: 'ah', line: null })).fields).toEqual({
      selection: 'pick_invalid',
    });
    expect(failure(await post({ ...base, amount: '1.001' })).fields).toEqual({ amount: 'amount_format' });
    expect(await mainBalance(rich)).toBe(before);
  });
});

describe('e-sports book: bets', () => {
  it('keeps a single pending in the platform until the series is over, out of P&L, turnover, ESPORTS rebates, missions and the team report; then settles it once', async () => {
    // A turnover requirement (a bonus at 1x), to see the turnover move only at settlement.
    const { agent, m } = await agentAndMember('es');
    const clock = seriesClock(1);
    const [s] = clock.fixtures;
    const book = esportsBook(clock.now);
    const ticket = book.requireTicket(esportsTicket(m));
    const pick = winnerPicks(s).won;
    const betId = nextId();
    const placed = await book.placeBet(ticket, {
      ...slip(clock.now(), [[s, pick]])[0]!,
      acceptChanges: false,
      amountMinor: 1_500n,
      betId,
      format: 'decimal',
    });
    expect(placed.bet).toMatchObject({ kind: 'single', status: 'placed', amount: '15.00' });
    expect(placed.balance).toBe('85.00');
    const roundId = await roundOf(m, betId, 'ES');
    const expectPending = async () => {
      expect((await record(m, roundId)).row).toMatchObject({
        status: 'pending',
        bet: '15.00',
        validBet: '0.00',
        win: null,
        profit: null,
      });
      expect(await turnoverDone(m)).toBe('0.00');
      expect(await sportsRebateBase(m, 'ESPORTS')).toBe(0n);
      expect(minor(await dailyBetMission(m))).toBe(0n);
      expect(await teamBetsOf(agent, m.account)).toEqual({
        bets: '15.00',
        validBets: '0.00',
        payouts: '0.00',
      });
    };
    await expectPending();
    // In play: pending still, its leg showing the maps won and the map in play.
    clock.to(s.kickoff + Math.floor(s.totalSteps / 2) * s.stepMs);
    expect(await book.settleDue(200, await memberIdOf(m))).toBe(0);
    const live = BetsValueSchema.parse(await book.myBets(ticket, 'decimal')).bets[0]!;
    expect(live).toMatchObject({
      status: 'placed',
      legs: [{ phase: 'live', title: s.title, bestOf: s.bestOf }],
    });
    expect(live.legs[0]!.map).not.toBeNull();
    await expectPending();

    clock.end();
    // The sportsbook's settlement does not touch an e-sports bet: each book settles its own.
    expect(await bookWith({ now: clock.now }).settleDue(200, await memberIdOf(m))).toBe(0);
    const books = Array.from({ length: 5 }, () => esportsBook(clock.now));
    const counts = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => books[i % 5]!.settleDue(200, await memberIdOf(m))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const win = betReturnOf(1_500n, [{ oddsH: Number(minor(placed.bet.decimal)), outcome: 'won' }]);
    expect(await mainBalance(m)).toBe(8_500n + win);
    expect((await record(m, roundId)).row).toMatchObject({
      status: 'settled',
      validBet: '15.00',
      win: decimal(win),
      profit: decimal(win - 1_500n),
    });
    expect(await turnoverDone(m)).toBe('15.00');
    expect(await sportsRebateBase(m, 'ESPORTS')).toBe(1_500n);
    expect(await sportsRebateBase(m, 'SPORTS')).toBe(0n);
    expect(minor(await dailyBetMission(m))).toBe(1_500n);
    expect(await teamBetsOf(agent, m.account)).toEqual({
      bets: '15.00',
      validBets: '15.00',
      payouts: decimal(win),
    });
    expect((await book.myBets(ticket, 'decimal')).bets[0]).toMatchObject({
      status: 'settled',
      outcome: 'won',
      legs: [{ phase: 'ended', score: finalScore(s), outcome: 'won' }],
    });
  });

  it('takes a parlay of series (two picks of one series refused), pending until the last is over, settled by each leg', async () => {
    const m = await createMember(t.app, key, { prefix: 'esp' });
    await fund(t.app, m.account, '100.00');
    // The parlays' shared leg is the series that ends first: at its end both still wait on another.
    // Series are drawn fresh each run and a later one can be shorter, so they are ordered by their
    // end, drawn again on a tie.
    let clock = seriesClock(3);
    while (new Set(clock.fixtures.map(endOf)).size < 3) clock = seriesClock(3);
    const [a, b, c] = [...clock.fixtures].sort((x, y) => endOf(x) - endOf(y)) as [Series, Series, Series];
    const book = esportsBook(clock.now);
    const ticket = book.requireTicket(esportsTicket(m));
    const body = { acceptChanges: false, amountMinor: 1_000n, format: 'decimal' as const };
    await expect(
      book.placeParlay(ticket, {
        ...body,
        betId: nextId(),
        legs: slip(clock.now(), [
          [a, winnerPicks(a).won],
          [a, { market: 'ou', line: 10, selection: 'over' }],
        ]),
      }),
    ).rejects.toMatchObject({ fields: { 'legs.1.fixtureNo': 'same_event' } });
    const won = slip(clock.now(), [
      [a, winnerPicks(a).won],
      [b, winnerPicks(b).won],
    ]);
    const lost = slip(clock.now(), [
      [a, winnerPicks(a).won],
      [c, winnerPicks(c).lost],
    ]);
    await book.placeParlay(ticket, { ...body, betId: nextId(), legs: won });
    await book.placeParlay(ticket, { ...body, betId: nextId(), legs: lost });
    expect(await mainBalance(m)).toBe(8_000n);
    clock.end(a);
    expect(await book.settleDue(200, await memberIdOf(m))).toBe(0);
    clock.end();
    const due = await dueBetCount(clock.now(), 'esports');
    const books = Array.from({ length: 5 }, () => esportsBook(clock.now));
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => books[i % 5]!.settleDue()));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(due);
    const expected = betReturnOf(
      1_000n,
      won.map((l) => ({ oddsH: l.seenOddsH, outcome: 'won' as const })),
    );
    expect(await mainBalance(m)).toBe(8_000n + expected);
    const bets = (await book.myBets(ticket, 'decimal')).bets;
    expect(bets.map((x) => [x.kind, x.status, x.outcome])).toEqual([
      ['parlay', 'settled', 'lost'],
      ['parlay', 'settled', 'won'],
    ]);
    expect(bets[0]!.legs.map((l) => l.outcome)).toEqual(['won', 'lost']);
  });

  it('debits 50 copies of one bet sent at once once, and answers each with that bet', async () => {
    const m = await createMember(t.app, key, { prefix: 'esz' });
    await fund(t.app, m.account, '50.00');
    const clock = seriesClock(1);
    const [s] = clock.fixtures;
    const books = Array.from({ length: 5 }, () => esportsBook(clock.now));
    const body = {
      ...slip(clock.now(), [[s, winnerPicks(s).lost]])[0]!,
      acceptChanges: false,
      amountMinor: 700n,
      betId: nextId(),
      format: 'decimal' as const,
    };
    const copies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        books[i % 5]!.placeBet(books[i % 5]!.requireTicket(esportsTicket(m)), body),
      ),
    );
    expect(copies.filter((c) => !c.isReplay)).toHaveLength(1);
    expect(new Set(copies.map((c) => c.bet.betId)).size).toBe(1);
    expect(await mainBalance(m)).toBe(5_000n - 700n);
  });

  it('voids every pick on an abandoned series, the stake credited back when it stops', async () => {
    const m = await createMember(t.app, key, { prefix: 'esv' });
    await fund(t.app, m.account, '50.00');
    const clock = seriesClock(1, (s) => s.abandonedAfter !== null && s.abandonedAfter > 2);
    const [s] = clock.fixtures;
    const book = esportsBook(clock.now);
    const ticket = book.requireTicket(esportsTicket(m));
    const pick: Pick = { market: 'ml', line: null, selection: 'home' };
    await book.placeBet(ticket, {
      ...slip(clock.now(), [[s, pick]])[0]!,
      acceptChanges: false,
      amountMinor: 2_000n,
      betId: nextId(),
      format: 'decimal',
    });
    clock.to(endOf(s) - 1);
    expect(await book.settleDue(200, await memberIdOf(m))).toBe(0);
    clock.to(endOf(s));
    expect(pickOutcomeIn(ESPORTS, s, pick)).toBe('void');
    expect((await book.myBets(ticket, 'decimal')).bets[0]).toMatchObject({
      status: 'settled',
      outcome: 'void',
      win: '20.00',
      legs: [{ phase: 'abandoned', outcome: 'void' }],
    });
    expect(await mainBalance(m)).toBe(5_000n);
  });

  it('keeps each book’s limits to its own: the same fixture number in the sportsbook is another match', async () => {
    const m = await createMember(t.app, key, { prefix: 'esl' });
    await fund(t.app, m.account, '2500.00');
    const clock = seriesClock(1);
    const [s] = clock.fixtures;
    const book = esportsBook(clock.now);
    const ticket = book.requireTicket(esportsTicket(m));
    const pick = winnerPicks(s).won;
    const bet = (amountMinor: bigint) =>
      book.placeBet(ticket, {
        ...slip(clock.now(), [[s, pick]])[0]!,
        acceptChanges: false,
        amountMinor,
        betId: nextId(),
        format: 'decimal',
      });
    await bet(50_000n);
    await bet(50_000n);
    await expect(bet(100n)).rejects.toMatchObject({ fields: { amount: 'over_fixture_max' } });
    // The sportsbook's fixture of that number takes the member's stakes as before.
    const football = bookWith({ now: clock.now });
    const f = fixtureNamed(s.fixtureNo);
    const home: Pick = { market: '1x2', line: null, selection: 'home' };
    await football.placeBet(football.requireTicket(ticketFor(m)), {
      fixtureNo: f.fixtureNo,
      pick: home,
      seenOddsH: priceIn(football.sport, f, home, clock.now())!,
      acceptChanges: false,
      amountMinor: 5_000n,
      betId: nextId(),
      format: 'decimal',
    });
    expect(await mainBalance(m)).toBe(250_000n - 105_000n);
  });
});

describe('e-sports book: cash-out', () => {
  it('offers the fair value less 5% in play, pays it once when 50 copies arrive at once, and settles the round', async () => {
    const m = await createMember(t.app, key, { prefix: 'esc' });
    await fund(t.app, m.account, '100.00');
    const clock = seriesClock(1);
    const [s] = clock.fixtures;
    const book = esportsBook(clock.now);
    const ticket = book.requireTicket(esportsTicket(m));
    const pick = winnerPicks(s).won;
    const betId = nextId();
    const placed = await book.placeBet(ticket, {
      ...slip(clock.now(), [[s, pick]])[0]!,
      acceptChanges: false,
      amountMinor: 2_000n,
      betId,
      format: 'decimal',
    });
    // After the first map: the offer is the fair value at the maps now.
    clock.to(s.kickoff + s.maps[0]!.steps * s.stepMs);
    const offer = cashOutOffer(
      ESPORTS,
      2_000n,
      [{ fixture: s, pick, oddsH: Number(minor(placed.bet.decimal)) }],
      clock.now(),
    )!;
    expect((await book.myBets(ticket, 'decimal')).bets[0]!.cashOut).toEqual({ offer: decimal(offer) });
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, () => book.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' })),
    );
    expect(answers.every((a) => a.status === 'fulfilled')).toBe(true);
    expect(answers.filter((a) => a.status === 'fulfilled' && !a.value.isReplay)).toHaveLength(1);
    expect(await mainBalance(m)).toBe(8_000n + offer);
    expect((await record(m, await roundOf(m, betId, 'ES'))).row).toMatchObject({
      status: 'settled',
      win: decimal(offer),
    });
    // Never also at the end of the series.
    clock.end();
    await book.settleDue();
    expect(await mainBalance(m)).toBe(8_000n + offer);
    expect((await book.myBets(ticket, 'decimal')).bets[0]).toMatchObject({
      status: 'cashed_out',
      cashOut: null,
    });
  });
});

describe('e-sports book: through the route and the portal', () => {
  it('is an ESPORTS game launched by games.launch; a trial account is refused', async () => {
    const [game] = await t.app.db.select().from(games).where(eq(games.gameCode, 'DEMOESPORTS'));
    expect(game).toBeDefined();
    const m = await createMember(t.app, key, { prefix: 'esg' });
    const launch = (who: TestMember) =>
      call(t.app, who.token, 'GET', `${gamesEndpoints.launch.path}?launchMode=GLS&nodeId=${game!.id}`);
    const ok = json(await launch(m)) as { value: { content: { game_url: string } } };
    expect(ok.value.content.game_url).toMatch(/^\/demo-vendor\/esports\?ticket=/);
    const trial = await createMember(t.app, key, { prefix: 'esgt', type: 4 });
    expect(rawError(await launch(trial)).errorCode).toBe(ErrorCode.trialAccount);
  });

  it('takes a bet on an upcoming series at the price the list showed, and the test clock settles it', async () => {
    const m = await createMember(t.app, key, { prefix: 'esk' });
    await fund(t.app, m.account, '20.00');
    const list = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `${API}/fixtures?ticket=${esportsTicket(m)}` })),
    ).value;
    const upcoming = list.fixtures.find(
      (f) => f.phase === 'scheduled' && Date.parse(f.kickoff) - Date.now() > 60_000,
    )!;
    const betId = nextId();
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/bet`,
      payload: {
        ticket: esportsTicket(m),
        fixtureNo: upcoming.fixtureNo,
        market: 'ml',
        line: null,
        selection: 'away',
        odds: upcoming.markets.ml.away!.decimal,
        amount: '10.00',
        betId,
        format: 'hk',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(BetValueSchema).parse(json(res)).value.bet).toMatchObject({
      status: 'placed',
      amount: '10.00',
    });
    expect((await record(m, await roundOf(m, betId, 'ES'))).row?.status).toBe('pending');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/admin/sportsbook/clock',
      headers: adminHeaders,
      payload: { advanceMs: 30 * 60_000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await record(m, await roundOf(m, betId, 'ES'))).row?.status).toBe('settled');
  });
});
