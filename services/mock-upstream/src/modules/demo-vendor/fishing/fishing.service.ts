import {
  ErrorCode,
  fromMinor,
  type FairnessState,
  type RotateSeed,
  type RotateSeedValue,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { serialisedForMember } from '../../../lib/member-queue.js';
import type { FairnessService } from '../../fairness/fairness.service.js';
import { openLaunchTicket, type LaunchTicket } from '../demo-vendor.ticket.js';
import { attemptSeamless, betRefusal, type SeamlessClient } from '../seamless-client.js';
import {
  catchThreshold,
  FISH_KINDS,
  multiplierOf,
  shotOutcome,
  stakeOfLevel,
  type FishKind,
} from './fishing.engine.js';
import type { FishingRepository, ShotRow } from './fishing.repository.js';

export const FISHING_VENDOR = 'DEMO';
export const FISHING_GAME_CODE = 'DEMOFISH';
export const SHOT_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** How many of the member's shots the record shows. */
export const RECORD_SHOTS = 20;
/**
 * A pending shot's debit is sent only this long after the shot was accepted. The job returns the
 * stake of a shot still pending after STALLED_AFTER_MS, so its rollback can never cross a debit sent
 * for the same shot (ADR 0007: a debit arriving after its rollback would still be taken).
 */
export const DEBIT_WINDOW_MS = 30_000;
/** A shot still moving money this long after it was accepted is finished by the job. */
export const STALLED_AFTER_MS = 2 * 60_000;
const MONEY_DECIMALS = 2;
const DEFAULT_CREDIT_RETRY_MS = [50, 250, 1000];
const TRANSIENT = new Set<string>([ErrorCode.systemError, ErrorCode.internal]);

const money = (minor: bigint) => fromMinor(minor, MONEY_DECIMALS);

/** The vendor's id of a shot, which is also the platform's round: the member's and the page's. */
export const shotKey = (memberId: number, shotId: string) => `FH-${memberId}-${shotId}`;

/** A shot as the page shows it; `serverSeed` once its pair was revealed (null before). */
export function shotView(row: ShotRow, serverSeed: string | null = null) {
  const fish = FISH_KINDS.find((kind) => kind === row.fish);
  if (!fish) throw new Error(`fishing: shot ${row.id} names no fish of the game`);
  return {
    shotId: row.id.replace(/^FH-\d+-/, ''),
    level: row.level,
    stake: money(row.stakeMinor),
    fish,
    multiplier: row.multiplier,
    status: row.status,
    caught: row.caught,
    win: row.status === 'settled' && row.winMinor !== null ? money(row.winMinor) : null,
    roll: row.roll,
    threshold: catchThreshold(row.multiplier),
    nonce: row.nonce,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    serverSeed: row.serverSeedHash === null ? null : serverSeed,
    createdAt: row.createdAt.toISOString(),
  };
}
export type ShotView = ReturnType<typeof shotView>;

function unconfirmed(shotId: string): AppError {
  return new AppError(
    503,
    ErrorCode.upstreamUnavailable,
    'the shot is not confirmed yet: send the same shotId again',
    undefined,
    { retry: true, shotId },
  );
}

const stakeReturned = () =>
  AppError.rule(ErrorCode.roundClosed, 'the shot could not complete: its stake was returned', {
    shotId: 'shot_rolled_back',
  });

/** Who a wallet call is for. */
interface Player {
  m: string;
  a: string;
}

/**
 * The fishing game around the engine (ADR 0022): who may shoot (the launch ticket), how a shot
 * moves money (a seamless debit of the stake, the draw on the member's seed pair, a credit of what
 * it returns, all keyed by the shot so that a retried or doubled shot moves nothing twice; a refused
 * credit returns the stake by a rollback), the record of the member's shots with the seeds that
 * verify them, and the reveal of the seed pair. A member's shots run one after another in this
 * process (the member's queue of money calls), so a burst of shots waits in memory, in order.
 */
export function createFishingService(deps: {
  masterSecret: string;
  seamless: SeamlessClient;
  repo: FishingRepository;
  fairness: Pick<FairnessService, 'seedsForRound' | 'recordedSeeds' | 'state' | 'rotate'>;
  log: FastifyBaseLogger;
  creditRetryMs?: readonly number[];
  now?: () => number;
  /** How a member's shots are lined up: their queue of money calls here (tests: another process). */
  queue?: <T>(memberId: number, task: () => Promise<T>) => Promise<T>;
}) {
  const { seamless, repo, log } = deps;
  const creditRetryMs = deps.creditRetryMs ?? DEFAULT_CREDIT_RETRY_MS;
  const now = () => deps.now?.() ?? Date.now();
  const queue = deps.queue ?? serialisedForMember;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** The ticket of a real-money launch of the fishing game. */
  function openTicket(text: string): LaunchTicket | null {
    const ticket = openLaunchTicket(deps.masterSecret, text, now());
    if (!ticket || ticket.v !== FISHING_VENDOR || ticket.g !== FISHING_GAME_CODE || ticket.t !== 1)
      return null;
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

  async function balance(who: Player): Promise<{ balance: string; currency: string }> {
    const answer = await attemptSeamless(() => seamless.balance(who.m, FISHING_VENDOR, who.a));
    if (!answer.ok) {
      if (TRANSIENT.has(answer.errorCode)) {
        throw new AppError(503, ErrorCode.upstreamUnavailable, 'the wallet could not be reached');
      }
      throw betRefusal(answer.errorCode, { id: 'shotId', amount: 'level' });
    }
    return { balance: answer.value.balance, currency: answer.value.currency };
  }

  async function credit(who: Player, shot: ShotRow, winMinor: bigint) {
    const body = {
      vendor: FISHING_VENDOR,
      account: who.a,
      roundId: shot.id,
      gameCode: FISHING_GAME_CODE,
      txId: `c-${shot.id}`,
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

  /** Returns a shot's stake (whatever the wallet took of it); true once nothing is left to return. */
  async function returnStake(who: Player, shot: ShotRow, reason: string): Promise<boolean> {
    const back = await attemptSeamless(() =>
      seamless.rollback(who.m, {
        vendor: FISHING_VENDOR,
        account: who.a,
        roundId: shot.id,
        txId: `r-${shot.id}`,
        refTxId: `d-${shot.id}`,
      }),
    );
    // ROUND_NOT_FOUND: the debit never arrived (and no debit of the shot is sent any more).
    if (back.ok || back.errorCode === ErrorCode.roundNotFound) {
      await repo.markShot(shot.id, ['pending', 'placed'], 'rolled_back', reason);
      return true;
    }
    log.error({ shotId: shot.id, errorCode: back.errorCode }, 'demo fishing: a stake not returned yet');
    return false;
  }

  /**
   * Draws and pays a placed shot: its nonce on the member's seed pair (taken once per shot: a retry
   * finds the same), the catch or not, then one credit of what it returns (one txId per shot). A
   * refused credit returns the stake. The shot as it ends, with the balance the credit answered.
   */
  async function settle(who: Player, shot: ShotRow, shotId: string) {
    const seeds = await deps.fairness.seedsForRound(
      { merchantCode: who.m, account: who.a },
      {
        vendor: FISHING_VENDOR,
        roundId: shot.id,
        gameCode: FISHING_GAME_CODE,
        isFreePlay: false,
        betMinor: shot.stakeMinor,
      },
      (s) => shotOutcome(s, shot.multiplier, shot.stakeMinor).winMinor,
    );
    if (!seeds) {
      await returnStake(who, shot, 'no seed pair');
      throw stakeReturned();
    }
    const outcome = shotOutcome(seeds, shot.multiplier, shot.stakeMinor);
    await repo.recordDraw(shot.id, {
      nonce: seeds.nonce,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      roll: outcome.roll,
      caught: outcome.caught,
    });
    const answer = await credit(who, shot, outcome.winMinor);
    if (answer.ok) {
      const settled = await repo.settleShot(shot.id, outcome.winMinor);
      if (!settled) throw new Error('fishing: a settled shot vanished');
      return { shot: settled, wallet: { balance: answer.value.balance, currency: answer.value.currency } };
    }
    if (TRANSIENT.has(answer.errorCode)) {
      log.warn({ shotId: shot.id, errorCode: answer.errorCode }, 'demo fishing: a win not paid yet');
      throw unconfirmed(shotId);
    }
    log.error(
      { shotId: shot.id, errorCode: answer.errorCode },
      'demo fishing: payout refused, stake returned',
    );
    if (await returnStake(who, shot, answer.errorCode)) throw stakeReturned();
    throw unconfirmed(shotId);
  }

  /** One shot, run in the member's queue: accepted once, debited once, drawn once, paid once. */
  async function play(
    ticket: LaunchTicket,
    member: { memberId: number; merchantId: number },
    body: { shotId: string; level: number; fish: FishKind },
  ) {
    const stakeMinor = stakeOfLevel(body.level);
    if (stakeMinor === null) {
      throw AppError.badRequest('no such cannon level', { level: 'level_unknown' });
    }
    const who = { m: ticket.m, a: ticket.a };
    const accepted = await repo.acceptShot({
      id: shotKey(member.memberId, body.shotId),
      merchantId: member.merchantId,
      memberId: member.memberId,
      level: body.level,
      stakeMinor,
      fish: body.fish,
      multiplier: multiplierOf(body.fish),
    });
    let shot = accepted.shot;
    const isReplay = accepted.kind === 'existing';
    if (isReplay && (shot.level !== body.level || shot.fish !== body.fish)) {
      throw AppError.rule(ErrorCode.idempotencyKeyReused, 'this shotId was already used for another shot', {
        shotId: 'shot_id_reused',
      });
    }
    if (shot.status === 'pending') {
      // A pending shot this old is the job's to return; its debit is not sent any more.
      if (now() - shot.createdAt.getTime() > DEBIT_WINDOW_MS) throw unconfirmed(body.shotId);
      const debit = await attemptSeamless(() =>
        seamless.debit(ticket.m, {
          vendor: FISHING_VENDOR,
          account: ticket.a,
          roundId: shot.id,
          gameCode: FISHING_GAME_CODE,
          txId: `d-${shot.id}`,
          amount: money(stakeMinor),
        }),
      );
      if (!debit.ok && TRANSIENT.has(debit.errorCode)) throw unconfirmed(body.shotId);
      shot =
        (debit.ok
          ? await repo.markShot(shot.id, ['pending'], 'placed')
          : await repo.markShot(shot.id, ['pending'], 'refused', debit.errorCode)) ?? shot;
    }
    if (shot.status === 'refused') {
      throw betRefusal(shot.error ?? ErrorCode.systemError, { id: 'shotId', amount: 'level' });
    }
    if (shot.status === 'rolled_back') throw stakeReturned();
    if (shot.status === 'settled') {
      return { shot: shotView(shot), ...(await balance(who)), isReplay };
    }
    const done = await settle(who, shot, body.shotId);
    return { shot: shotView(done.shot), ...done.wallet, isReplay };
  }

  return {
    openTicket,

    requireTicket(text: string): LaunchTicket {
      const ticket = openTicket(text);
      if (!ticket) {
        throw new AppError(401, ErrorCode.tokenInvalid, 'the game ticket is invalid or has expired', {
          ticket: 'ticket_invalid',
        });
      }
      return ticket;
    },

    balance: (ticket: LaunchTicket) => balance({ m: ticket.m, a: ticket.a }),

    /**
     * One shot at `fish` at the cannon `level`: the same shotId answers the same shot and moves
     * nothing again (50 copies at once: one debit, one draw, one credit).
     */
    async shoot(ticket: LaunchTicket, body: { shotId: string; level: number; fish: FishKind }) {
      const member = await requireMember(ticket);
      return queue(member.memberId, () => play(ticket, member, body));
    },

    /**
     * The member's latest shots, newest first, each with its seed pair's server seed once revealed,
     * and the pair the next shot is played on.
     */
    async shots(ticket: LaunchTicket): Promise<{ fairness: FairnessState['active']; shots: ShotView[] }> {
      const member = await requireMember(ticket);
      const [rows, state] = await Promise.all([
        repo.recentShots(member.memberId, RECORD_SHOTS),
        deps.fairness.state({ id: member.memberId, merchantId: member.merchantId }),
      ]);
      const revealed = new Map(state.revealed.map((p) => [p.serverSeedHash, p.serverSeed]));
      const shots: ShotView[] = [];
      for (const row of rows) {
        let seed = row.serverSeedHash ? (revealed.get(row.serverSeedHash) ?? null) : null;
        if (seed === null && row.serverSeedHash && row.serverSeedHash !== state.active.serverSeedHash) {
          // A pair revealed longer ago than the state lists.
          const recorded = await deps.fairness.recordedSeeds(FISHING_VENDOR, row.id);
          seed = recorded?.revealed ? recorded.serverSeed : null;
        }
        shots.push(shotView(row, seed));
      }
      return { fairness: state.active, shots };
    },

    /** Reveals the member's seed pair named by its hash and commits the next (ADR 0016's rotation). */
    async reveal(ticket: LaunchTicket, body: RotateSeed): Promise<RotateSeedValue> {
      const member = await requireMember(ticket);
      return deps.fairness.rotate({ id: member.memberId, merchantId: member.merchantId }, body);
    },

    /**
     * Finishes the shots whose page went away: a placed shot is drawn and paid (its outcome follows
     * from its recorded seeds, so it is the one the player saw or would have seen; its txIds are the
     * shot's own, so a late retry and this never both pay), a pending one has its stake returned
     * (whatever the wallet took). Answers how many shots it finished.
     */
    async finishStalled(olderThanMs = STALLED_AFTER_MS): Promise<number> {
      let finished = 0;
      for (const row of await repo.stalledShots(new Date(now() - olderThanMs), 50)) {
        const who = { m: row.merchantCode, a: row.account };
        try {
          if (row.shot.status === 'pending') {
            if (await returnStake(who, row.shot, 'stalled')) finished += 1;
          } else {
            await settle(who, row.shot, row.shot.id);
            finished += 1;
          }
        } catch (err) {
          if (err instanceof AppError && err.fields?.['shotId'] === 'shot_rolled_back') finished += 1;
          else log.warn({ shotId: row.shot.id, err }, 'demo fishing: a stalled shot not finished yet');
        }
      }
      return finished;
    },
  };
}
export type FishingService = ReturnType<typeof createFishingService>;
