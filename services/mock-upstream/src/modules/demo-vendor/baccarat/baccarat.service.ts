import { randomBytes } from 'node:crypto';
import { ErrorCode, fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import { betReturn, cardName, coupOf, seedHash, type Coup, type Spot } from './baccarat.engine.js';
import type { BaccaratRepository, BetRow, RoundRow, SeedCommit } from './baccarat.repository.js';
import { beadRoad, bigRoad } from './baccarat.roads.js';
import { BACCARAT_TABLES, clockOf, roundAt, tableRule, type BaccaratTable } from './baccarat.tables.js';

export const BACCARAT_VENDOR = 'DEMO';
export const BACCARAT_GAME_CODE = 'DEMOBACCARAT';
const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);
/** Rounds the roads are drawn from. */
export const ROAD_ROUNDS = 72;
/** Bead road columns shown. */
const BEAD_COLUMNS = 12;

export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** The platform's round of one member in one table round: all their bets of it, one credit. */
export const memberRoundId = (tableId: string, roundNo: number, memberId: number) =>
  `BC-${tableId}-${roundNo}-${memberId}`;
/** The vendor's id of a bet: the member's and the page's, so two members never share one. */
export const betKey = (memberId: number, betId: string) => `BB-${memberId}-${betId}`;

/** A round's result as every page shows it (the seed only once betting closed). */
export interface RoundResult {
  tableId: string;
  roundNo: number;
  player: string[];
  banker: string[];
  playerPoints: number;
  bankerPoints: number;
  outcome: Coup['outcome'];
  playerPair: boolean;
  bankerPair: boolean;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export function resultOf(round: Pick<RoundRow, 'tableId' | 'roundNo' | 'serverSeed' | 'serverSeedHash'>) {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.tableId, nonce: round.roundNo };
  const coup = coupOf(seeds);
  const shown: RoundResult = {
    tableId: round.tableId,
    roundNo: round.roundNo,
    player: coup.player.map(cardName),
    banker: coup.banker.map(cardName),
    playerPoints: coup.playerPoints,
    bankerPoints: coup.bankerPoints,
    outcome: coup.outcome,
    playerPair: coup.playerPair,
    bankerPair: coup.bankerPair,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return { coup, shown };
}

function newCommit(): SeedCommit {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

const bettingClosed = () =>
  AppError.rule(ErrorCode.roundClosed, 'betting on this round has closed: bet on the next one', {
    round: 'betting_closed',
  });

function unconfirmed(betId: string): AppError {
  return new AppError(
    503,
    ErrorCode.upstreamUnavailable,
    'the bet is not confirmed yet: send the same betId again',
    undefined,
    { retry: true, betId },
  );
}

/** A bet as the page shows it. */
export const betView = (bet: BetRow) => ({
  betId: bet.id.replace(/^BB-\d+-/, ''),
  roundNo: bet.roundNo,
  spot: bet.spot,
  amount: money(bet.amountMinor),
  status: bet.status,
  win: bet.winMinor === null ? null : money(bet.winMinor),
});

/**
 * The live baccarat tables around the engine (ADR 0019): who may bet (the launch ticket), the
 * shared rounds on the tables' clock with their committed seeds, how a bet moves money (a
 * seamless debit keyed by the bet, then one credit per member and round, both idempotent), and the
 * settlement of a round once betting has closed (any number of times, paying once).
 */
export function createBaccaratService(deps: {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: BaccaratRepository;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  now?: () => number;
}) {
  const { seamless, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** Settlements running in this process, so that pollers of one table wait for one settlement. */
  const settling = new Map<string, Promise<void>>();

  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    // Real money only: a live table offers no free play.
    if (!ticket || ticket.v !== BACCARAT_VENDOR || ticket.g !== BACCARAT_GAME_CODE || ticket.t !== 1) {
      return null;
    }
    return ticket;
  }

  function requireTable(tableId: string): BaccaratTable {
    const table = tableRule(tableId);
    if (!table) throw AppError.rule(ErrorCode.notFound, 'no such table', { table: 'table_unknown' });
    return table;
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

  /** The table's round now, its row made (and its seed committed) when nobody asked for it before. */
  async function currentRound(table: BaccaratTable) {
    const clock = roundAt(table, now());
    const row = await repo.ensureRound({
      tableId: table.tableId,
      roundNo: clock.roundNo,
      opensAt: clock.opensAt,
      closesAt: clock.closesAt,
      commit: newCommit(),
    });
    return { clock, row };
  }

  function debit(who: { m: string; a: string }, bet: BetRow, memberId: number) {
    return attemptSeamless(() =>
      seamless.debit(who.m, {
        vendor: BACCARAT_VENDOR,
        account: who.a,
        roundId: memberRoundId(bet.tableId, bet.roundNo, memberId),
        gameCode: BACCARAT_GAME_CODE,
        txId: `d-${bet.id}`,
        amount: money(bet.amountMinor),
      }),
    );
  }

  async function credit(who: { m: string; a: string }, roundId: string, winMinor: bigint) {
    const body = {
      vendor: BACCARAT_VENDOR,
      account: who.a,
      roundId,
      gameCode: BACCARAT_GAME_CODE,
      txId: `c-${roundId}`,
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
   * Settles one member's part of a dealt round: a bet still pending is debited now with its own
   * txId (so it is debited once, whoever sends it), then the member's round is credited what the
   * placed bets return (one txId per member and round: paid once however often this runs). A
   * refused credit returns every placed stake. False when the wallet could not be reached (the
   * job tries again).
   */
  async function settleMember(
    who: { m: string; a: string; memberId: number },
    bets: BetRow[],
    coup: Coup,
  ): Promise<boolean> {
    const placed: BetRow[] = [];
    for (const bet of bets) {
      if (bet.status === 'placed') {
        placed.push(bet);
        continue;
      }
      const answer = await debit(who, bet, who.memberId);
      if (answer.ok) {
        await repo.markBet(bet.id, ['pending'], 'placed');
        placed.push({ ...bet, status: 'placed' });
      } else if (TRANSIENT.has(answer.errorCode)) {
        return false;
      } else {
        await repo.markBet(bet.id, ['pending'], 'refused', answer.errorCode);
      }
    }
    const first = placed[0];
    if (!first) return true;
    const roundId = memberRoundId(first.tableId, first.roundNo, who.memberId);
    const wins = placed.map((b) => ({ id: b.id, winMinor: betReturn(b.spot as Spot, b.amountMinor, coup) }));
    const total = wins.reduce((sum, w) => sum + w.winMinor, 0n);
    const answer = await credit(who, roundId, total);
    if (answer.ok) {
      await repo.settleBets(wins);
      return true;
    }
    if (TRANSIENT.has(answer.errorCode)) return false;
    log.error({ roundId, errorCode: answer.errorCode }, 'demo baccarat: payout refused, stakes returned');
    let returned = true;
    for (const bet of placed) {
      const back = await attemptSeamless(() =>
        seamless.rollback(who.m, {
          vendor: BACCARAT_VENDOR,
          account: who.a,
          roundId,
          txId: `r-${bet.id}`,
          refTxId: `d-${bet.id}`,
        }),
      );
      if (back.ok || back.errorCode === ErrorCode.roundNotFound) {
        await repo.markBet(bet.id, ['placed'], 'rolled_back', answer.errorCode);
      } else {
        log.error(
          { roundId, betId: bet.id, errorCode: back.errorCode },
          'demo baccarat: a stake not returned yet',
        );
        returned = false;
      }
    }
    return returned;
  }

  /**
   * Deals and settles a round whose betting has closed: fixes its result (once), then settles each
   * member's bets. Safe to run any number of times, at once too: every movement is keyed (a bet's
   * debit, a member's credit, a bet's rollback), and a bet's state moves forward only.
   */
  async function settleRound(tableId: string, roundNo: number): Promise<boolean> {
    const round = await repo.round(tableId, roundNo);
    if (!round || round.status === 'settled') return round !== null;
    if (now() < round.closesAt.getTime()) return false;
    const { coup, shown } = resultOf(round);
    await repo.closeRound(tableId, roundNo, shown);
    const rows = await repo.liveBets(tableId, roundNo);
    const byMember = new Map<number, { who: { m: string; a: string; memberId: number }; bets: BetRow[] }>();
    for (const row of rows) {
      const entry = byMember.get(row.bet.memberId) ?? {
        who: { m: row.merchantCode, a: row.account, memberId: row.bet.memberId },
        bets: [],
      };
      entry.bets.push(row.bet);
      byMember.set(row.bet.memberId, entry);
    }
    for (const { who, bets } of byMember.values()) {
      try {
        await settleMember(who, bets, coup);
      } catch (err) {
        log.warn({ tableId, roundNo, err }, 'demo baccarat: a member not settled yet');
      }
    }
    return repo.finishRound(tableId, roundNo);
  }

  /** Settles the closed rounds not settled yet (of one table, or all), one settlement per round here. */
  async function settleDue(limit = 20, tableId?: string): Promise<number> {
    let settled = 0;
    for (const round of await repo.unsettledRounds(new Date(now()), limit, tableId)) {
      const key = `${round.tableId}:${round.roundNo}`;
      let running = settling.get(key);
      if (!running) {
        running = settleRound(round.tableId, round.roundNo)
          .then((done) => {
            if (done) settled += 1;
          })
          .finally(() => settling.delete(key));
        settling.set(key, running);
      }
      await running.catch((err: unknown) => log.warn({ key, err }, 'demo baccarat: round not settled yet'));
    }
    return settled;
  }

  return {
    openTicket,
    requireTable,
    settleRound,
    settleDue,

    /**
     * The job's pass: opens (commits) the current round of every table, so that every round of the
     * clock is dealt whether or not anyone watches it, and settles the closed ones.
     */
    async tick(): Promise<number> {
      for (const table of BACCARAT_TABLES) await currentRound(table);
      return settleDue();
    },

    requireTicket(text: string): LaunchTicket {
      const ticket = openTicket(text);
      if (!ticket) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
          ticket: 'ticket_invalid',
        });
      }
      return ticket;
    },

    async balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }> {
      const answer = await attemptSeamless(() => seamless.balance(ticket.m, BACCARAT_VENDOR, ticket.a));
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) {
          throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
        }
        throw betRefusal(answer.errorCode);
      }
      return { balance: answer.value.balance, currency: answer.value.currency };
    },

    /**
     * What a player at the table sees now: the round (its phase, its clock, its commitment, their
     * bets on it), the last dealt round with its reveal and what they won on it, and the roads.
     * Rounds of the table whose betting closed are settled first.
     */
    async state(ticket: LaunchTicket, tableId: string) {
      const table = requireTable(tableId);
      const member = await requireMember(ticket);
      // The round of the clock first (made now if nobody asked before), then the closed ones dealt.
      const { clock, row } = await currentRound(table);
      await settleDue(5, table.tableId);
      const dealt = await repo.dealtRounds(table.tableId, ROAD_ROUNDS);
      const results = dealt.map((r) => (r.result as RoundResult | null) ?? resultOf(r).shown).reverse();
      const last = results[results.length - 1] ?? null;
      const [mine, mineLast] = await Promise.all([
        repo.betsOf(table.tableId, clock.roundNo, member.memberId),
        last ? repo.betsOf(table.tableId, last.roundNo, member.memberId) : Promise.resolve([]),
      ]);
      const staked = (bets: BetRow[]) =>
        bets
          .filter((b) => b.status === 'pending' || b.status === 'placed' || b.status === 'settled')
          .reduce((sum, b) => sum + b.amountMinor, 0n);
      const settledLast = mineLast.filter((b) => b.status === 'settled');
      return {
        serverNow: new Date(now()).toISOString(),
        round: {
          tableId: table.tableId,
          roundNo: clock.roundNo,
          phase: clock.phase,
          opensAt: clock.opensAt.toISOString(),
          closesAt: clock.closesAt.toISOString(),
          nextAt: clock.nextAt.toISOString(),
          serverSeedHash: row.serverSeedHash,
          clientSeed: table.tableId,
          nonce: clock.roundNo,
          staked: money(staked(mine)),
          bets: mine.map(betView),
        },
        last: last
          ? {
              ...last,
              staked: money(staked(mineLast)),
              win:
                settledLast.length > 0
                  ? money(settledLast.reduce((sum, b) => sum + (b.winMinor ?? 0n), 0n))
                  : null,
              bets: mineLast.map(betView),
            }
          : null,
        roads: {
          bead: beadRoad(results, BEAD_COLUMNS),
          big: bigRoad(results),
        },
      };
    },

    /**
     * Places one bet on the round now open: accepted under the table's limit (at once for every
     * bet of the member), then debited by its own txId. The same betId answers the same bet and
     * moves nothing again.
     */
    async placeBet(
      ticket: LaunchTicket,
      body: { table: string; round: number; spot: Spot; amountMinor: bigint; betId: string },
    ) {
      const table = requireTable(body.table);
      const member = await requireMember(ticket);
      if (body.amountMinor < table.minMinor || body.amountMinor > table.maxMinor) {
        throw AppError.rule(ErrorCode.amountOutOfRange, 'the bet is outside the table limits', {
          amount: 'outside_table_limits',
        });
      }
      const id = betKey(member.memberId, body.betId);
      const clock = clockOf(table, body.round, now());
      const current = roundAt(table, now());
      // A bet on a round not open now is refused, unless its id was already accepted (a retry).
      const known = await repo.bet(id);
      if (!known && (current.roundNo !== body.round || clock.phase !== 'betting')) throw bettingClosed();
      if (!known) await currentRound(table);
      const placed = await repo.placeBet({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        tableId: table.tableId,
        roundNo: body.round,
        spot: body.spot,
        amountMinor: body.amountMinor,
        maxMinor: table.maxMinor,
        now: new Date(now()),
      });
      if (placed.kind === 'closed') throw bettingClosed();
      if (placed.kind === 'opposite') {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          'player and banker cannot both be backed in one round',
          {
            spot: 'opposite_side',
          },
        );
      }
      if (placed.kind === 'over_limit') {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          'the bet would pass the table maximum for the round',
          {
            amount: 'over_table_max',
          },
        );
      }
      const bet = placed.bet;
      if (
        placed.kind === 'existing' &&
        (bet.spot !== body.spot ||
          bet.amountMinor !== body.amountMinor ||
          bet.roundNo !== body.round ||
          bet.tableId !== table.tableId)
      ) {
        throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
          betId: 'bet_id_reused',
        });
      }
      if (bet.status === 'refused') throw betRefusal(bet.error ?? ErrorCode.insufficientBalance);
      if (bet.status === 'rolled_back') {
        throw AppError.rule(ErrorCode.roundClosed, 'the round could not complete: the stake was returned', {
          betId: 'bet_rolled_back',
        });
      }
      let final = bet;
      if (bet.status === 'pending') {
        const answer = await debit({ m: ticket.m, a: ticket.a }, bet, member.memberId);
        if (!answer.ok) {
          if (TRANSIENT.has(answer.errorCode)) throw unconfirmed(body.betId);
          await repo.markBet(bet.id, ['pending'], 'refused', answer.errorCode);
          throw betRefusal(answer.errorCode);
        }
        await repo.markBet(bet.id, ['pending'], 'placed');
        final = (await repo.bet(bet.id)) ?? { ...bet, status: 'placed' };
      }
      const [wallet, mine] = await Promise.all([
        this.balance(ticket),
        repo.betsOf(table.tableId, body.round, member.memberId),
      ]);
      const staked = mine
        .filter((b) => b.status === 'pending' || b.status === 'placed' || b.status === 'settled')
        .reduce((sum, b) => sum + b.amountMinor, 0n);
      return {
        bet: betView(final),
        staked: money(staked),
        ...wallet,
        isReplay: placed.kind === 'existing',
      };
    },
  };
}
export type BaccaratService = ReturnType<typeof createBaccaratService>;
