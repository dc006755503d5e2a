import { createHash } from 'node:crypto';
import { ErrorCode, fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { attemptSeamless, type SeamlessAnswer, type SeamlessClient } from '../seamless-client.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import {
  isAllowedBet,
  MONEY_DECIMALS,
  outcomeOfStops,
  roundStops,
  spinOutcome,
  type SpinOutcome,
} from './slot.engine.js';
import type { SlotRepository } from './slot.repository.js';
import type { FairnessService } from '../../fairness/fairness.service.js';
import type { FairSeeds } from './slot.random.js';

export const SLOT_VENDOR = 'DEMO';
/** The game codes this slot serves (a ticket for another game of the vendor is refused). */
export const SLOT_GAME_CODES: readonly string[] = ['DEMOSLOT'];
/** What a free-play launch starts with. */
export const FREE_PLAY_BALANCE_MINOR = 200_000n;
/** How many free-play launches (and finished free rounds) are remembered. */
const FREE_PLAY_LAUNCHES = 10_000;
const FREE_PLAY_SPINS_PER_LAUNCH = 64;
const FREE_PLAY_CURRENCY = 'FUN';
/** Waits between the attempts of a credit whose call failed in transit (same txId every time). */
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];

export const ROUND_ID_PATTERN = /^D[SF]-[A-Za-z0-9_-]{8,32}-[A-Za-z0-9_-]{1,64}$/;

/**
 * The round id of a spin: the launch's nonce and the page's spin id, so that a retried spin is the
 * same round (same txIds, same outcome). It must fit the seamless id format (64 characters) with a
 * two-character txId prefix: a spin id that would not fit is replaced by a digest of itself.
 */
/** A real-money round still open this long after its bet is finished by the platform-side job. */
export const STALLED_AFTER_MS = 2 * 60_000;

export function slotRoundId(kind: 'DS' | 'DF', nonce: string, spinId: string): string {
  const plain = `${kind}-${nonce}-${spinId}`;
  if (plain.length <= 62) return plain;
  const room = 62 - kind.length - nonce.length - 2;
  return `${kind}-${nonce}-${createHash('sha256').update(spinId).digest('base64url').slice(0, room)}`;
}

export interface SpinResult {
  roundId: string;
  outcome: SpinOutcome;
  /** The player's balance after the round, as the wallet reports it. */
  balance: string;
  currency: string;
  isFreePlay: boolean;
  /** True when the spin had already been played (a retry): nothing moved this time. */
  isReplay: boolean;
}

interface FreeLaunch {
  balanceMinor: bigint;
  spins: Map<string, SpinResult>;
}

/** A bounded map that forgets the entry used longest ago. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value as K);
}

const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);
const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

function invalidTicket(field: string): AppError {
  return new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
    ticket: field,
  });
}

/**
 * The slot's rules around the engine: who may play (the launch ticket), how a spin moves money
 * (a seamless-wallet debit of the bet, then a credit of the win, both keyed by the round id so that a
 * retried spin moves nothing twice), free play, and the audit of finished rounds.
 */
export function createSlotService(deps: {
  masterSecret: string;
  seed: Buffer;
  seamless: SeamlessClient;
  repo: SlotRepository;
  log: FastifyBaseLogger;
  /** The members' seed pairs: a round of a member is played on theirs (ADR 0016). */
  fairness?: Pick<FairnessService, 'seedsForRound' | 'recordedSeeds'>;
  creditRetryMs?: readonly number[];
  now?: () => number;
}) {
  const { seamless, seed, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const freeLaunches = new Map<string, FreeLaunch>();
  const freeRounds = new Map<string, { betMinor: bigint; winMinor: bigint }>();

  /**
   * The seeds a round is played on: the member's pair and the round's nonce, taken once per round id
   * (a retried spin gets the same), or null without a fairness registry or a known member.
   */
  async function seedsOf(
    who: { merchantCode: string; account: string; gameCode: string },
    roundId: string,
    betMinor: bigint,
  ): Promise<FairSeeds | null> {
    if (!deps.fairness) return null;
    return deps.fairness.seedsForRound(
      { merchantCode: who.merchantCode, account: who.account },
      {
        vendor: SLOT_VENDOR,
        roundId,
        gameCode: who.gameCode,
        isFreePlay: roundId.startsWith('DF-'),
        betMinor,
      },
      (fair) => spinOutcome(seed, roundId, betMinor, fair).winMinor,
    );
  }
  const ticketPlayer = (ticket: LaunchTicket) => ({
    merchantCode: ticket.m,
    account: ticket.a,
    gameCode: ticket.g,
  });

  function freeLaunch(ticket: LaunchTicket): FreeLaunch {
    const launch = freeLaunches.get(ticket.n) ?? { balanceMinor: FREE_PLAY_BALANCE_MINOR, spins: new Map() };
    remember(freeLaunches, ticket.n, launch, FREE_PLAY_LAUNCHES);
    return launch;
  }

  function refusal(answer: Extract<SeamlessAnswer, { ok: false }>): AppError {
    if (answer.errorCode === ErrorCode.insufficientBalance) {
      return AppError.rule(ErrorCode.insufficientBalance, 'the balance is too low for this bet', {
        bet: 'insufficient_balance',
      });
    }
    if (answer.errorCode === ErrorCode.idempotencyKeyReused) {
      return AppError.rule(ErrorCode.idempotencyKeyReused, 'this spinId was already used for another bet', {
        spinId: 'spin_id_reused',
      });
    }
    const code = KNOWN_CODES.has(answer.errorCode) ? (answer.errorCode as ErrorCode) : ErrorCode.systemError;
    return AppError.rule(code, 'the wallet refused the bet');
  }

  function unsettled(roundId: string): AppError {
    return new AppError(
      503,
      ErrorCode.upstreamUnavailable,
      'the round is not settled yet: send the same spinId again',
      undefined,
      { retry: true, roundId },
    );
  }

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** The ticket when it is signed, unexpired and for this game; null otherwise. */
  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, deps.now?.() ?? Date.now());
    if (!ticket || ticket.v !== SLOT_VENDOR || !SLOT_GAME_CODES.includes(ticket.g)) return null;
    return ticket;
  }

  async function freeSpin(ticket: LaunchTicket, betMinor: bigint, spinId: string): Promise<SpinResult> {
    const replayOf = (launch: FreeLaunch): SpinResult | null => {
      const played = launch.spins.get(spinId);
      if (!played) return null;
      if (played.outcome.totalBetMinor !== betMinor) {
        throw refusal({ ok: false, errorCode: ErrorCode.idempotencyKeyReused, message: '' });
      }
      return { ...played, balance: fromMinor(launch.balanceMinor, MONEY_DECIMALS), isReplay: true };
    };
    const before = replayOf(freeLaunch(ticket));
    if (before) return before;
    if (freeLaunch(ticket).balanceMinor < betMinor) {
      throw refusal({ ok: false, errorCode: ErrorCode.insufficientBalance, message: '' });
    }
    const roundId = slotRoundId('DF', ticket.n, spinId);
    const fair = await seedsOf(ticketPlayer(ticket), roundId, betMinor);
    // From here on synchronous: the balance is checked and moved with nothing in between.
    const launch = freeLaunch(ticket);
    const replay = replayOf(launch);
    if (replay) return replay;
    if (launch.balanceMinor < betMinor) {
      throw refusal({ ok: false, errorCode: ErrorCode.insufficientBalance, message: '' });
    }
    const outcome = spinOutcome(seed, roundId, betMinor, fair);
    launch.balanceMinor += outcome.winMinor - betMinor;
    const result: SpinResult = {
      roundId,
      outcome,
      balance: fromMinor(launch.balanceMinor, MONEY_DECIMALS),
      currency: FREE_PLAY_CURRENCY,
      isFreePlay: true,
      isReplay: false,
    };
    remember(launch.spins, spinId, result, FREE_PLAY_SPINS_PER_LAUNCH);
    remember(freeRounds, roundId, { betMinor, winMinor: outcome.winMinor }, FREE_PLAY_LAUNCHES);
    return result;
  }

  return {
    openTicket,

    /** The ticket, or the API's 401 with a field error. */
    requireTicket(text: string): LaunchTicket {
      const ticket = openTicket(text);
      if (!ticket) throw invalidTicket('ticket_invalid');
      return ticket;
    },

    async balance(ticket: LaunchTicket): Promise<{ balance: string; currency: string }> {
      if (ticket.t === 0) {
        return {
          balance: fromMinor(freeLaunch(ticket).balanceMinor, MONEY_DECIMALS),
          currency: FREE_PLAY_CURRENCY,
        };
      }
      const answer = await attemptSeamless(() => seamless.balance(ticket.m, SLOT_VENDOR, ticket.a));
      if (!answer.ok) {
        if (TRANSIENT.has(answer.errorCode)) {
          throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
        }
        throw refusal(answer);
      }
      return { balance: answer.value.balance, currency: answer.value.currency };
    },

    async spin(ticket: LaunchTicket, betMinor: bigint, spinId: string): Promise<SpinResult> {
      if (ticket.t === 0) return freeSpin(ticket, betMinor, spinId);
      const roundId = slotRoundId('DS', ticket.n, spinId);
      const move = {
        vendor: SLOT_VENDOR,
        account: ticket.a,
        roundId,
        gameCode: ticket.g,
      };
      const debit = await attemptSeamless(() =>
        seamless.debit(ticket.m, {
          ...move,
          txId: `d-${roundId}`,
          amount: fromMinor(betMinor, MONEY_DECIMALS),
        }),
      );
      if (!debit.ok) {
        // A failure in transit leaves it unknown whether the bet was taken: the same spinId settles it.
        if (TRANSIENT.has(debit.errorCode)) throw unsettled(roundId);
        throw refusal(debit);
      }
      // The seeds are taken once the bet is: a refused bet spends no nonce.
      const fair = await seedsOf(ticketPlayer(ticket), roundId, betMinor);
      const outcome = spinOutcome(seed, roundId, betMinor, fair);
      const credit = { ...move, txId: `c-${roundId}`, amount: fromMinor(outcome.winMinor, MONEY_DECIMALS) };
      let answer = await attemptSeamless(() => seamless.credit(ticket.m, credit));
      for (const delay of creditRetryMs) {
        if (answer.ok || !TRANSIENT.has(answer.errorCode)) break;
        await wait(delay);
        answer = await attemptSeamless(() => seamless.credit(ticket.m, credit));
      }
      if (!answer.ok) {
        log.error(
          { roundId, errorCode: answer.errorCode },
          'demo slot: the win of a round could not be paid yet',
        );
        throw unsettled(roundId);
      }
      return {
        roundId,
        outcome,
        balance: answer.value.balance,
        currency: answer.value.currency,
        isFreePlay: false,
        isReplay: debit.value.replayed && answer.value.replayed,
      };
    },

    /**
     * Pays the rounds whose bet was taken but whose win never reached the platform (the page went
     * away before its retry). The outcome follows from the round's recorded seeds (taken here when the
     * page went away before it took them), so the win is the one the
     * player saw or would have seen; the credit's txId is the spin's own, so a late retry of the page
     * and this never both pay. Answers how many rounds it settled.
     */
    async finishStalled(now: Date, olderThanMs = STALLED_AFTER_MS): Promise<number> {
      let settled = 0;
      for (const round of await repo.stalledRounds(SLOT_VENDOR, new Date(now.getTime() - olderThanMs), 50)) {
        if (!round.roundId.startsWith('DS-') || round.betMinor <= 0n) continue;
        const fair = await seedsOf(
          { merchantCode: round.merchantCode, account: round.account, gameCode: round.gameCode },
          round.roundId,
          round.betMinor,
        );
        const outcome = spinOutcome(seed, round.roundId, round.betMinor, fair);
        const answer = await attemptSeamless(() =>
          seamless.credit(round.merchantCode, {
            vendor: SLOT_VENDOR,
            account: round.account,
            roundId: round.roundId,
            gameCode: round.gameCode,
            txId: `c-${round.roundId}`,
            amount: fromMinor(outcome.winMinor, MONEY_DECIMALS),
          }),
        );
        if (answer.ok) settled += 1;
        else
          log.warn(
            { roundId: round.roundId, errorCode: answer.errorCode },
            'demo slot: stalled round not paid yet',
          );
      }
      return settled;
    },

    /**
     * A finished round, recomputed from its random bytes so that anyone can check it. Only finished
     * rounds: revealing the bytes of a round not yet played would tell its outcome in advance.
     */
    async audit(roundId: string) {
      const round = roundId.startsWith('DF-')
        ? (freeRounds.get(roundId) ?? null)
        : await repo
            .settledRound(SLOT_VENDOR, roundId)
            .then((r) => (r && SLOT_GAME_CODES.includes(r.gameCode) ? r : null));
      if (!round || !isAllowedBet(round.betMinor)) {
        throw new AppError(404, ErrorCode.roundNotFound, 'no finished round of this game has this id');
      }
      const fair = (await deps.fairness?.recordedSeeds(SLOT_VENDOR, roundId)) ?? null;
      const { stops, blocks } = roundStops(seed, roundId, fair);
      return {
        roundId,
        /** The round's nonce and client seed when it was played on a member's seed pair. */
        fair: fair
          ? { clientSeed: fair.clientSeed, nonce: fair.nonce, serverSeedHash: fair.serverSeedHash }
          : null,
        hmac: blocks.map((b) => b.toString('hex')),
        recordedWinMinor: round.winMinor,
        isFreePlay: roundId.startsWith('DF-'),
        ...outcomeOfStops(stops, round.betMinor),
      };
    },
  };
}
export type SlotService = ReturnType<typeof createSlotService>;
