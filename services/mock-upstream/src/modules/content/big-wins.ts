import { BIG_WIN_MIN_AMOUNT, BIG_WIN_MULTIPLE, toMinor } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { gameRounds } from '../../db/schema/index.js';
import { money } from '../../lib/money.js';
import type { GamesRepository } from '../games/games.repository.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { WinnersService } from './winners.service.js';

export interface SettledCredit {
  account: string;
  vendor: string;
  roundId: string;
  gameCode: string;
  winMinor: bigint;
}

/**
 * Puts big wins of seamless-wallet rounds on the winner board (BIG_WIN_MULTIPLE x the bet and at
 * least BIG_WIN_MIN_AMOUNT). It runs after the credit committed and never delays or fails it: a
 * board entry that could not be written is logged, the money is already where it belongs.
 */
export function createBigWinRecorder(deps: {
  db: Db;
  games: Pick<GamesRepository, 'findOffered'>;
  winners: Pick<WinnersService, 'record'>;
  log: FastifyBaseLogger;
  /** A big win was settled (the agent area's live feed tells the member's agents). */
  bigWin?(merchant: MerchantRow, account: string, winMinor: bigint): Promise<void>;
}) {
  async function record(merchant: MerchantRow, credit: SettledCredit): Promise<void> {
    if (credit.winMinor < toMinor(BIG_WIN_MIN_AMOUNT, merchant.currencyDecimals)) return;
    const [round] = await deps.db
      .select({ betMinor: gameRounds.betMinor, status: gameRounds.status })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.merchantId, merchant.id),
          eq(gameRounds.vendor, credit.vendor),
          eq(gameRounds.roundId, credit.roundId),
        ),
      )
      .limit(1);
    if (!round || round.status !== 'settled' || credit.winMinor < round.betMinor * BIG_WIN_MULTIPLE) return;
    await deps.bigWin?.(merchant, credit.account, credit.winMinor);
    const game = await deps.games.findOffered(merchant.id, {
      vendorTab: credit.vendor,
      gameCode: credit.gameCode,
    });
    if (!game) return;
    await deps.winners.record(merchant, {
      gameId: game.nodeId,
      account: credit.account,
      winAmount: money(credit.winMinor, merchant),
    });
  }

  return (merchant: MerchantRow, credit: SettledCredit): void => {
    record(merchant, credit).catch((err: unknown) =>
      deps.log.error({ err, vendor: credit.vendor, roundId: credit.roundId }, 'big win not recorded'),
    );
  };
}
