import { fromMinor } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SeamlessClient } from '../seamless-client.js';
import { drawsAfter, lookahead, LOTTERY_VENDOR, VN_GAMES } from './lottery.games.js';
import type { ClaimedBet, LotteryRepository } from './lottery.repository.js';
import {
  BET_TYPES,
  commitmentOf,
  drawSeed,
  hitsOf,
  resultFromSeed,
  winOf,
  type BetType,
} from './lottery.rules.js';
import { txIds } from './lottery.service.js';

/** How long a process holds the bets it claimed before another may take them over. */
const LEASE_MS = 30_000;
/** A failed credit or rollback is tried again after this long. */
const RETRY_MS = 5_000;
/** A placement still pending this long after it began is rolled back (its debit, if any, refunded). */
const STALE_PENDING_MS = 60_000;
const BATCH = 200;

export interface TickReport {
  scheduled: number;
  drawn: number;
  settled: number;
  voided: number;
}

/**
 * The lottery's draw job: schedules upcoming draws, draws the due ones and settles every open bet of
 * a drawn draw (a credit of the win, or of 0.00 for a loss, which closes the seamless round). It is
 * safe with several upstream processes on one database: a draw's numbers are deterministic and it is
 * marked drawn only while still scheduled; bets are claimed with FOR UPDATE SKIP LOCKED and a lease,
 * and marked settled only while still open; the credit's txId is derived from the bet, so the
 * platform moves a retried credit once. A crash at any point is picked up by a later tick.
 */
export function createLotteryJob(deps: {
  repo: LotteryRepository;
  seamless: SeamlessClient;
  drawKey: Buffer;
  log: FastifyBaseLogger;
}) {
  const { repo, seamless, drawKey, log } = deps;

  async function scheduleUpcoming(now: Date): Promise<number> {
    const rows = VN_GAMES.flatMap((game) =>
      drawsAfter(game, now, lookahead(game)).map((d) => ({
        gameCode: game.gameCode,
        numero: d.numero,
        drawAt: d.drawAt,
        commitment: commitmentOf(drawSeed(drawKey, game.gameCode, d.numero)),
      })),
    );
    return repo.scheduleDraws(rows);
  }

  async function drawDue(now: Date): Promise<number> {
    let drawn = 0;
    for (const draw of await repo.dueDraws(now, BATCH)) {
      const seed = drawSeed(drawKey, draw.gameCode, draw.numero);
      if (await repo.markDrawn(draw.id, seed, resultFromSeed(seed))) drawn += 1;
    }
    return drawn;
  }

  async function settleOne(bet: ClaimedBet): Promise<boolean> {
    if (!bet.result || !(BET_TYPES as readonly string[]).includes(bet.betType)) return false;
    const hits = hitsOf(bet.betType as BetType, bet.numbers.split('-'), bet.result);
    const win = winOf(bet.amountMinor, bet.oddsCents, hits);
    const ids = txIds(bet.ref);
    const answer = await seamless.credit(bet.merchantCode, {
      vendor: LOTTERY_VENDOR,
      account: bet.account,
      txId: ids.credit,
      roundId: ids.round,
      gameCode: bet.gameCode,
      amount: fromMinor(win, 2),
    });
    if (answer.ok) {
      return repo.finishBet(bet.id, 'open', win > 0n ? 'won' : 'lost', hits, win);
    }
    if (answer.errorCode === 'ROUND_CLOSED' || answer.errorCode === 'ROUND_NOT_FOUND') {
      // The round was rolled back (or never debited): nothing is owed on it.
      log.error({ betRef: bet.ref, errorCode: answer.errorCode }, 'lottery bet round is not open; voided');
      return repo.finishBet(bet.id, 'open', 'void', null, 0n);
    }
    log.warn({ betRef: bet.ref, errorCode: answer.errorCode }, 'lottery settlement refused; will retry');
    await repo.retryLater(bet.id, RETRY_MS);
    return false;
  }

  async function settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const claimed = await repo.claimSettleable(BATCH, LEASE_MS);
      for (const bet of claimed) {
        try {
          if (await settleOne(bet)) settled += 1;
        } catch (err) {
          log.error({ err, betRef: bet.ref }, 'lottery settlement failed; will retry');
          await repo.retryLater(bet.id, RETRY_MS).catch(() => undefined);
        }
      }
      if (claimed.length < BATCH) return settled;
    }
  }

  /** Rolls back placements that never finished: refunds the debit if it happened, then voids. */
  async function recoverPending(): Promise<number> {
    let voided = 0;
    for (const bet of await repo.claimStalePending(STALE_PENDING_MS, BATCH, LEASE_MS)) {
      const ids = txIds(bet.ref);
      try {
        const answer = await seamless.rollback(bet.merchantCode, {
          vendor: LOTTERY_VENDOR,
          account: bet.account,
          txId: ids.rollback,
          roundId: ids.round,
          refTxId: ids.debit,
        });
        if (answer.ok || answer.errorCode === 'ROUND_NOT_FOUND') {
          if (await repo.finishBet(bet.id, 'pending', 'void', null, 0n)) voided += 1;
        } else {
          log.warn({ betRef: bet.ref, errorCode: answer.errorCode }, 'lottery rollback refused; will retry');
          await repo.retryLater(bet.id, RETRY_MS);
        }
      } catch (err) {
        log.error({ err, betRef: bet.ref }, 'lottery rollback failed; will retry');
        await repo.retryLater(bet.id, RETRY_MS).catch(() => undefined);
      }
    }
    return voided;
  }

  /** One pass at `now`: schedule, draw, settle, recover. Tests call it with a clock of their own. */
  async function tick(now: Date = new Date()): Promise<TickReport> {
    const scheduled = await scheduleUpcoming(now);
    const drawn = await drawDue(now);
    const settled = await settleDue();
    const voided = await recoverPending();
    return { scheduled, drawn, settled, voided };
  }

  return { tick, scheduleUpcoming, drawDue, settleDue, recoverPending };
}
export type LotteryJob = ReturnType<typeof createLotteryJob>;
