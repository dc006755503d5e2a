import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import type { RoundTableClock, RoundTableRule } from './round-table.clock.js';
import type { BetRow, RoundRow, RoundTableRepository, SeedCommit } from './round-table.repository.js';

const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);

export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

export const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/**
 * The ids a round table's money moves under. All of a member's bets on one table round are one
 * platform round, `<round>-<table>-<round no>-<member>`, credited once; a bet is the vendor's
 * `<bet>-<member>-<the page's bet id>`, so two members never share one.
 */
export function roundTableIds(prefix: { round: string; bet: string }) {
  const betPrefix = new RegExp(`^${prefix.bet}-\\d+-`);
  return {
    memberRoundId: (tableId: string, roundNo: number, memberId: number) =>
      `${prefix.round}-${tableId}-${roundNo}-${memberId}`,
    betKey: (memberId: number, betId: string) => `${prefix.bet}-${memberId}-${betId}`,
    /** The page's own bet id of a bet. */
    pageBetId: (bet: BetRow) => bet.id.replace(betPrefix, ''),
  };
}

/** Stakes that count against the table's maximum and show as the member's: not refused, not returned. */
const stakedMinor = (bets: BetRow[]) =>
  bets
    .filter((b) => b.status === 'pending' || b.status === 'placed' || b.status === 'settled')
    .reduce((sum, b) => sum + b.amountMinor, 0n);

/**
 * What makes a round table one game: its vendor and ids, its words in refusals, its
 * tables and clock, how a round's seed decides it and what a bet returns.
 */
export interface RoundTableGameRule<Table extends RoundTableRule, Closed extends string, Drawn, Shown> {
  /** The seamless-wallet vendor its money moves under. */
  vendor: string;
  /** Whether a launch ticket's game code opens this game. */
  isGameCode: (gameCode: string) => boolean;
  /** The seamless `gameCode` of a table's rounds. */
  gameCode: (tableId: string) => string;
  ids: ReturnType<typeof roundTableIds>;
  /** The game's words for a round, a table and a spot, in refusals' fields and messages. */
  words: { round: string; table: string; spot: string };
  /** Why a spot and its opposite cannot both be backed. */
  oppositeMessage: string;
  /** For the log: `demo baccarat`. */
  label: string;
  /** The game's open tables as the operator set them (`round-table.settings.ts`), read when needed. */
  tables: () => Promise<readonly Table[]>;
  clock: RoundTableClock<Closed>;
  /** The round decided from its committed seed, and its result as every page shows it. */
  draw: (round: Pick<RoundRow, 'tableId' | 'roundNo' | 'serverSeed' | 'serverSeedHash'>) => {
    drawn: Drawn;
    shown: Shown;
  };
  /** What a placed bet returns, stake included (0 for a loss). */
  betReturn: (bet: BetRow, drawn: Drawn) => bigint;
}

/** What a round table's service runs on (`repo`: the game's own, `createRoundTableRepository`). */
export interface RoundTableDeps {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: RoundTableRepository;
  log: FastifyBaseLogger;
  /** Waits between tries of a credit the wallet could not take yet. */
  creditRetryMs?: readonly number[];
  now?: () => number;
}

/** A round's fresh server seed, committed by its SHA-256 (ADR 0016). */
function newCommit(): SeedCommit {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed).digest('hex') };
}

function unconfirmed(betId: string): AppError {
  return new AppError(
    503,
    ErrorCode.upstreamUnavailable,
    'the bet is not confirmed yet: send the same betId again',
    undefined,
    { retry: true, betId },
  );
}

/**
 * The machinery of a round table (live baccarat, ADR 0019; the cockfight arenas, ADR 0020): who may
 * bet (the launch ticket), the shared rounds on the tables' clock with their committed seeds, how a
 * bet moves money (a seamless debit keyed by the bet, then one credit per member and round, both
 * idempotent), and the settlement of a round once betting has closed (any number of times, at once
 * too, paying once). The game gives its rule; its own service shapes what its page sees.
 */
export function createRoundTableService<Table extends RoundTableRule, Closed extends string, Drawn, Shown>(
  rule: RoundTableGameRule<Table, Closed, Drawn, Shown>,
  deps: RoundTableDeps,
) {
  const { seamless, repo, log } = deps;
  const { words } = rule;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** Settlements running in this process, so that pollers of one table wait for one settlement. */
  const settling = new Map<string, Promise<void>>();

  const bettingClosed = () =>
    AppError.rule(ErrorCode.roundClosed, `betting on this ${words.round} has closed: bet on the next one`, {
      [words.round]: 'betting_closed',
    });

  /** The ticket of a real-money launch of this game (a round table offers no free play). */
  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    if (!ticket || ticket.v !== rule.vendor || !rule.isGameCode(ticket.g) || ticket.t !== 1) return null;
    return ticket;
  }

  function requireTicket(text: string): LaunchTicket {
    const ticket = openTicket(text);
    if (!ticket) {
      throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
        ticket: 'ticket_invalid',
      });
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

  /** The table's round now, its row made (and its seed committed) when nobody asked for it before. */
  async function currentRound(table: Table) {
    const clock = rule.clock.roundAt(table, now());
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
        vendor: rule.vendor,
        account: who.a,
        roundId: rule.ids.memberRoundId(bet.tableId, bet.roundNo, memberId),
        gameCode: rule.gameCode(bet.tableId),
        txId: `d-${bet.id}`,
        amount: money(bet.amountMinor),
      }),
    );
  }

  async function credit(who: { m: string; a: string }, tableId: string, roundId: string, winMinor: bigint) {
    const body = {
      vendor: rule.vendor,
      account: who.a,
      roundId,
      gameCode: rule.gameCode(tableId),
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

  async function balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }> {
    const answer = await attemptSeamless(() => seamless.balance(ticket.m, rule.vendor, ticket.a));
    if (!answer.ok) {
      if (TRANSIENT.has(answer.errorCode)) {
        throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
      }
      throw betRefusal(answer.errorCode);
    }
    return { balance: answer.value.balance, currency: answer.value.currency };
  }

  /**
   * Settles one member's part of a played round: a bet still pending is debited now with its own
   * txId (so it is debited once, whoever sends it), then the member's round is credited what the
   * placed bets return (one txId per member and round: paid once however often this runs). A
   * refused credit returns every placed stake. False when the wallet could not be reached (the
   * job tries again).
   */
  async function settleMember(
    who: { m: string; a: string; memberId: number },
    bets: BetRow[],
    drawn: Drawn,
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
    const roundId = rule.ids.memberRoundId(first.tableId, first.roundNo, who.memberId);
    const wins = placed.map((b) => ({ id: b.id, winMinor: rule.betReturn(b, drawn) }));
    const total = wins.reduce((sum, w) => sum + w.winMinor, 0n);
    const answer = await credit(who, first.tableId, roundId, total);
    if (answer.ok) {
      await repo.settleBets(wins);
      return true;
    }
    if (TRANSIENT.has(answer.errorCode)) return false;
    log.error({ roundId, errorCode: answer.errorCode }, `${rule.label}: payout refused, stakes returned`);
    let returned = true;
    for (const bet of placed) {
      const back = await attemptSeamless(() =>
        seamless.rollback(who.m, {
          vendor: rule.vendor,
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
          `${rule.label}: a stake not returned yet`,
        );
        returned = false;
      }
    }
    return returned;
  }

  /**
   * Plays and settles a round whose betting has closed: fixes its result (once), then settles each
   * member's bets. Safe to run any number of times, at once too: every movement is keyed (a bet's
   * debit, a member's credit, a bet's rollback), and a bet's state moves forward only.
   */
  async function settleRound(tableId: string, roundNo: number): Promise<boolean> {
    const row = await repo.round(tableId, roundNo);
    if (!row || row.status === 'settled') return row !== null;
    if (now() < row.closesAt.getTime()) return false;
    const { drawn, shown } = rule.draw(row);
    await repo.closeRound(tableId, roundNo, shown);
    const rows = await repo.liveBets(tableId, roundNo);
    const byMember = new Map<number, { who: { m: string; a: string; memberId: number }; bets: BetRow[] }>();
    for (const r of rows) {
      const entry = byMember.get(r.bet.memberId) ?? {
        who: { m: r.merchantCode, a: r.account, memberId: r.bet.memberId },
        bets: [],
      };
      entry.bets.push(r.bet);
      byMember.set(r.bet.memberId, entry);
    }
    for (const { who, bets } of byMember.values()) {
      try {
        await settleMember(who, bets, drawn);
      } catch (err) {
        log.warn({ tableId, roundNo, err }, `${rule.label}: a member not settled yet`);
      }
    }
    return repo.finishRound(tableId, roundNo);
  }

  /** Settles the closed rounds not settled yet (of one table, or all), one settlement per round here. */
  async function settleDue(limit = 20, tableId?: string): Promise<number> {
    let settled = 0;
    for (const row of await repo.unsettledRounds(new Date(now()), limit, tableId)) {
      const key = `${row.tableId}:${row.roundNo}`;
      let running = settling.get(key);
      if (!running) {
        running = settleRound(row.tableId, row.roundNo)
          .then((done) => {
            if (done) settled += 1;
          })
          .finally(() => settling.delete(key));
        settling.set(key, running);
      }
      await running.catch((err: unknown) =>
        log.warn({ key, err }, `${rule.label}: ${words.round} not settled yet`),
      );
    }
    return settled;
  }

  return {
    openTicket,
    requireTicket,
    requireMember,
    balance,
    currentRound,
    settleRound,
    settleDue,

    /**
     * The job's pass: opens (commits) the current round of every table, so that every round of the
     * clock is played whether or not anyone watches it, and settles the closed ones.
     */
    async tick(): Promise<number> {
      for (const table of await rule.tables()) await currentRound(table);
      return settleDue();
    },

    /**
     * What a player at the table sees now, for the game to shape: the round of the clock (made now
     * if nobody asked before) with their bets on it, the table's last `history` played rounds
     * (oldest first) and their bets on the last. Rounds of the table whose betting closed are
     * settled first.
     */
    async view(ticket: LaunchTicket, table: Table, history: number) {
      const member = await requireMember(ticket);
      const { clock, row } = await currentRound(table);
      await settleDue(5, table.tableId);
      const played = (await repo.playedRounds(table.tableId, history))
        .map((r) => ({ roundNo: r.roundNo, shown: (r.result as Shown | null) ?? rule.draw(r).shown }))
        .reverse();
      const last = played[played.length - 1] ?? null;
      const [mine, mineLast] = await Promise.all([
        repo.betsOf(table.tableId, clock.roundNo, member.memberId),
        last ? repo.betsOf(table.tableId, last.roundNo, member.memberId) : Promise.resolve([]),
      ]);
      const settledLast = mineLast.filter((b) => b.status === 'settled');
      return {
        serverNow: new Date(now()).toISOString(),
        clock,
        row,
        mine,
        staked: money(stakedMinor(mine)),
        played: played.map((p) => p.shown),
        last: last && {
          shown: last.shown,
          bets: mineLast,
          staked: money(stakedMinor(mineLast)),
          win:
            settledLast.length > 0
              ? money(settledLast.reduce((sum, b) => sum + (b.winMinor ?? 0n), 0n))
              : null,
        },
      };
    },

    /**
     * Places one bet on the round now open: accepted under the table's limit (at once for every
     * bet of the member; at the odds `oddsOf` reads from the round, for a game whose odds are the
     * round's), then debited by its own txId. The same betId answers the same bet and moves nothing
     * again.
     */
    async placeBet(
      ticket: LaunchTicket,
      table: Table,
      body: {
        roundNo: number;
        spot: string;
        amountMinor: bigint;
        betId: string;
        oddsOf?: (drawn: Drawn) => number;
      },
    ) {
      const member = await requireMember(ticket);
      if (body.amountMinor < table.minMinor || body.amountMinor > table.maxMinor) {
        throw AppError.rule(ErrorCode.amountOutOfRange, `the bet is outside the ${words.table} limits`, {
          amount: `outside_${words.table}_limits`,
        });
      }
      const id = rule.ids.betKey(member.memberId, body.betId);
      const clock = rule.clock.clockOf(table, body.roundNo, now());
      const current = rule.clock.roundAt(table, now());
      // A bet on a round not open now is refused, unless its id was already accepted (a retry).
      const known = await repo.bet(id);
      if (!known && (current.roundNo !== body.roundNo || clock.phase !== 'betting')) throw bettingClosed();
      const row = known ? await repo.round(table.tableId, body.roundNo) : (await currentRound(table)).row;
      if (!row) throw bettingClosed();
      const placed = await repo.placeBet({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        tableId: table.tableId,
        roundNo: body.roundNo,
        spot: body.spot,
        amountMinor: body.amountMinor,
        oddsHundredths: body.oddsOf ? body.oddsOf(rule.draw(row).drawn) : null,
        maxMinor: table.maxMinor,
        now: new Date(now()),
      });
      if (placed.kind === 'closed') throw bettingClosed();
      if (placed.kind === 'opposite') {
        throw AppError.rule(ErrorCode.amountOutOfRange, rule.oppositeMessage, {
          [words.spot]: 'opposite_side',
        });
      }
      if (placed.kind === 'over_limit') {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          `the bet would pass the ${words.table} maximum for the ${words.round}`,
          { amount: `over_${words.table}_max` },
        );
      }
      const bet = placed.bet;
      if (
        placed.kind === 'existing' &&
        (bet.spot !== body.spot ||
          bet.amountMinor !== body.amountMinor ||
          bet.roundNo !== body.roundNo ||
          bet.tableId !== table.tableId)
      ) {
        throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
          betId: 'bet_id_reused',
        });
      }
      if (bet.status === 'refused') throw betRefusal(bet.error ?? ErrorCode.insufficientBalance);
      if (bet.status === 'rolled_back') {
        throw AppError.rule(
          ErrorCode.roundClosed,
          `the ${words.round} could not complete: the stake was returned`,
          { betId: 'bet_rolled_back' },
        );
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
        balance(ticket),
        repo.betsOf(table.tableId, body.roundNo, member.memberId),
      ]);
      return {
        bet: final,
        staked: money(stakedMinor(mine)),
        ...wallet,
        isReplay: placed.kind === 'existing',
      };
    },
  };
}
