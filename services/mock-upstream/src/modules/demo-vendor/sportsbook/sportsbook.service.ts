import { ErrorCode, VendorPageCode } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import { createFixtureStore } from './sportsbook.fixtures.js';
import { formatOdds, type OddsFormat } from './sportsbook.odds.js';
import type { NewLeg, SportsBet, SportsbookRepository } from './sportsbook.repository.js';
import { cashOutOffer, combinedOddsH, dueAtOf, maxReturnOf, PARLAY_LEGS } from './sportsbook.returns.js';
import {
  createSportsbookSettlement,
  money,
  pickOf,
  SPORTSBOOK_VENDOR,
  TRANSIENT,
  type Who,
} from './sportsbook.settlement.js';
import {
  pickOutcomeIn,
  priceIn,
  type BookFixture,
  type Pick,
  type ShownPrice,
  type Sport,
} from './sportsbook.sport.js';

export { SPORTSBOOK_VENDOR };
export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** A single's smallest and largest stake, and the most one member may stake on one fixture. */
export const STAKE_LIMITS = { minMinor: 50n, maxMinor: 50_000n, fixtureMaxMinor: 100_000n } as const;
/** A parlay's smallest and largest stake, and the most it may return (every leg won). */
export const PARLAY_LIMITS = { minMinor: 50n, maxMinor: 20_000n, maxPayoutMinor: 2_000_000n } as const;

/**
 * The vendor's id of a bet (the book's, the member's and the page's, so two members or two books
 * never share one); it is also the platform's round id of the bet: `SB-…` or `ES-…`.
 */
export const betKey = (sport: { roundPrefix: string }, memberId: number, betId: string) =>
  `${sport.roundPrefix}-${memberId}-${betId}`;

/** A pick on the slip: its fixture, what it picks and the decimal price the slip showed. */
export interface SlipLeg {
  fixtureNo: number;
  pick: Pick;
  seenOddsH: number;
}

/**
 * A demo book around its sport's engine (ADR 0021; the same book for every sport, ADR 0025): who
 * may bet (the launch ticket of the sport's game), the fixtures on the clock with their live scores
 * and prices, singles and parlays (a seamless debit keyed by the bet at placement, the platform's
 * round left open until the last fixture is over), the cash-out offer of an open bet, and their
 * settlement (sportsbook.settlement.ts: one credit per bet, however many settlements and cash-outs
 * race).
 */
export function createSportsbookService<F extends BookFixture>(deps: {
  sport: Sport<F>;
  masterSecret: string;
  seamless: SeamlessClient;
  repo: SportsbookRepository;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  /** The fixtures' clock (the routes' may be moved forward by the test clock: sportsbook.clock.ts). */
  now?: () => number;
}) {
  const { seamless, repo, sport } = deps;
  const now = () => deps.now?.() ?? Date.now();
  const gameCode = sport.gameCode;

  // Every entry point loads the fixtures it reads (their stored seeds) before reading them.
  const store = createFixtureStore({ sport, repo, masterSecret: deps.masterSecret });
  const fixture = store.fixture;
  const legsOf = (bets: readonly SportsBet[]) => bets.flatMap((b) => b.legs.map((l) => l.fixtureNo));
  const settlement = createSportsbookSettlement({
    sport,
    seamless,
    repo,
    log: deps.log,
    fixture,
    loadFixtures: store.load,
    now,
    ...(deps.creditRetryMs ? { creditRetryMs: deps.creditRetryMs } : {}),
  });

  /** A launch ticket of this game, still valid (tickets run on the real clock, not the matches'). */
  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, Date.now());
    if (!ticket || ticket.v !== SPORTSBOOK_VENDOR || ticket.g !== gameCode || ticket.t !== 1) {
      return null;
    }
    return ticket;
  }

  async function requireMember(ticket: LaunchTicket) {
    const member = await repo.memberOf(ticket.m, ticket.a);
    if (!member) {
      throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket names no player', {
        ticket: 'ticket_invalid',
      });
    }
    return member;
  }

  const price = (oddsH: number | null, format: OddsFormat) =>
    oddsH === null ? null : { odds: formatOdds(oddsH, format), decimal: formatOdds(oddsH, 'decimal') };

  /**
   * A loaded fixture's commitment: its seed's hash, and once it is over the seed itself, with the
   * draw's client seed and nonce (the sport's `formula`; null for a legacy fixture).
   */
  function seedsOf(n: number, over: boolean) {
    const commit = store.commit(n);
    return {
      seedHash: commit.seedHash,
      seed: over ? commit.serverSeed : null,
      clientSeed: commit.clientSeed,
      nonce: commit.nonce,
    };
  }

  /** A fixture as the page lists it at `at`: what every book shows, and what its sport shows. */
  function fixtureView(n: number, at: number, format: OddsFormat) {
    const f = fixture(n);
    const open = sport.takesBets(f, at);
    const phase = sport.phaseAt(f, at);
    const priced = (pick: Pick): ShownPrice => price(open ? priceIn(sport, f, pick, at) : null, format);
    return {
      fixtureNo: n,
      home: f.home,
      away: f.away,
      kickoff: new Date(f.kickoff).toISOString(),
      open,
      ...seedsOf(n, phase === 'ended' || phase === 'abandoned'),
      ...sport.fixtureView(f, at, priced),
    };
  }

  const openLegs = (bet: SportsBet) =>
    bet.legs.map((leg) => ({ fixture: fixture(leg.fixtureNo), pick: pickOf(leg), oddsH: leg.oddsH }));

  /** A bet open to a cash-out now: debited, not closed, its offer (null when none). */
  const offerOf = (bet: SportsBet, at: number) =>
    bet.status === 'placed' && bet.closedBy === null
      ? cashOutOffer(sport, bet.amountMinor, openLegs(bet), at)
      : null;

  function betView(bet: SportsBet, format: OddsFormat) {
    const at = now();
    const closed = bet.status === 'settled' || bet.status === 'cashed_out';
    const offer = offerOf(bet, at);
    return {
      betId: bet.id.replace(/^[A-Z]+-\d+-/, ''),
      kind: bet.kind,
      odds: formatOdds(bet.oddsH, format),
      decimal: formatOdds(bet.oddsH, 'decimal'),
      amount: money(bet.amountMinor),
      maxReturn: money(
        maxReturnOf(
          bet.amountMinor,
          bet.legs.map((l) => l.oddsH),
        ),
      ),
      status: bet.status,
      outcome: bet.status === 'settled' ? bet.outcome : null,
      win: closed && bet.winMinor !== null ? money(bet.winMinor) : null,
      cashOut: offer === null ? null : { offer: money(offer) },
      placedAt: bet.createdAt.toISOString(),
      legs: bet.legs.map((leg) => {
        const f = fixture(leg.fixtureNo);
        const over = at >= sport.endOf(f);
        return {
          fixtureNo: leg.fixtureNo,
          home: f.home,
          away: f.away,
          market: leg.market,
          line: leg.line,
          selection: leg.selection,
          odds: formatOdds(leg.oddsH, format),
          decimal: formatOdds(leg.oddsH, 'decimal'),
          ...sport.legView(f, at),
          outcome: leg.outcome ?? (over ? pickOutcomeIn(sport, f, pickOf(leg)) : null),
          // The fixture's commitment, and once it is over its seed: the player checks what was bet on.
          ...seedsOf(leg.fixtureNo, over),
        };
      }),
    };
  }
  type BetView = ReturnType<typeof betView>;

  async function balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }> {
    const answer = await attemptSeamless(() => seamless.balance(ticket.m, SPORTSBOOK_VENDOR, ticket.a));
    if (!answer.ok) {
      if (TRANSIENT.has(answer.errorCode)) {
        throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
      }
      throw betRefusal(answer.errorCode);
    }
    return { balance: answer.value.balance, currency: answer.value.currency };
  }

  const sameLegs = (bet: SportsBet, legs: readonly SlipLeg[]) =>
    bet.legs.length === legs.length &&
    bet.legs.every((l, i) => {
      const leg = legs[i];
      return (
        leg !== undefined &&
        l.fixtureNo === leg.fixtureNo &&
        l.market === leg.pick.market &&
        l.line === leg.pick.line &&
        l.selection === leg.pick.selection
      );
    });

  /**
   * Places a bet of `legs` at the prices now: refused when a match takes no bets, when a pick is not
   * offered, when a price moved from the one the slip showed and the player did not accept changes
   * (ODDS_CHANGED, with the prices now), outside the stake limits, over a parlay's maximum payout or
   * past a match's limit; then debited by its own txId. The same betId answers the same bet and
   * moves nothing again. `field` names a leg's field in a refusal (a single's are top level).
   */
  async function place(
    ticket: LaunchTicket,
    kind: 'single' | 'parlay',
    body: {
      legs: readonly SlipLeg[];
      acceptChanges: boolean;
      amountMinor: bigint;
      betId: string;
      format: OddsFormat;
    },
  ): Promise<{ bet: BetView; balance: string; currency: string; isReplay: boolean }> {
    const field = (i: number, name: string) => (kind === 'single' ? name : `legs.${i}.${name}`);
    const member = await requireMember(ticket);
    const limits = kind === 'single' ? STAKE_LIMITS : PARLAY_LIMITS;
    if (body.amountMinor < limits.minMinor || body.amountMinor > limits.maxMinor) {
      throw AppError.rule(ErrorCode.amountOutOfRange, 'the stake is outside the limits', {
        amount: 'outside_stake_limits',
      });
    }
    const count = kind === 'single' ? { min: 1, max: 1 } : PARLAY_LEGS;
    if (body.legs.length < count.min || body.legs.length > count.max) {
      throw AppError.badRequest('a parlay has 2 to 10 picks', { legs: 'legs_count' });
    }
    body.legs.forEach((leg, i) => {
      if (body.legs.findIndex((l) => l.fixtureNo === leg.fixtureNo) !== i) {
        throw AppError.badRequest('two picks of one match cannot be combined', {
          [field(i, 'fixtureNo')]: 'same_event',
        });
      }
    });
    const id = betKey(sport, member.memberId, body.betId);
    const known = await repo.bet(id);
    let legs: NewLeg[] = known?.legs ?? [];
    if (known) await store.load(legsOf([known]));
    else {
      const at = now();
      // A fixture outside those that may be listed takes no bets: refused before any seed is drawn.
      const window = new Set(sport.listCandidates(at));
      body.legs.forEach((leg, i) => {
        if (!window.has(leg.fixtureNo)) {
          throw AppError.rule(ErrorCode.roundClosed, 'this match takes no bets now', {
            [field(i, 'fixtureNo')]: 'betting_closed',
          });
        }
      });
      await store.load(body.legs.map((leg) => leg.fixtureNo));
      const fixtures = body.legs.map((leg) => fixture(leg.fixtureNo));
      const current = fixtures.map((f, i) => {
        const leg = body.legs[i] as SlipLeg;
        if (!sport.takesBets(f, at)) {
          throw AppError.rule(ErrorCode.roundClosed, 'this match takes no bets now', {
            [field(i, 'fixtureNo')]: 'betting_closed',
          });
        }
        const oddsH = priceIn(sport, f, leg.pick, at);
        if (oddsH === null) {
          throw AppError.rule(ErrorCode.roundClosed, 'this pick is not offered now', {
            [field(i, 'pick')]: 'pick_unavailable',
          });
        }
        return oddsH;
      });
      if (!body.acceptChanges && body.legs.some((leg, i) => leg.seenOddsH !== current[i])) {
        const combined = combinedOddsH(current);
        throw new AppError(
          409,
          VendorPageCode.oddsChanged,
          'the price has changed: accept the new price to place the bet',
          { odds: 'odds_changed' },
          kind === 'single'
            ? price(current[0] ?? null, body.format)
            : { ...price(combined, body.format), legs: current.map((o) => price(o, body.format)) },
        );
      }
      if (kind === 'parlay' && maxReturnOf(body.amountMinor, current) > PARLAY_LIMITS.maxPayoutMinor) {
        // The largest stake whose return stays within the payout: payout x 100^k / product of prices.
        const product = current.reduce((p, o) => p * BigInt(o), 1n);
        const maxStake = (PARLAY_LIMITS.maxPayoutMinor * 100n ** BigInt(current.length)) / product;
        throw new AppError(
          400,
          ErrorCode.amountOutOfRange,
          'the potential return is over the maximum payout',
          { amount: 'over_max_payout' },
          { maxPayout: money(PARLAY_LIMITS.maxPayoutMinor), maxStake: money(maxStake) },
        );
      }
      legs = body.legs.map((leg, i) => ({
        fixtureNo: leg.fixtureNo,
        market: leg.pick.market,
        line: leg.pick.line,
        selection: leg.pick.selection,
        oddsH: current[i] as number,
      }));
      const placed = await repo.placeBet({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        kind,
        oddsH: combinedOddsH(current),
        amountMinor: body.amountMinor,
        dueAt: new Date(dueAtOf(sport, fixtures)),
        legs,
        fixtureMaxMinor: STAKE_LIMITS.fixtureMaxMinor,
      });
      return debited(ticket, placed, kind, body);
    }
    return debited(ticket, { kind: 'existing', bet: known }, kind, body);
  }

  /** A bet accepted (or found again by its id): debited if it was not yet, answered with the balance. */
  async function debited(
    ticket: LaunchTicket,
    placed: Awaited<ReturnType<SportsbookRepository['placeBet']>>,
    kind: 'single' | 'parlay',
    body: { legs: readonly SlipLeg[]; amountMinor: bigint; betId: string; format: OddsFormat },
  ) {
    if (placed.kind === 'over_limit') {
      throw AppError.rule(ErrorCode.amountOutOfRange, 'the bet would pass your limit on this match', {
        amount: 'over_fixture_max',
      });
    }
    const bet = placed.bet;
    if (
      placed.kind === 'existing' &&
      (bet.kind !== kind || !sameLegs(bet, body.legs) || bet.amountMinor !== body.amountMinor)
    ) {
      throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
        betId: 'bet_id_reused',
      });
    }
    if (bet.status === 'refused') throw betRefusal(bet.error ?? ErrorCode.insufficientBalance);
    let final = bet;
    if (bet.status === 'pending') {
      const answer = await settlement.debit({ m: ticket.m, a: ticket.a }, bet);
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) {
          throw new AppError(
            503,
            ErrorCode.upstreamUnavailable,
            'the bet is not confirmed yet: send the same betId again',
            undefined,
            { retry: true, betId: body.betId },
          );
        }
        await repo.markBet(bet.id, ['pending'], 'refused', answer.errorCode);
        throw betRefusal(answer.errorCode);
      }
      await repo.markBet(bet.id, ['pending'], 'placed');
      final = (await repo.bet(bet.id)) ?? { ...bet, status: 'placed' };
    }
    return {
      bet: betView(final, body.format),
      ...(await balance(ticket)),
      isReplay: placed.kind === 'existing',
    };
  }

  /**
   * Takes a bet's cash-out offer: refused when the bet is not open to one (not debited yet, already
   * settled, its last match over, a leg lost), CASH_OUT_CHANGED (409, with the offer now) when the
   * offer the page showed is no longer the offer now. Then the bet is closed by the cash-out, unless
   * its result or another cash-out closed it first, and its credit pays the offer. The same cash-out
   * again answers the bet cashed out and moves nothing.
   */
  async function cashOut(
    ticket: LaunchTicket,
    body: { betId: string; offerMinor: bigint; format: OddsFormat },
  ): Promise<{ bet: BetView; balance: string; currency: string; isReplay: boolean }> {
    const member = await requireMember(ticket);
    const who: Who = { m: ticket.m, a: ticket.a };
    const id = betKey(sport, member.memberId, body.betId);
    const answer = async (bet: SportsBet, isReplay: boolean) => ({
      bet: betView((await repo.bet(bet.id)) ?? bet, body.format),
      ...(await balance(ticket)),
      isReplay,
    });
    const pay = async (bet: SportsBet, isReplay: boolean) => {
      if (bet.status === 'placed' && (await settlement.payClosed(who, bet)) === 'unreachable') {
        throw new AppError(
          503,
          ErrorCode.upstreamUnavailable,
          'the cash-out is not paid yet: it will be',
          undefined,
          { retry: true, betId: body.betId },
        );
      }
      return answer(bet, isReplay);
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const bet = await repo.bet(id);
      if (!bet) {
        throw AppError.rule(ErrorCode.roundNotFound, 'no such bet', { betId: 'bet_not_found' });
      }
      await store.load(legsOf([bet]));
      if (bet.closedBy === 'cash_out' && bet.winMinor === body.offerMinor) return pay(bet, true);
      if (bet.closedBy !== null || (bet.status !== 'placed' && bet.status !== 'pending')) {
        throw AppError.rule(ErrorCode.roundClosed, 'this bet is already settled', { betId: 'bet_closed' });
      }
      const offer = offerOf(bet, now());
      if (offer === null) {
        throw AppError.rule(ErrorCode.roundClosed, 'this bet has no cash-out offer now', {
          betId: 'cash_out_unavailable',
        });
      }
      if (offer !== body.offerMinor) {
        throw new AppError(
          409,
          VendorPageCode.cashOutChanged,
          'the cash-out offer has changed: take the new offer to cash out',
          { offer: 'offer_changed' },
          { offer: money(offer) },
        );
      }
      const closed = await repo.closeBet(id, { by: 'cash_out', winMinor: offer });
      if (closed) return pay(closed, false);
      // Closed meanwhile (by the result, or by this same cash-out sent again): read it again.
    }
    throw AppError.rule(ErrorCode.roundClosed, 'this bet is already settled', { betId: 'bet_closed' });
  }

  return {
    sport,
    openTicket,
    settleDue: settlement.settleDue,
    balance,
    /** A fixture loaded by `loadFixtures` (or by a call that read it). */
    fixture,
    /** Makes fixtures readable by `fixture` (their stored seeds loaded, or drawn the first time). */
    loadFixtures: store.load,
    now,
    cashOut,

    requireTicket(text: string): LaunchTicket {
      const ticket = openTicket(text);
      if (!ticket) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
          ticket: 'ticket_invalid',
        });
      }
      return ticket;
    },

    /** The fixtures listed now (live and upcoming), with scores and prices in `format`. */
    async fixtures(format: OddsFormat) {
      const at = now();
      await store.load(sport.listCandidates(at));
      return {
        serverNow: new Date(at).toISOString(),
        fixtures: sport.listedFixtures(at, fixture).map((n) => fixtureView(n, at, format)),
      };
    },

    /** The member's latest bets (settling the member's due bets first), with their cash-out offers. */
    async myBets(ticket: LaunchTicket, format: OddsFormat) {
      const member = await requireMember(ticket);
      await settlement.settleDue(50, member.memberId);
      const bets = await repo.betsOf(member.memberId, 50);
      await store.load(legsOf(bets));
      return { bets: bets.map((b) => betView(b, format)) };
    },

    /** Places a single (one pick). */
    placeBet: (
      ticket: LaunchTicket,
      body: SlipLeg & { acceptChanges: boolean; amountMinor: bigint; betId: string; format: OddsFormat },
    ) =>
      place(ticket, 'single', {
        legs: [{ fixtureNo: body.fixtureNo, pick: body.pick, seenOddsH: body.seenOddsH }],
        acceptChanges: body.acceptChanges,
        amountMinor: body.amountMinor,
        betId: body.betId,
        format: body.format,
      }),

    /** Places a parlay of 2 to 10 picks on different matches. */
    placeParlay: (
      ticket: LaunchTicket,
      body: {
        legs: readonly SlipLeg[];
        acceptChanges: boolean;
        amountMinor: bigint;
        betId: string;
        format: OddsFormat;
      },
    ) => place(ticket, 'parlay', body),
  };
}
export type SportsbookService<F extends BookFixture = BookFixture> = ReturnType<
  typeof createSportsbookService<F>
>;
