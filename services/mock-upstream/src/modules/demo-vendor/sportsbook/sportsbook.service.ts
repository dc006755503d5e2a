import { ErrorCode, fromMinor, VendorPageCode } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import {
  betReturn,
  CLOCK_EPOCH_MS,
  finalScore,
  FIXTURE_INTERVAL_MS,
  fixtureOf,
  fixtureSeed,
  lineText,
  listedFixtures,
  MATCH_MS,
  matchAt,
  outcomeOf,
  priceAt,
  shownLines,
  takesBets,
  type Fixture,
  type Outcome,
  type Pick,
} from './sportsbook.engine.js';
import { formatOdds, type OddsFormat } from './sportsbook.odds.js';
import type { SportsBetRow, SportsbookRepository } from './sportsbook.repository.js';

export const SPORTSBOOK_VENDOR = 'DEMO';
export const SPORTSBOOK_GAME_CODE = 'DEMOSPORTS';
export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** The smallest and the largest single bet, and the most one member may stake on one fixture. */
export const STAKE_LIMITS = { minMinor: 50n, maxMinor: 50_000n, fixtureMaxMinor: 100_000n } as const;
const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);

const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** The vendor's id of a bet (the member's and the page's, so two members never share one); it is
 * also the platform's round id of the bet. */
export const betKey = (memberId: number, betId: string) => `SB-${memberId}-${betId}`;

/** The last fixture whose match has ended at `now`. */
export const lastEndedFixture = (now: number) =>
  Math.floor((now - CLOCK_EPOCH_MS - MATCH_MS) / FIXTURE_INTERVAL_MS);

/**
 * The demo sportsbook around its engine (ADR 0021): who may bet (the launch ticket), the fixtures
 * on the clock with their live scores and prices, single bets (a seamless debit keyed by the bet
 * at placement, the platform's round left open until the match ends) and their settlement by one
 * credit keyed by the bet (paid once however often, and however many at once, it runs).
 */
export function createSportsbookService(deps: {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: SportsbookRepository;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  now?: () => number;
}) {
  const { seamless, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  const fixture = (n: number): Fixture => fixtureOf(n, fixtureSeed(deps.masterSecret, n).seed);

  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    if (!ticket || ticket.v !== SPORTSBOOK_VENDOR || ticket.g !== SPORTSBOOK_GAME_CODE || ticket.t !== 1) {
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

  /** A fixture as the page lists it at `at`. */
  function fixtureView(n: number, at: number, format: OddsFormat) {
    const f = fixture(n);
    const match = matchAt(f, at);
    const commit = fixtureSeed(deps.masterSecret, n);
    const open = takesBets(f, at);
    const lines = shownLines(f, at);
    const priced = (pick: Pick) => price(open ? priceAt(f, pick, at) : null, format);
    return {
      fixtureNo: n,
      home: f.home,
      away: f.away,
      kickoff: new Date(f.kickoff).toISOString(),
      phase: match.phase,
      minute: match.minute,
      score: match.score,
      goals: {
        home: f.goals.home.filter((m) => m <= match.minute),
        away: f.goals.away.filter((m) => m <= match.minute),
      },
      open,
      seedHash: commit.hash,
      seed: match.phase === 'ended' ? commit.seed : null,
      markets: {
        '1x2': {
          home: priced({ market: '1x2', line: null, selection: 'home' }),
          draw: priced({ market: '1x2', line: null, selection: 'draw' }),
          away: priced({ market: '1x2', line: null, selection: 'away' }),
        },
        ah: lines.ah.map((line) => ({
          line,
          home: lineText(line, true),
          away: lineText(-line, true),
          prices: {
            home: priced({ market: 'ah', line, selection: 'home' }),
            away: priced({ market: 'ah', line, selection: 'away' }),
          },
        })),
        ou: lines.ou.map((line) => ({
          line,
          total: lineText(line, false),
          prices: {
            over: priced({ market: 'ou', line, selection: 'over' }),
            under: priced({ market: 'ou', line, selection: 'under' }),
          },
        })),
      },
    };
  }

  function betView(bet: SportsBetRow, format: OddsFormat) {
    const f = fixture(bet.fixtureNo);
    const ended = now() >= f.kickoff + MATCH_MS;
    return {
      betId: bet.id.replace(/^SB-\d+-/, ''),
      fixtureNo: bet.fixtureNo,
      home: f.home,
      away: f.away,
      market: bet.market,
      line: bet.line,
      selection: bet.selection,
      odds: formatOdds(bet.oddsH, format),
      decimal: formatOdds(bet.oddsH, 'decimal'),
      amount: money(bet.amountMinor),
      status: bet.status,
      outcome: bet.outcome,
      win: bet.winMinor === null ? null : money(bet.winMinor),
      finalScore: ended ? finalScore(f) : null,
      placedAt: bet.createdAt.toISOString(),
    };
  }

  function debit(who: { m: string; a: string }, bet: SportsBetRow) {
    return attemptSeamless(() =>
      seamless.debit(who.m, {
        vendor: SPORTSBOOK_VENDOR,
        account: who.a,
        roundId: bet.id,
        gameCode: SPORTSBOOK_GAME_CODE,
        txId: `d-${bet.id}`,
        amount: money(bet.amountMinor),
      }),
    );
  }

  async function credit(who: { m: string; a: string }, bet: SportsBetRow, winMinor: bigint) {
    const body = {
      vendor: SPORTSBOOK_VENDOR,
      account: who.a,
      roundId: bet.id,
      gameCode: SPORTSBOOK_GAME_CODE,
      txId: `c-${bet.id}`,
      amount: money(winMinor),
    };
    let answer = await attemptSeamless(() => seamless.credit(who.m, body));
    for (const delay of creditRetryMs) {
      if (answer.ok || !TRANSIENT.has(answer.errorCode)) break;
      await wait(delay);
      answer = await attemptSeamless(() => seamless.credit(who.m, body));
    }
    return answer;
  }

  /**
   * Settles one bet of an ended match: a bet still `pending` is debited first with its own txId
   * (debited once, whoever sends it); then its credit (txId c-<bet>, paid once however often this
   * runs) pays what the final score returns; a refused credit returns the stake by a rollback.
   * False when the wallet could not be reached (the job tries again).
   */
  async function settleBet(who: { m: string; a: string }, bet: SportsBetRow): Promise<boolean> {
    let live = bet;
    if (bet.status === 'pending') {
      const answer = await debit(who, bet);
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) return false;
        await repo.markBet(bet.id, ['pending'], 'refused', answer.errorCode);
        return true;
      }
      await repo.markBet(bet.id, ['pending'], 'placed');
      live = { ...bet, status: 'placed' };
    }
    const f = fixture(live.fixtureNo);
    const pick = { market: live.market, line: live.line, selection: live.selection } as Pick;
    const outcome: Outcome = outcomeOf(pick, finalScore(f));
    const winMinor = betReturn(live.amountMinor, live.oddsH, outcome);
    const answer = await credit(who, live, winMinor);
    if (answer.ok) {
      await repo.settleBet(live.id, outcome, winMinor);
      return true;
    }
    if (TRANSIENT.has(answer.errorCode)) return false;
    log.error(
      { betId: live.id, errorCode: answer.errorCode },
      'demo sportsbook: payout refused, stake returned',
    );
    const back = await attemptSeamless(() =>
      seamless.rollback(who.m, {
        vendor: SPORTSBOOK_VENDOR,
        account: who.a,
        roundId: live.id,
        txId: `r-${live.id}`,
        refTxId: `d-${live.id}`,
      }),
    );
    if (back.ok || back.errorCode === ErrorCode.roundNotFound) {
      await repo.markBet(live.id, ['placed'], 'rolled_back', answer.errorCode);
      return true;
    }
    log.error({ betId: live.id, errorCode: back.errorCode }, 'demo sportsbook: a stake not returned yet');
    return false;
  }

  /** Settles the live bets of every ended match (any number of times, at once too: paid once). */
  /**
   * The bets this process is settling now. The job and every player's poll of their bets settle the
   * due bets: a bet another of them is already settling is waited for, not settled again (its
   * calls are idempotent, so another process doing the same only repeats work, never money).
   */
  const settling = new Map<string, Promise<boolean>>();

  async function settleDue(limit = 200): Promise<number> {
    let settled = 0;
    for (const row of await repo.dueBets(lastEndedFixture(now()), limit)) {
      const running = settling.get(row.bet.id);
      if (running) {
        await running.catch(() => false);
        continue;
      }
      const work = settleBet({ m: row.merchantCode, a: row.account }, row.bet);
      settling.set(row.bet.id, work);
      try {
        if (await work) settled += 1;
      } catch (err) {
        log.warn({ betId: row.bet.id, err }, 'demo sportsbook: a bet not settled yet');
      } finally {
        settling.delete(row.bet.id);
      }
    }
    return settled;
  }

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

  return {
    openTicket,
    settleDue,
    balance,
    fixture,

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
    fixtures(format: OddsFormat) {
      const at = now();
      return {
        serverNow: new Date(at).toISOString(),
        fixtures: listedFixtures(at).map((n) => fixtureView(n, at, format)),
      };
    },

    /** The member's latest bets (settling the ended matches' bets first). */
    async myBets(ticket: LaunchTicket, format: OddsFormat) {
      const member = await requireMember(ticket);
      await settleDue(50);
      return { bets: (await repo.betsOf(member.memberId, 50)).map((b) => betView(b, format)) };
    },

    /**
     * Places one single bet at the price now: refused when the match takes no bets, when the pick
     * is not offered, when the price moved from the one the slip showed and the player did not
     * accept changes (ODDS_CHANGED, with the price now), outside the stake limits or past the
     * fixture's limit; then debited by its own txId. The same betId answers the same bet and moves
     * nothing again.
     */
    async placeBet(
      ticket: LaunchTicket,
      body: {
        fixtureNo: number;
        pick: Pick;
        seenOddsH: number;
        acceptChanges: boolean;
        amountMinor: bigint;
        betId: string;
        format: OddsFormat;
      },
    ) {
      const member = await requireMember(ticket);
      if (body.amountMinor < STAKE_LIMITS.minMinor || body.amountMinor > STAKE_LIMITS.maxMinor) {
        throw AppError.rule(ErrorCode.amountOutOfRange, 'the stake is outside the limits', {
          amount: 'outside_stake_limits',
        });
      }
      const id = betKey(member.memberId, body.betId);
      const known = await repo.bet(id);
      let oddsH = known?.oddsH ?? 0;
      if (!known) {
        const at = now();
        const f = fixture(body.fixtureNo);
        if (!takesBets(f, at)) {
          throw AppError.rule(ErrorCode.roundClosed, 'this match takes no bets now', {
            fixtureNo: 'betting_closed',
          });
        }
        const current = priceAt(f, body.pick, at);
        if (current === null) {
          throw AppError.rule(ErrorCode.roundClosed, 'this pick is not offered now', {
            pick: 'pick_unavailable',
          });
        }
        if (current !== body.seenOddsH && !body.acceptChanges) {
          throw new AppError(
            409,
            VendorPageCode.oddsChanged,
            'the price has changed: accept the new price to place the bet',
            { odds: 'odds_changed' },
            price(current, body.format),
          );
        }
        oddsH = current;
      }
      const placed = await repo.placeBet({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        fixtureNo: body.fixtureNo,
        market: body.pick.market,
        line: body.pick.line,
        selection: body.pick.selection,
        oddsH,
        amountMinor: body.amountMinor,
        fixtureMaxMinor: STAKE_LIMITS.fixtureMaxMinor,
      });
      if (placed.kind === 'over_limit') {
        throw AppError.rule(ErrorCode.amountOutOfRange, 'the bet would pass your limit on this match', {
          amount: 'over_fixture_max',
        });
      }
      const bet = placed.bet;
      if (
        placed.kind === 'existing' &&
        (bet.fixtureNo !== body.fixtureNo ||
          bet.market !== body.pick.market ||
          bet.line !== body.pick.line ||
          bet.selection !== body.pick.selection ||
          bet.amountMinor !== body.amountMinor)
      ) {
        throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
          betId: 'bet_id_reused',
        });
      }
      if (bet.status === 'refused') throw betRefusal(bet.error ?? ErrorCode.insufficientBalance);
      let final = bet;
      if (bet.status === 'pending') {
        const answer = await debit({ m: ticket.m, a: ticket.a }, bet);
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
    },
  };
}
export type SportsbookService = ReturnType<typeof createSportsbookService>;
