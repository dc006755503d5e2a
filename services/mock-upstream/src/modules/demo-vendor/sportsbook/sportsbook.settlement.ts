import { ErrorCode, fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { attemptSeamless, type SeamlessClient } from '../seamless-client.js';
import type { SportsBet, SportsbookRepository } from './sportsbook.repository.js';
import { betReturnOf, parlayOutcome, type BetOutcome } from './sportsbook.returns.js';
import { pickOutcomeIn, type BookFixture, type Pick, type Sport } from './sportsbook.sport.js';

/** Every book is the demo vendor's; each is its own game (the sport's `gameCode`). */
export const SPORTSBOOK_VENDOR = 'DEMO';
const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
export const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);

export const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** Whose a bet is, as the wallet names them: the brand's code and the member's account. */
export interface Who {
  m: string;
  a: string;
}

export const pickOf = (leg: { market: string; line: number | null; selection: string }): Pick => ({
  market: leg.market,
  line: leg.line,
  selection: leg.selection,
});

/** What a bet comes to on its fixtures' results: each leg's outcome, the bet's, and its return. */
export function resultOf<F extends BookFixture>(sport: Sport<F>, bet: SportsBet, fixture: (n: number) => F) {
  const legs = bet.legs.map((leg) => ({
    oddsH: leg.oddsH,
    outcome: pickOutcomeIn(sport, fixture(leg.fixtureNo), pickOf(leg)),
  }));
  const winMinor = betReturnOf(bet.amountMinor, legs);
  const [first] = legs;
  const outcome: BetOutcome =
    bet.kind === 'single' && first ? first.outcome : parlayOutcome(bet.amountMinor, winMinor);
  return { outcome, winMinor, legOutcomes: legs.map((l) => l.outcome) };
}

/**
 * The sportsbook's money (ADR 0021): a bet's debit, and the one credit that closes it. A bet is
 * closed once, by its result after its last match or by a cash-out, whichever is written first
 * (`closeBet`); its credit (txId c-<round>, the amount that decision fixed) is then sent by whoever
 * gets there, as often as needed: the platform pays a txId once. A refused credit is answered by a
 * rollback of the debit (the stake returned). The due bets are taken one at a time under a lease,
 * so several service instances (the job, players' polls, other processes) never settle one bet at
 * once.
 */
export function createSportsbookSettlement<F extends BookFixture>(deps: {
  sport: Sport<F>;
  seamless: SeamlessClient;
  repo: SportsbookRepository;
  log: FastifyBaseLogger;
  fixture: (n: number) => F;
  /** Makes the fixtures readable by `fixture` (their stored seeds loaded). */
  loadFixtures: (fixtureNos: number[]) => Promise<void>;
  now: () => number;
  creditRetryMs?: readonly number[];
}) {
  const { seamless, repo, log, sport } = deps;
  const gameCode = sport.gameCode;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function debit(who: Who, bet: SportsBet) {
    return attemptSeamless(() =>
      seamless.debit(who.m, {
        vendor: SPORTSBOOK_VENDOR,
        account: who.a,
        roundId: bet.id,
        gameCode,
        txId: `d-${bet.id}`,
        amount: money(bet.amountMinor),
      }),
    );
  }

  async function credit(who: Who, bet: SportsBet, winMinor: bigint) {
    const body = {
      vendor: SPORTSBOOK_VENDOR,
      account: who.a,
      roundId: bet.id,
      gameCode,
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
   * Pays a closed bet's credit: `paid` (now settled or cashed out), `rolled_back` (the credit was
   * refused and the stake returned), `unreachable` (the wallet did not answer: try again later).
   */
  async function payClosed(who: Who, bet: SportsBet): Promise<'paid' | 'rolled_back' | 'unreachable'> {
    if (bet.winMinor === null) throw new Error(`${sport.key}: bet ${bet.id} is not closed`);
    const answer = await credit(who, bet, bet.winMinor);
    if (answer.ok) {
      await repo.paid(bet.id);
      return 'paid';
    }
    if (TRANSIENT.has(answer.errorCode)) return 'unreachable';
    log.error(
      { betId: bet.id, errorCode: answer.errorCode },
      `demo ${sport.key}: payout refused, stake returned`,
    );
    const back = await attemptSeamless(() =>
      seamless.rollback(who.m, {
        vendor: SPORTSBOOK_VENDOR,
        account: who.a,
        roundId: bet.id,
        txId: `r-${bet.id}`,
        refTxId: `d-${bet.id}`,
      }),
    );
    if (back.ok || back.errorCode === ErrorCode.roundNotFound) {
      await repo.markBet(bet.id, ['placed'], 'rolled_back', answer.errorCode);
      return 'rolled_back';
    }
    log.error({ betId: bet.id, errorCode: back.errorCode }, `demo ${sport.key}: a stake not returned yet`);
    return 'unreachable';
  }

  /**
   * Settles one due bet: a bet still `pending` is debited first with its own txId (debited once,
   * whoever sends it); then it is closed by its result unless a cash-out closed it first, and the
   * credit of whichever closed it is paid. False when the wallet could not be reached.
   */
  async function settleBet(who: Who, bet: SportsBet): Promise<boolean> {
    let live: SportsBet | null = bet;
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
    if (live.closedBy === null) {
      await deps.loadFixtures(live.legs.map((leg) => leg.fixtureNo));
      live =
        (await repo.closeBet(live.id, { by: 'result', ...resultOf(sport, live, deps.fixture) })) ??
        (await repo.bet(live.id));
    }
    if (!live || live.status !== 'placed') return true;
    return (await payClosed(who, live)) !== 'unreachable';
  }

  /**
   * Settles up to `limit` due bets (only `memberId`'s when given), each taken under a lease: any
   * number of these at once, in any number of processes, settle each bet once. A bet that could not
   * be settled keeps its lease until it runs out, so it is tried again a little later.
   */
  async function settleDue(limit = 200, memberId?: number): Promise<number> {
    let settled = 0;
    for (let i = 0; i < limit; i++) {
      const due = await repo.leaseDueBet(new Date(deps.now()), memberId);
      if (!due) break;
      try {
        if (await settleBet({ m: due.merchantCode, a: due.account }, due.bet)) settled += 1;
      } catch (err) {
        log.warn({ betId: due.bet.id, err }, `demo ${sport.key}: a bet not settled yet`);
      }
    }
    return settled;
  }

  return { debit, payClosed, settleDue };
}
