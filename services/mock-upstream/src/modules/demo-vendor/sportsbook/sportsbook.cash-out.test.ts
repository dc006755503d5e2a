/**
 * The sportsbook's cash-out on the real platform and PostgreSQL (ADR 0021): the offer of an open
 * single or parlay (its fair value at the score now, less 5%) shown in the player's bets and moving
 * with the score; taking it credits the offer once and settles the platform's round (record, P&L,
 * turnover, rebates, missions, the agent's team report); a stale offer refused with the offer now; never twice, never also at full time (50
 * cash-outs at once, cash-outs racing settlements over several service instances: one credit).
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/sportsbook/sportsbook.cash-out.test.ts
 */
import { envelope, ErrorCode, VendorPageCode } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRoundOps } from '../../../db/schema/index.js';
import { json } from '../../../test/app.js';
import { createMember, fund, type TestMember } from '../../../test/wallet.js';
import {
  endOf,
  matchAt,
  MINUTE_MS,
  pickOutcome,
  priceAt,
  type Fixture,
  type Pick,
} from './sportsbook.engine.js';
import { FOOTBALL } from './sportsbook.football.js';
import { createSportsbookRepository } from './sportsbook.repository.js';
import { betReturn, cashOutOffer } from './sportsbook.returns.js';
import { BetValueSchema, BetsValueSchema, FixturesValueSchema } from './sportsbook.routes.js';
import {
  agentAndMember,
  bookWith,
  dailyBetMission,
  decimal,
  failure,
  fixturesClock,
  key,
  mainBalance,
  memberIdOf,
  minor,
  nextId,
  record,
  roundOf,
  sportsRebateBase,
  t,
  teamBetsOf,
  ticketFor,
  turnoverDone,
  useSportsbookPlatform,
} from './sportsbook.test-support.js';

useSportsbookPlatform();

const HOME: Pick = { market: '1x2', line: null, selection: 'home' };
const DRAW: Pick = { market: '1x2', line: null, selection: 'draw' };

/** A funded member with a single of `amountMinor` on the clock's first fixture, placed now. */
async function withSingle(
  clock: ReturnType<typeof fixturesClock>,
  amountMinor = 2_000n,
  pick: Pick = HOME,
  member?: TestMember,
) {
  const m = member ?? (await createMember(t.app, key, { prefix: 'sco' }));
  if (!member) await fund(t.app, m.account, '100.00');
  const book = bookWith({ now: clock.now });
  const ticket = book.requireTicket(ticketFor(m));
  const f = clock.fixtures[0]!;
  const betId = nextId();
  const placed = await book.placeBet(ticket, {
    fixtureNo: f.fixtureNo,
    pick,
    seenOddsH: priceAt(f, pick, clock.now())!,
    acceptChanges: false,
    amountMinor,
    betId,
    format: 'decimal',
  });
  return { m, book, ticket, f, betId, oddsH: Number(minor(placed.bet.decimal)) };
}

const offerIn = async (book: ReturnType<typeof bookWith>, ticket: ReturnType<typeof book.requireTicket>) =>
  (await book.myBets(ticket, 'decimal')).bets[0]!.cashOut?.offer ?? null;

describe('sportsbook cash-out: the offer', () => {
  it('is the bet’s fair value at the score now less 5%, shown on the bet, and moves with the minute and the score', async () => {
    // A home goal in a minute without an away goal: one in the same minute could take the offer
    // down (the fixtures' seeds are drawn afresh each run, so such a fixture turned up one time).
    const clock = fixturesClock(
      1,
      (f) =>
        f.abandonedAfter === null && f.goals.home.length > 0 && !f.goals.away.includes(f.goals.home[0] ?? -1),
    );
    const { book, ticket, f, oddsH } = await withSingle(clock);
    const offerAt = (at: number) => cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: HOME, oddsH }], at)!;
    expect(await offerIn(book, ticket)).toBe(decimal(offerAt(clock.now())));
    // Before kickoff the offer stands still; a home goal raises it.
    const goal = f.goals.home[0]!;
    clock.toMinute(goal - 1);
    const before = offerAt(clock.now());
    expect(await offerIn(book, ticket)).toBe(decimal(before));
    clock.toMinute(goal);
    expect(offerAt(clock.now())).toBeGreaterThan(before);
    expect(await offerIn(book, ticket)).toBe(decimal(offerAt(clock.now())));
    // None once the match is over: the result settles it.
    clock.end();
    expect(await offerIn(book, ticket)).toBeNull();
  });

  it('refuses a stale offer with the offer now, then takes the offer now', async () => {
    const clock = fixturesClock(1);
    const { m, book, ticket, f, betId, oddsH } = await withSingle(clock);
    clock.toMinute(10);
    const seen = cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: HOME, oddsH }], clock.now())!;
    clock.toMinute(40);
    const now = cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: HOME, oddsH }], clock.now())!;
    expect(now).not.toBe(seen);
    const before = await mainBalance(m);
    await expect(book.cashOut(ticket, { betId, offerMinor: seen, format: 'decimal' })).rejects.toMatchObject({
      code: VendorPageCode.cashOutChanged,
      statusCode: 409,
      fields: { offer: 'offer_changed' },
      value: { offer: decimal(now) },
    });
    expect(await mainBalance(m)).toBe(before);
    const taken = await book.cashOut(ticket, { betId, offerMinor: now, format: 'decimal' });
    expect(taken.bet).toMatchObject({ status: 'cashed_out', win: decimal(now), cashOut: null });
    expect(await mainBalance(m)).toBe(before + now);
  });

  it('is not offered on a bet not debited, already closed, over, or with a lost leg; refused for another member', async () => {
    const clock = fixturesClock(2);
    const [a, b] = clock.fixtures as [Fixture, Fixture];
    const { m, book, ticket, betId } = await withSingle(clock);
    const other = await createMember(t.app, key, { prefix: 'scx' });
    await expect(
      book.cashOut(book.requireTicket(ticketFor(other)), { betId, offerMinor: 100n, format: 'decimal' }),
    ).rejects.toMatchObject({ code: ErrorCode.roundNotFound, fields: { betId: 'bet_not_found' } });
    // A bet accepted but not debited yet (its debit did not answer): no offer.
    const undebited = nextId();
    const repo = createSportsbookRepository(t.app.db, 'sportsbook');
    await repo.placeBet({
      id: await roundOf(m, undebited),
      merchantId: (await repo.memberOf(t.config.merchantCode, m.account))!.merchantId,
      memberId: await memberIdOf(m),
      kind: 'single',
      oddsH: 200,
      amountMinor: 100n,
      dueAt: new Date(endOf(b)),
      legs: [{ fixtureNo: b.fixtureNo, market: '1x2', line: null, selection: 'home', oddsH: 200 }],
      fixtureMaxMinor: 100_000n,
    });
    expect((await book.myBets(ticket, 'decimal')).bets.find((x) => x.betId === undebited)).toMatchObject({
      status: 'pending',
      cashOut: null,
    });
    await expect(
      book.cashOut(ticket, { betId: undebited, offerMinor: 100n, format: 'decimal' }),
    ).rejects.toMatchObject({ fields: { betId: 'cash_out_unavailable' } });
    // A parlay whose first leg lost: nothing to offer while the second plays.
    const lost = (f: Fixture): Pick =>
      (['home', 'draw', 'away'] as const)
        .map((selection): Pick => ({ market: '1x2', line: null, selection }))
        .find((p) => pickOutcome(f, p) === 'lost')!;
    const parlayId = nextId();
    await book.placeParlay(ticket, {
      legs: [
        { fixtureNo: a.fixtureNo, pick: lost(a), seenOddsH: priceAt(a, lost(a), clock.now())! },
        { fixtureNo: b.fixtureNo, pick: HOME, seenOddsH: priceAt(b, HOME, clock.now())! },
      ],
      acceptChanges: false,
      amountMinor: 500n,
      betId: parlayId,
      format: 'decimal',
    });
    clock.end(a);
    const parlay = (await book.myBets(ticket, 'decimal')).bets.find((x) => x.betId === parlayId)!;
    expect(parlay).toMatchObject({ status: 'placed', cashOut: null });
    expect(parlay.legs[0]!.outcome).toBe('lost');
    await expect(
      book.cashOut(ticket, { betId: parlayId, offerMinor: 100n, format: 'decimal' }),
    ).rejects.toMatchObject({ fields: { betId: 'cash_out_unavailable' } });
    // The single's match is over: settled by its result, no cash-out.
    await book.settleDue(200, await memberIdOf(m));
    await expect(book.cashOut(ticket, { betId, offerMinor: 100n, format: 'decimal' })).rejects.toMatchObject({
      code: ErrorCode.roundClosed,
    });
  });
});

describe('sportsbook cash-out: taking it', () => {
  it('credits the offer once and settles the round in the platform: record, turnover, rebates, missions and the team report count it then; never again, nor at full time', async () => {
    // A turnover requirement (a bonus at 1x), to see the turnover move only at settlement.
    const { agent, m } = await agentAndMember('sc');
    const clock = fixturesClock(1);
    const { book, ticket, f, betId, oddsH } = await withSingle(clock, 2_000n, HOME, m);
    clock.toMinute(30);
    const roundId = await roundOf(m, betId);
    expect((await record(m, roundId)).row).toMatchObject({ status: 'pending', win: null, profit: null });
    expect(await turnoverDone(m)).toBe('0.00');
    expect(await sportsRebateBase(m)).toBe(0n);
    expect(minor(await dailyBetMission(m))).toBe(0n);
    expect(await teamBetsOf(agent, m.account)).toEqual({ bets: '20.00', validBets: '0.00', payouts: '0.00' });
    const offer = cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: HOME, oddsH }], clock.now())!;
    const before = await mainBalance(m);
    const taken = await book.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' });
    expect(taken).toMatchObject({ isReplay: false, balance: decimal(before + offer) });
    expect((await record(m, roundId)).row).toMatchObject({
      status: 'settled',
      bet: '20.00',
      validBet: '20.00',
      win: decimal(offer),
      profit: decimal(offer - 2_000n),
    });
    expect(await turnoverDone(m)).toBe('20.00');
    expect(await sportsRebateBase(m)).toBe(2_000n);
    expect(minor(await dailyBetMission(m))).toBe(2_000n);
    expect(await teamBetsOf(agent, m.account)).toEqual({
      bets: '20.00',
      validBets: '20.00',
      payouts: decimal(offer),
    });
    // The same cash-out again answers it and moves nothing; full time pays nothing more.
    const again = await book.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' });
    expect(again).toMatchObject({ isReplay: true, bet: { status: 'cashed_out' } });
    clock.end();
    expect(await book.settleDue(200, await memberIdOf(m))).toBe(0);
    expect(await mainBalance(m)).toBe(before + offer);
    expect(await turnoverDone(m)).toBe('20.00');
    const mine = (await book.myBets(ticket, 'decimal')).bets[0]!;
    expect(mine).toMatchObject({ status: 'cashed_out', outcome: null, win: decimal(offer), cashOut: null });
    expect(mine.legs[0]!.outcome).toBe(pickOutcome(f, HOME));
  });

  it('cashes out a parlay at the product of its legs’ values', async () => {
    const clock = fixturesClock(2);
    const [a, b] = clock.fixtures as [Fixture, Fixture];
    const m = await createMember(t.app, key, { prefix: 'scp' });
    await fund(t.app, m.account, '100.00');
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const legs = [
      { fixtureNo: a.fixtureNo, pick: DRAW, seenOddsH: priceAt(a, DRAW, clock.now())! },
      { fixtureNo: b.fixtureNo, pick: HOME, seenOddsH: priceAt(b, HOME, clock.now())! },
    ];
    const betId = nextId();
    await book.placeParlay(ticket, {
      legs,
      acceptChanges: false,
      amountMinor: 1_000n,
      betId,
      format: 'decimal',
    });
    clock.toMinute(20);
    const offer = cashOutOffer(
      FOOTBALL,
      1_000n,
      [
        { fixture: a, pick: DRAW, oddsH: legs[0]!.seenOddsH },
        { fixture: b, pick: HOME, oddsH: legs[1]!.seenOddsH },
      ],
      clock.now(),
    )!;
    expect(await offerIn(book, ticket)).toBe(decimal(offer));
    await book.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' });
    expect(await mainBalance(m)).toBe(9_000n + offer);
  });

  it('pays one credit when the same cash-out arrives 50 times at once', async () => {
    const clock = fixturesClock(1);
    const { m, book, ticket, f, betId, oddsH } = await withSingle(clock);
    clock.toMinute(25);
    const offer = cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: HOME, oddsH }], clock.now())!;
    const before = await mainBalance(m);
    const books = [book, ...Array.from({ length: 4 }, () => bookWith({ now: clock.now }))];
    const answers = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        books[i % 5]!.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' }),
      ),
    );
    const ok = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(ok).toHaveLength(50);
    expect(ok.filter((a) => !a.isReplay)).toHaveLength(1);
    expect(await mainBalance(m)).toBe(before + offer);
    const credits = await t.app.db
      .select()
      .from(gameRoundOps)
      .where(and(eq(gameRoundOps.roundId, await roundOf(m, betId)), eq(gameRoundOps.kind, 'credit')));
    expect(credits.map((c) => c.amountMinor)).toEqual([offer]);
  });

  it('pays one credit when 25 cash-outs race 25 settlements at the final whistle over several instances', async () => {
    // Matches level in the last minute: a draw is still worth something to cash out then.
    const level = (f: Fixture) => {
      const { score } = matchAt(f, f.kickoff + 89 * MINUTE_MS);
      return f.abandonedAfter === null && score.home === score.away;
    };
    for (let round = 0; round < 3; round++) {
      const clock = fixturesClock(1, level);
      const { m, book, ticket, f, betId, oddsH } = await withSingle(clock, 2_000n, DRAW);
      const started = await mainBalance(m);
      // The cash-outs' instances read the clock in the last minute; the settlers' past full time.
      clock.toMinute(89);
      const offer = cashOutOffer(FOOTBALL, 2_000n, [{ fixture: f, pick: DRAW, oddsH }], clock.now())!;
      const late = { at: clock.now() };
      const settlers = Array.from({ length: 5 }, () => bookWith({ now: () => late.at + 2 * MINUTE_MS }));
      const cashers = Array.from({ length: 5 }, () => bookWith({ now: () => late.at }));
      const memberId = await memberIdOf(m);
      const racing = await Promise.allSettled(
        // Each round another side sends first.
        Array.from({ length: 50 }, (_, i) =>
          (i + round) % 2 === 0
            ? cashers[i % 5]!.cashOut(ticket, { betId, offerMinor: offer, format: 'decimal' })
            : settlers[i % 5]!.settleDue(200, memberId),
        ),
      );
      for (const r of racing) {
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ fields: { betId: 'bet_closed' } });
      }
      const bet = (await book.myBets(ticket, 'decimal')).bets[0]!;
      const result = betReturn(2_000n, oddsH, pickOutcome(f, DRAW));
      expect(['cashed_out', 'settled']).toContain(bet.status);
      const paid = bet.status === 'cashed_out' ? offer : result;
      expect(bet.win).toBe(decimal(paid));
      expect(await mainBalance(m)).toBe(started + paid);
      expect((await record(m, await roundOf(m, betId))).row).toMatchObject({
        status: 'settled',
        win: decimal(paid),
      });
    }
  });
});

describe('sportsbook cash-out: through the route', () => {
  it('shows the offer in the bets and takes it; a stale one answers CASH_OUT_CHANGED with the offer now', async () => {
    const m = await createMember(t.app, key, { prefix: 'scr' });
    await fund(t.app, m.account, '20.00');
    const bets = async () =>
      envelope(BetsValueSchema).parse(
        json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/bets?ticket=${ticketFor(m)}` })),
      ).value.bets;
    const list = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(m)}` })),
    ).value;
    const upcoming = list.fixtures.find(
      (f) => f.phase === 'scheduled' && Date.parse(f.kickoff) - Date.now() > 60_000,
    )!;
    const betId = nextId();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/sportsbook/bet',
      payload: {
        ticket: ticketFor(m),
        fixtureNo: upcoming.fixtureNo,
        market: '1x2',
        line: null,
        selection: 'home',
        odds: upcoming.markets['1x2'].home!.decimal,
        amount: '10.00',
        betId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const offer = (await bets()).find((b) => b.betId === betId)!.cashOut!.offer;
    const cashOut = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/sportsbook/cash-out',
        payload: { ticket: ticketFor(m), betId, ...body },
      });
    expect(failure(await cashOut({ offer: '1,00' })).fields).toEqual({ offer: 'amount_format' });
    expect(failure(await cashOut({ offer: '0.01', betId: 'x' })).fields).toEqual({ betId: 'bet_id_format' });
    const stale = await cashOut({ offer: decimal(minor(offer) + 1n) });
    expect(stale.statusCode).toBe(409);
    expect(failure(stale)).toMatchObject({ errorCode: 'CASH_OUT_CHANGED', value: { offer } });
    const res = await cashOut({ offer });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(BetValueSchema).parse(json(res)).value.bet).toMatchObject({
      status: 'cashed_out',
      win: offer,
    });
    expect(await mainBalance(m)).toBe(1_000n + minor(offer));
  });
});
