/**
 * The sportsbook's parlays on the real platform and PostgreSQL (ADR 0021): 2 to 10 legs on different
 * matches (two of one match refused), the stake limits and the maximum payout, odds changes on any
 * leg, pending in the platform until the last leg's match is over and out of the betting record's
 * P&L, turnover, rebates, missions and the agent's team report until then; settled once by the
 * standard rules (half won, half lost, void and abandoned legs), however many settlements race over
 * several service instances.
 * Run alone:
 *   npx vitest run --project=mock-upstream services/mock-upstream/src/modules/demo-vendor/sportsbook/sportsbook.parlays.test.ts
 */
import { envelope, ErrorCode, VendorPageCode } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/app.js';
import { createMember, fund, type TestMember } from '../../../test/wallet.js';
import {
  finalScore,
  pickOutcome,
  priceAt,
  shownLines,
  type Fixture,
  type Outcome,
  type Pick,
} from './sportsbook.engine.js';
import { betReturnOf, combinedOddsH, maxReturnOf } from './sportsbook.returns.js';
import { BetValueSchema, FixturesValueSchema } from './sportsbook.routes.js';
import type { SlipLeg } from './sportsbook.service.js';
import {
  agentAndMember,
  bookWith,
  dailyBetMission,
  decimal,
  dueBetCount,
  failure,
  fixturesClock,
  fixturesThenAbandoned,
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

let rich: TestMember;
beforeAll(async () => {
  rich = await createMember(t.app, key, { prefix: 'spr' });
  await fund(t.app, rich.account, '5000.00');
});

/** The 1X2 pick that won fixture f, and one that lost. */
function resultPicks(f: Fixture): { won: Pick; lost: Pick } {
  const s = finalScore(f);
  const result = s.home > s.away ? 'home' : s.home < s.away ? 'away' : 'draw';
  const other = result === 'home' ? 'away' : 'home';
  return {
    won: { market: '1x2', line: null, selection: result },
    lost: { market: '1x2', line: null, selection: other },
  };
}

/**
 * A pick on fixture f that comes to `outcome` on its final score, offered at `now` (a handicap or a
 * total, whichever is priced nearest evens; a 1X2 pick for won and lost).
 */
function pickThatComes(f: Fixture, now: number, outcome: Outcome): Pick {
  if (outcome === 'won' || outcome === 'lost') {
    const picks = resultPicks(f);
    return outcome === 'won' ? picks.won : picks.lost;
  }
  const candidates: Pick[] = [];
  for (let line = -16; line <= 16; line++) {
    candidates.push({ market: 'ah', line, selection: 'home' }, { market: 'ah', line, selection: 'away' });
  }
  for (let line = 2; line <= 30; line++) {
    candidates.push({ market: 'ou', line, selection: 'over' }, { market: 'ou', line, selection: 'under' });
  }
  const priced = candidates
    .filter((p) => pickOutcome(f, p) === outcome)
    .map((p) => ({ p, odds: priceAt(f, p, now) }))
    .filter((x): x is { p: Pick; odds: number } => x.odds !== null)
    .sort((x, y) => Math.abs(x.odds - 200) - Math.abs(y.odds - 200));
  if (!priced[0]) throw new Error(`no ${outcome} pick offered on fixture ${f.fixtureNo}`);
  return priced[0].p;
}

/** The slip's legs at the prices of `now`. */
const slip = (now: number, legs: [Fixture, Pick][]): SlipLeg[] =>
  legs.map(([f, pick]) => ({ fixtureNo: f.fixtureNo, pick, seenOddsH: priceAt(f, pick, now)! }));

describe('sportsbook parlays: placing', () => {
  it('refuses two picks of one match, too few or too many legs, field by field, moving nothing', async () => {
    const before = await mainBalance(rich);
    const clock = fixturesClock(2);
    const [a, b] = clock.fixtures as [Fixture, Fixture];
    const leg = (f: Fixture, selection: 'home' | 'away' | 'draw') => ({
      fixtureNo: f.fixtureNo,
      market: '1x2',
      line: null,
      selection,
      odds: '2.00',
    });
    const post = (legs: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/demo-vendor/api/sportsbook/parlay',
        payload: { ticket: ticketFor(rich), legs, amount: '5.00', betId: nextId() },
      });
    const same = await post([leg(a, 'home'), leg(b, 'home'), leg(a, 'draw')]);
    expect(same.statusCode).toBe(400);
    expect(failure(same).fields).toEqual({ 'legs.2.fixtureNo': 'same_event' });
    expect(failure(await post([leg(a, 'home')])).fields).toEqual({ legs: 'legs_count' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...leg(a, 'home'), fixtureNo: a.fixtureNo + i }));
    expect(failure(await post(eleven)).fields).toEqual({ legs: 'legs_count' });
    expect(
      failure(await post([leg(a, 'home'), { ...leg(b, 'home'), market: 'ou', line: null }])).fields,
    ).toEqual({ 'legs.1.selection': 'pick_invalid' });
    // The service refuses it too, whoever calls it.
    const book = bookWith({ now: clock.now });
    await expect(
      book.placeParlay(book.requireTicket(ticketFor(rich)), {
        legs: slip(clock.now(), [
          [a, resultPicks(a).won],
          [a, resultPicks(a).lost],
        ]),
        acceptChanges: false,
        amountMinor: 500n,
        betId: nextId(),
        format: 'decimal',
      }),
    ).rejects.toMatchObject({ fields: { 'legs.1.fixtureNo': 'same_event' } });
    expect(await mainBalance(rich)).toBe(before);
  });

  it('keeps the stake within 0.50 to 200.00 and the return within the maximum payout, naming the largest stake that fits', async () => {
    const clock = fixturesClock(10);
    // In play in the first: the tenth kicks off within the 16 minutes a match is listed before.
    clock.toMinute(60);
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(rich));
    const before = await mainBalance(rich);
    // Ten handicaps nearest an even match: about 1.9 each, a product near 600, so the largest stake
    // the payout allows (20,000.00 / product) is inside the stake limits.
    const legs = slip(
      clock.now(),
      clock.fixtures.map(
        (f) =>
          [f, { market: 'ah', line: shownLines(f, clock.now()).ah[1]!, selection: 'home' }] as [
            Fixture,
            Pick,
          ],
      ),
    );
    const place = (amountMinor: bigint) =>
      book.placeParlay(ticket, {
        legs,
        acceptChanges: false,
        amountMinor,
        betId: nextId(),
        format: 'decimal',
      });
    await expect(place(49n)).rejects.toMatchObject({ fields: { amount: 'outside_stake_limits' } });
    await expect(place(20_001n)).rejects.toMatchObject({ fields: { amount: 'outside_stake_limits' } });
    const odds = legs.map((l) => l.seenOddsH);
    const product = odds.reduce((p, o) => p * BigInt(o), 1n);
    const maxStake = (2_000_000n * 100n ** 10n) / product;
    expect(maxStake).toBeLessThan(20_000n);
    expect(maxStake).toBeGreaterThan(50n);
    await expect(place(maxStake + 1n)).rejects.toMatchObject({
      code: ErrorCode.amountOutOfRange,
      fields: { amount: 'over_max_payout' },
      value: { maxPayout: '20000.00', maxStake: decimal(maxStake) },
    });
    expect(await mainBalance(rich)).toBe(before);
    const placed = await place(maxStake);
    expect(maxReturnOf(maxStake, odds)).toBeLessThanOrEqual(2_000_000n);
    expect(placed.bet).toMatchObject({
      kind: 'parlay',
      status: 'placed',
      decimal: decimal(combinedOddsH(odds)),
      maxReturn: decimal(maxReturnOf(maxStake, odds)),
    });
    expect(placed.bet.legs).toHaveLength(10);
    expect(await mainBalance(rich)).toBe(before - maxStake);
  });

  it('shows every leg’s price now when one moved, and takes them when the player accepts changes', async () => {
    const clock = fixturesClock(3);
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(rich));
    const legs = slip(
      clock.now(),
      clock.fixtures.map((f) => [f, resultPicks(f).won] as [Fixture, Pick]),
    );
    const seen = legs.map((l, i) => (i === 1 ? { ...l, seenOddsH: l.seenOddsH + 7 } : l));
    const body = { legs: seen, acceptChanges: false, amountMinor: 300n, format: 'decimal' as const };
    const now = legs.map((l) => l.seenOddsH);
    await expect(book.placeParlay(ticket, { ...body, betId: nextId() })).rejects.toMatchObject({
      code: VendorPageCode.oddsChanged,
      statusCode: 409,
      value: {
        decimal: decimal(combinedOddsH(now)),
        legs: now.map((o) => ({ odds: decimal(o), decimal: decimal(o) })),
      },
    });
    const taken = await book.placeParlay(ticket, { ...body, acceptChanges: true, betId: nextId() });
    expect(taken.bet.legs.map((l) => l.decimal)).toEqual(now.map(decimal));
    // A leg whose match no longer takes bets refuses the parlay, naming the leg.
    clock.toMinute(80);
    await expect(
      book.placeParlay(ticket, { ...body, legs, acceptChanges: true, betId: nextId() }),
    ).rejects.toMatchObject({
      code: ErrorCode.roundClosed,
      fields: { 'legs.0.fixtureNo': 'betting_closed' },
    });
  });

  it('answers the same betId with the same parlay and debits it once (50 copies at once), and refuses it for another parlay', async () => {
    const m = await createMember(t.app, key, { prefix: 'spc' });
    await fund(t.app, m.account, '100.00');
    const clock = fixturesClock(2);
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const legs = slip(
      clock.now(),
      clock.fixtures.map((f) => [f, resultPicks(f).won] as [Fixture, Pick]),
    );
    const betId = nextId();
    const body = { legs, acceptChanges: false, amountMinor: 1_000n, betId, format: 'decimal' as const };
    const copies = await Promise.all(Array.from({ length: 50 }, () => book.placeParlay(ticket, body)));
    expect(copies.filter((c) => !c.isReplay)).toHaveLength(1);
    expect(await mainBalance(m)).toBe(9_000n);
    await expect(book.placeParlay(ticket, { ...body, legs: [...legs].reverse() })).rejects.toMatchObject({
      fields: { betId: 'bet_id_reused' },
    });
    await expect(book.placeBet(ticket, { ...legs[0]!, ...body })).rejects.toMatchObject({
      fields: { betId: 'bet_id_reused' },
    });
  });

  it('counts its stake against each of its matches’ limits', async () => {
    const m = await createMember(t.app, key, { prefix: 'spl' });
    await fund(t.app, m.account, '2000.00');
    const clock = fixturesClock(2);
    const [a, b] = clock.fixtures as [Fixture, Fixture];
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const { won } = resultPicks(b);
    // 900.00 on match b as singles, then a parlay of 150.00 over a and b passes b's 1,000.00.
    for (let i = 0; i < 2; i++) {
      await book.placeBet(ticket, {
        ...slip(clock.now(), [[b, won]])[0]!,
        acceptChanges: false,
        amountMinor: 45_000n,
        betId: nextId(),
        format: 'decimal',
      });
    }
    const parlay = (amountMinor: bigint) =>
      book.placeParlay(ticket, {
        legs: slip(clock.now(), [
          [a, resultPicks(a).won],
          [b, won],
        ]),
        acceptChanges: false,
        amountMinor,
        betId: nextId(),
        format: 'decimal',
      });
    await expect(parlay(15_000n)).rejects.toMatchObject({ fields: { amount: 'over_fixture_max' } });
    await parlay(10_000n);
    expect(await mainBalance(m)).toBe(200_000n - 100_000n);
  });
});

describe('sportsbook parlays: through the route', () => {
  it('takes a parlay of two upcoming matches at the prices the list showed', async () => {
    const list = envelope(FixturesValueSchema).parse(
      json(await t.app.inject({ url: `/demo-vendor/api/sportsbook/fixtures?ticket=${ticketFor(rich)}` })),
    ).value;
    const upcoming = list.fixtures
      .filter((f) => f.phase === 'scheduled' && Date.parse(f.kickoff) - Date.now() > 60_000)
      .slice(0, 2);
    expect(upcoming).toHaveLength(2);
    const before = await mainBalance(rich);
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/sportsbook/parlay',
      payload: {
        ticket: ticketFor(rich),
        legs: upcoming.map((f) => ({
          fixtureNo: f.fixtureNo,
          market: '1x2',
          line: null,
          selection: 'home',
          odds: f.markets['1x2'].home!.decimal,
        })),
        amount: '3.00',
        betId: nextId(),
        format: 'hk',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = envelope(BetValueSchema).parse(json(res)).value;
    const legs = upcoming.map((f) => Number(minor(f.markets['1x2'].home!.decimal)));
    expect(value.bet).toMatchObject({
      kind: 'parlay',
      status: 'placed',
      amount: '3.00',
      decimal: decimal(combinedOddsH(legs)),
      odds: decimal(combinedOddsH(legs) - 100),
    });
    expect(value.bet.cashOut?.offer).toMatch(/^\d+\.\d\d$/);
    expect(await mainBalance(rich)).toBe(before - 300n);
  });
});

describe('sportsbook parlays: settling', () => {
  it('stays pending until its last match is over, out of P&L, turnover, rebates, missions and the team report; then settles once', async () => {
    // A turnover requirement (a bonus at 1x), to see the turnover move only at settlement.
    const { agent, m } = await agentAndMember('sp');
    const clock = fixturesClock(2);
    const [a, b] = clock.fixtures as [Fixture, Fixture];
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const legs = slip(clock.now(), [
      [a, resultPicks(a).won],
      [b, resultPicks(b).won],
    ]);
    const betId = nextId();
    const placed = await book.placeParlay(ticket, {
      legs,
      acceptChanges: false,
      amountMinor: 2_000n,
      betId,
      format: 'decimal',
    });
    expect(placed.balance).toBe('80.00');
    const roundId = await roundOf(m, betId);
    const memberId = await memberIdOf(m);
    const expectPending = async () => {
      expect((await record(m, roundId)).row).toMatchObject({
        status: 'pending',
        bet: '20.00',
        validBet: '0.00',
        win: null,
        profit: null,
      });
      expect((await record(m, roundId)).summary).toMatchObject({ pendingBet: '20.00', validBet: '0.00' });
      expect(await turnoverDone(m)).toBe('0.00');
      expect(await sportsRebateBase(m)).toBe(0n);
      expect(minor(await dailyBetMission(m))).toBe(0n);
      expect(await teamBetsOf(agent, m.account)).toEqual({
        bets: '20.00',
        validBets: '0.00',
        payouts: '0.00',
      });
    };
    await expectPending();
    // The first match over, the second still to play: pending, its first leg's result shown.
    clock.end(a);
    expect(await book.settleDue(200, memberId)).toBe(0);
    const mid = (await book.myBets(ticket, 'decimal')).bets[0]!;
    expect(mid).toMatchObject({ status: 'placed', win: null });
    expect(mid.legs.map((l) => l.outcome)).toEqual(['won', null]);
    await expectPending();

    clock.end(b);
    const expected = betReturnOf(
      2_000n,
      legs.map((l) => ({ oddsH: l.seenOddsH, outcome: 'won' as const })),
    );
    // Ten settlements at once over five instances: one credit.
    const books = [book, ...Array.from({ length: 4 }, () => bookWith({ now: clock.now }))];
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => books[i % 5]!.settleDue(200, memberId)),
    );
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await mainBalance(m)).toBe(8_000n + expected);
    const settled = await record(m, roundId);
    expect(settled.row).toMatchObject({
      status: 'settled',
      bet: '20.00',
      validBet: '20.00',
      win: decimal(expected),
      profit: decimal(expected - 2_000n),
    });
    expect(settled.summary).toMatchObject({ pendingBet: '0.00', validBet: '20.00', pendingRounds: 0 });
    expect(await turnoverDone(m)).toBe('20.00');
    expect(await sportsRebateBase(m)).toBe(2_000n);
    expect(minor(await dailyBetMission(m))).toBe(2_000n);
    expect(await teamBetsOf(agent, m.account)).toEqual({
      bets: '20.00',
      validBets: '20.00',
      payouts: decimal(expected),
    });
    expect((await book.myBets(ticket, 'decimal')).bets[0]).toMatchObject({
      status: 'settled',
      outcome: 'won',
      win: decimal(expected),
      cashOut: null,
      legs: [{ outcome: 'won' }, { outcome: 'won' }],
    });
  });

  it('settles by the standard rules: half won (1 + odds) / 2, half lost 0.5, void and abandoned 1, a lost leg loses it', async () => {
    const m = await createMember(t.app, key, { prefix: 'sps' });
    await fund(t.app, m.account, '500.00');
    const clock = fixturesThenAbandoned(4);
    const abandoned = clock.abandoned;
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const [a, b, c, d] = clock.fixtures as [Fixture, Fixture, Fixture, Fixture];
    // Before the first kickoff, all five matches listed and priced as before kickoff.
    const at = clock.now();
    const parlays: { legs: [Fixture, Outcome][] }[] = [
      {
        legs: [
          [a, 'half_won'],
          [b, 'won'],
        ],
      },
      {
        legs: [
          [a, 'half_lost'],
          [b, 'won'],
          [c, 'void'],
        ],
      },
      {
        legs: [
          [c, 'won'],
          [d, 'lost'],
        ],
      },
      {
        legs: [
          [d, 'won'],
          [abandoned, 'won'],
        ],
      }, // the abandoned match's leg is void whatever it picked
    ];
    let expected = 50_000n;
    const placedIds: string[] = [];
    const timed = bookWith({ now: () => at });
    for (const p of parlays) {
      const legs = slip(
        at,
        p.legs.map(([f, outcome]) => [f, pickThatComes(f, at, outcome)]),
      );
      const betId = nextId();
      await timed.placeParlay(ticket, {
        legs,
        acceptChanges: false,
        amountMinor: 1_000n,
        betId,
        format: 'decimal',
      });
      placedIds.push(betId);
      expected +=
        betReturnOf(
          1_000n,
          legs.map((l, i) => ({ oddsH: l.seenOddsH, outcome: pickOutcome(p.legs[i]![0], l.pick) })),
        ) - 1_000n;
    }
    clock.end(d, abandoned);
    await book.settleDue(200, await memberIdOf(m));
    expect(await mainBalance(m)).toBe(expected);
    const bets = (await book.myBets(ticket, 'decimal')).bets;
    const byId = new Map(bets.map((x) => [x.betId, x]));
    const legOutcomes = parlays.map((p) => p.legs.map(([f, o]) => (f === abandoned ? 'void' : o)));
    parlays.forEach((_, i) => {
      const bet = byId.get(placedIds[i]!)!;
      expect(bet.status).toBe('settled');
      expect(bet.legs.map((l) => l.outcome)).toEqual(legOutcomes[i]);
    });
    expect(byId.get(placedIds[2]!)).toMatchObject({ outcome: 'lost', win: '0.00' });
    expect(byId.get(placedIds[3]!)!.legs[1]).toMatchObject({ phase: 'abandoned', outcome: 'void' });
  });

  it('settles each bet once when 50 settlements of singles and parlays race over five instances', async () => {
    const m = await createMember(t.app, key, { prefix: 'spz' });
    await fund(t.app, m.account, '500.00');
    const clock = fixturesClock(3);
    const [a, b, c] = clock.fixtures as [Fixture, Fixture, Fixture];
    const book = bookWith({ now: clock.now });
    const ticket = book.requireTicket(ticketFor(m));
    const combos: [Fixture, Pick][][] = [
      [[a, resultPicks(a).won]],
      [[b, resultPicks(b).lost]],
      [
        [a, resultPicks(a).won],
        [b, resultPicks(b).won],
      ],
      [
        [a, resultPicks(a).won],
        [c, resultPicks(c).lost],
      ],
      [
        [a, resultPicks(a).won],
        [b, resultPicks(b).won],
        [c, resultPicks(c).won],
      ],
    ];
    let expected = 50_000n;
    for (const combo of combos) {
      const legs = slip(clock.now(), combo);
      const body = { acceptChanges: false, amountMinor: 777n, betId: nextId(), format: 'decimal' as const };
      if (legs.length === 1) await book.placeBet(ticket, { ...legs[0]!, ...body });
      else await book.placeParlay(ticket, { ...body, legs });
      expected +=
        betReturnOf(
          777n,
          legs.map((l, i) => ({ oddsH: l.seenOddsH, outcome: pickOutcome(combo[i]![0], combo[i]![1]) })),
        ) - 777n;
    }
    clock.end();
    const due = await dueBetCount(clock.now());
    const books = [book, ...Array.from({ length: 4 }, () => bookWith({ now: clock.now }))];
    const counts = await Promise.all(Array.from({ length: 50 }, (_, i) => books[i % 5]!.settleDue()));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(due);
    expect(await mainBalance(m)).toBe(expected);
    const bets = (await book.myBets(ticket, 'decimal')).bets;
    expect(bets.filter((x) => x.status === 'settled')).toHaveLength(combos.length);
  });
});
