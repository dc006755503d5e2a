import { randomBytes } from 'node:crypto';
import { ErrorCode, fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import { ARENAS, arenaRule, clockOf, fightAt, type Arena } from './cockfight.arenas.js';
import { betReturn, fightOf, seedHash, type Fight, type FightOdds, type Side } from './cockfight.engine.js';
import type { BetRow, CockfightRepository, FightRow, SeedCommit } from './cockfight.repository.js';

export const COCKFIGHT_VENDOR = 'DS88';
const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);
/** Fights the results board is drawn from. */
export const HISTORY_FIGHTS = 60;

export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** The platform's round of one member in one fight: all their bets on it, one credit. */
export const memberRoundId = (arenaId: string, fightNo: number, memberId: number) =>
  `CF-${arenaId}-${fightNo}-${memberId}`;
/** The vendor's id of a bet: the member's and the page's, so two members never share one. */
export const betKey = (memberId: number, betId: string) => `CB-${memberId}-${betId}`;

/** A fight's result as every page shows it (the seed only once betting closed). */
export interface FightResult {
  arenaId: string;
  fightNo: number;
  outcome: Fight['outcome'];
  odds: { meron: string; wala: string; draw: string };
  share: number;
  roll: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Decimal odds in hundredths as the page shows them ("1.85"). */
export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);
const oddsView = (odds: FightOdds) => ({
  meron: oddsText(odds.meron),
  wala: oddsText(odds.wala),
  draw: oddsText(odds.draw),
});

export function resultOf(fight: Pick<FightRow, 'arenaId' | 'fightNo' | 'serverSeed' | 'serverSeedHash'>) {
  const seeds = { serverSeed: fight.serverSeed, clientSeed: fight.arenaId, nonce: fight.fightNo };
  const drawn = fightOf(seeds);
  const shown: FightResult = {
    arenaId: fight.arenaId,
    fightNo: fight.fightNo,
    outcome: drawn.outcome,
    odds: oddsView(drawn.odds),
    share: drawn.odds.share,
    roll: drawn.roll,
    serverSeed: fight.serverSeed,
    serverSeedHash: fight.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return { fight: drawn, shown };
}

function newCommit(): SeedCommit {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: seedHash(seed) };
}

const bettingClosed = () =>
  AppError.rule(ErrorCode.roundClosed, 'betting on this fight has closed: bet on the next one', {
    fight: 'betting_closed',
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
  betId: bet.id.replace(/^CB-\d+-/, ''),
  fightNo: bet.fightNo,
  side: bet.side,
  amount: money(bet.amountMinor),
  odds: oddsText(bet.oddsHundredths),
  status: bet.status,
  win: bet.winMinor === null ? null : money(bet.winMinor),
});

/**
 * The DS88 cockfight arenas around the engine (ADR 0020): who may bet (the launch ticket), the
 * shared fights on the arenas' clock with their committed seeds and odds, how a bet moves money (a
 * seamless debit keyed by the bet, then one credit per member and fight, both idempotent), and the
 * settlement of a fight once betting has closed (any number of times, paying once).
 */
export function createCockfightService(deps: {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: CockfightRepository;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  now?: () => number;
}) {
  const { seamless, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** Settlements running in this process, so that pollers of one arena wait for one settlement. */
  const settling = new Map<string, Promise<void>>();

  /** The ticket of a real-money launch of one of the arenas (a DS88 game). */
  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    if (!ticket || ticket.v !== COCKFIGHT_VENDOR || !arenaRule(ticket.g) || ticket.t !== 1) return null;
    return ticket;
  }

  function requireArena(ticket: LaunchTicket): Arena {
    const arena = arenaRule(ticket.g);
    if (!arena) throw AppError.rule(ErrorCode.notFound, 'no such arena', { ticket: 'arena_unknown' });
    return arena;
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

  /** The arena's fight now, its row made (and its seed committed) when nobody asked for it before. */
  async function currentFight(arena: Arena) {
    const clock = fightAt(arena, now());
    const row = await repo.ensureFight({
      arenaId: arena.arenaId,
      fightNo: clock.fightNo,
      opensAt: clock.opensAt,
      closesAt: clock.closesAt,
      commit: newCommit(),
    });
    return { clock, row };
  }

  function debit(who: { m: string; a: string }, bet: BetRow, memberId: number) {
    return attemptSeamless(() =>
      seamless.debit(who.m, {
        vendor: COCKFIGHT_VENDOR,
        account: who.a,
        roundId: memberRoundId(bet.arenaId, bet.fightNo, memberId),
        gameCode: bet.arenaId,
        txId: `d-${bet.id}`,
        amount: money(bet.amountMinor),
      }),
    );
  }

  async function credit(who: { m: string; a: string }, arenaId: string, roundId: string, winMinor: bigint) {
    const body = {
      vendor: COCKFIGHT_VENDOR,
      account: who.a,
      roundId,
      gameCode: arenaId,
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
   * Settles one member's part of a fought fight: a bet still pending is debited now with its own
   * txId (so it is debited once, whoever sends it), then the member's fight is credited what the
   * placed bets return at the odds they were taken at (one txId per member and fight: paid once
   * however often this runs). A refused credit returns every placed stake. False when the wallet
   * could not be reached (the job tries again).
   */
  async function settleMember(
    who: { m: string; a: string; memberId: number },
    bets: BetRow[],
    fight: Fight,
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
    const roundId = memberRoundId(first.arenaId, first.fightNo, who.memberId);
    const wins = placed.map((b) => ({
      id: b.id,
      winMinor: betReturn(b.side as Side, b.amountMinor, b.oddsHundredths, fight.outcome),
    }));
    const total = wins.reduce((sum, w) => sum + w.winMinor, 0n);
    const answer = await credit(who, first.arenaId, roundId, total);
    if (answer.ok) {
      await repo.settleBets(wins);
      return true;
    }
    if (TRANSIENT.has(answer.errorCode)) return false;
    log.error({ roundId, errorCode: answer.errorCode }, 'demo cockfight: payout refused, stakes returned');
    let returned = true;
    for (const bet of placed) {
      const back = await attemptSeamless(() =>
        seamless.rollback(who.m, {
          vendor: COCKFIGHT_VENDOR,
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
          'demo cockfight: a stake not returned yet',
        );
        returned = false;
      }
    }
    return returned;
  }

  /**
   * Fights and settles a fight whose betting has closed: fixes its result (once), then settles each
   * member's bets. Safe to run any number of times, at once too: every movement is keyed (a bet's
   * debit, a member's credit, a bet's rollback), and a bet's state moves forward only.
   */
  async function settleFight(arenaId: string, fightNo: number): Promise<boolean> {
    const row = await repo.fight(arenaId, fightNo);
    if (!row || row.status === 'settled') return row !== null;
    if (now() < row.closesAt.getTime()) return false;
    const { fight, shown } = resultOf(row);
    await repo.closeFight(arenaId, fightNo, shown);
    const rows = await repo.liveBets(arenaId, fightNo);
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
        await settleMember(who, bets, fight);
      } catch (err) {
        log.warn({ arenaId, fightNo, err }, 'demo cockfight: a member not settled yet');
      }
    }
    return repo.finishFight(arenaId, fightNo);
  }

  /** Settles the closed fights not settled yet (of one arena, or all), one settlement per fight here. */
  async function settleDue(limit = 20, arenaId?: string): Promise<number> {
    let settled = 0;
    for (const row of await repo.unsettledFights(new Date(now()), limit, arenaId)) {
      const key = `${row.arenaId}:${row.fightNo}`;
      let running = settling.get(key);
      if (!running) {
        running = settleFight(row.arenaId, row.fightNo)
          .then((done) => {
            if (done) settled += 1;
          })
          .finally(() => settling.delete(key));
        settling.set(key, running);
      }
      await running.catch((err: unknown) => log.warn({ key, err }, 'demo cockfight: fight not settled yet'));
    }
    return settled;
  }

  const staked = (bets: BetRow[]) =>
    bets
      .filter((b) => b.status === 'pending' || b.status === 'placed' || b.status === 'settled')
      .reduce((sum, b) => sum + b.amountMinor, 0n);

  return {
    openTicket,
    requireArena,
    settleFight,
    settleDue,

    /**
     * The job's pass: opens (commits) the current fight of every arena, so that every fight of the
     * clock is fought whether or not anyone watches it, and settles the closed ones.
     */
    async tick(): Promise<number> {
      for (const arena of ARENAS) await currentFight(arena);
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
      const answer = await attemptSeamless(() => seamless.balance(ticket.m, COCKFIGHT_VENDOR, ticket.a));
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) {
          throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
        }
        throw betRefusal(answer.errorCode);
      }
      return { balance: answer.value.balance, currency: answer.value.currency };
    },

    /**
     * What a player in the arena sees now: the fight (its phase, its clock, its commitment and odds,
     * their bets on it), the last fought fight with its reveal and what they won on it, and the
     * results board. Fights of the arena whose betting closed are settled first.
     */
    async state(ticket: LaunchTicket) {
      const arena = requireArena(ticket);
      const member = await requireMember(ticket);
      const { clock, row } = await currentFight(arena);
      await settleDue(5, arena.arenaId);
      const fought = await repo.foughtFights(arena.arenaId, HISTORY_FIGHTS);
      const results = fought.map((r) => (r.result as FightResult | null) ?? resultOf(r).shown).reverse();
      const last = results[results.length - 1] ?? null;
      const [mine, mineLast] = await Promise.all([
        repo.betsOf(arena.arenaId, clock.fightNo, member.memberId),
        last ? repo.betsOf(arena.arenaId, last.fightNo, member.memberId) : Promise.resolve([]),
      ]);
      const settledLast = mineLast.filter((b) => b.status === 'settled');
      const odds = resultOf(row).fight.odds;
      return {
        serverNow: new Date(now()).toISOString(),
        arena: { arenaId: arena.arenaId, min: money(arena.minMinor), max: money(arena.maxMinor) },
        fight: {
          arenaId: arena.arenaId,
          fightNo: clock.fightNo,
          phase: clock.phase,
          opensAt: clock.opensAt.toISOString(),
          closesAt: clock.closesAt.toISOString(),
          nextAt: clock.nextAt.toISOString(),
          serverSeedHash: row.serverSeedHash,
          clientSeed: arena.arenaId,
          nonce: clock.fightNo,
          odds: oddsView(odds),
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
        history: results.map((r) => ({ fightNo: r.fightNo, outcome: r.outcome })),
      };
    },

    /**
     * Places one bet on the fight now open, at that fight's odds: accepted under the arena's limit
     * (at once for every bet of the member), then debited by its own txId. The same betId answers
     * the same bet and moves nothing again.
     */
    async placeBet(
      ticket: LaunchTicket,
      body: { fight: number; side: Side; amountMinor: bigint; betId: string },
    ) {
      const arena = requireArena(ticket);
      const member = await requireMember(ticket);
      if (body.amountMinor < arena.minMinor || body.amountMinor > arena.maxMinor) {
        throw AppError.rule(ErrorCode.amountOutOfRange, 'the bet is outside the arena limits', {
          amount: 'outside_arena_limits',
        });
      }
      const id = betKey(member.memberId, body.betId);
      const clock = clockOf(arena, body.fight, now());
      const current = fightAt(arena, now());
      // A bet on a fight not open now is refused, unless its id was already accepted (a retry).
      const known = await repo.bet(id);
      if (!known && (current.fightNo !== body.fight || clock.phase !== 'betting')) throw bettingClosed();
      const row = known ? await repo.fight(arena.arenaId, body.fight) : (await currentFight(arena)).row;
      if (!row) throw bettingClosed();
      const odds = resultOf(row).fight.odds;
      const placed = await repo.placeBet({
        id,
        merchantId: member.merchantId,
        memberId: member.memberId,
        arenaId: arena.arenaId,
        fightNo: body.fight,
        side: body.side,
        amountMinor: body.amountMinor,
        oddsHundredths: body.side === 'draw' ? odds.draw : odds[body.side],
        maxMinor: arena.maxMinor,
        now: new Date(now()),
      });
      if (placed.kind === 'closed') throw bettingClosed();
      if (placed.kind === 'opposite') {
        throw AppError.rule(ErrorCode.amountOutOfRange, 'Meron and Wala cannot both be backed in one fight', {
          side: 'opposite_side',
        });
      }
      if (placed.kind === 'over_limit') {
        throw AppError.rule(
          ErrorCode.amountOutOfRange,
          'the bet would pass the arena maximum for the fight',
          {
            amount: 'over_arena_max',
          },
        );
      }
      const bet = placed.bet;
      if (
        placed.kind === 'existing' &&
        (bet.side !== body.side ||
          bet.amountMinor !== body.amountMinor ||
          bet.fightNo !== body.fight ||
          bet.arenaId !== arena.arenaId)
      ) {
        throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this betId was already used for another bet', {
          betId: 'bet_id_reused',
        });
      }
      if (bet.status === 'refused') throw betRefusal(bet.error ?? ErrorCode.insufficientBalance);
      if (bet.status === 'rolled_back') {
        throw AppError.rule(ErrorCode.roundClosed, 'the fight could not complete: the stake was returned', {
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
        repo.betsOf(arena.arenaId, body.fight, member.memberId),
      ]);
      return {
        bet: betView(final),
        staked: money(staked(mine)),
        ...wallet,
        isReplay: placed.kind === 'existing',
      };
    },
  };
}
export type CockfightService = ReturnType<typeof createCockfightService>;
